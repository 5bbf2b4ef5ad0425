import type { MockWorker } from '@atrium/mock-api/browser';
import { usesMockApi } from './env';

/** The mock worker's script, as `startMockWorker` registers it. */
const WORKER_SCRIPT = 'mockServiceWorker.js';

export interface MockApiStart {
  /**
   * Starts the mock (a chunk of its own: MSW, auth and the common calls) on the first call; later calls
   * get the same start. Resolves to null when a real backend is configured.
   */
  ready: () => Promise<MockWorker | null>;
  /** Starts it once the browser is idle after the first paint, so a visitor's first call finds it running. */
  startWhenIdle: () => void;
  /** Loads every domain of the mock when the browser is idle (the signed-in shell asks for it). */
  preloadWhenIdle: () => void;
}

const whenIdle = (run: () => void) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 200);
};

export function createMockApiStart(): MockApiStart {
  let started: Promise<MockWorker | null> | undefined;
  const ready = () =>
    (started ??= usesMockApi
      ? import('@atrium/mock-api/browser').then(({ startMockWorker }) =>
          startMockWorker({ storage: window.localStorage, quiet: true }),
        )
      : Promise.resolve(null));
  return {
    ready,
    startWhenIdle: () => whenIdle(() => void ready().catch(() => undefined)),
    preloadWhenIdle: () =>
      whenIdle(() => {
        void ready()
          .then((worker) => worker?.preload())
          .catch(() => undefined);
      }),
  };
}

/**
 * Whether the page must be reloaded before it renders: the mock's service worker is registered but
 * does not control this page (a hard reload bypasses it). MSW then reloads the page itself when the
 * worker starts; done here, before the first render, nothing a visitor typed can be lost to it.
 */
export async function mockNeedsReload(storage: Pick<Storage, 'getItem' | 'setItem'>): Promise<boolean> {
  if (!usesMockApi || !('serviceWorker' in navigator) || navigator.serviceWorker.controller) return false;
  try {
    const registrations = await navigator.serviceWorker.getRegistrations();
    const registered = registrations.some((registration) =>
      [registration.active, registration.waiting, registration.installing].some((worker) =>
        worker?.scriptURL.endsWith(`/${WORKER_SCRIPT}`),
      ),
    );
    if (!registered) return false;
    // Once: should the reloaded page still not be controlled, go on (MSW then decides as before).
    const last = Number(storage.getItem(RELOADED_AT_KEY));
    if (Number.isFinite(last) && Date.now() - last < RELOAD_GUARD_MS) return false;
    storage.setItem(RELOADED_AT_KEY, String(Date.now()));
    return true;
  } catch {
    return false;
  }
}

const RELOADED_AT_KEY = 'atrium.mock-api.reloadedAt';
const RELOAD_GUARD_MS = 10_000;
