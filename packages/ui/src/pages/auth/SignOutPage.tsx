import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuthSession } from '../../auth/AuthProvider';
import { AuthCardLayout } from './AuthSplitLayout';
import { AuthLink } from './parts';
import * as styles from './auth.css';

export interface SignOutPageProps {
  /** Seconds before going to sign in (5 by default). */
  seconds?: number;
}

/** Signs the user out on arrival, counts down (announced politely), then goes to sign in. */
export function SignOutPage({ seconds = 5 }: SignOutPageProps) {
  const { t } = useTranslation();
  const session = useAuthSession();
  const navigate = useNavigate();
  const [remaining, setRemaining] = useState(seconds);

  useEffect(() => {
    session.signOut();
  }, [session]);

  useEffect(() => {
    if (remaining <= 0) {
      void navigate('/sign-in', { replace: true });
      return;
    }
    const timer = setTimeout(() => setRemaining((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining, navigate]);

  return (
    <AuthCardLayout title={t('auth.signOut.title')}>
      <p role="status" aria-live="polite" aria-atomic="true" className={styles.footerLine}>
        {remaining > 0 ? t('auth.signOut.countdown', { count: remaining }) : t('auth.signOut.redirecting')}
      </p>
      <AuthLink href="/sign-in">{t('auth.signOut.goNow')}</AuthLink>
    </AuthCardLayout>
  );
}
