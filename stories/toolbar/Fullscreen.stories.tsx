import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, spyOn, userEvent, waitFor } from 'storybook/test';
import { Fullscreen } from '@atrium/ui';
import { ToolbarFrame } from './ToolbarFrame';

const meta = {
  title: 'Toolbar/Fullscreen',
  component: Fullscreen,
  decorators: [(Story) => <ToolbarFrame>{Story()}</ToolbarFrame>],
} satisfies Meta<typeof Fullscreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Replaces the document element's requestFullscreen for one story. */
function stubRequestFullscreen(value: (() => Promise<void>) | undefined) {
  const root = document.documentElement;
  Object.defineProperty(root, 'requestFullscreen', { configurable: true, writable: true, value });
  Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, get: () => value !== undefined });
  return () => {
    delete (root as { requestFullscreen?: unknown }).requestFullscreen;
    delete (document as { fullscreenEnabled?: unknown }).fullscreenEnabled;
  };
}

export const Default: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Alternar pantalla completa' });
    await userEvent.tab();
    await waitFor(() => expect(button).toHaveFocus());
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Alternar pantalla completa');
  },
};

export const EntersFullscreen: Story = {
  beforeEach: () => stubRequestFullscreen(() => Promise.resolve()),
  play: async ({ canvas }) => {
    const request = spyOn(document.documentElement, 'requestFullscreen');
    await userEvent.click(canvas.getByRole('button', { name: 'Alternar pantalla completa' }));
    await expect(request).toHaveBeenCalledOnce();
  },
};

export const Unavailable: Story = {
  beforeEach: () => stubRequestFullscreen(undefined),
  play: async ({ canvas }) => {
    const log = spyOn(console, 'error').mockImplementation(() => undefined);
    await userEvent.click(canvas.getByRole('button', { name: 'Alternar pantalla completa' }));
    await waitFor(() => expect(log).toHaveBeenCalledWith('Fullscreen is not available in this browser.'));
    log.mockRestore();
  },
};

export const EntryFails: Story = {
  beforeEach: () => stubRequestFullscreen(() => Promise.reject(new Error('Permissions check failed'))),
  play: async ({ canvas }) => {
    const log = spyOn(console, 'error').mockImplementation(() => undefined);
    await userEvent.click(canvas.getByRole('button', { name: 'Alternar pantalla completa' }));
    await waitFor(() => expect(log).toHaveBeenCalledWith('Entering fullscreen mode failed.'));
    log.mockRestore();
  },
};
