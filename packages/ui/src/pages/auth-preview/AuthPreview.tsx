/**
 * The auth pages' variants as the Pages menu shows them (screens §4): `/pages/authentication/:page/:variant`.
 * The page is the real one in the chosen layout variant, with working forms against the same API, but
 * a preview never changes the operator's session and never leaves: success says what the product
 * would do. A bar on top names the page and variant, switches either, and leads back to the dashboard.
 *
 * A route module of its own, outside the auth pages' shared chunk (pages/auth, see the app's
 * vite.config.ts), so the sign-in page never carries the preview or its bar.
 */
import { useMemo, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useApiClient } from '../../api/context';
import { authCalls } from '../../auth/session';
import { RouterBridge } from '../../navigation/RouterBridge';
import type { AuthVariant } from '../auth/AuthLayout';
import { ConfirmationRequiredPage } from '../auth/ConfirmationRequiredPage';
import { ForgotPasswordPage } from '../auth/ForgotPasswordPage';
import { ResetPasswordPage } from '../auth/ResetPasswordPage';
import { SignInPage } from '../auth/SignInPage';
import { SignOutPage } from '../auth/SignOutPage';
import { SignUpPage } from '../auth/SignUpPage';
import { UnlockSessionPage } from '../auth/UnlockSessionPage';
import { AuthLink } from '../auth/parts';
import {
  AuthPreviewContext,
  type AuthCalls,
  type AuthPageName,
  type AuthPreview as AuthPreviewValue,
} from '../auth/preview';
import * as styles from './AuthPreview.css';
import { authPreviewHref, isPage, isVariant } from './lists';
import { PreviewBar } from './PreviewBar';

const pages: Record<AuthPageName, ComponentType<{ variant: AuthVariant }>> = {
  'sign-in': SignInPage,
  'sign-up': SignUpPage,
  'sign-out': SignOutPage,
  'forgot-password': ForgotPasswordPage,
  'reset-password': ResetPasswordPage,
  'confirmation-required': ConfirmationRequiredPage,
  'unlock-session': UnlockSessionPage,
};

/** The session's calls, made through the same client, with the answers dropped: the session is untouched. */
function usePreviewCalls(): AuthCalls {
  const api = useApiClient();
  return useMemo(() => {
    const calls = authCalls(() => api);
    return {
      ...calls,
      signIn: async (email, password) => (await calls.signIn(email, password)).user,
      unlockSession: async (email, password) => (await calls.unlockSession(email, password)).user,
    };
  }, [api]);
}

export function AuthPreview() {
  const { page, variant } = useParams();
  return (
    <RouterBridge>
      {isPage(page) && isVariant(variant) ? (
        <Preview page={page} variant={variant} />
      ) : (
        <MissingPreview page={page ?? ''} variant={variant ?? ''} />
      )}
    </RouterBridge>
  );
}

function Preview({ page, variant }: { page: AuthPageName; variant: AuthVariant }) {
  const calls = usePreviewCalls();
  const preview = useMemo<AuthPreviewValue>(
    () => ({ calls, href: (target) => authPreviewHref(target, variant) }),
    [calls, variant],
  );
  const Page = pages[page];
  return (
    <>
      <PreviewBar page={page} variant={variant} />
      <AuthPreviewContext.Provider value={preview}>
        {/* A new page or variant starts afresh: no alert or typed text carried over. */}
        <Page key={`${page}/${variant}`} variant={variant} />
      </AuthPreviewContext.Provider>
    </>
  );
}

/** An address that names no page or variant: say so, and offer a way on. */
function MissingPreview({ page, variant }: { page: string; variant: string }) {
  const { t } = useTranslation();
  return (
    <main className={styles.missing}>
      <h1 className={styles.missingTitle}>{t('auth.preview.missing.title')}</h1>
      <p>{t('auth.preview.missing.text', { page, variant })}</p>
      <AuthLink href={authPreviewHref('sign-in', 'split-screen')}>{t('auth.preview.missing.first')}</AuthLink>
      <AuthLink href="/dashboard">{t('auth.preview.back')}</AuthLink>
    </main>
  );
}
