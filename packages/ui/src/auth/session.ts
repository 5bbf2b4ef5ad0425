/**
 * The signed-in state, outside React so route guards (loaders) can await it. The access token is
 * kept across reloads; at start a stored token is checked with sign-in-with-token, and an expired or
 * rejected one signs the user out cleanly. A 401 from any call signs out too.
 *
 * A session that ended stays ended: every end (sign-out, a 401, the token removed in another tab)
 * starts a new epoch, and an answer to a check that began in an earlier epoch is dropped, so a slow
 * start-up check can not store the token again and sign the visitor back in.
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

/**
 * Tells the session when another tab changed a stored key: `newValue` null means it was removed
 * (`key` null means the whole storage was cleared). Returns the unsubscribe.
 */
export type WatchStorage = (listener: (key: string | null, newValue: string | null) => void) => () => void;

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
  /** Stops following other tabs (a session made for a test or a story). */
  dispose: () => void;
}

/**
 * The browser's `storage` event for `storage`: fired in every other tab of the origin when one tab
 * writes or removes a key. Nothing to follow without a window, or for a storage that is not the
 * window's own (a story's memory storage).
 */
export function watchWindowStorage(storage: StorageLike | undefined): WatchStorage | undefined {
  if (typeof window === 'undefined' || storage === undefined) return undefined;
  return (listener) => {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea === storage) listener(event.key, event.newValue);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  };
}

/**
 * The auth endpoints as plain calls, answers untouched: the session keeps what sign-in and unlock
 * answer; the auth pages' previews make the same calls and drop the answers.
 */
export function authCalls(api: () => ApiClient) {
  return {
    signIn: (email: string, password: string) => api().post<SignInAnswer>('api/auth/sign-in', { email, password }),
    unlockSession: (email: string, password: string) =>
      api().post<SignInAnswer>('api/auth/unlock-session', { email, password }),
    signUp: async (details: Record<string, unknown>) => void (await api().post('api/auth/sign-up', details)),
    forgotPassword: async (email: string) => void (await api().post('api/auth/forgot-password', { email })),
    resetPassword: async (password: string) => void (await api().post('api/auth/reset-password', { password })),
  };
}

export function createAuthSession({
  api,
  storage,
  watchStorage = watchWindowStorage(storage),
}: {
  /** The client's token getter should be this session's `getToken`. */
  api: () => ApiClient;
  storage?: StorageLike;
  /** How changes made by other tabs arrive (the window's `storage` event by default). */
  watchStorage?: WatchStorage;
}): AuthSession {
  let state: AuthState = { status: 'unknown', user: null };
  let token: string | null = null;
  try {
    token = storage?.getItem(ACCESS_TOKEN_KEY) ?? null;
  } catch {
    token = null;
  }
  const listeners = new Set<() => void>();
  const calls = authCalls(api);
  let check: Promise<AuthState> | undefined;
  /** Moves on every sign-out (and every sign-in): an answer to a check begun in an older epoch is stale. */
  let epoch = 0;

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
    epoch += 1;
    set({ status: 'signed-in', user: answer.user }, answer.accessToken);
    return answer.user;
  }

  function signOut() {
    // Even when there is nothing to clear, a check still in flight must not sign the user back in.
    epoch += 1;
    if (state.status === 'signed-out' && token === null) return;
    set({ status: 'signed-out', user: null }, null);
  }

  /** The token was removed by another tab: signed out here too, without writing to storage again. */
  function endedElsewhere() {
    epoch += 1;
    if (state.status === 'signed-out' && token === null) return;
    token = null;
    state = { status: 'signed-out', user: null };
    listeners.forEach((listener) => listener());
  }

  const stopWatching =
    watchStorage?.((key, newValue) => {
      if ((key === ACCESS_TOKEN_KEY || key === null) && newValue === null) endedElsewhere();
    }) ?? (() => undefined);

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
        const started = epoch;
        if (!token) {
          set({ status: 'signed-out', user: null }, null);
          return state;
        }
        try {
          const answer = await api().post<SignInAnswer>('api/auth/sign-in-with-token', { accessToken: token });
          // Signed out (or in again) while the check was out: its answer no longer speaks for this session.
          if (epoch === started) accept(answer);
        } catch {
          if (epoch === started) signOut();
        }
        return state;
      })();
      return check;
    },
    signIn: async (email, password) => accept(await calls.signIn(email, password)),
    unlockSession: async (email, password) => accept(await calls.unlockSession(email, password)),
    signUp: calls.signUp,
    forgotPassword: calls.forgotPassword,
    resetPassword: calls.resetPassword,
    signOut,
    dispose: stopWatching,
  };
}
