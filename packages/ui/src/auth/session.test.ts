import { createHandlers } from '@atrium/mock-api';
import { SignJWT } from 'jose';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client';
import type { SignInAnswer } from '@atrium/mock-api';
import { ACCESS_TOKEN_KEY, createAuthSession, type AuthSession, type WatchStorage } from './session';

const server = setupServer(...createHandlers({ delays: false }));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => server.resetHandlers(...createHandlers({ delays: false })));
afterAll(() => server.close());

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}

function sessionWith(storage = memoryStorage(), watchStorage?: WatchStorage) {
  const holder: { session?: AuthSession } = {};
  const api = createApiClient({
    baseUrl: 'http://localhost',
    getToken: () => holder.session?.getToken() ?? null,
    onUnauthorized: () => holder.session?.signOut(),
  });
  const session = createAuthSession({ api: () => api, storage, watchStorage });
  holder.session = session;
  return { session, storage, api };
}

describe('auth session', () => {
  it('signs in with the mock pair, keeps the token and carries it on every call', async () => {
    const { session, storage, api } = sessionWith();
    const user = await session.signIn('admin@atrium.dev', 'admin');
    expect(user.email).toBe('admin@atrium.dev');
    expect(session.getState().status).toBe('signed-in');
    expect(storage.data.get(ACCESS_TOKEN_KEY)).toBe(session.getToken());
    await expect(api.get('api/common/user')).resolves.toMatchObject({ email: 'admin@atrium.dev' });
  });

  it('refuses a wrong pair and stays signed out', async () => {
    const { session } = sessionWith();
    await expect(session.signIn('admin@atrium.dev', 'nope')).rejects.toMatchObject({ status: 404, body: false });
    expect(session.getState().status).toBe('unknown');
    expect(session.getToken()).toBeNull();
  });

  it('restores a stored token after a reload', async () => {
    const first = sessionWith();
    await first.session.signIn('admin@atrium.dev', 'admin');
    const reloaded = sessionWith(memoryStorage({ [ACCESS_TOKEN_KEY]: first.session.getToken()! }));
    await expect(reloaded.session.ready()).resolves.toMatchObject({ status: 'signed-in' });
    expect(reloaded.session.getState().user?.email).toBe('admin@atrium.dev');
  });

  it('signs out cleanly when the stored token is expired or forged', async () => {
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('7d')
      .sign(new TextEncoder().encode('not-the-mock-secret'));
    for (const token of [forged, 'garbage']) {
      const { session, storage } = sessionWith(memoryStorage({ [ACCESS_TOKEN_KEY]: token }));
      await expect(session.ready()).resolves.toEqual({ status: 'signed-out', user: null });
      expect(storage.data.has(ACCESS_TOKEN_KEY)).toBe(false);
    }
  });

  it('is signed out at start without a token', async () => {
    const { session } = sessionWith();
    await expect(session.ready()).resolves.toEqual({ status: 'signed-out', user: null });
  });

  it('signs out on a 401 from any call', async () => {
    const { session, api } = sessionWith();
    await session.signIn('admin@atrium.dev', 'admin');
    await api.post('api/auth/sign-in-with-token', { accessToken: 'tampered' }).catch(() => undefined);
    expect(session.getState().status).toBe('signed-out');
    expect(session.getToken()).toBeNull();
  });

  it('unlocks a session with the pair', async () => {
    const { session } = sessionWith();
    await expect(session.unlockSession('admin@atrium.dev', 'admin')).resolves.toMatchObject({
      email: 'admin@atrium.dev',
    });
    await expect(session.unlockSession('admin@atrium.dev', 'x')).rejects.toMatchObject({ status: 404 });
  });
});

/** Another tab of the same origin: `remove()` is what this tab hears when that tab signs out. */
function otherTab(storage: ReturnType<typeof memoryStorage>) {
  const listeners = new Set<(key: string | null, newValue: string | null) => void>();
  const watch: WatchStorage = (listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    watch,
    remove() {
      storage.removeItem(ACCESS_TOKEN_KEY);
      listeners.forEach((listener) => listener(ACCESS_TOKEN_KEY, null));
    },
    clear() {
      storage.data.clear();
      listeners.forEach((listener) => listener(null, null));
    },
    set(value: string) {
      storage.setItem(ACCESS_TOKEN_KEY, value);
      listeners.forEach((listener) => listener(ACCESS_TOKEN_KEY, value));
    },
    get listening() {
      return listeners.size;
    },
  };
}

