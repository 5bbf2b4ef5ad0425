/**
 * Runs `run` once the browser is idle (within `timeout` ms at the latest), to fetch code or data ahead
 * of need without competing with the first screen; where `requestIdleCallback` is missing, after a
 * short delay. Returns a cancel.
 */
export function whenIdle(run: () => void, timeout = 3000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 200);
  return () => clearTimeout(timer);
}
