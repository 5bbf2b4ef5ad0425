/**
 * The signed-in state, outside React so route guards (loaders) can await it. The access token is
 * kept across reloads; at start a stored token is checked with sign-in-with-token, and an expired or
 * rejected one signs the user out cleanly. A 401 from any call signs out too.
 */
import type { SignInAnswer, User } from '@atrium/mock-api';
import type { ApiClient } from '../api/client';
import type { StorageLike } from '../shell/config';

export const ACCESS_TOKEN_KEY = 'atrium.accessToken';

export type AuthStatus = 'unknown' | 'signed-in' | 'signed-out';

export interface AuthState {
  status: AuthStatus;
  user: User | null;
}

export interface AuthSession {
  getState: () => AuthState;
  subscribe: (listener: () => void) => () => void;
  /** The token for the Authorization header. */
  getToken: () => string | null;
  /** Settles the start-up check once; later calls answer at once. */
  ready: () => Promise<AuthState>;
  signIn: (email: string, password: string) => Promise<User>;
  unlockSession: (email: string, password: string) => Promise<User>;
  signUp: (details: Record<string, unknown>) => Promise<void>;
  forgotPassword: (email: string) => Promise<void>;
  resetPassword: (password: string) => Promise<void>;
  signOut: () => void;
}

export function createAuthSession({
  api,
  storage,
}: {
  /** The client's token getter should be this session's `getToken`. */
  api: () => ApiClient;
  storage?: StorageLike;
}): AuthSession {
  let state: AuthState = { status: 'unknown', user: null };
  let token: string | null = null;
  try {
    token = storage?.getItem(ACCESS_TOKEN_KEY) ?? null;
  } catch {
    token = null;
  }
  const listeners = new Set<() => void>();
  let check: Promise<AuthState> | undefined;

  function set(next: AuthState, nextToken: string | null) {
    token = nextToken;
    try {
      if (nextToken) storage?.setItem(ACCESS_TOKEN_KEY, nextToken);
      else storage?.removeItem(ACCESS_TOKEN_KEY);
    } catch {
      // Storage blocked: the session lasts for this visit.
    }
    state = next;
    listeners.forEach((listener) => listener());
  }

  function accept(answer: SignInAnswer): User {
    set({ status: 'signed-in', user: answer.user }, answer.accessToken);
    return answer.user;
  }

  function signOut() {
    if (state.status === 'signed-out' && token === null) return;
    set({ status: 'signed-out', user: null }, null);
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getToken: () => token,
    ready() {
      if (state.status !== 'unknown') return Promise.resolve(state);
      check ??= (async () => {
        if (!token) {
          set({ status: 'signed-out', user: null }, null);
          return state;
        }
        try {
          accept(await api().post<SignInAnswer>('api/auth/sign-in-with-token', { accessToken: token }));
        } catch {
          signOut();
        }
        return state;
      })();
      return check;
    },
    signIn: async (email, password) => accept(await api().post<SignInAnswer>('api/auth/sign-in', { email, password })),
    unlockSession: async (email, password) =>
      accept(await api().post<SignInAnswer>('api/auth/unlock-session', { email, password })),
    signUp: async (details) => void (await api().post('api/auth/sign-up', details)),
    forgotPassword: async (email) => void (await api().post('api/auth/forgot-password', { email })),
    resetPassword: async (password) => void (await api().post('api/auth/reset-password', { password })),
    signOut,
  };
}
