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
  play?: unknown;
}

/**
 * A view's `RetryRecovers` story from its `Error` story: the same failing-first handlers and set-up, and
 * `play`, which sees the error, presses Retry and checks what the second answer brings. It ends on the
 * view's data, a state other stories already show, so it is not shot.
 */
export function retryRecovers<S extends ErrorStory>(error: S, play: NonNullable<S['play']>): S {
  return {
    ...error,
    parameters: {
      ...error.parameters,
      chromatic: { ...(error.parameters?.chromatic as object | undefined), disableSnapshot: true },
    },
    play,
  };
}
