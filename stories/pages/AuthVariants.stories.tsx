/**
 * The auth pages in their seven layout variants, as the Pages menu previews them: the preview bar on
 * top, the real page under it with working forms that never change the session. Sign in is shot in
 * every variant (desktop light and dark, phone light); the other pages' variants are checked by their
 * play functions only.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AuthPreview } from '@atrium/ui/pages/auth-preview/AuthPreview.tsx';
import type { AuthVariant } from '@atrium/ui/pages/auth/AuthLayout.tsx';
import type { AuthPageName } from '@atrium/ui/pages/auth/preview.ts';
import { allModes } from '../../.storybook/modes';
import { SIGN_IN_EMAIL, SIGN_IN_PASSWORD, dropStaleAnnouncements, withAuthPage } from './authStory';

const meta = {
  title: 'Pages/Auth variants',
  component: AuthPreview,
  decorators: [withAuthPage('/pages/authentication/:page/:variant', { signedIn: true })],
  parameters: { layout: 'fullscreen' },
  beforeEach: () => dropStaleAnnouncements,
} satisfies Meta<typeof AuthPreview>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** Desktop light and dark, phone light. */
const signInModes = {
  light: allModes.light,
  dark: allModes.dark,
  'mobile-light': allModes['mobile-light'],
  'mobile-dark': { disable: true },
};

const variantNames: Record<AuthVariant, string> = {
  classic: 'Clásica',
  modern: 'Moderna',
  'modern-reversed': 'Moderna invertida',
  'split-screen': 'Pantalla dividida',
  'split-screen-reversed': 'Pantalla dividida invertida',
  fullscreen: 'Pantalla completa',
  'fullscreen-reversed': 'Pantalla completa invertida',
};

const titles: Record<AuthPageName, string> = {
  'sign-in': 'Iniciar sesión',
  'sign-up': 'Crear una cuenta',
  'sign-out': 'Has cerrado sesión',
  'forgot-password': '¿Has olvidado la contraseña?',
  'reset-password': 'Restablece tu contraseña',
  'confirmation-required': 'Confirma tu correo',
  'unlock-session': 'Sesión bloqueada',
};

/** The success alert (a polite status) carrying `text`. */
const expectSuccess = async (canvas: Canvas, text: RegExp) => {
  const alert = (await canvas.findByText(text)).closest('[role="status"]');
  await expect(alert).toBeVisible();
};

