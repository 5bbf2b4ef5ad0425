import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkAnswer, BulkFailure, Permission } from '@atrium/mock-api';
import { permissionKey } from '../../access';
import { ApiError } from '../../api/client';

const REASONS: readonly BulkFailure[] = [
  'not_found',
  'self',
  'last_owner',
  'owner_only',
  'invalid_state',
  'invalid_transition',
  'exists',
  'duplicate',
];

const isReason = (code: unknown): code is BulkFailure => REASONS.includes(code as BulkFailure);

/** Fields of a 400 answer that have their own words; any other reads generically. */
const FIELDS = ['confirm', 'reason', 'roles', 'days', 'emails', 'expiresInDays', 'message'] as const;

/**
 * Says in words why the API refused (spec 4 §1, §4): a missing permission (403), a lock-out guard or a
 * state that does not allow it (409), a field (400), or the connection.
 */
export function useRefusalText() {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown): string => {
      if (!(error instanceof ApiError)) return t('users.errors.generic');
      const body = (typeof error.body === 'object' && error.body !== null ? error.body : {}) as Record<string, unknown>;
      if (error.status === 0) return t('users.errors.network');
      if (error.status === 403 && typeof body.permission === 'string') {
        return t('access.missing', { permission: t(`${permissionKey(body.permission as Permission)}.label`) });
      }
      if (isReason(body.code)) return t(`users.reasons.${body.code}`);
      if (error.status === 404) return t('users.reasons.not_found');
      if (error.status === 400 && typeof body.field === 'string') {
        const field = FIELDS.find((name) => body.field === name || String(body.field).startsWith(`${name}[`));
        if (field) return t(`users.errors.fields.${field}`);
        return t('users.errors.invalid');
      }
      return t('users.errors.generic');
    },
    [t],
  );
}

/** "8 done, 2 skipped" and, for each skipped user, who and why. */
export function useBulkSummary() {
  const { t } = useTranslation();
  return useCallback(
    (answer: BulkAnswer, nameOf: (id: string) => string) => {
      const title = t('users.bulk.result', {
        done: t('users.bulk.done', { count: answer.succeeded.length }),
        skipped: t('users.bulk.skipped', { count: answer.failed.length }),
      });
      const reasons = answer.failed.map(({ id, reason }) =>
        t('users.bulk.reasonLine', { name: nameOf(id), reason: t(`users.reasons.${reason}`) }),
      );
      return { title, description: reasons.length > 0 ? reasons.join(' ') : undefined };
    },
    [t],
  );
}
