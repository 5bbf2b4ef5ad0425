/**
 * The app's calls always get the mock's answer, never the static server's. The service worker carries each
 * call to the page's handlers, but it lets calls through to the network whenever it does not know the page:
 * before its claim on a page lands, after the browser stopped and restarted it (it forgets its pages), or
 * after the page said it was leaving when it was not (MSW tells the worker so on `beforeunload`, which a
 * `mailto:` link also fires, and the worker then unregisters itself when that was its last page). So the
 * mock marks every answer it gives, and the app's fetch answers an unmarked one from the same handlers in
 * the page, and tells the worker again that the page is there.
 *
 * Nothing here touches `msw/browser`: it runs in Node too (tests).
 */
import { getResponse, http } from 'msw';
import type { RequestHandler } from 'msw';
import { isApiPath } from './handlers/http.ts';

/** The header every answer of the mock carries. */
export const MOCK_HEADER = 'x-atrium-mock';

const isApiCall = (request: Request) => isApiPath(new URL(request.url).pathname);

/** One handler that answers as `handlers` do, each answer marked with {@link MOCK_HEADER}. */
export function markedHandler(handlers: readonly RequestHandler[]): RequestHandler {
  return http.all(
    ({ request }) => isApiCall(request),
    async ({ request }) => {
      const response = await getResponse([...handlers], request);
      if (!response || response.type === 'error') return response;
      const headers = new Headers(response.headers);
      headers.set(MOCK_HEADER, '1');
      return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
    },
  );
}

export interface MockFetchOptions {
  /** The network fetch (through the service worker). */
  fetch?: (request: Request) => Promise<Response>;
  /** Called when a call was not answered by the mock (then answered in the page). */
  onMissed?: (request: Request) => void;
}

/**
 * A fetch for the app's API client: each API call goes out as usual (so the service worker answers it,
 * and it shows in the browser's network log); a call the mock did not answer, or that failed on the
 * network, is answered from `handlers` in the page. Calls outside `api/` are left alone.
 */
export function mockFetch(
  handlers: readonly RequestHandler[],
  { fetch: network = (request) => fetch(request), onMissed }: MockFetchOptions = {},
): typeof fetch {
  return async (input, init) => {
    const original = new Request(input, init);
    if (!isApiCall(original)) return network(original);
    // The body is read once and given to both copies as bytes: a clone would share it as a stream, and a
    // call sent with a stream body shows no payload in the browser's network log (nor to a test's eyes).
    const body = original.method === 'GET' || original.method === 'HEAD' ? null : await original.arrayBuffer();
    const request = new Request(original, { body });
    const spare = new Request(original, { body });
    let response: Response;
    try {
      response = await network(request);
    } catch (error) {
      if (request.signal.aborted) throw error;
      return answerInPage(handlers, spare, onMissed, null, error);
    }
    if (response.headers.has(MOCK_HEADER)) return response;
    return answerInPage(handlers, spare, onMissed, response, null);
  };
}

/** Answers `request` from `handlers`; else the network's `missed` answer, else throws the network's `error`. */
export async function answerInPage(
  handlers: readonly RequestHandler[],
  request: Request,
  onMissed: ((request: Request) => void) | undefined,
  missed: Response | null,
  error: unknown,
): Promise<Response> {
  onMissed?.(request);
  const answer = await getResponse([...handlers], request);
  // The mock's own network error (the offline scenario) fails the call as the network would.
  if (answer?.type === 'error') throw new TypeError('Failed to fetch');
  if (answer) return answer;
  if (missed) return missed;
  throw error;
}
