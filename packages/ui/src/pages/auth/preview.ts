/**
 * What an auth page needs to know when it is shown as a preview (the Pages menu's variants) rather
 * than as the real page: the calls to make instead of the session's (the same endpoints, but the
 * operator's session is never changed) and where its links go (the same variant's preview of the
 * linked page). Real pages have no preview above them and behave as always.
 */
import { createContext, useContext } from 'react';
import type { AuthSession } from '../../auth/session';

/** The seven auth pages, by their route (the list itself lives with the preview, off the sign-in chunk). */
export type AuthPageName =
  | 'sign-in'
  | 'sign-up'
  | 'sign-out'
  | 'forgot-password'
  | 'reset-password'
  | 'confirmation-required'
  | 'unlock-session';

/** The calls the forms make: the session's for real pages, look-alikes that keep the session for previews. */
export type AuthCalls = Pick<AuthSession, 'signIn' | 'unlockSession' | 'signUp' | 'forgotPassword' | 'resetPassword'>;

export interface AuthPreview {
  calls: AuthCalls;
  /** The address of `page` inside the preview (the same variant). */
  href: (page: AuthPageName) => string;
}

export const AuthPreviewContext = createContext<AuthPreview | null>(null);

/** The preview this page is shown in, or null for the real page. */
export const useAuthPreview = (): AuthPreview | null => useContext(AuthPreviewContext);

/** Where a link to `page` goes: the real route, or the preview's page of the same variant. */
export function useAuthHref(): (page: AuthPageName) => string {
  const preview = useAuthPreview();
  return (page) => preview?.href(page) ?? `/${page}`;
}
