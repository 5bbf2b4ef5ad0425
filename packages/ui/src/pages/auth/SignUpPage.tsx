import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Form } from 'react-aria-components';
import { Checkbox } from '../../primitives/Checkbox';
import { TextField } from '../../primitives/TextField';
import { AuthLayout, type AuthVariant } from './AuthLayout';
import { useAuthHref } from './preview';
import {
  AuthAlert,
  AuthLink,
  EmailField,
  PasswordField,
  SubmitButton,
  AuthCallError,
  formText,
  useAuthCall,
} from './parts';
import * as styles from './auth.css';

export interface SignUpPageProps {
  variant?: AuthVariant;
}

/**
 * Create an account: name, e-mail, password, optional company and the required terms. Success goes to
 * /confirmation-required; in a preview it stays and says so.
 */
export function SignUpPage({ variant }: SignUpPageProps) {
  const { t } = useTranslation();
  const href = useAuthHref();
  const navigate = useNavigate();
  const { state, run, isPending, preview } = useAuthCall();
  const [termsAccepted, setTermsAccepted] = useState(false);
  // The terms message shows once the user has tried to submit (like react-aria's native validation).
  const [triedToSubmit, setTriedToSubmit] = useState(false);
  const termsErrorId = useId();
  const termsLinksId = useId();
  const termsInvalid = triedToSubmit && !termsAccepted;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTriedToSubmit(true);
    if (!termsAccepted) return;
    const data = new FormData(event.currentTarget);
    const details = {
      name: formText(data, 'name'),
      email: formText(data, 'email'),
      password: formText(data, 'password'),
      company: formText(data, 'company'),
      agreements: true,
    };
    void run(
      (calls) => calls.signUp(details),
      () => void navigate('/confirmation-required', { state: { email: details.email } }),
    );
  };

  return (
    <AuthLayout
      variant={variant}
      title={t('auth.signUp.title')}
      subtitle={
        <p className={styles.footerLine}>
          {t('auth.signUp.haveAccount')} <AuthLink href={href('sign-in')}>{t('auth.signUp.signInLink')}</AuthLink>
        </p>
      }
    >
      <AuthCallError state={state} />
      {state.status === 'success' && (
        <AuthAlert tone="success">{t(preview ? 'auth.preview.signedUp' : 'auth.confirmation.text')}</AuthAlert>
      )}
      {/* The browser's invalid event fires on each failing control; React bubbles it to the form. */}
      <Form className={styles.form} onSubmit={onSubmit} onInvalid={() => setTriedToSubmit(true)}>
        <TextField
          name="name"
          autoComplete="name"
          label={t('auth.fields.fullName')}
          isRequired
          isDisabled={isPending}
          errorMessage={(validation) =>
            validation.validationDetails.valueMissing
              ? t('auth.validation.nameRequired')
              : validation.validationErrors.join(' ')
          }
        />
        <EmailField isDisabled={isPending} />
        <PasswordField
          name="password"
          label={t('auth.fields.password')}
          autoComplete="new-password"
          requiredMessage={t('auth.validation.passwordRequired')}
          isDisabled={isPending}
        />
        <TextField
          name="company"
          autoComplete="organization"
          label={t('auth.fields.company')}
          description={t('auth.fields.companyDescription')}
          isDisabled={isPending}
        />
        <Checkbox
          name="agreements"
          isRequired
          isSelected={termsAccepted}
          onChange={setTermsAccepted}
          isInvalid={termsInvalid}
          aria-describedby={termsInvalid ? `${termsLinksId} ${termsErrorId}` : termsLinksId}
          isDisabled={isPending}
        >
          {t('auth.signUp.terms')}
        </Checkbox>
        {/* Beside the box rather than inside its label, so following a link never ticks it. */}
        <p id={termsLinksId} className={styles.termsLinks}>
          {t('auth.signUp.read')} <AuthLink href="/terms">{t('auth.legal.terms.title')}</AuthLink>
          {t('auth.signUp.and')}
          <AuthLink href="/privacy">{t('auth.legal.privacy.title')}</AuthLink>.
        </p>
        {termsInvalid && (
          <p id={termsErrorId} className={styles.termsError}>
            {t('auth.validation.terms')}
          </p>
        )}
        <SubmitButton isPending={isPending}>{t('auth.signUp.submit')}</SubmitButton>
      </Form>
    </AuthLayout>
  );
}
