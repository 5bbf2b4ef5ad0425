import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-aria-components';
import { useAuthSession } from '../../auth/AuthProvider';
import { AuthSplitLayout } from './AuthSplitLayout';
import { AuthAlert, BackToSignIn, EmailField, SubmitButton, AuthCallError, formText, useAuthCall } from './parts';
import * as styles from './auth.css';

/** Ask for a password reset link by e-mail. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const session = useAuthSession();
  const { state, run, isPending } = useAuthCall();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = formText(new FormData(event.currentTarget), 'email');
    void run(() => session.forgotPassword(email));
  };

  return (
    <AuthSplitLayout
      title={t('auth.forgot.title')}
      subtitle={<p className={styles.footerLine}>{t('auth.forgot.subtitle')}</p>}
    >
      <AuthCallError state={state} />
      {state.status === 'success' && <AuthAlert tone="success">{t('auth.forgot.success')}</AuthAlert>}
      <Form className={styles.form} onSubmit={onSubmit}>
        <EmailField isDisabled={isPending} />
        <SubmitButton isPending={isPending}>{t('auth.forgot.submit')}</SubmitButton>
      </Form>
      <BackToSignIn />
    </AuthSplitLayout>
  );
}
