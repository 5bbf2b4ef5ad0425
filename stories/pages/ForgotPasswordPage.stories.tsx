import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ForgotPasswordPage } from '@atrium/ui';
import { dropStaleAnnouncements, serverError, slow, withAuthPage } from './authStory';

const PATH = '*/api/auth/forgot-password';

let sent: unknown;
const recording = http.post(PATH, async ({ request }) => {
  sent = await request.json();
  return HttpResponse.json(true);
});

const meta = {
  title: 'Pages/ForgotPasswordPage',
  component: ForgotPasswordPage,
  decorators: [withAuthPage('/forgot-password')],
  parameters: { layout: 'fullscreen', route: '/forgot-password' },
  beforeEach: () => {
    sent = undefined;
    return dropStaleAnnouncements;
  },
} satisfies Meta<typeof ForgotPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '¿Has olvidado la contraseña?' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Correo electrónico' })).toBeRequired();
    await expect(canvas.getByRole('link', { name: 'iniciar sesión' })).toHaveAttribute('href', '/sign-in');
  },
};

export const Success: Story = {
  parameters: { msw: { handlers: { auth: recording } } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Correo electrónico' }), 'ana@ejemplo.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar enlace' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Te hemos enviado un enlace para restablecer la contraseña.',
    );
    await expect(sent).toEqual({ email: 'ana@ejemplo.com' });
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { auth: serverError(PATH) } } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Correo electrónico' }), 'ana@ejemplo.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar enlace' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('(error 500)');
    await expect(canvas.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue('ana@ejemplo.com');
  },
};

export const Pending: Story = {
  parameters: { msw: { handlers: { auth: slow(PATH) } } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Correo electrónico' }), 'ana@ejemplo.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar enlace' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Enviar enlace' })).toHaveAttribute('data-pending', 'true'),
    );
    await expect(canvas.getByRole('textbox', { name: 'Correo electrónico' })).toBeDisabled();
  },
};

export const Invalid: Story = {
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: 'Correo electrónico' });
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar enlace' }));
    await waitFor(() => expect(canvas.getByText('Introduce tu correo electrónico.')).toBeVisible());
    await userEvent.type(email, 'ana.ejemplo.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar enlace' }));
    await waitFor(() => expect(canvas.getByText('Introduce un correo válido, como ana@ejemplo.com.')).toBeVisible());
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(sent).toBeUndefined();
  },
};
