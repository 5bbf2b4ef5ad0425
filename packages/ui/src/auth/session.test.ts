import { createHandlers } from '@atrium/mock-api';
import { SignJWT } from 'jose';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client';
import { ACCESS_TOKEN_KEY, createAuthSession, type AuthSession } from './session';

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

function sessionWith(storage = memoryStorage()) {
  const holder: { session?: AuthSession } = {};
  const api = createApiClient({
    baseUrl: 'http://localhost',
    getToken: () => holder.session?.getToken() ?? null,
    onUnauthorized: () => holder.session?.signOut(),
  });
  const session = createAuthSession({ api: () => api, storage });
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
