import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Form } from 'react-aria-components';
import { useAuthState } from '../../auth/AuthProvider';
import { safeRedirect } from '../../auth/redirect';
import { TextField } from '../../primitives/TextField';
import { AuthLayout, type AuthVariant } from './AuthLayout';
import { useAuthHref } from './preview';
import { AuthCallError, AuthSuccess, AuthLink, PasswordField, SubmitButton, formText, useAuthCall } from './parts';
import * as styles from './auth.css';

export interface UnlockSessionPageProps {
  /** The user's full name; the signed-in user's by default. */
  name?: string;
  /** The e-mail the password is checked against; the signed-in user's by default. */
  email?: string;
  variant?: AuthVariant;
}

/**
 * A locked session: the user's name read-only, the password, and a "not you?" link that signs out. In
 * a preview the password is checked without touching the session.
 */
export function UnlockSessionPage({ name, email, variant }: UnlockSessionPageProps) {
  const { t } = useTranslation();
  const href = useAuthHref();
  const { user } = useAuthState();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { state, run, isPending, preview } = useAuthCall();
  const fullName = name ?? user?.name ?? '';
  const account = email ?? user?.email ?? '';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = formText(new FormData(event.currentTarget), 'password');
    const target = safeRedirect(searchParams.get('redirectURL'));
    void run(
      (calls) => calls.unlockSession(account, password),
      () => void navigate(target, { replace: true }),
    );
  };

  return (
    <AuthLayout
      variant={variant}
      title={t('auth.unlock.title')}
      subtitle={<p className={styles.footerLine}>{t('auth.unlock.subtitle')}</p>}
    >
      <AuthCallError state={state} wrongPairKey="auth.errors.wrongPassword" />
      {preview && <AuthSuccess state={state}>{t('auth.preview.unlocked')}</AuthSuccess>}
      <Form className={styles.form} onSubmit={onSubmit}>
        <TextField name="name" label={t('auth.unlock.name')} value={fullName} isReadOnly />
        <PasswordField
          name="password"
          label={t('auth.fields.password')}
          autoComplete="current-password"
          requiredMessage={t('auth.validation.passwordRequired')}
          isDisabled={isPending}
        />
        <SubmitButton isPending={isPending}>{t('auth.unlock.submit')}</SubmitButton>
      </Form>
      <p className={styles.footerLine}>
        {t('auth.unlock.notYou', { name: fullName })}{' '}
        <AuthLink href={href('sign-out')}>{t('auth.unlock.signOutLink')}</AuthLink>
      </p>
    </AuthLayout>
  );
}
