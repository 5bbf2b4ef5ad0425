import { describe, expect, it } from 'vitest';
import { parseTableUrlState } from '../../primitives/DataTable/tableUrlState';
import { ORDERS_URL_OPTIONS, dayBoundary, toOrdersQuery } from '../orders/query';
import { attentionListPath, kpiListPath } from './links';

/** What the orders list asks the API for when a link opens it. */
const opened = (path: string) => {
  const url = new URL(path, 'https://atrium.example');
  expect(url.pathname).toBe('/orders');
  const {
    sort: _sort,
    order: _order,
    page: _page,
    size: _size,
    ...filters
  } = toOrdersQuery(parseTableUrlState(url.searchParams, ORDERS_URL_OPTIONS));
  return filters;
};

// The API's side (overview.test.ts) checks that each figure counts exactly the orders these filters list.
describe("the home's figures open the list of what they count", () => {
  it('opens each attention group by its name, with no other filter', () => {
    expect(opened(attentionListPath('pendingOver24h'))).toEqual({ attention: 'pendingOver24h' });
    expect(opened(attentionListPath('paymentFailed'))).toEqual({ attention: 'paymentFailed' });
    expect(opened(attentionListPath('returnsRequested'))).toEqual({ attention: 'returnsRequested' });
  });

  it("opens today's refunds by the day of the refund, and today's orders by the day they were placed", () => {
    const now = new Date(2026, 2, 11, 15, 0);
    const today = { from: dayBoundary('2026-03-11', false), to: dayBoundary('2026-03-11', true) };
    expect(opened(kpiListPath('refunds', now))).toEqual({ refundedFrom: today.from, refundedTo: today.to });
    for (const kind of ['orders', 'revenue', 'averageOrderValue'] as const)
      expect(opened(kpiListPath(kind, now))).toEqual(today);
  });
});
