import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor } from 'storybook/test';
import { SignUpPage } from '@atrium/ui';
import { dropStaleAnnouncements, serverError, slow, withAuthPage } from './authStory';

const PATH = '*/api/auth/sign-up';

// Records what the page sent, answering as the mock API does.
let sent: unknown;
const recording = http.post(PATH, async ({ request }) => {
  sent = await request.json();
  return HttpResponse.json(true);
});

const meta = {
  title: 'Pages/SignUpPage',
  component: SignUpPage,
  decorators: [withAuthPage('/sign-up')],
  parameters: { layout: 'fullscreen', route: '/sign-up' },
  beforeEach: () => {
    sent = undefined;
    return dropStaleAnnouncements;
  },
} satisfies Meta<typeof SignUpPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const fill = async (canvas: Canvas) => {
  await userEvent.type(canvas.getByRole('textbox', { name: 'Nombre completo' }), 'Ana García');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Correo electrónico' }), 'ana@ejemplo.com');
  await userEvent.type(canvas.getByLabelText('Contraseña'), 'secreta-123');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Empresa' }), 'Atrium');
  await userEvent.click(canvas.getByRole('checkbox', { name: /Acepto los términos/ }));
};
const submit = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: 'Crear cuenta gratis' }));

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Crear una cuenta' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Inicia sesión' })).toHaveAttribute('href', '/sign-in');
    await expect(canvas.getByRole('textbox', { name: 'Nombre completo' })).toBeRequired();
    await expect(canvas.getByRole('textbox', { name: 'Empresa' })).not.toBeRequired();
    await expect(canvas.getByRole('checkbox', { name: /Acepto los términos/ })).toBeRequired();
  },
};

/** The agreement links to what it agrees to: the terms and the privacy policy, pages of the app. */
export const LinksToTheTerms: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: /Acepto los términos/ });
    await expect(box).toHaveAccessibleDescription(
      'Antes de aceptar, lee los Términos del servicio y la Política de privacidad.',
    );
    await expect(canvas.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute('href', '/privacy');
    await userEvent.click(canvas.getByRole('link', { name: 'Términos del servicio' }));
    await expect(await canvas.findByRole('status', { name: 'Ruta actual' })).toHaveTextContent('/terms');
  },
};

export const Success: Story = {
  parameters: { msw: { handlers: { auth: recording } } },
  play: async ({ canvas }) => {
    await fill(canvas);
    await submit(canvas);
    await expect(await canvas.findByRole('status', { name: 'Ruta actual' })).toHaveTextContent(
      '/confirmation-required',
    );
    await expect(sent).toEqual({
      name: 'Ana García',
      email: 'ana@ejemplo.com',
      password: 'secreta-123',
      company: 'Atrium',
      agreements: true,
    });
    await dropStaleAnnouncements();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { auth: serverError(PATH) } } },
  play: async ({ canvas }) => {
    await fill(canvas);
    await submit(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'El servidor no ha podido atender la petición (error 500).',
    );
    await expect(canvas.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue('ana@ejemplo.com');
    await expect(canvas.getByRole('textbox', { name: 'Nombre completo' })).toHaveValue('Ana García');
  },
};

export const Pending: Story = {
  parameters: { msw: { handlers: { auth: slow(PATH) } } },
  play: async ({ canvas }) => {
    await fill(canvas);
    await submit(canvas);
    const button = canvas.getByRole('button', { name: 'Crear cuenta gratis' });
    await waitFor(() => expect(button).toHaveAttribute('data-pending', 'true'));
    await expect(canvas.getByRole('textbox', { name: 'Nombre completo' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Correo electrónico' })).toBeDisabled();
    await expect(canvas.getByLabelText('Contraseña')).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: /Acepto los términos/ })).toBeDisabled();
  },
};

export const Invalid: Story = {
  play: async ({ canvas }) => {
    await submit(canvas);
    await waitFor(() => expect(canvas.getByText('Introduce tu nombre completo.')).toBeVisible());
    await expect(canvas.getByText('Introduce tu correo electrónico.')).toBeVisible();
    await expect(canvas.getByText('Introduce tu contraseña.')).toBeVisible();
    const terms = canvas.getByRole('checkbox', { name: /Acepto los términos/ });
    // Described by the links beside it and, once refused, by the reason.
    await expect(terms).toHaveAccessibleDescription(
      /Debes aceptar los términos del servicio y la política de privacidad\.$/,
    );
    // Accepting the terms clears their message.
    await userEvent.click(terms);
    await expect(canvas.queryByText('Debes aceptar los términos del servicio y la política de privacidad.')).toBeNull();
    await expect(sent).toBeUndefined();
  },
};

export const TermsRequired: Story = {
  parameters: { msw: { handlers: { auth: recording } } },
  play: async ({ canvas }) => {
    await fill(canvas);
    // Untick the terms: everything else is valid, the form still refuses to send.
    await userEvent.click(canvas.getByRole('checkbox', { name: /Acepto los términos/ }));
    await submit(canvas);
    await expect(
      await canvas.findByText('Debes aceptar los términos del servicio y la política de privacidad.'),
    ).toBeVisible();
    await expect(sent).toBeUndefined();
  },
};
