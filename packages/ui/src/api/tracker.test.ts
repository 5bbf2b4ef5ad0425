import { describe, expect, it, vi } from 'vitest';
import { MISSING_URL_MESSAGE, PROGRESS_RANGE_MESSAGE, createRequestTracker } from './tracker';

describe('createRequestTracker', () => {
  it('shows while any tracked request is pending and hides when none remain', () => {
    const tracker = createRequestTracker();
    tracker.start('/api/a');
    tracker.start('/api/b');
    tracker.start('/api/a');
    tracker.finish('/api/a');
    expect(tracker.getState().show).toBe(true);
    tracker.finish('/api/b');
    expect(tracker.getState().show).toBe(true);
    tracker.finish('/api/a');
    expect(tracker.getState().show).toBe(false);
  });

  it("logs 'Progress value must be between 0 and 100!' and keeps the old value", () => {
    const log = vi.fn();
    const tracker = createRequestTracker(log);
    tracker.setProgress(40);
    tracker.setProgress(101);
    tracker.setProgress(-1);
    tracker.setProgress(Number.NaN);
    expect(log.mock.calls).toEqual([[PROGRESS_RANGE_MESSAGE], [PROGRESS_RANGE_MESSAGE], [PROGRESS_RANGE_MESSAGE]]);
    expect(PROGRESS_RANGE_MESSAGE).toBe('Progress value must be between 0 and 100!');
    expect(tracker.getState().progress).toBe(40);
  });

  it("logs 'The request URL must be provided!' for a state without a URL", () => {
    const log = vi.fn();
    const tracker = createRequestTracker(log);
    tracker.setLoadingStatus(true);
    tracker.setLoadingStatus(true, '');
    expect(log.mock.calls).toEqual([[MISSING_URL_MESSAGE], [MISSING_URL_MESSAGE]]);
    expect(MISSING_URL_MESSAGE).toBe('The request URL must be provided!');
    expect(tracker.getState().show).toBe(false);
  });

  it('notifies subscribers on change only', () => {
    const tracker = createRequestTracker();
    const listener = vi.fn();
    const unsubscribe = tracker.subscribe(listener);
    tracker.start('/api/a');
    tracker.start('/api/b');
    tracker.finish('/api/a');
    tracker.finish('/api/b');
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    tracker.start('/api/a');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('leaves the bar alone while auto is off', () => {
    const tracker = createRequestTracker();
    tracker.setAuto(false);
    tracker.start('/api/a');
    expect(tracker.getState().show).toBe(false);
    tracker.show();
    expect(tracker.getState().show).toBe(true);
  });
});
