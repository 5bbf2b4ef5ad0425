/**
 * The browser entry: starts the MSW service worker over the mock API, persisting to the given storage.
 * Loaded lazily by the app (`await import('@atrium/mock-api/browser')`). It holds only the shell's calls
 * (auth, user, navigation, notifications, messages, shortcuts, search); each domain's handlers and seed
 * are a chunk of their own, loaded the first time one of its calls is made or on `preload()`.
 */
import { setupWorker } from 'msw/browser';
import type { SetupWorker } from 'msw/browser';
import type { StorageLike } from './db/persistence.ts';
import { STORAGE_KEY, stampKeyOf } from './db/persistence.ts';
import { createMockCore } from './core.ts';
import type { ScenarioStore } from './scenarios.ts';
import { createScenarioStore } from './scenarios.ts';
import { domainsForPage, lazyDomains } from './domains/registry.ts';
import { answerInPage, markedHandler, mockFetch } from './transport.ts';
import { withWorkerUpdatesHandled } from './worker-updates.ts';

export { withWorkerUpdatesHandled };

export interface StartMockWorkerOptions {
  /** Where the demo data survives reloads (the app passes `localStorage`). */
  storage?: StorageLike;
  /** Silences MSW's console logging of each handled request. */
  quiet?: boolean;
  /** false makes every simulated delay 0. Default true. */
  delays?: boolean;
  /** The page being opened (its path): the domains it calls first load while the worker starts. */
  page?: string;
  /**
   * How the mock answers (see `MockScenario`); by default kept in the tab's sessionStorage, with pushed
   * updates off while a test drives the browser.
   */
  scenario?: ScenarioStore;
}

export interface MockWorker {
  worker: SetupWorker;
  /**
   * Resolves once the service worker has started and controls the page. `startMockWorker` resolves before
   * that on a page no worker controls yet (a first visit, a new browser profile): its calls are answered in
   * the page meanwhile. A page whose registered worker does not control it awaits this before drawing, as
   * MSW then reloads it.
   */
  started: Promise<void>;
  /**
   * The fetch for the app's API client: every call the service worker lets through to the network (it did
   * not know the page then) is answered by the mock in the page instead, never by the static server.
   */
  fetch: typeof fetch;
  /** Back to the seed data: the app's "Reset demo data" (reload afterwards to refetch). */
  resetDemoData(): void;
  /** The tab's demo scenario, which the app's Mock API panel reads and switches. */
  scenario: ScenarioStore;
  /** Loads every domain now (the app calls it when idle, so a first visit to a view waits less). */
  preload(): Promise<void>;
  /**
   * Calls `listener` whenever another tab of the origin saves or resets part of the demo data (this tab's
   * mock answers with it from its next call on, so the app fetches again what it shows). Answers the way
   * to stop listening.
   */
  onChangeElsewhere(listener: () => void): () => void;
}

/**
 * Whether a `storage` event (fired for other tabs' writes) is about the demo data: a part's stamp, which
 * every save or reset of a part moves after the part itself, or a cleared storage (no key).
 */
function isDemoDataChange(event: StorageEvent, storage: StorageLike | undefined): boolean {
  if (!storage || event.storageArea !== storage) return false;
  return event.key === null || (event.key.startsWith(STORAGE_KEY) && event.key.endsWith(stampKeyOf('')));
}

/**
 * Resolves once this page's calls go to `active` (the worker MSW has just started and told about the page):
 * a new worker claims the page as it activates, but the page can learn of it after MSW's start has
 * resolved. Gives up after a while (a call the worker lets through is then answered in the page).
 */
function controlledBy(active: ServiceWorker | null, timeout = 3000): Promise<void> {
  const container = navigator.serviceWorker;
  if (!active || container.controller === active) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      if (container.controller !== active && !timedOut) return;
      container.removeEventListener('controllerchange', done);
      clearTimeout(timer);
      resolve();
    };
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      done();
    }, timeout);
    container.addEventListener('controllerchange', done);
  });
}

/** The tab's sessionStorage, where the scenario is kept; none where it is refused. */
function tabStorage(): StorageLike | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Pushed updates are off while a test drives the browser (journeys and screenshots must hold still). */
export const scenarioDefaults = () => ({ live: !navigator.webdriver });

export async function startMockWorker(options: StartMockWorkerOptions = {}): Promise<MockWorker> {
  const { storage, quiet = false, delays = true, page } = options;
  const scenario =
    options.scenario ??
    createScenarioStore({
      storage: tabStorage(),
      defaults: { ...scenarioDefaults(), latency: delays ? 'realistic' : 'none' },
    });
  const api = createMockCore({ storage, delays, domains: lazyDomains, scenario });
  // Beside the worker's start, not after it; a chunk that fails here is tried again on the first call.
  // (None for a page that calls only the shell's: an empty list would load every domain.)
  const first = page ? domainsForPage(page) : [];
  if (first.length > 0) void api.load(...first).catch(() => undefined);
  // Every answer marked, so the app's fetch tells the mock's answers from the static server's.
  const worker = setupWorker(markedHandler(api.handlers));
  const start = async () => {
    const registration = await withWorkerUpdatesHandled(() =>
      worker.start({
        onUnhandledRequest: 'bypass',
        quiet,
        serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
      }),
    );
    await controlledBy(registration?.active ?? null);
  };
  // A page no worker controls (a first visit, a new profile) waits seconds for the worker to install and
  // claim it, most of a throttled first load: its calls are answered in the page until then. A page a
  // worker already controls gets it at once, and its calls go out through it from the first.
  const uncontrolled = !navigator.serviceWorker?.controller;
  let installing = true;
  const started = start().finally(() => (installing = false));
  if (!uncontrolled) await started;

  // MSW tells the worker that the page is gone on `beforeunload`, which also fires for a page that stays
  // (a `mailto:` or `tel:` link): the worker then lets the page's calls through to the static server, and
  // unregisters itself if that was its last page. A page that is still here a moment later starts the
  // worker again before its next call (a page really leaving is gone by then, its calls with it), as does
  // a page whose call the worker let through for any other reason.
  const LEAVING = 1000;
  let leftAt: number | null = null;
  let restarting: Promise<void> = Promise.resolve();
  window.addEventListener('beforeunload', () => (leftAt = performance.now()));
  const restarted = async () => {
    if (leftAt === null) return restarting;
    const wait = leftAt + LEAVING - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    if (leftAt !== null) {
      leftAt = null;
      worker.stop();
      restarting = start().catch(() => undefined);
    }
    return restarting;
  };
  let warned = false;
  const answered = mockFetch(api.handlers, {
    onMissed() {
      if (!warned) console.warn('[mock-api] The service worker let a call through; the page answered it.');
      warned = true;
      leftAt = performance.now() - LEAVING;
    },
  });
  const inPage = markedHandler(api.handlers);
  return {
    worker,
    started: started.catch(() => undefined),
    fetch: async (input, init) => {
      if (installing && uncontrolled) {
        const request = new Request(input, init);
        return answerInPage([inPage], request, undefined, null, new TypeError('The mock API did not answer'));
      }
      await restarted();
      return answered(input, init);
    },
    resetDemoData: () => api.reset(),
    scenario,
    preload: () => api.load(),
    onChangeElsewhere(listener) {
      const onStorage = (event: StorageEvent) => {
        if (isDemoDataChange(event, storage)) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}
