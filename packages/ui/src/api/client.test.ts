import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from './client';
import { createRequestTracker } from './tracker';

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('createApiClient', () => {
  it('adds the Bearer token when one exists', async () => {
    const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(jsonResponse({ ok: true })));
    const client = createApiClient({ fetch: fetchMock, getToken: () => 'abc.def.ghi' });
    await client.get('api/common/user');
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Authorization')).toBe('Bearer abc.def.ghi');
  });

  it('sends no Authorization header without a token', async () => {
    const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(jsonResponse([])));
    const client = createApiClient({ fetch: fetchMock });
    await client.get('api/common/user');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('Authorization')).toBe(false);
  });

  it('joins the base URL, path and query, and sends JSON bodies', async () => {
    const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(jsonResponse({ id: '1' })));
    const client = createApiClient({ fetch: fetchMock, baseUrl: 'https://api.example.com/' });
    await client.delete('/api/common/shortcuts', { id: 'a b', skip: undefined });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('https://api.example.com/api/common/shortcuts?id=a+b');
    await client.patch('api/common/user', { user: { status: 'away' } });
    const init = fetchMock.mock.calls[1]?.[1];
    expect(init?.method).toBe('PATCH');
    expect(init?.body).toBe('{"user":{"status":"away"}}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it("turns a non-2xx answer into an ApiError carrying the body's error field", async () => {
    const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(jsonResponse({ error: 'Invalid token' }, 401)));
    const onUnauthorized = vi.fn();
    const client = createApiClient({ fetch: fetchMock, onUnauthorized });
    const failure = await client.post('api/auth/sign-in-with-token', { accessToken: 'x' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401, error: 'Invalid token', message: 'Invalid token' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('keeps a body without an error field (404 false) and a text body', async () => {
    const client404 = createApiClient({ fetch: () => Promise.resolve(jsonResponse(false, 404)) });
    await expect(client404.post('api/auth/sign-in', {})).rejects.toMatchObject({ status: 404, body: false });
    const clientText = createApiClient({ fetch: () => Promise.resolve(new Response('NOT FOUND', { status: 404 })) });
    await expect(clientText.get('api/nothing')).rejects.toMatchObject({ status: 404, body: 'NOT FOUND' });
  });

  it('reports a network failure as status 0', async () => {
    const client = createApiClient({ fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(client.get('api/common/user')).rejects.toMatchObject({ name: 'ApiError', status: 0 });
  });

  it('waits for the API to be ready before the first call', async () => {
    let release!: () => void;
    const ready = new Promise<void>((resolve) => (release = resolve));
    const fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(jsonResponse([])));
    const pendingCall = createApiClient({ fetch: fetchMock, ready }).get('api/common/notifications');
    await Promise.resolve();
    expect(fetchMock).not.toHaveBeenCalled();
    release();
    await pendingCall;
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('tracks the request for the loading bar while it is pending', async () => {
    const tracker = createRequestTracker();
    let answer!: (response: Response) => void;
    const client = createApiClient({
      tracker,
      fetch: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const call = client.get('api/common/user');
    expect(tracker.getState().show).toBe(true);
    await Promise.resolve();
    answer(jsonResponse({}));
    await call;
    expect(tracker.getState().show).toBe(false);
  });
});

describe('createApiClient().stream', () => {
  /** A body that sends the chunks one at a time, each when the reader asks for it. */
  function streamedResponse(chunks: string[], status = 200) {
    const encoder = new TextEncoder();
    let index = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const chunk = chunks[index];
        index += 1;
        if (chunk === undefined) controller.close();
        else controller.enqueue(encoder.encode(chunk));
      },
    });
    return new Response(body, { status, headers: { 'content-type': 'application/x-ndjson' } });
  }

  async function collect<T>(values: AsyncIterable<T>): Promise<T[]> {
    const out: T[] = [];
    for await (const value of values) out.push(value);
    return out;
  }

  it('yields one value a line, lines split across chunks and a last line without its newline included', async () => {
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(streamedResponse(['{"seq":0}\n{"se', 'q":1}\n\n', '{"seq":2,"text":"ñ é"}'])),
    );
    const client = createApiClient({ fetch: fetchMock, getToken: () => 'tok', baseUrl: 'https://api.example.com' });
    const values = await collect(client.stream<{ seq: number }>('api/agent/runs', { body: { message: 'hola' } }));
    expect(values).toEqual([{ seq: 0 }, { seq: 1 }, { seq: 2, text: 'ñ é' }]);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://api.example.com/api/agent/runs');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"message":"hola"}');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok');
  });

  it('throws the ApiError of a refused call, with its body, before yielding anything', async () => {
    const refusal = {
      code: 'forbidden',
      permission: 'agent:playground',
      error: 'You need the agent:playground permission',
    };
    const client = createApiClient({ fetch: () => Promise.resolve(jsonResponse(refusal, 403)) });
    await expect(collect(client.stream('api/agent/runs'))).rejects.toMatchObject({
      name: 'ApiError',
      status: 403,
      body: refusal,
      message: 'You need the agent:playground permission',
    });
  });

  it('ends with the abort when the signal aborts mid-stream, and lets the connection go', async () => {
    const controller = new AbortController();
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      start(stream) {
        stream.enqueue(new TextEncoder().encode('{"seq":0}\n'));
        controller.signal.addEventListener('abort', () => stream.error(controller.signal.reason));
      },
      cancel() {
        cancelled = true;
      },
    });
    const client = createApiClient({ fetch: () => Promise.resolve(new Response(body)) });
    const seen: unknown[] = [];
    const run = (async () => {
      for await (const value of client.stream('api/agent/runs', { signal: controller.signal })) {
        seen.push(value);
        controller.abort();
      }
    })();
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen).toEqual([{ seq: 0 }]);
    // A consumer that leaves early cancels the body.
    const early = createApiClient({
      fetch: () =>
        Promise.resolve(
          new Response(
            new ReadableStream({
              pull: (stream) => stream.enqueue(new TextEncoder().encode('{"seq":1}\n')),
              cancel: () => {
                cancelled = true;
              },
            }),
          ),
        ),
    });
    cancelled = false;
    for await (const value of early.stream('api/agent/runs')) {
      expect(value).toEqual({ seq: 1 });
      break;
    }
    expect(cancelled).toBe(true);
  });

  it('reports a line that is not JSON, and a connection that breaks mid-answer, as ApiErrors', async () => {
    const garbled = createApiClient({ fetch: () => Promise.resolve(streamedResponse(['{"seq":0}\n<html>\n'])) });
    await expect(collect(garbled.stream('api/agent/runs'))).rejects.toMatchObject({ name: 'ApiError', status: 200 });
    const broken = createApiClient({
      fetch: () =>
        Promise.resolve(
          new Response(new ReadableStream({ pull: (stream) => stream.error(new TypeError('network error')) })),
        ),
    });
    await expect(collect(broken.stream('api/agent/runs'))).rejects.toMatchObject({ name: 'ApiError', status: 0 });
  });
});
