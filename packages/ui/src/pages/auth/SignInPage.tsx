import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Form } from 'react-aria-components';
import { safeRedirect } from '../../auth/redirect';
import { Button } from '../../primitives/Button';
import { Checkbox } from '../../primitives/Checkbox';
import { AuthLayout, type AuthVariant } from './AuthLayout';
import { useAuthHref } from './preview';
import {
  AuthAlert,
  AuthLink,
  EmailField,
  PasswordField,
  SubmitButton,
  AuthCallError,
  AuthSuccess,
  formText,
  useAuthCall,
} from './parts';
import * as styles from './auth.css';
import * as demo from './SignInPage.css';
import { DEMO_ACCOUNTS, type DemoAccount } from './SignInPage.accounts';

export { DEMO_ACCOUNTS, type DemoAccount };

/** The mock API's Owner pair (spec 1 §5). */
export const DEMO_SIGN_IN_PAIR = 'admin@atrium.dev / admin';

export interface SignInPageProps {
  /** `null` hides the demo note (a real backend); any other value keeps it. */
  hint?: string | null;
  /** The accounts the demo note lists, each with a button that fills the form in. */
  demoAccounts?: readonly DemoAccount[];
  variant?: AuthVariant;
}

/**
 * Sign in with e-mail and password. A wrong pair or a server error shows an alert above the form
 * and keeps what was typed; success lands on `redirectURL` when it is a same-origin path, else on
 * the dashboard. The demo note lists a pair per role, so a reviewer can see the product narrow itself.
 * In a preview the pair is checked but the session is kept: success says what would happen.
 */
export function SignInPage({ hint = DEMO_SIGN_IN_PAIR, demoAccounts = DEMO_ACCOUNTS, variant }: SignInPageProps) {
  const { t } = useTranslation();
  const href = useAuthHref();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { state, run, isPending, preview } = useAuthCall();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [filled, setFilled] = useState<DemoAccount | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const target = safeRedirect(searchParams.get('redirectURL'));
    void run(
      (calls) => calls.signIn(formText(data, 'email'), formText(data, 'password')),
      () => void navigate(target, { replace: true }),
    );
  };

  const fill = (account: DemoAccount) => {
    setEmail(account.email);
    setPassword(account.password);
    setFilled(account);
    // The form is ready: the next Enter signs in.
    formRef.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
  };

  return (
    <AuthLayout
      variant={variant}
      title={t('auth.signIn.title')}
      subtitle={
        <p className={styles.footerLine}>
          {t('auth.signIn.noAccount')} <AuthLink href={href('sign-up')}>{t('auth.signIn.signUpLink')}</AuthLink>
        </p>
      }
    >
      <AuthCallError state={state} />
      {preview && <AuthSuccess state={state}>{t('auth.preview.signedIn')}</AuthSuccess>}
      {hint !== null && demoAccounts.length > 0 && (
        <DemoNote accounts={demoAccounts} onUse={fill} isDisabled={isPending} />
      )}
      <p className={demo.visuallyHidden} role="status" aria-live="polite">
        {filled ? t('auth.signIn.demo.filled', { role: t(`auth.signIn.demo.roles.${filled.role}`) }) : ''}
      </p>
      <Form ref={formRef} className={styles.form} onSubmit={onSubmit}>
        <EmailField isDisabled={isPending} value={email} onChange={setEmail} />
        <PasswordField
          name="password"
          label={t('auth.fields.password')}
          autoComplete="current-password"
          requiredMessage={t('auth.validation.passwordRequired')}
          isDisabled={isPending}
          value={password}
          onChange={setPassword}
        />
        <div className={styles.formRow}>
          <Checkbox name="remember" value="yes" isDisabled={isPending}>
            {t('auth.signIn.remember')}
          </Checkbox>
          <AuthLink href={href('forgot-password')}>{t('auth.signIn.forgot')}</AuthLink>
        </div>
        <SubmitButton isPending={isPending}>{t('auth.signIn.submit')}</SubmitButton>
      </Form>
    </AuthLayout>
  );
}

/** The demo accounts: a short list, each role with its pair and a button that fills the form in. */
function DemoNote({
  accounts,
  onUse,
  isDisabled,
}: {
  accounts: readonly DemoAccount[];
  onUse: (account: DemoAccount) => void;
  isDisabled: boolean;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <AuthAlert tone="info">
      <span id={titleId} className={demo.demoTitle}>
        {t('auth.signIn.demo.title')}
      </span>
      <span>{t('auth.signIn.demo.intro')}</span>
      <ul className={demo.demoList} aria-labelledby={titleId}>
        {accounts.map((account) => {
          const role = t(`auth.signIn.demo.roles.${account.role}`);
          return (
            <li key={account.email} className={demo.demoRow}>
              <span className={demo.demoText}>
                <span className={demo.demoRole}>{role}</span>
                <span className={demo.demoPair}>
                  {account.email} / {account.password}
                </span>
              </span>
              <Button
                variant="secondary"
                size="small"
                className={demo.demoUse}
                aria-label={t('auth.signIn.demo.useAccount', { role, email: account.email })}
                isDisabled={isDisabled}
                onPress={() => onUse(account)}
              >
                {t('auth.signIn.demo.use')}
              </Button>
            </li>
          );
        })}
      </ul>
    </AuthAlert>
  );
}
