import { isRouteErrorResponse } from 'react-router';

/**
 * What kind of failure a route or a card met, for words a user can act on:
 * - `chunk`: a part of the app (a lazy chunk) could not be fetched: reloading the page is the fix;
 * - `notFound`: the address matched nothing the route could give;
 * - `failed`: anything else (a render error, a loader that threw, an error answer).
 */
export type ErrorKind = 'chunk' | 'notFound' | 'failed';

/** The browsers' words for a module script or a preload that did not arrive (Chromium, Safari, Firefox, Vite). */
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|Loading chunk [\w-]+ failed/i;

export interface DescribedError {
  kind: ErrorKind;
  /** The technical text (message, then stack where there is one), for the folded-away details. */
  details: string;
}

/** Sorts what a route's error boundary caught into a kind, and keeps its technical text for the details. */
export function describeError(error: unknown): DescribedError {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    const body = typeof data === 'string' ? data : data == null ? '' : JSON.stringify(data);
    return {
      kind: error.status === 404 ? 'notFound' : 'failed',
      details: [`${error.status} ${error.statusText}`.trim(), body].filter(Boolean).join('\n'),
    };
  }
  if (error instanceof Error) {
    const chunk = error.name === 'ChunkLoadError' || CHUNK_FAILURE.test(error.message);
    const head = `${error.name}: ${error.message}`;
    // A stack starts with the message in Chromium, not in Firefox or Safari: never say it twice.
    const stack = error.stack ?? '';
    const details = stack.startsWith(head) ? stack : [head, stack].filter(Boolean).join('\n');
    return { kind: chunk ? 'chunk' : 'failed', details };
  }
  return { kind: 'failed', details: typeof error === 'string' ? error : safeJson(error) };
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
