import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-aria-components';
import { AuthLayout, type AuthVariant } from './AuthLayout';
import { AuthAlert, BackToSignIn, PasswordField, SubmitButton, AuthCallError, useAuthCall } from './parts';
import * as styles from './auth.css';

export interface ResetPasswordPageProps {
  variant?: AuthVariant;
}

/** Choose a new password, typed twice; a mismatch is a validation error on the confirmation. */
export function ResetPasswordPage({ variant }: ResetPasswordPageProps) {
  const { t } = useTranslation();
  const { state, run, isPending, preview } = useAuthCall();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run((calls) => calls.resetPassword(password));
  };

  return (
    <AuthLayout
      variant={variant}
      title={t('auth.reset.title')}
      subtitle={<p className={styles.footerLine}>{t('auth.reset.subtitle')}</p>}
    >
      <AuthCallError state={state} />
      {state.status === 'success' && (
        <AuthAlert tone="success">{t(preview ? 'auth.preview.passwordReset' : 'auth.reset.success')}</AuthAlert>
      )}
      <Form className={styles.form} onSubmit={onSubmit}>
        <PasswordField
          name="password"
          label={t('auth.fields.newPassword')}
          autoComplete="new-password"
          requiredMessage={t('auth.validation.passwordRequired')}
          value={password}
          onChange={setPassword}
          isDisabled={isPending}
        />
        <PasswordField
          name="passwordConfirm"
          label={t('auth.fields.confirmPassword')}
          autoComplete="new-password"
          requiredMessage={t('auth.validation.confirmRequired')}
          value={confirmation}
          onChange={setConfirmation}
          validate={(value) => (value && value !== password ? t('auth.validation.mismatch') : null)}
          isDisabled={isPending}
        />
        <SubmitButton isPending={isPending}>{t('auth.reset.submit')}</SubmitButton>
      </Form>
      <BackToSignIn />
    </AuthLayout>
  );
}
