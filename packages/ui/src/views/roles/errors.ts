import type { TFunction } from 'i18next';
import type { BulkFailure, Permission } from '@atrium/mock-api';
import { ApiError } from '../../api/client';
import { permissionKey } from '../../access';

const CONFLICTS = ['last_owner', 'self', 'owner_only', 'system_role', 'invalid_state'] as const;
const FAILURES: readonly BulkFailure[] = ['not_found', 'self', 'last_owner', 'owner_only', 'invalid_state'];

const field = (body: unknown, name: string): unknown =>
  typeof body === 'object' && body !== null && name in body ? (body as Record<string, unknown>)[name] : undefined;

/** The 400 answer's field and reason, when the API refused an input. */
export function fieldError(error: unknown): { field: string; reason: string } | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const name = field(error.body, 'field');
  const reason = field(error.body, 'reason');
  return typeof name === 'string' && typeof reason === 'string' ? { field: name, reason } : null;
}

/** Why the API refused, in the user's words: a missing permission, a conflict by its code, or what failed. */
export function refusalMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    const code = field(error.body, 'code');
    if (error.status === 403 && code === 'forbidden') {
      const permission = field(error.body, 'permission') as Permission;
      return t('access.missing', { permission: t(`${permissionKey(permission)}.label`) });
    }
    if (error.status === 409 && (CONFLICTS as readonly unknown[]).includes(code))
      return t(`roles.refused.${code as string}`);
    if (error.status === 404) return t('roles.refused.not_found');
    if (fieldError(error)?.field === 'name') return t('roles.form.nameTaken');
    if (error.status === 0) return t('roles.refused.network');
  }
  return t('roles.refused.unknown');
}

/** Why one user of a members change was refused. */
export function failureMessage(t: TFunction, reason: BulkFailure): string {
  return FAILURES.includes(reason) ? t(`roles.refused.${reason}`) : t('roles.refused.unknown');
}
