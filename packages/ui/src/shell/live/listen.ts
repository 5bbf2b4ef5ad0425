import type { LiveEvent } from '@atrium/mock-api';
import { ApiError, type ApiClient } from '../../api/client';

/** Waits before opening the stream again after it broke: doubling from the first, up to the last. */
export const RECONNECT_DELAYS = { first: 2000, max: 60_000 };

export interface ListenLiveOptions {
  api: ApiClient;
  /** Aborting it ends the listening. */
  signal: AbortSignal;
  onEvent: (event: LiveEvent) => void;
}

/**
 * Keeps `GET api/common/live` open and hands on each event (a chunk of its own, loaded once the first
 * screen is done). A broken stream is opened again after a growing wait; a 401 or 403 ends it (the
 * session's own handling signs the user out).
 */
export async function listenLive({ api, signal, onEvent }: ListenLiveOptions): Promise<void> {
  let wait = RECONNECT_DELAYS.first;
  while (!signal.aborted) {
    try {
      for await (const event of api.stream<LiveEvent>('api/common/live', { method: 'GET', signal, track: false })) {
        wait = RECONNECT_DELAYS.first;
        onEvent(event);
      }
    } catch (error) {
      if (signal.aborted) return;
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return;
    }
    await new Promise((resolve) => setTimeout(resolve, wait));
    wait = Math.min(wait * 2, RECONNECT_DELAYS.max);
  }
}
