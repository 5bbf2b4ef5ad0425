/**
 * Story helpers for the auth pages: a memory-only auth session behind an AuthProvider (no storage,
 * so stories never leak a token into each other), and a route table where every address but the
 * page's own shows where the user landed.
 */
import { useEffect, useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router';
import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import { AuthProvider, createApiClient, createAuthSession, useAuthState, type AuthSession } from '@atrium/ui';

export const SIGN_IN_EMAIL = 'admin@atrium.dev';
export const SIGN_IN_PASSWORD = 'admin';

function createStorySession(): AuthSession {
  const session: AuthSession = createAuthSession({
    api: () => createApiClient({ getToken: () => session.getToken() }),
  });
  return session;
}

/** Gives the story a fresh session; `signedIn` signs in with the mock pair before the page shows. */
export function AuthStory({ signedIn = false, children }: { signedIn?: boolean; children: ReactNode }) {
  const [session] = useState(createStorySession);
  const [ready, setReady] = useState(!signedIn);
  useEffect(() => {
    if (signedIn) void session.signIn(SIGN_IN_EMAIL, SIGN_IN_PASSWORD).then(() => setReady(true));
    else void session.ready();
  }, [session, signedIn]);
  if (!ready) return null;
  return <AuthProvider session={session}>{children}</AuthProvider>;
}

/** What the user sees after leaving the page: the address they landed on. */
function Landing() {
  const location = useLocation();
  const { status } = useAuthState();
  return (
    <>
      <p>
        Has llegado a <output aria-label="Ruta actual">{location.pathname}</output>
      </p>
      <p>
        Sesión: <output aria-label="Estado de la sesión">{status}</output>
      </p>
    </>
  );
}

/**
 * The decorator every auth page story uses: the page at `path` (set `parameters.route` to the same
 * address, plus any query), and a landing marker for every other route.
 */
export const withAuthPage =
  (path: string, options: { signedIn?: boolean } = {}): Decorator =>
  (Story) => (
    <AuthStory signedIn={options.signedIn}>
      <Routes>
        <Route path={path} element={<Story />} />
        <Route path="*" element={<Landing />} />
      </Routes>
    </AuthStory>
  );

/** A handler that fails `path` with a 500 and the body's error field. */
export const serverError = (path: string) =>
  http.post(path, () => HttpResponse.json({ error: 'Internal server error' }, { status: 500 }));

/** A handler that answers `path` after `ms` (delays are off in Storybook), so the pending state shows. */
export const slow = (path: string, answer: JsonBodyType = true, ms = 100_000) =>
  http.post(path, async () => {
    await delay(ms);
    return HttpResponse.json(answer);
  });

/**
 * react-aria announces a pending button by a hidden live-region node labelled by the button's id, kept
 * for 7 s. When the page navigates away the button is gone, so the node points at nothing and axe
 * reports it (and it would leak into the next story). Drop such stale nodes once the user has landed.
 * The first announcement of a page is added 100 ms after the button turned pending (react-aria gives a
 * new live region time to attach), so a quick answer can land before it: wait that long first.
 */
export async function dropStaleAnnouncements() {
  await new Promise((resolve) => setTimeout(resolve, ANNOUNCER_ATTACH_MS));
  document.querySelectorAll('[role="log"] > [role="img"][aria-labelledby]').forEach((node) => {
    const ids = (node.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
    if (ids.some((id) => !document.getElementById(id))) node.remove();
  });
}

/** react-aria's live announcer waits 100 ms before its first message; a margin on top of that. */
const ANNOUNCER_ATTACH_MS = 150;
