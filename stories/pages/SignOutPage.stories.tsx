import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { SignOutPage } from '@atrium/ui';
import { withAuthPage } from './authStory';

const meta = {
  title: 'Pages/SignOutPage',
  component: SignOutPage,
  decorators: [withAuthPage('/sign-out', { signedIn: true })],
  parameters: { layout: 'fullscreen', route: '/sign-out' },
} satisfies Meta<typeof SignOutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  // The countdown moves on between a light shot and the same render switched to dark: each scheme is shot
  // from its own render, at the same second of the countdown.
  parameters: { visual: { ownDarkRender: true } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Has cerrado sesión' })).toBeVisible());
    const countdown = canvas.getByRole('status');
    await expect(countdown).toHaveAttribute('aria-live', 'polite');
    await expect(countdown).toHaveTextContent('Te llevaremos a iniciar sesión en 5 segundos.');
    await waitFor(() => expect(countdown).toHaveTextContent('en 4 segundos.'), { timeout: 2500 });
    await expect(canvas.getByRole('link', { name: 'Ir a iniciar sesión' })).toHaveAttribute('href', '/sign-in');
  },
};

export const ReachesSignIn: Story = {
  args: { seconds: 1 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Te llevaremos a iniciar sesión en 1 segundo.');
    await expect(await canvas.findByRole('status', { name: 'Ruta actual' }, { timeout: 3000 })).toHaveTextContent(
      '/sign-in',
    );
    await expect(canvas.getByRole('status', { name: 'Estado de la sesión' })).toHaveTextContent('signed-out');
  },
};
