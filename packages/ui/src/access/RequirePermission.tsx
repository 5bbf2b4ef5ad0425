import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleAlert } from 'lucide-react';
import type { Permission } from '@atrium/mock-api';
import { Button } from '../primitives/Button';
import * as styles from './access.css';
import { useMe } from './api';
import { ForbiddenPage } from './ForbiddenPage';
import { useAccess } from './useAccess';

export interface RequirePermissionProps {
  permission: Permission;
  children: ReactNode;
}

/**
 * Shows its children only to a user holding `permission`; anyone else gets the 403 page (not a blank,
 * not a redirect). While `api/me` loads, a light skeleton; when it fails, a message with Retry.
 */
export function RequirePermission({ permission, children }: RequirePermissionProps) {
  const access = useAccess();
  // Retry goes through this observer: one mounted with the error would refetch by itself at once.
  const me = useMe();
  if (access.failed) return <PermissionsFailed isRetrying={me.isFetching} onRetry={() => void me.refetch()} />;
  if (!access.ready) return <CheckingPermissions />;
  if (!access.can(permission)) return <ForbiddenPage permission={permission} />;
  return children;
}

/** The page's outline in grey while the permissions load, with a status text for screen readers. */
export function CheckingPermissions() {
  const { t } = useTranslation();
  return (
    <div className={styles.skeleton} role="status" aria-busy="true" data-access="checking">
      <span className={styles.visuallyHidden}>{t('access.checking')}</span>
      <div className={[styles.bone, styles.boneTitle].join(' ')} aria-hidden="true" />
      <div className={[styles.bone, styles.boneLine].join(' ')} aria-hidden="true" />
      <div className={[styles.bone, styles.boneBlock].join(' ')} aria-hidden="true" />
    </div>
  );
}

function PermissionsFailed({ isRetrying, onRetry }: { isRetrying: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.failed} role="alert" data-access="failed">
      <CircleAlert className={styles.failedIcon} aria-hidden="true" />
      <p className={styles.text}>{t('access.failed')}</p>
      <Button variant="secondary" isPending={isRetrying} onPress={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
