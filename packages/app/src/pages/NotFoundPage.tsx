import { useTranslation } from 'react-i18next';
import { PageShell } from '@atrium/ui';

/** An address no route knows: said plainly, inside the layout. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return <PageShell title={t('app.notFound')} />;
}
