import type { MockWorker } from '@atrium/mock-api/browser';
import { usesMockApi } from './env';

/**
 * Starts the in-browser mock API in a chunk of its own, beside the first render; only the
 * first API call waits for it. Resolves to null when a real backend is configured.
 */
export function startMockApi(): Promise<MockWorker | null> {
  if (!usesMockApi) return Promise.resolve(null);
  return import('@atrium/mock-api/browser').then(({ startMockWorker }) =>
    startMockWorker({ storage: window.localStorage, quiet: true }),
  );
}