/** What a page's preview does after it shows: fill in and submit its form, or read it. */
const flows: Record<AuthPageName, (canvas: Canvas, variant: AuthVariant) => Promise<void>> = {
  'sign-in': async (canvas) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Correo electrónico' }), SIGN_IN_EMAIL);
    await userEvent.type(canvas.getByLabelText('Contraseña'), SIGN_IN_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar sesión' }));
    await expectSuccess(canvas, /Datos correctos\. En el producto ahora/);
  },
  'sign-up': async (canvas) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nombre completo' }), 'Ana Ruiz');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Correo electrónico' }), 'ana@ejemplo.com');
    await userEvent.type(canvas.getByLabelText('Contraseña'), 'secreto');
    await userEvent.click(canvas.getByRole('checkbox', { name: /Acepto los términos/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Crear cuenta gratis' }));
    await expectSuccess(canvas, /Datos aceptados\./);
  },
  'sign-out': async (canvas, variant) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/Te llevaremos a iniciar sesión en \d segundos?\./);
    await expect(canvas.getByText(/tu sesión sigue abierta y no saldrás de esta página/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ir a iniciar sesión' })).toHaveAttribute(
      'href',
      `/pages/authentication/sign-in/${variant}`,
    );
  },
  'forgot-password': async (canvas) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Correo electrónico' }), 'ana@ejemplo.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar enlace' }));
    await expectSuccess(canvas, /Correo aceptado\./);
  },
  'reset-password': async (canvas) => {
    await userEvent.type(canvas.getByLabelText('Contraseña nueva'), 'nueva-clave');
    await userEvent.type(canvas.getByLabelText('Confirmar contraseña'), 'nueva-clave');
    await userEvent.click(canvas.getByRole('button', { name: 'Restablecer contraseña' }));
    await expectSuccess(canvas, /Contraseña aceptada\./);
  },
  'confirmation-required': async (canvas, variant) => {
    await expect(canvas.getByText(/Te hemos enviado un correo de confirmación/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'iniciar sesión' })).toHaveAttribute(
      'href',
      `/pages/authentication/sign-in/${variant}`,
    );
  },
  'unlock-session': async (canvas) => {
    await expect(canvas.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Lucía Navarro');
    await userEvent.type(canvas.getByLabelText('Contraseña'), SIGN_IN_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Desbloquear' }));
    await expectSuccess(canvas, /Contraseña correcta\./);
  },
};

/**
 * The story of `page` in `variant`: the bar names both, the welcome panel shows from md (but in
 * classic), the flow runs, and the preview never leaves the page.
 */
function variantStory(page: AuthPageName, variant: AuthVariant): Story {
  return {
    ...(page === 'sign-in'
      ? { parameters: { route: `/pages/authentication/${page}/${variant}`, chromatic: { modes: signInModes } } }
      : { parameters: { route: `/pages/authentication/${page}/${variant}`, chromatic: { disableSnapshot: true } } }),
    play: async ({ canvas }) => {
      await expect(
        await canvas.findByRole('heading', { level: 1, name: titles[page] }, { timeout: 3000 }),
      ).toBeVisible();
      const bar = canvas.getByRole('navigation', { name: 'Vista previa de las páginas de autenticación' });
      await expect(within(bar).getByRole('button', { name: /Variante/ })).toHaveTextContent(variantNames[variant]);
      await expect(within(bar).getByRole('link', { name: 'Volver al panel' })).toHaveAttribute('href', '/dashboard');
      const panel = canvas.queryByText('Bienvenido a');
      if (variant === 'classic') await expect(panel).not.toBeInTheDocument();
      else if (window.matchMedia('(min-width: 960px)').matches) await expect(panel).toBeVisible();
      await flows[page](canvas, variant);
      await expect(canvas.queryByRole('status', { name: 'Ruta actual' })).not.toBeInTheDocument();
      await dropStaleAnnouncements();
    },
  };
}

export const SignInClassic = variantStory('sign-in', 'classic');
export const SignInModern = variantStory('sign-in', 'modern');
export const SignInModernReversed = variantStory('sign-in', 'modern-reversed');
export const SignInSplitScreen = variantStory('sign-in', 'split-screen');
export const SignInSplitScreenReversed = variantStory('sign-in', 'split-screen-reversed');
export const SignInFullscreen = variantStory('sign-in', 'fullscreen');
export const SignInFullscreenReversed = variantStory('sign-in', 'fullscreen-reversed');

export const SignUpClassic = variantStory('sign-up', 'classic');
export const SignUpModern = variantStory('sign-up', 'modern');
export const SignUpModernReversed = variantStory('sign-up', 'modern-reversed');
export const SignUpSplitScreen = variantStory('sign-up', 'split-screen');
export const SignUpSplitScreenReversed = variantStory('sign-up', 'split-screen-reversed');
export const SignUpFullscreen = variantStory('sign-up', 'fullscreen');
export const SignUpFullscreenReversed = variantStory('sign-up', 'fullscreen-reversed');

export const SignOutClassic = variantStory('sign-out', 'classic');
export const SignOutModern = variantStory('sign-out', 'modern');
export const SignOutModernReversed = variantStory('sign-out', 'modern-reversed');
export const SignOutSplitScreen = variantStory('sign-out', 'split-screen');
export const SignOutSplitScreenReversed = variantStory('sign-out', 'split-screen-reversed');
export const SignOutFullscreen = variantStory('sign-out', 'fullscreen');
export const SignOutFullscreenReversed = variantStory('sign-out', 'fullscreen-reversed');

export const ForgotPasswordClassic = variantStory('forgot-password', 'classic');
export const ForgotPasswordModern = variantStory('forgot-password', 'modern');
export const ForgotPasswordModernReversed = variantStory('forgot-password', 'modern-reversed');
export const ForgotPasswordSplitScreen = variantStory('forgot-password', 'split-screen');
export const ForgotPasswordSplitScreenReversed = variantStory('forgot-password', 'split-screen-reversed');
export const ForgotPasswordFullscreen = variantStory('forgot-password', 'fullscreen');
export const ForgotPasswordFullscreenReversed = variantStory('forgot-password', 'fullscreen-reversed');

export const ResetPasswordClassic = variantStory('reset-password', 'classic');
export const ResetPasswordModern = variantStory('reset-password', 'modern');
export const ResetPasswordModernReversed = variantStory('reset-password', 'modern-reversed');
export const ResetPasswordSplitScreen = variantStory('reset-password', 'split-screen');
export const ResetPasswordSplitScreenReversed = variantStory('reset-password', 'split-screen-reversed');
export const ResetPasswordFullscreen = variantStory('reset-password', 'fullscreen');
export const ResetPasswordFullscreenReversed = variantStory('reset-password', 'fullscreen-reversed');

export const ConfirmationRequiredClassic = variantStory('confirmation-required', 'classic');
export const ConfirmationRequiredModern = variantStory('confirmation-required', 'modern');
export const ConfirmationRequiredModernReversed = variantStory('confirmation-required', 'modern-reversed');
export const ConfirmationRequiredSplitScreen = variantStory('confirmation-required', 'split-screen');
export const ConfirmationRequiredSplitScreenReversed = variantStory('confirmation-required', 'split-screen-reversed');
export const ConfirmationRequiredFullscreen = variantStory('confirmation-required', 'fullscreen');
export const ConfirmationRequiredFullscreenReversed = variantStory('confirmation-required', 'fullscreen-reversed');

export const UnlockSessionClassic = variantStory('unlock-session', 'classic');
export const UnlockSessionModern = variantStory('unlock-session', 'modern');
export const UnlockSessionModernReversed = variantStory('unlock-session', 'modern-reversed');
export const UnlockSessionSplitScreen = variantStory('unlock-session', 'split-screen');
export const UnlockSessionSplitScreenReversed = variantStory('unlock-session', 'split-screen-reversed');
export const UnlockSessionFullscreen = variantStory('unlock-session', 'fullscreen');
export const UnlockSessionFullscreenReversed = variantStory('unlock-session', 'fullscreen-reversed');

/** An address that names no page or variant says so and offers a way on. */
export const UnknownVariant: Story = {
  parameters: { chromatic: { disableSnapshot: true }, route: '/pages/authentication/sign-in/sideways' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Esta vista previa no existe' })).toBeVisible();
    await expect(canvas.getByText(/«sign-in» con la variante «sideways»/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver Iniciar sesión en pantalla dividida' })).toHaveAttribute(
      'href',
      '/pages/authentication/sign-in/split-screen',
    );
    await expect(canvas.getByRole('link', { name: 'Volver al panel' })).toHaveAttribute('href', '/dashboard');
  },
};

/** The bar switches the variant: the same page opens in the chosen layout. */
export const SwitchesVariant: Story = {
  parameters: { chromatic: { disableSnapshot: true }, route: '/pages/authentication/forgot-password/classic' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '¿Has olvidado la contraseña?' })).toBeVisible();
    await expect(canvas.queryByText('Bienvenido a')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Variante/ }));
    const body = within(document.body);
    await userEvent.click(await body.findByRole('option', { name: 'Pantalla completa' }));
    await expect(await canvas.findByText('Bienvenido a')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Variante/ })).toHaveTextContent('Pantalla completa');
    await expect(canvas.getByRole('heading', { level: 1, name: '¿Has olvidado la contraseña?' })).toBeVisible();
  },
};

/** In English: the bar, the page and the preview's success all speak it. */
export const InEnglish: Story = {
  globals: { language: 'en' },
  parameters: { chromatic: { disableSnapshot: true }, route: '/pages/authentication/sign-in/modern-reversed' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign in' }, { timeout: 3000 })).toBeVisible();
    const bar = canvas.getByRole('navigation', { name: 'Authentication pages preview' });
    await expect(within(bar).getByRole('button', { name: /Variant/ })).toHaveTextContent('Modern reversed');
    await expect(within(bar).getByRole('link', { name: 'Back to the dashboard' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), SIGN_IN_EMAIL);
    await userEvent.type(canvas.getByLabelText('Password'), SIGN_IN_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expectSuccess(canvas, /Details correct\. In the product you would now be signed in/);
  },
};
