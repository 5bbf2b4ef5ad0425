import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuthSession } from '../../auth/AuthProvider';
import { AuthLayout, type AuthVariant } from './AuthLayout';
import { AuthLink } from './parts';
import { useAuthHref, useAuthPreview } from './preview';
import * as styles from './auth.css';

export interface SignOutPageProps {
  /** Seconds before going to sign in (5 by default). */
  seconds?: number;
  /** The small centred card (classic, no panel) by default; any other variant for the previews. */
  variant?: AuthVariant;
}

/**
 * Signs the user out on arrival, counts down (announced politely), then goes to sign in. In a preview
 * the session stays open and the countdown ends without leaving: it says so.
 */
export function SignOutPage({ seconds = 5, variant = 'classic' }: SignOutPageProps) {
  const { t } = useTranslation();
  const session = useAuthSession();
  const preview = useAuthPreview();
  const href = useAuthHref();
  const navigate = useNavigate();
  const [remaining, setRemaining] = useState(seconds);

  useEffect(() => {
    if (!preview) session.signOut();
  }, [session, preview]);

  useEffect(() => {
    if (remaining <= 0) {
      if (!preview) void navigate('/sign-in', { replace: true });
      return;
    }
    const timer = setTimeout(() => setRemaining((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining, navigate, preview]);

  return (
    <AuthLayout variant={variant} title={t('auth.signOut.title')} centred>
      <p role="status" aria-live="polite" aria-atomic="true" className={styles.footerLine}>
        {remaining > 0
          ? t('auth.signOut.countdown', { count: remaining })
          : t(preview ? 'auth.preview.wouldRedirect' : 'auth.signOut.redirecting')}
      </p>
      {preview && <p className={styles.footerLine}>{t('auth.preview.sessionKept')}</p>}
      <AuthLink href={href('sign-in')}>{t('auth.signOut.goNow')}</AuthLink>
    </AuthLayout>
  );
}
