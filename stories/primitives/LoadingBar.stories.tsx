import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { LoadingBar, createRequestTracker } from '@atrium/ui';

const meta = {
  title: 'Primitives/LoadingBar',
  component: LoadingBar,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoadingBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const pendingTracker = createRequestTracker();
pendingTracker.start('/api/common/user');

/** A tracked request is pending: the bar shows, indeterminate. */
export const Pending: Story = {
  args: { tracker: pendingTracker },
  play: async () => {
    const bar = await screen.findByRole('progressbar', { name: 'Cargando…' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

const determinateTracker = createRequestTracker();
determinateTracker.setMode('determinate');
determinateTracker.setProgress(60);
determinateTracker.start('/api/apps/file-manager');

export const Determinate: Story = {
  args: { tracker: determinateTracker },
  play: async () => {
    const bar = await screen.findByRole('progressbar', { name: 'Cargando…' });
    await expect(bar).toHaveAttribute('aria-valuenow', '60');
  },
};

/** The bar hides as soon as the last tracked request finishes. */
export const HidesWhenDone: Story = {
  args: { tracker: createRequestTracker() },
  play: async ({ args }) => {
    const tracker = args.tracker!;
    tracker.start('/api/common/notifications');
    await screen.findByRole('progressbar');
    tracker.finish('/api/common/notifications');
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  },
};
