import { useTranslation } from 'react-i18next';
import { AuthLayout } from './AuthLayout';
import { AuthLink } from './parts';
import * as styles from './auth.css';

/** The two documents a new account agrees to. */
export type LegalDocument = 'terms' | 'privacy';

const PARAGRAPHS = ['p1', 'p2', 'p3'] as const;

/**
 * The terms of service or the privacy policy, open to anyone (signed in or not) and reached from the
 * sign-up form's agreement, in the auth pages' look; it leads back to the form.
 */
export function LegalPage({ document }: { document: LegalDocument }) {
  const { t } = useTranslation();
  const other: LegalDocument = document === 'terms' ? 'privacy' : 'terms';
  return (
    <AuthLayout variant="classic" title={t(`auth.legal.${document}.title`)} subtitle={t('auth.legal.updated')}>
      <div className={styles.legalText}>
        {PARAGRAPHS.map((paragraph) => (
          <p key={paragraph}>{t(`auth.legal.${document}.${paragraph}`)}</p>
        ))}
      </div>
      <p className={styles.footerLine}>
        <AuthLink href={`/${other}`}>{t(`auth.legal.${other}.title`)}</AuthLink>
      </p>
      <p className={styles.footerLine}>
        {t('auth.legal.back')} <AuthLink href="/sign-up">{t('auth.legal.backToSignUp')}</AuthLink>
      </p>
    </AuthLayout>
  );
}

export const TermsPage = () => <LegalPage document="terms" />;
export const PrivacyPage = () => <LegalPage document="privacy" />;
