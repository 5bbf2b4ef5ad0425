import { describe, expect, it, vi } from 'vitest';
import { FULLSCREEN_FAILED, FULLSCREEN_UNAVAILABLE, toggleFullscreen, type FullscreenDocument } from './fullscreen';

const fakeDocument = (overrides: Partial<FullscreenDocument> = {}): FullscreenDocument => ({
  fullscreenElement: null,
  fullscreenEnabled: true,
  exitFullscreen: vi.fn(() => Promise.resolve()),
  documentElement: { requestFullscreen: vi.fn(() => Promise.resolve()) },
  ...overrides,
});

describe('toggleFullscreen', () => {
  it('enters fullscreen', async () => {
    const doc = fakeDocument();
    const log = vi.fn();
    await toggleFullscreen(doc, log);
    expect(doc.documentElement.requestFullscreen).toHaveBeenCalledOnce();
    expect(log).not.toHaveBeenCalled();
  });

  it('leaves fullscreen when in it', async () => {
    const doc = fakeDocument({ fullscreenElement: {} as Element });
    await toggleFullscreen(doc, vi.fn());
    expect(doc.exitFullscreen).toHaveBeenCalledOnce();
    expect(doc.documentElement.requestFullscreen).not.toHaveBeenCalled();
  });

  it('logs when the browser has no fullscreen', async () => {
    const log = vi.fn();
    await toggleFullscreen(fakeDocument({ documentElement: {} }), log);
    expect(log).toHaveBeenCalledWith(FULLSCREEN_UNAVAILABLE);
    expect(FULLSCREEN_UNAVAILABLE).toBe('Fullscreen is not available in this browser.');
  });

  it('logs when entering fails', async () => {
    const log = vi.fn();
    const doc = fakeDocument({ documentElement: { requestFullscreen: () => Promise.reject(new Error('denied')) } });
    await toggleFullscreen(doc, log);
    expect(log).toHaveBeenCalledWith(FULLSCREEN_FAILED);
    expect(FULLSCREEN_FAILED).toBe('Entering fullscreen mode failed.');
  });
});
