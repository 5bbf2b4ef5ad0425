import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { UnlockSessionPage } from '@atrium/ui';
import { SIGN_IN_PASSWORD, dropStaleAnnouncements, serverError, slow, withAuthPage } from './authStory';

const PATH = '*/api/auth/unlock-session';

// The route is for signed-in users: the story signs in with the mock pair before showing the page.
const meta = {
  title: 'Pages/UnlockSessionPage',
  component: UnlockSessionPage,
  decorators: [withAuthPage('/unlock-session', { signedIn: true })],
  parameters: { layout: 'fullscreen', route: '/unlock-session' },
  beforeEach: () => dropStaleAnnouncements,
} satisfies Meta<typeof UnlockSessionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Sesión bloqueada' })).toBeVisible());
    const name = canvas.getByRole('textbox', { name: 'Nombre' });
    await expect(name).toHaveValue('Lucía Navarro');
    await expect(name).toHaveAttribute('readonly');
    await expect(canvas.getByText('¿No eres Lucía Navarro?')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cerrar sesión' })).toHaveAttribute('href', '/sign-out');
  },
};

export const NamedByProp: Story = {
  args: { name: 'Ana García', email: 'ana@ejemplo.com' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'Nombre' })).toHaveValue('Ana García');
    await expect(canvas.getByText('¿No eres Ana García?')).toBeVisible();
  },
};

export const Success: Story = {
  parameters: { route: '/unlock-session?redirectURL=%2Fapps%2Fmailbox' },
  // The mock accepts only its one pair: landing proves the page sent the signed-in user's e-mail.
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('Contraseña'), SIGN_IN_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Desbloquear' }));
    await expect(await canvas.findByRole('status', { name: 'Ruta actual' })).toHaveTextContent('/apps/mailbox');
    await dropStaleAnnouncements();
  },
};

export const WrongPair: Story = {
  play: async ({ canvas }) => {
    const password = await canvas.findByLabelText('Contraseña');
    await userEvent.type(password, 'incorrecta');
    await userEvent.click(canvas.getByRole('button', { name: 'Desbloquear' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('La contraseña no es correcta.');
    await expect(password).toHaveValue('incorrecta');
    await expect(canvas.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Lucía Navarro');
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { auth: serverError(PATH) } } },
  play: async ({ canvas }) => {
    const password = await canvas.findByLabelText('Contraseña');
    await userEvent.type(password, SIGN_IN_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Desbloquear' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('(error 500)');
    await expect(password).toHaveValue(SIGN_IN_PASSWORD);
  },
};

export const Pending: Story = {
  parameters: { msw: { handlers: { auth: slow(PATH) } } },
  play: async ({ canvas }) => {
    const password = await canvas.findByLabelText('Contraseña');
    await userEvent.type(password, SIGN_IN_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Desbloquear' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Desbloquear' })).toHaveAttribute('data-pending', 'true'),
    );
    await expect(password).toBeDisabled();
  },
};

export const Invalid: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Desbloquear' }));
    await waitFor(() => expect(canvas.getByText('Introduce tu contraseña.')).toBeVisible());
    await expect(canvas.getByLabelText('Contraseña')).toHaveAttribute('aria-invalid', 'true');
  },
};
