import type { AttentionGroupName, OrderSort, OrderStatus, OrdersQuery, PaymentStatus } from '@atrium/mock-api';
import type { TableUrlState, TableUrlStateOptions } from '../../primitives/DataTable/tableUrlState';
import { ATTENTION_GROUPS, ORDER_STATUSES, PAYMENT_STATUSES } from './status';

export const ORDER_FILTERS = [
  'status',
  'payment',
  'from',
  'to',
  'minTotal',
  'maxTotal',
  'tag',
  'customer',
  'search',
  'attention',
  'refundedOn',
] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

export const ORDER_SORTS = ['number', 'createdAt', 'customer', 'total', 'status', 'paymentStatus'] as const;

/** The list's address: page, size, sort and the filters (spec: all of it in the URL). */
export const ORDERS_URL_OPTIONS: TableUrlStateOptions<OrderFilter> = {
  sortable: ORDER_SORTS,
  defaultSort: { column: 'number', direction: 'descending' },
  filters: ORDER_FILTERS,
};

const oneOf = <T extends string>(options: readonly T[], value: string | undefined): T | undefined =>
  value !== undefined && (options as readonly string[]).includes(value) ? (value as T) : undefined;

const amount = (value: string | undefined) => {
  if (value === undefined) return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
};

/** `2026-03-14` (a day in the URL) as the instant it starts or ends, in the user's time zone. */
export function dayBoundary(day: string | undefined, end: boolean): string | undefined {
  const match = day === undefined ? null : /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = end ? new Date(y, m - 1, d, 23, 59, 59, 999) : new Date(y, m - 1, d);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** What the API is asked for the state in the URL; junk in the URL is left out rather than refused. */
export function toOrdersQuery(state: TableUrlState<OrderFilter>): OrdersQuery {
  const f = state.filters;
  const query: OrdersQuery = {
    status: oneOf<OrderStatus>(ORDER_STATUSES, f.status),
    payment: oneOf<PaymentStatus>(PAYMENT_STATUSES, f.payment),
    from: dayBoundary(f.from, false),
    to: dayBoundary(f.to, true),
    minTotal: amount(f.minTotal),
    maxTotal: amount(f.maxTotal),
    tag: f.tag,
    customer: f.customer,
    search: f.search?.trim() || undefined,
    // The home's figures link here with the definition they count by: a group needing attention, or the
    // day a refund was made (not the day the order was placed).
    attention: oneOf<AttentionGroupName>(ATTENTION_GROUPS, f.attention),
    refundedFrom: dayBoundary(f.refundedOn, false),
    refundedTo: dayBoundary(f.refundedOn, true),
    sort: (state.sort?.column as OrderSort | undefined) ?? 'number',
    order: state.sort?.direction === 'ascending' ? 'asc' : 'desc',
    page: state.page,
    size: state.size,
  };
  // Only what is set: the same view gives the same query key and the same request.
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
}
