import type { TFunction } from 'i18next';
import type { Permission } from '@atrium/mock-api';
import { ApiError } from '../../../api/client';
import { permissionKey } from '../../../access';

interface RefusalBody {
  code?: string;
  permission?: Permission;
  field?: string;
  reason?: string;
}

const bodyOf = (error: unknown): RefusalBody =>
  error instanceof ApiError && typeof error.body === 'object' && error.body !== null ? error.body : {};

/**
 * What the assistant's API refused, in words a person can act on: the missing permission (403), a
 * decision someone made first or an order that can no longer take the change (409), a field (400).
 * Anything else is a plain "could not be done"; no answer at all is "no connection".
 */
export function describeAgentRefusal(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('agent.refusals.generic');
  const body = bodyOf(error);
  if (error.status === 403 && body.permission)
    return t('access.missing', { permission: t(`${permissionKey(body.permission)}.label`) });
  switch (body.code) {
    case 'invalid_state':
      return t('agent.refusals.alreadyDecided');
    case 'not_refundable':
      return t('agent.refusals.notRefundable');
    case 'invalid_transition':
      return t('agent.refusals.invalidTransition');
    case 'not_found':
      return t('agent.refusals.notFound');
    default:
      break;
  }
  if (error.status === 400 && body.field) return t('agent.refusals.field', { field: body.field });
  if (error.status === 0) return t('agent.refusals.offline');
  return t('agent.refusals.generic');
}
