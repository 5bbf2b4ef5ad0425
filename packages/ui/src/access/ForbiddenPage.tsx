import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-aria-components';
import { ShieldX } from 'lucide-react';
import type { Permission } from '@atrium/mock-api';
import { button } from '../primitives/Button/Button.css';
import { DEFAULT_SIGNED_IN_PATH } from '../auth/redirect';
import * as styles from './access.css';
import { permissionKey } from './useAccess';

export interface ForbiddenPageProps {
  /** The permission the page needs, named on the page. */
  permission: Permission;
  /** Where "Back to the dashboard" goes. Default `/dashboard`. */
  backHref?: string;
}

/**
 * The 403 page (spec 4 §1): a direct address to an area the user may not see says so, names the
 * missing permission, and offers the way back; never a blank page, never a redirect loop.
 */
export function ForbiddenPage({ permission, backHref = DEFAULT_SIGNED_IN_PATH }: ForbiddenPageProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const label = t(`${permissionKey(permission)}.label`);
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby={titleId} data-forbidden={permission}>
        <span className={styles.badge} aria-hidden="true">
          <ShieldX size={28} />
        </span>
        <p className={styles.code}>{t('access.forbidden.code')}</p>
        <h1 id={titleId} className={styles.title}>
          {t('access.forbidden.title')}
        </h1>
        <p className={styles.text}>
          {t('access.forbidden.needs')} <span className={styles.permission}>{label}</span>{' '}
          <code className={styles.permissionId}>({permission})</code>
        </p>
        <p className={styles.text}>{t('access.forbidden.ask')}</p>
        <div className={styles.actions}>
          <Link
            href={backHref}
            className={[button({ variant: 'primary', size: 'medium' }), styles.linkButton].join(' ')}
          >
            {t('access.forbidden.back')}
          </Link>
        </div>
      </section>
    </div>
  );
}
