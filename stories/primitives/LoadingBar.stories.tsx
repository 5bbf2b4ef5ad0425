import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { LoadingBar, createRequestTracker } from '@atrium/ui';

// Usage guidance for the Docs page (Markdown).
const docsDescription = `
The thin bar along the top of the page that shows while any request tracked by the API client is pending. The
layouts render it once; views do not need to.

**Use it** once per app, at the top of the layout.

**Don't use it** for the progress of one operation with a known amount (use a \`ProgressBar\`) or instead of a
loading state in place of the content (use \`LoadingMessage\` or skeletons).

**Accessibility**
- The bar is react-aria's \`ProgressBar\` (the progressbar role, named "Loading"), inside a status region that
  exists only while requests are pending.
`;

const meta = {
  title: 'Primitives/LoadingBar',
  component: LoadingBar,
  parameters: { layout: 'fullscreen', docs: { description: { component: docsDescription } } },
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
