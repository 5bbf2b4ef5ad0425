import { whenIdle, type RequestTracker } from '@atrium/ui';

/** How long the page has had no call in flight before work for later pages may start. */
export const FIRST_SCREEN_QUIET_MS = 2000;

/**
 * Runs `run` once the first screen is done: the document has loaded, the API client has had no call in
 * flight for `quietMs`, and the browser is idle. For work that helps later pages (the mock's other
 * domains) and must not compete with this page's own chunks and calls. Answers a way to cancel it.
 */
export function afterFirstScreen(
  run: () => void,
  tracker: Pick<RequestTracker, 'getState' | 'subscribe'>,
  quietMs = FIRST_SCREEN_QUIET_MS,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let unsubscribe: (() => void) | undefined;
  let cancelIdle: (() => void) | undefined;
  let done = false;
  const schedule = () => {
    clearTimeout(timer);
    if (done || tracker.getState().show) return;
    timer = setTimeout(() => {
      unsubscribe?.();
      cancelIdle = whenIdle(() => {
        done = true;
        run();
      });
    }, quietMs);
  };
  const watch = () => {
    if (done) return;
    unsubscribe = tracker.subscribe(schedule);
    schedule();
  };
  if (document.readyState === 'complete') watch();
  else window.addEventListener('load', watch, { once: true });
  return () => {
    done = true;
    clearTimeout(timer);
    unsubscribe?.();
    cancelIdle?.();
    window.removeEventListener('load', watch);
  };
}
