import { createBrowserRouter, redirect, type LoaderFunctionArgs } from 'react-router';
import { signInPathFor, type ApiClient, type AuthSession } from '@atrium/ui';
import { RootRouteError } from './pages/RootRouteError';
import type * as AreaRoutesModule from './shell/areaRoutes';

export interface RouterContext {
  session: AuthSession;
  api: ApiClient;
}

/** A lazy route from a module's named component: each area is its own chunk, loaded on demand. */
const page =
  <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) =>
  async () => ({ Component: (await load())[name] as React.ComponentType });

/**
 * The signed-in areas' routes, fetched on the first navigation into them (see `areaRoutes`). Each lazy
 * import carries the list of files it preloads, and those lists would otherwise sit in the entry chunk:
 * the sign-in page grew with every view.
 */
let areaRoutes: Promise<typeof AreaRoutesModule> | undefined;
const loadAreaRoutes = () =>
  (areaRoutes ??= import('./shell/areaRoutes').catch((error: unknown) => {
    // A failed fetch is tried again on the next navigation.
    areaRoutes = undefined;
    throw error;
  }));

/** The main layout's route id: the signed-in areas become its children. */
const MAIN = 'main';

/**
 * Whatever a page outside the signed-in frame throws (its loader, its chunk, its render) is said in words
 * in the design system's look, never the router's developer screen.
 */
const errorElement = <RootRouteError />;

export function createAppRouter({ session, api }: RouterContext) {
  /** Signed-in only: a visitor goes to sign-in, carrying the address asked for (spec §2). */
  async function signedInOnly({ request }: LoaderFunctionArgs) {
    const state = await session.ready();
    if (state.status !== 'signed-in') {
      const url = new URL(request.url);
      // The router's request has no fragment. When the address being opened is the one in the address bar
      // (a bookmark, a shared link to a section), its #section goes to sign-in with it.
      const here = window.location;
      const hash = here.pathname === url.pathname && here.search === url.search ? here.hash : '';
      return redirect(signInPathFor(`${url.pathname}${url.search}${hash}`));
    }
    return null;
  }

  /** Visitors only: a signed-in user goes to the root. */
  async function visitorsOnly() {
    const state = await session.ready();
    if (state.status === 'signed-in') return redirect('/');
    return null;
  }

  // A stored session will most likely open a signed-in area: fetch its routes and the frame's chunk alongside
  // the entry, not once the router has matched the page and its loader has run.
  if (session.getToken() !== null) {
    void loadAreaRoutes().catch(() => undefined);
    void import('./shell/shellData').then(({ loadMainShell }) => loadMainShell()).catch(() => undefined);
  }
  let patched = false;

  return createBrowserRouter(
    [
      { path: '/', loader: () => redirect('/dashboard'), errorElement },
      { path: '/signed-in-redirect', loader: () => redirect('/dashboard'), errorElement },
      // The documents a new account agrees to: open to everyone, linked from the sign-up form.
      { path: 'terms', lazy: page(() => import('@atrium/ui/pages/auth/LegalPage.tsx'), 'TermsPage'), errorElement },
      { path: 'privacy', lazy: page(() => import('@atrium/ui/pages/auth/LegalPage.tsx'), 'PrivacyPage'), errorElement },
      {
        loader: visitorsOnly,
        errorElement,
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
        errorElement,
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
          // With a stored token, the start-up calls go out beside its check: one round trip before the frame,
          // not two. Nothing shows until both are in; a token the API refuses fails the calls too (401, which
          // signs the session out) and the check sends the visitor to sign-in.
          const loadData = () => import('./shell/shellData').then(({ loadShellData }) => loadShellData(api));
          const data = session.getToken() !== null ? loadData() : undefined;
          // Awaited below only for a confirmed session: a refused one drops it, and a failed chunk then is no
          // uncaught rejection.
          data?.catch(() => undefined);
          const visitor = await signedInOnly(args);
          if (visitor) return visitor;
          await (data ?? loadData());
          return null;
        },
        id: MAIN,
        // The frame itself failing (its start-up data, its chunk): the error takes the page. A failing area
        // shows its error inside the frame instead (see areaRoutes).
        errorElement,
        lazy: page(async () => (await import('./shell/shellData')).loadMainShell(), 'MainShell'),
        HydrateFallback: () => null,
        // Filled in by patchRoutesOnNavigation below on the first visit to a signed-in area.
        children: [],
      },
    ],
    {
      async patchRoutesOnNavigation({ patch }) {
        if (patched) return;
        const routes = await loadAreaRoutes();
        if (patched) return;
        patched = true;
        // Pages outside the main layout (the public home, the auth page previews) sit at the root.
        patch(null, routes.rootRoutes(signedInOnly));
        patch(MAIN, routes.areaRoutes);
      },
    },
  );
}

export type AppRouter = ReturnType<typeof createAppRouter>;
