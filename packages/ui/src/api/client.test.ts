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