/** The start-up token check held until `answer()` (or `refuse()`), as a slow network would. */
function delayedTokenCheck() {
  let release!: (response: Response) => void;
  const held = new Promise<Response>((resolve) => (release = resolve));
  let arrived!: () => void;
  const asked = new Promise<void>((resolve) => (arrived = resolve));
  server.use(
    http.post('*/api/auth/sign-in-with-token', () => {
      arrived();
      return held;
    }),
  );
  const fresh: SignInAnswer = {
    user: { id: 'u1', name: 'Lucía Navarro', email: 'admin@atrium.dev', avatar: null, status: 'online' },
    accessToken: 'fresh-token',
    tokenType: 'bearer',
  };
  return {
    asked,
    answer: () => release(HttpResponse.json(fresh)),
    refuse: () => release(HttpResponse.json({ error: 'Invalid token' }, { status: 401 })),
  };
}

describe('a session that ended stays ended', () => {
  const stored = () => memoryStorage({ [ACCESS_TOKEN_KEY]: 'stored-token' });

  it('sign-out wins over the start-up check still in flight', async () => {
    const check = delayedTokenCheck();
    const { session, storage } = sessionWith(stored());
    const ready = session.ready();
    await check.asked;
    session.signOut();
    check.answer();
    await expect(ready).resolves.toEqual({ status: 'signed-out', user: null });
    expect(session.getState().status).toBe('signed-out');
    expect(session.getToken()).toBeNull();
    expect(storage.data.has(ACCESS_TOKEN_KEY)).toBe(false);
  });

  it('a 401 from another call wins over the start-up check still in flight', async () => {
    const check = delayedTokenCheck();
    server.use(http.get('*/api/me', () => HttpResponse.json({ error: 'Invalid token' }, { status: 401 })));
    const { session, storage, api } = sessionWith(stored());
    const ready = session.ready();
    await check.asked;
    await expect(api.get('api/me')).rejects.toMatchObject({ status: 401 });
    check.answer();
    await expect(ready).resolves.toMatchObject({ status: 'signed-out' });
    expect(storage.data.has(ACCESS_TOKEN_KEY)).toBe(false);
  });

  it('a check refused after sign-out leaves the session signed out, with one notice', async () => {
    const check = delayedTokenCheck();
    const { session } = sessionWith(stored());
    const seen: string[] = [];
    session.subscribe(() => seen.push(session.getState().status));
    const ready = session.ready();
    await check.asked;
    session.signOut();
    check.refuse();
    await expect(ready).resolves.toMatchObject({ status: 'signed-out' });
    expect(seen).toEqual(['signed-out']);
  });

  it('the token removed in another tab signs out here, and the check in flight can not write it back', async () => {
    const check = delayedTokenCheck();
    const storage = stored();
    const tab = otherTab(storage);
    const { session } = sessionWith(storage, tab.watch);
    const ready = session.ready();
    await check.asked;
    tab.remove();
    expect(session.getState().status).toBe('signed-out');
    check.answer();
    await expect(ready).resolves.toMatchObject({ status: 'signed-out' });
    expect(session.getToken()).toBeNull();
    expect(storage.data.has(ACCESS_TOKEN_KEY)).toBe(false);
  });

  it('a signed-in tab signs out when another tab signs out or clears the storage', async () => {
    for (const end of ['remove', 'clear'] as const) {
      const storage = memoryStorage();
      const tab = otherTab(storage);
      const { session } = sessionWith(storage, tab.watch);
      await session.signIn('admin@atrium.dev', 'admin');
      const seen: string[] = [];
      session.subscribe(() => seen.push(session.getState().status));
      tab[end]();
      expect(session.getState()).toEqual({ status: 'signed-out', user: null });
      expect(session.getToken()).toBeNull();
      expect(seen).toEqual(['signed-out']);
    }
  });

  it('another tab signing in does not sign out this one', async () => {
    const storage = memoryStorage();
    const tab = otherTab(storage);
    const { session } = sessionWith(storage, tab.watch);
    await session.signIn('admin@atrium.dev', 'admin');
    tab.set('another-token');
    expect(session.getState().status).toBe('signed-in');
  });

  it('a sign-in made while an older check is out is not replaced by that check’s answer', async () => {
    const check = delayedTokenCheck();
    const { session } = sessionWith(stored());
    const ready = session.ready();
    await check.asked;
    await session.signIn('viewer@atrium.dev', 'viewer');
    check.answer();
    await expect(ready).resolves.toMatchObject({ status: 'signed-in', user: { email: 'viewer@atrium.dev' } });
    expect(session.getToken()).not.toBe('fresh-token');
  });

  it('the guards asking again while the check hangs get the ended state at once', async () => {
    const check = delayedTokenCheck();
    const { session } = sessionWith(stored());
    void session.ready();
    await check.asked;
    session.signOut();
    await expect(session.ready()).resolves.toEqual({ status: 'signed-out', user: null });
  });

  it('stops following other tabs once disposed', () => {
    const storage = memoryStorage();
    const tab = otherTab(storage);
    const { session } = sessionWith(storage, tab.watch);
    expect(tab.listening).toBe(1);
    session.dispose();
    expect(tab.listening).toBe(0);
  });
});
