import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { LegalPage } from '@atrium/ui/pages/auth/LegalPage.tsx';
import { withAuthPage } from './authStory';

const meta = {
  title: 'Pages/LegalPage',
  component: LegalPage,
  parameters: { layout: 'fullscreen', route: '/terms' },
  args: { document: 'terms' },
} satisfies Meta<typeof LegalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The terms a new account agrees to, with the way back to the form. */
export const Terms: Story = {
  decorators: [withAuthPage('/terms')],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Términos del servicio' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute('href', '/privacy');
    await userEvent.click(canvas.getByRole('link', { name: 'Vuelve al formulario' }));
    await expect(await canvas.findByRole('status', { name: 'Ruta actual' })).toHaveTextContent('/sign-up');
  },
};

export const Privacy: Story = {
  args: { document: 'privacy' },
  decorators: [withAuthPage('/privacy')],
  parameters: { route: '/privacy', chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Términos del servicio' })).toHaveAttribute('href', '/terms');
  },
};
