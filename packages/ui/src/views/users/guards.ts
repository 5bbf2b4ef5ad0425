import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountSummary, Permission } from '@atrium/mock-api';
import { useAccess, useMe } from '../../access';
import type { UserAction } from './api/users';

/** The Owner role's id (spec 4 §1): a system role that must always keep a holder. */
export const OWNER_ROLE = 'owner';

/** What a person can do to a user from the list, the detail page or the bulk bar (the API's calls). */
export type UserActionKind = UserAction;

export const PERMISSION_OF: Record<UserActionKind, Permission> = {
  'resend-invite': 'users:invite',
  'revoke-invite': 'users:invite',
  'reset-password': 'users:edit',
  'sign-out-everywhere': 'users:edit',
  suspend: 'users:suspend',
  reactivate: 'users:suspend',
  roles: 'users:edit',
  delete: 'users:delete',
};

/** The actions a user's status offers, in menu order (spec 4 §4 "row actions by status"). */
export const ACTIONS_BY_STATUS: Record<AccountSummary['status'], UserActionKind[]> = {
  active: ['reset-password', 'sign-out-everywhere', 'roles', 'suspend', 'delete'],
  invited: ['resend-invite', 'revoke-invite', 'roles'],
  suspended: ['reactivate', 'sign-out-everywhere', 'roles', 'delete'],
  deactivated: ['reactivate', 'roles', 'delete'],
};

/** Actions that lock the person doing them out when aimed at themselves (spec 4 §4). */
const LOCK_OUT: readonly UserActionKind[] = ['suspend', 'delete', 'roles'];

/**
 * Why the signed-in person may not do `kind` to `user` beyond a missing permission (their own account, an
 * Owner only an Owner may touch), or null. For GuardedButton and GuardedMenuItem's `reason`, which name the
 * missing permission themselves. The last-Owner rule needs every Owner's status, so the API says it (409
 * `last_owner`) and the UI shows its words.
 */
export function useTargetReason() {
  const { t } = useTranslation();
  const me = useMe();
  const myId = me.data?.user.id;
  const iAmOwner = me.data?.user.roles.includes(OWNER_ROLE) ?? false;
  return useCallback(
    (kind: UserActionKind, user?: AccountSummary): string | null => {
      if (!user) return null;
      if (user.id === myId && LOCK_OUT.includes(kind)) return t(`users.guards.self.${kind}`);
      if ((kind === 'suspend' || kind === 'delete') && user.roles.includes(OWNER_ROLE) && !iAmOwner) {
        return t('users.reasons.owner_only');
      }
      return null;
    },
    [iAmOwner, myId, t],
  );
}

/** Why the signed-in person may not do `kind` to `user` (a missing permission first), or null when they may. */
export function useActionGuard() {
  const { t } = useTranslation();
  const access = useAccess();
  const target = useTargetReason();
  return useCallback(
    (kind: UserActionKind, user?: AccountSummary): string | null => {
      if (!access.ready) return t('users.guards.loading');
      return access.reason(PERMISSION_OF[kind]) ?? target(kind, user);
    },
    [access, target, t],
  );
}
