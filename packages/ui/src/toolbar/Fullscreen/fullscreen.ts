/** The console messages of spec §8 (logs for developers, not UI text). */
export const FULLSCREEN_UNAVAILABLE = 'Fullscreen is not available in this browser.';
export const FULLSCREEN_FAILED = 'Entering fullscreen mode failed.';

/** The parts of `document` the toggle uses (a fake one in tests). */
export interface FullscreenDocument {
  fullscreenElement: Element | null;
  fullscreenEnabled?: boolean;
  exitFullscreen?: () => Promise<void>;
  documentElement: { requestFullscreen?: () => Promise<void> };
}

/** Leaves fullscreen when in it; otherwise enters it, logging why when it cannot. */
export async function toggleFullscreen(
  doc: FullscreenDocument = document,
  log: (message: string) => void = console.error,
): Promise<void> {
  if (doc.fullscreenElement) {
    await doc.exitFullscreen?.().catch(() => undefined);
    return;
  }
  const request = doc.documentElement.requestFullscreen;
  if (typeof request !== 'function' || doc.fullscreenEnabled === false) {
    log(FULLSCREEN_UNAVAILABLE);
    return;
  }
  try {
    await request.call(doc.documentElement);
  } catch {
    log(FULLSCREEN_FAILED);
  }
}
