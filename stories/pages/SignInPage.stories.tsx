import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SignInPage } from '@atrium/ui';
import { layoutModes } from '../../.storybook/modes';
import { SIGN_IN_EMAIL, SIGN_IN_PASSWORD, dropStaleAnnouncements, serverError, slow, withAuthPage } from './authStory';

const PATH = '*/api/auth/sign-in';

const meta = {
  title: 'Pages/SignInPage',
  component: SignInPage,
  decorators: [withAuthPage('/sign-in')],
  parameters: { layout: 'fullscreen', route: '/sign-in', chromatic: { modes: layoutModes } },
  beforeEach: () => dropStaleAnnouncements,
} satisfies Meta<typeof SignInPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const fill = async (canvas: Canvas, email: string, password: string) => {
  await userEvent.type(canvas.getByRole('textbox', { name: 'Correo electrónico' }), email);
  await userEvent.type(canvas.getByLabelText('Contraseña'), password);
};
const submit = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: 'Iniciar sesión' }));

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
    await expect(canvas.getByRole('note')).toHaveTextContent('admin@atrium.dev / admin');
    await expect(canvas.getByRole('checkbox', { name: 'Recordarme' })).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: '¿Has olvidado la contraseña?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(canvas.getByRole('link', { name: 'Regístrate' })).toHaveAttribute('href', '/sign-up');
    // The eye toggle shows and hides the password.
    const password = canvas.getByLabelText('Contraseña');
    await userEvent.type(password, 'secreto');
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar contraseña' }));
    await expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Ocultar contraseña' }));
    await expect(password).toHaveAttribute('type', 'password');
  },
};

/** The demo note lists one account per role; a role's button fills the form in and readies Sign in. */
export const DemoAccounts: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Cuentas de demostración' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Propietarioadmin@atrium.dev / admin'),
      expect.stringContaining('Administradoradministrator@atrium.dev / administrator'),
      expect.stringContaining('Gestormanager@atrium.dev / manager'),
      expect.stringContaining('Agente de soportesupport@atrium.dev / support'),
      expect.stringContaining('Lectorviewer@atrium.dev / viewer'),
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Usar la cuenta Lector (viewer@atrium.dev)' }));
    await expect(canvas.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue('viewer@atrium.dev');
    await expect(canvas.getByLabelText('Contraseña')).toHaveValue('viewer');
    await expect(canvas.getByText('Formulario rellenado con la cuenta Lector.')).toBeInTheDocument();
    const submitButton = canvas.getByRole('button', { name: 'Iniciar sesión' });
    await expect(submitButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('status', { name: 'Ruta actual' })).toHaveTextContent('/dashboard');
    await expect(canvas.getByRole('status', { name: 'Estado de la sesión' })).toHaveTextContent('signed-in');
    await dropStaleAnnouncements();
  },
};

/** A real backend: no demo note. */
export const WithoutDemoNote: Story = {
  args: { hint: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
    await expect(canvas.queryByRole('note')).not.toBeInTheDocument();
  },
};

export const Success: Story = {
  play: async ({ canvas }) => {
    await fill(canvas, SIGN_IN_EMAIL, SIGN_IN_PASSWORD);
    await submit(canvas);
    await expect(await canvas.findByRole('status', { name: 'Ruta actual' })).toHaveTextContent('/dashboard');
    await expect(canvas.getByRole('status', { name: 'Estado de la sesión' })).toHaveTextContent('signed-in');
    await dropStaleAnnouncements();
  },
};

export const RedirectTarget: Story = {
  parameters: { route: '/sign-in?redirectURL=%2Fapps%2Fcontacts' },
  play: async ({ canvas }) => {
    await fill(canvas, SIGN_IN_EMAIL, SIGN_IN_PASSWORD);
    await submit(canvas);
    await expect(await canvas.findByRole('status', { name: 'Ruta actual' })).toHaveTextContent('/apps/contacts');
    await dropStaleAnnouncements();
  },
};

export const HostileRedirect: Story = {
  parameters: { route: '/sign-in?redirectURL=https%3A%2F%2Fevil.example' },
  play: async ({ canvas }) => {
    await fill(canvas, SIGN_IN_EMAIL, SIGN_IN_PASSWORD);
    await submit(canvas);
    await expect(await canvas.findByRole('status', { name: 'Ruta actual' })).toHaveTextContent('/dashboard');
    await dropStaleAnnouncements();
  },
};

export const WrongPair: Story = {
  play: async ({ canvas }) => {
    await fill(canvas, 'ana@ejemplo.com', 'incorrecta');
    await submit(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'El correo electrónico o la contraseña no son correctos.',
    );
    await expect(canvas.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue('ana@ejemplo.com');
    await expect(canvas.getByLabelText('Contraseña')).toHaveValue('incorrecta');
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { auth: serverError(PATH) } } },
  play: async ({ canvas }) => {
    await fill(canvas, SIGN_IN_EMAIL, SIGN_IN_PASSWORD);
    await submit(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'El servidor no ha podido atender la petición (error 500).',
    );
    await expect(canvas.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue(SIGN_IN_EMAIL);
  },
};

export const NetworkError: Story = {
  parameters: { msw: { handlers: { auth: http.post(PATH, () => HttpResponse.error()) } } },
  play: async ({ canvas }) => {
    await fill(canvas, SIGN_IN_EMAIL, SIGN_IN_PASSWORD);
    await submit(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No se ha podido conectar con el servidor.');
    await expect(canvas.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue(SIGN_IN_EMAIL);
  },
};

export const Pending: Story = {
  parameters: { msw: { handlers: { auth: slow(PATH) } } },
  play: async ({ canvas }) => {
    await fill(canvas, SIGN_IN_EMAIL, SIGN_IN_PASSWORD);
    await submit(canvas);
    const button = canvas.getByRole('button', { name: 'Iniciar sesión' });
    await waitFor(() => expect(button).toHaveAttribute('data-pending', 'true'));
    await expect(canvas.getByRole('textbox', { name: 'Correo electrónico' })).toBeDisabled();
    await expect(canvas.getByLabelText('Contraseña')).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'Recordarme' })).toBeDisabled();
  },
};

export const Invalid: Story = {
  play: async ({ canvas }) => {
    await submit(canvas);
    await waitFor(() => expect(canvas.getByText('Introduce tu correo electrónico.')).toBeVisible());
    await expect(canvas.getByText('Introduce tu contraseña.')).toBeVisible();
    const email = canvas.getByRole('textbox', { name: 'Correo electrónico' });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(email, 'ana@');
    await submit(canvas);
    await waitFor(() => expect(canvas.getByText('Introduce un correo válido, como ana@ejemplo.com.')).toBeVisible());
  },
};
