import { createBrowserRouter, redirect, type LoaderFunctionArgs } from 'react-router';
import { signInPathFor, type ApiClient, type AuthSession } from '@atrium/ui';

export interface RouterContext {
  session: AuthSession;
  api: ApiClient;
}

/** A lazy route from a module's named component: each area is its own chunk, loaded on demand. */
const page =
  <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) =>
  async () => ({ Component: (await load())[name] as React.ComponentType });

/** The shell's areas and the sample apps; each shows "coming soon" until its view lands. */
const areas = ['chat', 'agent', 'pages/activities', 'ui/icons', 'example'];

export function createAppRouter({ session, api }: RouterContext) {
  /** Signed-in only: a visitor goes to sign-in, carrying the address asked for (spec §2). */
  async function signedInOnly({ request }: LoaderFunctionArgs) {
    const state = await session.ready();
    if (state.status !== 'signed-in') {
      const url = new URL(request.url);
      return redirect(signInPathFor(`${url.pathname}${url.search}`));
    }
    return null;
  }

  /** Visitors only: a signed-in user goes to the root. */
  async function visitorsOnly() {
    const state = await session.ready();
    if (state.status === 'signed-in') return redirect('/');
    return null;
  }

  return createBrowserRouter([
    { path: '/', loader: () => redirect('/dashboard') },
    { path: '/signed-in-redirect', loader: () => redirect('/dashboard') },
    {
      loader: visitorsOnly,
      children: [
        { path: 'sign-in', lazy: page(() => import('@atrium/ui/pages/auth/SignInPage.tsx'), 'SignInPage') },
        { path: 'sign-up', lazy: page(() => import('@atrium/ui/pages/auth/SignUpPage.tsx'), 'SignUpPage') },
        {
          path: 'forgot-password',
          lazy: page(() => import('@atrium/ui/pages/auth/ForgotPasswordPage.tsx'), 'ForgotPasswordPage'),
        },
        {
          path: 'reset-password',
          lazy: page(() => import('@atrium/ui/pages/auth/ResetPasswordPage.tsx'), 'ResetPasswordPage'),
        },
        {
          path: 'confirmation-required',
          lazy: page(() => import('@atrium/ui/pages/auth/ConfirmationRequiredPage.tsx'), 'ConfirmationRequiredPage'),
        },
      ],
    },
    {
      loader: signedInOnly,
      children: [
        { path: 'sign-out', lazy: page(() => import('@atrium/ui/pages/auth/SignOutPage.tsx'), 'SignOutPage') },
        {
          path: 'unlock-session',
          lazy: page(() => import('@atrium/ui/pages/auth/UnlockSessionPage.tsx'), 'UnlockSessionPage'),
        },
      ],
    },
    {
      // The main layout: start-up data (user, navigation, notifications, messages, shortcuts)
      // is loaded in parallel before it shows (spec §6).
      loader: async (args) => {
        const visitor = await signedInOnly(args);
        if (visitor) return visitor;
        const { loadShellData } = await import('./shell/shellData');
        await loadShellData(api);
        return null;
      },
      lazy: page(() => import('./shell/MainShell'), 'MainShell'),
      HydrateFallback: () => null,
      children: [
        ...areas.map((path) => ({
          path,
          lazy: page(() => import('./pages/ComingSoonPage'), 'ComingSoonPage'),
        })),
        { path: 'dashboard', lazy: page(() => import('@atrium/ui/views/home/HomeDashboard.tsx'), 'HomeDashboard') },
        {
          // The four dashboards load through one small module (see DashboardsRoute).
          path: 'dashboards/:name',
          lazy: async () => {
            const { loader, DashboardsRoute } = await import('./pages/DashboardsRoute');
            return { loader, Component: DashboardsRoute };
          },
        },
        { path: 'orders/*', lazy: page(() => import('@atrium/ui/views/orders/OrdersView.tsx'), 'OrdersArea') },
        { path: 'users/*', lazy: page(() => import('@atrium/ui/views/users/UsersView.tsx'), 'UsersArea') },
        { path: 'roles/*', lazy: page(() => import('@atrium/ui/views/roles/RolesView.tsx'), 'RolesArea') },
        {
          path: 'apps/contacts/*',
          lazy: page(() => import('@atrium/ui/views/contacts/ContactsView.tsx'), 'ContactsApp'),
        },
        { path: 'apps/*', lazy: page(() => import('./pages/ComingSoonPage'), 'ComingSoonPage') },
        { path: '*', lazy: page(() => import('./pages/NotFoundPage'), 'NotFoundPage') },
      ],
    },
  ]);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
