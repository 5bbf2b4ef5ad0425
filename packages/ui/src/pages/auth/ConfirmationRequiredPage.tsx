import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AuthLayout, type AuthVariant } from './AuthLayout';
import { BackToSignIn } from './parts';
import * as styles from './auth.css';

function emailFromState(state: unknown): string | undefined {
  if (typeof state === 'object' && state !== null && 'email' in state) {
    const { email } = state;
    if (typeof email === 'string' && email !== '') return email;
  }
  return undefined;
}

export interface ConfirmationRequiredPageProps {
  variant?: AuthVariant;
}

/** After sign-up: the confirmation mail is on its way (to the address given, when known). */
export function ConfirmationRequiredPage({ variant }: ConfirmationRequiredPageProps) {
  const { t } = useTranslation();
  const email = emailFromState(useLocation().state);
  return (
    <AuthLayout variant={variant} title={t('auth.confirmation.title')}>
      <p className={styles.panelTextPlain}>
        {email ? t('auth.confirmation.textWithEmail', { email }) : t('auth.confirmation.text')}
      </p>
      <BackToSignIn />
    </AuthLayout>
  );
}
