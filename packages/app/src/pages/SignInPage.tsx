import { useTranslation } from 'react-i18next';
import { PageShell } from '@atrium/ui';

/** The visitor's entry point; the shell fills in the form. */
export function SignInPage() {
  const { t } = useTranslation();
  return <PageShell title={t('app.signIn.title')} />;
}
