import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  LANGUAGE_STORAGE_KEY,
  createApiClient,
  createAuthSession,
  createI18n,
  createRequestTracker,
  httpTranslations,
  isLanguage,
  type AuthSession,
} from '@atrium/ui';
import '@atrium/ui/theme/global.ts';
import { apiBaseUrl } from './env';
import { createMockApiStart, mockWorkerNotInControl } from './mock';
import { Root } from './Root';
import { createAppRouter } from './routes';
import { shellQueryClient } from './shell/queryClientRef';
import { STARTUP_FAILED } from './startupFailed';

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

// The mock API (its own chunk) starts on the first call, or once the first screen has painted. When another
// tab changes the demo data, what this tab shows is fetched again (once it is shown).
const mock = createMockApiStart({ onChangeElsewhere: () => void shellQueryClient()?.invalidateQueries() });
const tracker = createRequestTracker();
const holder: { session?: AuthSession } = {};
const api = createApiClient({
  baseUrl: apiBaseUrl,
  ready: mock.ready,
  fetch: mock.fetch,
  tracker,
  getToken: () => holder.session?.getToken() ?? null,
  // A 401 from any call signs the user out; the guards then send them to sign-in.
  onUnauthorized: () => holder.session?.signOut(),
});
const session = createAuthSession({ api: () => api, storage: window.localStorage });
holder.session = session;
// A stored session's first call is the token check, which needs the mock: fetch its chunk and start its
// worker now, beside the strings and the routes, rather than once the router has matched the page.
if (session.getToken() !== null) void mock.ready().catch(() => null);

async function start() {
  // Set when the page is being left (MSW's reload below): nothing is drawn then.
  let leaving = false;
  const onLeave = () => (leaving = true);
  window.addEventListener('beforeunload', onLeave);
  // The router starts at once: the route's chunks load, and its guards' calls go out, while the
  // strings load.
  const router = createAppRouter({ session, api });
  let status = session.getState().status;
  session.subscribe(() => {
    const was = status;
    status = session.getState().status;
    if (status === 'signed-out' && was === 'signed-in') {
      // Nothing of the last user's data stays cached (there is a cache once the shell has loaded).
      shellQueryClient()?.clear();
      // The sign-out page runs its own countdown to sign-in; anywhere else the guards act now.
      if (router.state.location.pathname !== '/sign-out') void router.revalidate();
    }
  });
  const stored = readStorage(LANGUAGE_STORAGE_KEY);
  // The language is loaded before the first render, so nothing shows untranslated.
  const [i18n, notInControl] = await Promise.all([
    createI18n({
      language: isLanguage(stored) ? stored : undefined,
      fetchTranslation: httpTranslations(import.meta.env.BASE_URL),
    }),
    mockWorkerNotInControl(),
  ]);
  // MSW reloads a page its registered worker does not control as the worker starts: started now, before
  // anything is drawn, that reload cannot take what a visitor has typed. A failed start shows on the calls.
  if (notInControl)
    await mock.ready().then(
      (worker) => worker?.started,
      () => null,
    );
  window.removeEventListener('beforeunload', onLeave);
  if (leaving) return;
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <Root
        i18n={i18n}
        router={router}
        api={api}
        tracker={tracker}
        session={session}
        resetDemoData={() => mock.ready().then((started) => started?.resetDemoData())}
        preloadDemoData={mock.preload}
        scenario={() => mock.ready().then((started) => started?.scenario ?? null)}
      />
    </StrictMode>,
  );
  mock.startWhenIdle();
}

start().catch((error: unknown) => {
  // Startup failures are logged (spec §8), and the page says so instead of staying blank.
  console.error(error);
  const container = document.getElementById('root');
  if (container) {
    container.textContent = STARTUP_FAILED;
    container.setAttribute('role', 'alert');
  }
});
