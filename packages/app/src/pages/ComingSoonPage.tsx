import { useTranslation } from 'react-i18next';
import { PageShell } from '@atrium/ui';

/** An area whose view is not built yet: a clear page, never a blank one. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  return <PageShell title={t('common.comingSoon')} />;
}
