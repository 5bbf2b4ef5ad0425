import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ResetPasswordPage } from '@atrium/ui';
import { dropStaleAnnouncements, serverError, slow, withAuthPage } from './authStory';

const PATH = '*/api/auth/reset-password';

let sent: unknown;
const recording = http.post(PATH, async ({ request }) => {
  sent = await request.json();
  return HttpResponse.json(true);
});

const meta = {
  title: 'Pages/ResetPasswordPage',
  component: ResetPasswordPage,
  decorators: [withAuthPage('/reset-password')],
  parameters: { layout: 'fullscreen', route: '/reset-password' },
  beforeEach: () => {
    sent = undefined;
    return dropStaleAnnouncements;
  },
} satisfies Meta<typeof ResetPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const fill = async (canvas: Canvas, password: string, confirmation: string) => {
  await userEvent.type(canvas.getByLabelText('Contraseña nueva'), password);
  await userEvent.type(canvas.getByLabelText('Confirmar contraseña'), confirmation);
};
const submit = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: 'Restablecer contraseña' }));

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Restablece tu contraseña' })).toBeVisible();
    await expect(canvas.getByLabelText('Contraseña nueva')).toHaveAttribute('autocomplete', 'new-password');
    await expect(canvas.getAllByRole('button', { name: 'Mostrar contraseña' })).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'iniciar sesión' })).toHaveAttribute('href', '/sign-in');
  },
};

export const Success: Story = {
  parameters: { msw: { handlers: { auth: recording } } },
  play: async ({ canvas }) => {
    await fill(canvas, 'nueva-clave-9', 'nueva-clave-9');
    await submit(canvas);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Tu contraseña se ha restablecido.');
    await expect(sent).toEqual({ password: 'nueva-clave-9' });
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { auth: serverError(PATH) } } },
  play: async ({ canvas }) => {
    await fill(canvas, 'nueva-clave-9', 'nueva-clave-9');
    await submit(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('(error 500)');
    await expect(canvas.getByLabelText('Contraseña nueva')).toHaveValue('nueva-clave-9');
  },
};

export const Pending: Story = {
  parameters: { msw: { handlers: { auth: slow(PATH) } } },
  play: async ({ canvas }) => {
    await fill(canvas, 'nueva-clave-9', 'nueva-clave-9');
    await submit(canvas);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Restablecer contraseña' })).toHaveAttribute('data-pending', 'true'),
    );
    await expect(canvas.getByLabelText('Contraseña nueva')).toBeDisabled();
    await expect(canvas.getByLabelText('Confirmar contraseña')).toBeDisabled();
  },
};

export const Invalid: Story = {
  play: async ({ canvas }) => {
    await submit(canvas);
    await waitFor(() => expect(canvas.getByText('Introduce tu contraseña.')).toBeVisible());
    await expect(canvas.getByText('Repite la contraseña nueva.')).toBeVisible();
    await expect(sent).toBeUndefined();
  },
};

export const Mismatch: Story = {
  play: async ({ canvas }) => {
    await fill(canvas, 'nueva-clave-9', 'otra-clave');
    await submit(canvas);
    await waitFor(() => expect(canvas.getByText('Las contraseñas no coinciden.')).toBeVisible());
    await expect(canvas.getByLabelText('Confirmar contraseña')).toHaveAccessibleDescription(
      'Las contraseñas no coinciden.',
    );
    await expect(sent).toBeUndefined();
  },
};
