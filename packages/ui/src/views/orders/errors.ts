import type { TFunction } from 'i18next';
import { ApiError } from '../../api/client';
import { permissionKey } from '../../access';
import type { Permission } from '@atrium/mock-api';

interface RefusalBody {
  code?: string;
  permission?: Permission;
  from?: string;
  to?: string;
  remaining?: number;
  field?: string;
  reason?: string;
}

const bodyOf = (error: unknown): RefusalBody =>
  error instanceof ApiError && typeof error.body === 'object' && error.body !== null ? error.body : {};

/** The remaining amount of a 409 refund_too_large, if that is what the error is. */
export function remainingOf(error: unknown): number | undefined {
  const body = bodyOf(error);
  return body.code === 'refund_too_large' && typeof body.remaining === 'number' ? body.remaining : undefined;
}

/**
 * The API's refusal in words (spec: 403 names the permission, 409 says which step or limit, 400 names the
 * field); anything else is a plain "could not be saved".
 */
export function describeError(t: TFunction, error: unknown, money: (value: number) => string = String): string {
  const body = bodyOf(error);
  if (error instanceof ApiError) {
    if (error.status === 403 && body.permission) {
      return t('access.missing', { permission: t(`${permissionKey(body.permission)}.label`) });
    }
    switch (body.code) {
      case 'invalid_transition':
        return t('orders.errors.invalidTransition', {
          from: t(`orders.status.${body.from ?? 'pending'}`),
          to: t(`orders.status.${body.to ?? 'pending'}`),
        });
      case 'refund_too_large':
        return t('orders.errors.refundTooLarge', { remaining: money(body.remaining ?? 0) });
      case 'not_refundable':
        return t('orders.errors.notRefundable');
      case 'locked':
        return t('orders.errors.locked');
      case 'not_found':
        return t('orders.errors.notFound');
      default:
        break;
    }
    if (error.status === 400 && body.field) {
      return t('orders.errors.field', { field: body.field, reason: body.reason ?? '' });
    }
    if (error.status === 0) return t('orders.errors.offline');
  }
  return t('orders.errors.generic');
}
