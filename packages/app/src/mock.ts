import type { MockWorker } from '@atrium/mock-api/browser';
import { whenIdle } from '@atrium/ui';
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
  /**
   * Loads every domain of the mock now. The signed-in shell asks for it once its first screen is done
   * (see `afterFirstScreen`), never beside that screen's own chunks and calls.
   */
  preload: () => void;
  /**
   * The API client's fetch: while the mock is in use, a call its service worker let through to the static
   * server is answered by the mock in the page (see `MockWorker.fetch`).
   */
  fetch: typeof fetch;
}

export interface MockApiStartOptions {
  /**
   * Called when another tab has changed the demo data (each tab has a mock of its own over the one
   * storage): at once when this tab is shown, otherwise the next time it is shown.
   */
  onChangeElsewhere?: () => void;
}

export function createMockApiStart({ onChangeElsewhere }: MockApiStartOptions = {}): MockApiStart {
  let started: Promise<MockWorker | null> | undefined;
  const ready = () =>
    (started ??= usesMockApi
      ? import('@atrium/mock-api/browser')
          .then(({ startMockWorker }) =>
            startMockWorker({ storage: window.localStorage, quiet: true, page: window.location.pathname }),
          )
          .then((worker) => {
            if (onChangeElsewhere) worker.onChangeElsewhere(whenShown(onChangeElsewhere));
            return worker;
          })
      : Promise.resolve(null));
  return {
    ready,
    fetch: (input, init) => ready().then((worker) => (worker ? worker.fetch(input, init) : fetch(input, init))),
    startWhenIdle: () => void whenIdle(() => void ready().catch(() => undefined)),
    preload: () =>
      void ready()
        .then((worker) => worker?.preload())
        .catch(() => undefined),
  };
}

/** Runs `run` at once while the page is shown; else once, the next time it is shown. */
export function whenShown(run: () => void): () => void {
  let waiting = false;
  const onShown = () => {
    if (document.visibilityState !== 'visible') return;
    document.removeEventListener('visibilitychange', onShown);
    waiting = false;
    run();
  };
  return () => {
    if (document.visibilityState === 'visible') return run();
    if (waiting) return;
    waiting = true;
    document.addEventListener('visibilitychange', onShown);
  };
}

/**
 * Whether the mock's service worker is registered but does not control this page: after a reload
 * that bypassed it, or a reload of the last tab while the worker was unregistering itself (MSW's
 * worker does so when its last page closes). Starting the worker then makes MSW reload the page, so
 * the app starts it before the first render: that reload can never take what a visitor typed.
 */
export async function mockWorkerNotInControl(): Promise<boolean> {
  if (!usesMockApi || !('serviceWorker' in navigator) || navigator.serviceWorker.controller) return false;
  try {
    const registrations = await navigator.serviceWorker.getRegistrations();
    return registrations.some((registration) =>
      [registration.active, registration.waiting, registration.installing].some((worker) =>
        worker?.scriptURL.endsWith(`/${WORKER_SCRIPT}`),
      ),
    );
  } catch {
    return false;
  }
}
