import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { AuthSession, AuthState } from './session';

const AuthContext = createContext<AuthSession | null>(null);

/**
 * Gives the pages below it the auth session (`useAuthSession`: sign in, sign out, unlock and the
 * other auth calls) and its state (`useAuthState`: signed in or out, and the user), re-rendering
 * them when the state changes. The app gives it the session stored in the browser; stories give a
 * memory-only one.
 */
export function AuthProvider({ session, children }: { session: AuthSession; children: ReactNode }) {
  return <AuthContext.Provider value={session}>{children}</AuthContext.Provider>;
}

export function useAuthSession(): AuthSession {
  const session = useContext(AuthContext);
  if (!session) throw new Error('useAuthSession needs an AuthProvider above it');
  return session;
}

/** The signed-in state, re-rendering when it changes. */
export function useAuthState(): AuthState {
  const session = useAuthSession();
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}
