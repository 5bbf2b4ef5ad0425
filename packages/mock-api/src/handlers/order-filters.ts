/**
 * The definitions behind the home's order figures, shared with the orders list's filters, so a figure and
 * the list its link opens count the same orders: "Ver los 26 pendientes" opens those 26.
 */
import type { AttentionGroupName, Order } from '../contract/back-office.ts';

const MINUTE = 60_000;
/** A card payment settles within minutes: one still unpaid an hour after the order has failed. */
export const PAYMENT_FAILED_AFTER = 60 * MINUTE;
export const PENDING_TOO_LONG = 24 * 60 * MINUTE;

export const ATTENTION_GROUPS = [
  'pendingOver24h',
  'paymentFailed',
  'returnsRequested',
] as const satisfies readonly AttentionGroupName[];

/** Whether an order belongs to each attention group at `now` (spec 4 §3; see `OverviewAttention`). */
export function attentionTests(now: number): Record<AttentionGroupName, (order: Order) => boolean> {
  // ISO strings compare as instants: no date is parsed per order.
  const pendingBefore = new Date(now - PENDING_TOO_LONG).toISOString();
  const unpaidBefore = new Date(now - PAYMENT_FAILED_AFTER).toISOString();
  return {
    pendingOver24h: (order) => order.status === 'pending' && order.createdAt < pendingBefore,
    paymentFailed: (order) =>
      order.paymentStatus === 'unpaid' && order.status !== 'cancelled' && order.createdAt < unpaidBefore,
    returnsRequested: (order) =>
      order.returnRequested && order.status !== 'cancelled' && order.paymentStatus !== 'refunded',
  };
}

/**
 * Each refund of an order with its instant (ISO): the timeline's refund events. The seed's refunds carry no
 * event: they count at the moment the order was placed.
 */
export function forEachRefund(order: Order, visit: (at: string, amount: number) => void): void {
  if (order.refundedTotal <= 0) return;
  let dated = false;
  for (const event of order.timeline) {
    if (event.type !== 'refund') continue;
    dated = true;
    if (event.amount !== null) visit(event.at, event.amount);
  }
  if (!dated) visit(order.createdAt, order.refundedTotal);
}

/** Whether an order was refunded (wholly or in part) between two instants (ISO, both included). */
export function refundedBetween(order: Order, from: string | undefined, to: string | undefined): boolean {
  let found = false;
  forEachRefund(order, (at) => {
    if ((from === undefined || at >= from) && (to === undefined || at <= to)) found = true;
  });
  return found;
}
