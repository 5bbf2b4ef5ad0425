import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Form } from 'react-aria-components';
import { useAuthSession } from '../../auth/AuthProvider';
import { safeRedirect } from '../../auth/redirect';
import { Checkbox } from '../../primitives/Checkbox';
import { AuthSplitLayout } from './AuthSplitLayout';
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

/** The mock API's one sign-in pair (spec 1 §5), shown as a hint. */
export const DEMO_SIGN_IN_PAIR = 'admin@atrium.dev / admin';

export interface SignInPageProps {
  /** The demo pair shown in the info note; `null` hides the note (a real backend). */
  hint?: string | null;
}

/**
 * Sign in with e-mail and password. A wrong pair or a server error shows an alert above the form
 * and keeps what was typed; success lands on `redirectURL` when it is a same-origin path, else on
 * the dashboard.
 */
export function SignInPage({ hint = DEMO_SIGN_IN_PAIR }: SignInPageProps) {
  const { t } = useTranslation();
  const session = useAuthSession();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { state, run, isPending } = useAuthCall();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const target = safeRedirect(searchParams.get('redirectURL'));
    void run(
      () => session.signIn(formText(data, 'email'), formText(data, 'password')),
      () => void navigate(target, { replace: true }),
    );
  };

  return (
    <AuthSplitLayout
      title={t('auth.signIn.title')}
      subtitle={
        <p className={styles.footerLine}>
          {t('auth.signIn.noAccount')} <AuthLink href="/sign-up">{t('auth.signIn.signUpLink')}</AuthLink>
        </p>
      }
    >
      <AuthCallError state={state} />
      {hint && (
        <AuthAlert tone="info">
          <span>{t('auth.signIn.hint')}</span>
          <span className={styles.hintPair}>{hint}</span>
        </AuthAlert>
      )}
      <Form className={styles.form} onSubmit={onSubmit}>
        <EmailField isDisabled={isPending} />
        <PasswordField
          name="password"
          label={t('auth.fields.password')}
          autoComplete="current-password"
          requiredMessage={t('auth.validation.passwordRequired')}
          isDisabled={isPending}
        />
        <div className={styles.formRow}>
          <Checkbox name="remember" value="yes" isDisabled={isPending}>
            {t('auth.signIn.remember')}
          </Checkbox>
          <AuthLink href="/forgot-password">{t('auth.signIn.forgot')}</AuthLink>
        </div>
        <SubmitButton isPending={isPending}>{t('auth.signIn.submit')}</SubmitButton>
      </Form>
    </AuthSplitLayout>
  );
}
