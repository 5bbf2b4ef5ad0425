import type { AttentionGroupName } from '@atrium/mock-api';
import { localDay } from './format';

/**
 * The orders list behind each of the home's figures, filtered by the same definition the figure is
 * computed with (the API's `attention` group, a refund made that day), so "see 26" opens those 26.
 */
export const attentionListPath = (group: AttentionGroupName) => `/orders?attention=${group}`;

/** Today's orders (placed since midnight), or those refunded today (`refunds`: by the refund's day). */
export function kpiListPath(kind: 'orders' | 'revenue' | 'averageOrderValue' | 'refunds', now: Date): string {
  const day = localDay(now);
  if (kind === 'refunds') return `/orders?refundedOn=${day}`;
  return `/orders?from=${day}&to=${day}`;
}
