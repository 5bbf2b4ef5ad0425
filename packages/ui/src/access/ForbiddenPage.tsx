import { useTranslation } from 'react-i18next';
import type { Permission } from '@atrium/mock-api';
import { permissionKey } from './useAccess';

/** The 403 page: what is missing and the way back. */
export function ForbiddenPage({ permission }: { permission: Permission }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="forbidden-title">
      <h1 id="forbidden-title">{t('access.forbidden.title')}</h1>
      <p>{t('access.missing', { permission: t(`${permissionKey(permission)}.label`) })}</p>
    </section>
  );
}
