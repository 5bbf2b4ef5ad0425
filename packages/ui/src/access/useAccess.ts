import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Permission } from '@atrium/mock-api';
import { useMe } from './api';

/** The translation key of a permission: `access.permissions.<resource>.<action>` (i18next reads ':' as a namespace). */
export const permissionKey = (permission: Permission) => `access.permissions.${permission.replace(':', '.')}`;

export interface Access {
  /** False until `api/me` has answered: nothing is offered before the permissions are known. */
  ready: boolean;
  /** The `api/me` call failed. */
  failed: boolean;
  can: (permission: Permission) => boolean;
  /** Why an action is disabled ("You need the permission “Invite users”"), or null when it is allowed. */
  reason: (permission: Permission) => string | null;
}

/** What the signed-in user may do, from `api/me`. */
export function useAccess(): Access {
  const { t } = useTranslation();
  const me = useMe();
  const granted = useMemo(() => new Set<Permission>(me.data?.permissions ?? []), [me.data]);
  const can = useCallback((permission: Permission) => granted.has(permission), [granted]);
  const reason = useCallback(
    (permission: Permission) =>
      granted.has(permission) ? null : t('access.missing', { permission: t(`${permissionKey(permission)}.label`) }),
    [granted, t],
  );
  return { ready: me.isSuccess, failed: me.isError, can, reason };
}

export interface Guard {
  /** True while the permissions are unknown, and when the permission is missing. */
  isDisabled: boolean;
  /** The missing permission in words (for a menu item's description or a tooltip), or null. */
  reason: string | null;
}

/**
 * An action's guard for places where GuardedButton does not fit, such as a menu item:
 * `const guard = useGuard('users:delete')` then
 * `<MenuItem isDisabled={guard.isDisabled} description={guard.reason}>`.
 */
export function useGuard(permission: Permission): Guard {
  const access = useAccess();
  if (!access.ready) return { isDisabled: true, reason: null };
  const reason = access.reason(permission);
  return { isDisabled: reason !== null, reason };
}
