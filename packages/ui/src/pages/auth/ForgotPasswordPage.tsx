import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-aria-components';
import { AuthLayout, type AuthVariant } from './AuthLayout';
import { AuthAlert, BackToSignIn, EmailField, SubmitButton, AuthCallError, formText, useAuthCall } from './parts';
import * as styles from './auth.css';

export interface ForgotPasswordPageProps {
  variant?: AuthVariant;
}

/** Ask for a password reset link by e-mail. */
export function ForgotPasswordPage({ variant }: ForgotPasswordPageProps) {
  const { t } = useTranslation();
  const { state, run, isPending, preview } = useAuthCall();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = formText(new FormData(event.currentTarget), 'email');
    void run((calls) => calls.forgotPassword(email));
  };

  return (
    <AuthLayout
      variant={variant}
      title={t('auth.forgot.title')}
      subtitle={<p className={styles.footerLine}>{t('auth.forgot.subtitle')}</p>}
    >
      <AuthCallError state={state} />
      {state.status === 'success' && (
        <AuthAlert tone="success">{t(preview ? 'auth.preview.linkSent' : 'auth.forgot.success')}</AuthAlert>
      )}
      <Form className={styles.form} onSubmit={onSubmit}>
        <EmailField isDisabled={isPending} />
        <SubmitButton isPending={isPending}>{t('auth.forgot.submit')}</SubmitButton>
      </Form>
      <BackToSignIn />
    </AuthLayout>
  );
}
