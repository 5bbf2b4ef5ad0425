/**
 * The browser entry: starts the MSW service worker over the mock API, persisting to the given storage.
 * Loaded lazily by the app (`await import('@atrium/mock-api/browser')`). It holds only the shell's calls
 * (auth, user, navigation, notifications, messages, shortcuts, search); each domain's handlers and seed
 * are a chunk of their own, loaded the first time one of its calls is made or on `preload()`.
 */
import { setupWorker } from 'msw/browser';
import type { SetupWorker } from 'msw/browser';
import type { StorageLike } from './db/persistence.ts';
import { createMockCore } from './core.ts';
import { domainsForPage, lazyDomains } from './domains/registry.ts';
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
}

export interface MockWorker {
  worker: SetupWorker;
  /** Back to the seed data: the app's "Reset demo data" (reload afterwards to refetch). */
  resetDemoData(): void;
  /** Loads every domain now (the app calls it when idle, so a first visit to a view waits less). */
  preload(): Promise<void>;
}

export async function startMockWorker(options: StartMockWorkerOptions = {}): Promise<MockWorker> {
  const { storage, quiet = false, delays = true, page } = options;
  const api = createMockCore({ storage, delays, domains: lazyDomains });
  // Beside the worker's start, not after it; a chunk that fails here is tried again on the first call.
  if (page) void api.load(...domainsForPage(page)).catch(() => undefined);
  const worker = setupWorker(...api.handlers);
  await withWorkerUpdatesHandled(() =>
    worker.start({
      onUnhandledRequest: 'bypass',
      quiet,
      serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    }),
  );
  return { worker, resetDemoData: () => api.reset(), preload: () => api.load() };
}
