import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ConfirmationRequiredPage } from '@atrium/ui';
import { withAuthPage } from './authStory';

const meta = {
  title: 'Pages/ConfirmationRequiredPage',
  component: ConfirmationRequiredPage,
  decorators: [withAuthPage('/confirmation-required')],
  parameters: { layout: 'fullscreen', route: '/confirmation-required' },
} satisfies Meta<typeof ConfirmationRequiredPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Confirma tu correo' })).toBeVisible();
    await expect(canvas.getByText(/Te hemos enviado un correo de confirmación/)).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'iniciar sesión' })).toHaveAttribute('href', '/sign-in');
  },
};
