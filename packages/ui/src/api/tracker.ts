/**
 * Tracks pending requests for the top loading bar: it shows while any tracked request is
 * pending and hides when none remain. Mirrors the spec's loading service, logged messages included.
 */
export const PROGRESS_RANGE_MESSAGE = 'Progress value must be between 0 and 100!';
export const MISSING_URL_MESSAGE = 'The request URL must be provided!';

export interface LoadingState {
  show: boolean;
  mode: 'determinate' | 'indeterminate';
  progress: number;
  /** Whether request tracking drives `show` (it can be turned off to show the bar by hand). */
  auto: boolean;
}

export interface RequestTracker {
  start: (url: string) => void;
  finish: (url: string) => void;
  /** The spec's low-level setter: a status change for one URL. */
  setLoadingStatus: (status: boolean, url?: string) => void;
  setProgress: (value: number) => void;
  setMode: (mode: LoadingState['mode']) => void;
  setAuto: (auto: boolean) => void;
  show: () => void;
  hide: () => void;
  getState: () => LoadingState;
  subscribe: (listener: () => void) => () => void;
}

export function createRequestTracker(log: (message: string) => void = (m) => console.error(m)): RequestTracker {
  // Counts per URL: the same URL may be in flight more than once.
  const pending = new Map<string, number>();
  let state: LoadingState = { show: false, mode: 'indeterminate', progress: 0, auto: true };
  const listeners = new Set<() => void>();

  function update(next: Partial<LoadingState>) {
    const merged = { ...state, ...next };
    if (
      merged.show === state.show &&
      merged.mode === state.mode &&
      merged.progress === state.progress &&
      merged.auto === state.auto
    )
      return;
    state = merged;
    listeners.forEach((listener) => listener());
  }

  function setLoadingStatus(status: boolean, url?: string) {
    if (!url) {
      log(MISSING_URL_MESSAGE);
      return;
    }
    if (status) pending.set(url, (pending.get(url) ?? 0) + 1);
    else {
      const count = (pending.get(url) ?? 0) - 1;
      if (count > 0) pending.set(url, count);
      else pending.delete(url);
    }
    if (state.auto) update({ show: pending.size > 0 });
  }

  return {
    start: (url) => setLoadingStatus(true, url),
    finish: (url) => setLoadingStatus(false, url),
    setLoadingStatus,
    setProgress(value) {
      if (!Number.isFinite(value) || value < 0 || value > 100) {
        log(PROGRESS_RANGE_MESSAGE);
        return;
      }
      update({ progress: value });
    },
    setMode: (mode) => update({ mode }),
    setAuto: (auto) => update({ auto }),
    show: () => update({ show: true }),
    hide: () => update({ show: false }),
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
