import type { Parameters as StoryParameters, StoryContext } from '@storybook/react-vite';
import { LONG_WORD } from '@atrium/mock-api';
import { expect, waitFor } from 'storybook/test';
import { assertNoSidewaysOverflow, type SidewaysOptions } from '../../.storybook/sidewaysOverflow';

export { LONG_WORD };

interface ViewStory {
  parameters?: StoryParameters;
  globals?: Record<string, unknown>;
  // Storybook's play function, typed by each stories file's own `Story`.
  play?: (context: never) => unknown;
}

interface LongTextOptions<S extends ViewStory> extends SidewaysOptions {
  /**
   * Brings the view to the screen under review once its data is shown (opens a drawer, a dialog); by
   * default, waits for the lengthened text to appear.
   */
  ready?: NonNullable<S['play']>;
  /** `'mobile'`: rendered 375 px wide (the preview's mobile viewport), as on a phone. */
  viewport?: 'mobile';
  /** The route to open, when not the base story's. */
  route?: string;
}

/** Waits until the view shows text from the lengthened mock. */
export async function untilLongTextShown(): Promise<void> {
  await waitFor(() => expect(document.body.textContent).toContain(LONG_WORD));
}

/**
 * A view's `LongText` story from one of its stories: the same set-up over the mock's data with a long
 * unbroken word added to every name, title, description and address (`parameters.mockData: 'long-text'`,
 * see `lengthenText` in the mock API). Once the view shows that data (`ready`), nothing may scroll sideways,
 * no drawer or dialog may lose a button off screen, and the long text must wrap, or be truncated with its
 * whole text reachable. The clipped-text check still runs after it. The data is deliberately unrealistic,
 * so the story is not shot.
 */
export function longTextStory<S extends ViewStory>(base: S, options: LongTextOptions<S> = {}): S {
  const play = async (context: StoryContext) => {
    await untilLongTextShown();
    await (options.ready as ((context: StoryContext) => Promise<unknown>) | undefined)?.(context);
    // Two frames: what the last step changed is laid out.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await waitFor(() => assertNoSidewaysOverflow(LONG_WORD, options));
  };
  return {
    ...base,
    ...(options.viewport ? { globals: { ...base.globals, viewport: { value: options.viewport } } } : {}),
    parameters: {
      ...base.parameters,
      ...(options.route ? { route: options.route } : {}),
      mockData: 'long-text',
      chromatic: { ...(base.parameters?.chromatic as object | undefined), disableSnapshot: true },
    },
    play,
  };
}
