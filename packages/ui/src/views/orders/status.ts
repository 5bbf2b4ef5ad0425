import type { BadgeVariant } from '../../primitives/Badge';
import type { AttentionGroupName, OrderStatus, OrderSummary, PaymentStatus, Permission } from '@atrium/mock-api';

export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export const PAYMENT_STATUSES = ['unpaid', 'paid', 'partially_refunded', 'refunded'] as const;
/** The home's attention groups, which the list can be filtered by (`?attention=`). */
export const ATTENTION_GROUPS = [
  'pendingOver24h',
  'paymentFailed',
  'returnsRequested',
] as const satisfies readonly AttentionGroupName[];

/** The steps allowed from each status (spec 4 §6); the API refuses any other with 409 invalid_transition. */
export const NEXT_STEPS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

/** The forward step (the primary button), if any: cancelling is never the obvious next step. */
export const forwardStep = (status: OrderStatus): OrderStatus | undefined =>
  NEXT_STEPS[status].find((step) => step !== 'cancelled');

/** The permission a step needs. */
export const permissionForStep = (to: OrderStatus): Permission =>
  to === 'cancelled' ? 'orders:cancel' : 'orders:transition';

/** Badge colours back the status text, never replace it. */
export const statusVariant: Record<OrderStatus, BadgeVariant> = {
  pending: 'warn',
  processing: 'primary',
  shipped: 'primary',
  delivered: 'success',
  cancelled: 'neutral',
};

export const paymentVariant: Record<PaymentStatus, BadgeVariant> = {
  unpaid: 'warn',
  paid: 'success',
  partially_refunded: 'primary',
  refunded: 'neutral',
};

/** The steps a bulk change may take (shipping needs a carrier per order, so never in bulk). */
export const BULK_STEPS = ['processing', 'delivered', 'cancelled'] as const;
export type BulkStep = (typeof BULK_STEPS)[number];

/** Which selected orders can take the step and which would be skipped, before asking the API. */
export function bulkEligibility(orders: readonly Pick<OrderSummary, 'number' | 'status'>[], to: OrderStatus) {
  const eligible: number[] = [];
  const skipped: number[] = [];
  for (const order of orders) (NEXT_STEPS[order.status].includes(to) ? eligible : skipped).push(order.number);
  return { eligible, skipped };
}
