import type { Parameters as StoryParameters } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

/**
 * A view's `Error` story ends on its error state, the screen a reviewer opens it for: the message and a
 * Retry button, visible and enabled, inside `container` (the alert, or the view). Returns the button.
 */
export async function expectRetryOffered(container: HTMLElement, name = 'Reintentar'): Promise<HTMLElement> {
  const retry = within(container).getByRole('button', { name });
  await expect(retry).toBeVisible();
  await expect(retry).toBeEnabled();
  return retry;
}

interface ErrorStory {
  parameters?: StoryParameters;
  // Storybook's play function, typed by each stories file's own `Story`.
  play?: (context: never) => unknown;
}

/**
 * A view's `RetryRecovers` story from its `Error` story: the same failing-first handlers and set-up; the
 * Error story's play function first (the error is seen, as there), then `after`, which presses Retry and
 * checks what the second answer brings. It ends on the view's data, a state other stories already show,
 * so it is not shot.
 */
export function retryRecovers<S extends ErrorStory>(error: S, after: NonNullable<S['play']>): S {
  const play = async (context: Parameters<NonNullable<S['play']>>[0]) => {
    await error.play?.(context);
    await after(context);
  };
  return {
    ...error,
    parameters: {
      ...error.parameters,
      chromatic: { ...(error.parameters?.chromatic as object | undefined), disableSnapshot: true },
    },
    play,
  };
}
