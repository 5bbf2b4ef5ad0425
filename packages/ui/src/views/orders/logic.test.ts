import { describe, expect, it } from 'vitest';
import { parseTableUrlState } from '../../primitives/DataTable/tableUrlState';
import { ORDERS_URL_OPTIONS, dayBoundary, toOrdersQuery } from './query';
import { parseSavedViews, savedViewsKey, withoutPage } from './savedViews';
import { bulkEligibility, forwardStep } from './status';

describe('saved views', () => {
  it('are kept per user', () => {
    expect(savedViewsKey('usr-1')).not.toBe(savedViewsKey('usr-2'));
  });

  it('tolerate junk in storage', () => {
    expect(parseSavedViews(null)).toEqual([]);
    expect(parseSavedViews('{not json')).toEqual([]);
    expect(parseSavedViews('{"a":1}')).toEqual([]);
    expect(
      parseSavedViews(
        JSON.stringify([
          { id: 'a', name: ' Shipped ', query: 'status=shipped&page=3' },
          { id: 'a', name: 'Duplicate', query: '' },
          { id: 'b', name: '', query: 'status=pending' },
          { id: 'c', name: 'No query' },
          null,
          'text',
        ]),
      ),
    ).toEqual([{ id: 'a', name: 'Shipped', query: 'status=shipped' }]);
  });

  it('leave the page out and sort the parameters', () => {
    expect(withoutPage('tag=vip&page=2&status=shipped')).toBe('status=shipped&tag=vip');
  });
});

describe('bulk status change', () => {
  const orders = [
    { number: 1, status: 'pending' as const },
    { number: 2, status: 'processing' as const },
    { number: 3, status: 'shipped' as const },
    { number: 4, status: 'delivered' as const },
  ];

  it('counts the eligible and the skipped before anything is sent', () => {
    expect(bulkEligibility(orders, 'cancelled')).toEqual({ eligible: [1, 2], skipped: [3, 4] });
    expect(bulkEligibility(orders, 'delivered')).toEqual({ eligible: [3], skipped: [1, 2, 4] });
  });

  it('offers the forward step, never cancelling, as the next one', () => {
    expect(forwardStep('pending')).toBe('processing');
    expect(forwardStep('processing')).toBe('shipped');
    expect(forwardStep('shipped')).toBe('delivered');
    expect(forwardStep('delivered')).toBeUndefined();
  });
});

describe('the list query from the URL', () => {
  const query = (search: string) => toOrdersQuery(parseTableUrlState(new URLSearchParams(search), ORDERS_URL_OPTIONS));

  it('defaults to the newest number first', () => {
    expect(query('')).toEqual({ sort: 'number', order: 'desc', page: 1, size: 25 });
  });

  it('keeps valid filters and drops junk', () => {
    expect(query('status=shipped&payment=nope&minTotal=abc&maxTotal=100&tag=vip&sort=total&order=asc&page=2')).toEqual({
      status: 'shipped',
      maxTotal: 100,
      tag: 'vip',
      sort: 'total',
      order: 'asc',
      page: 2,
      size: 25,
    });
  });

  it('turns a day into the start or end of that day', () => {
    const start = new Date(dayBoundary('2026-03-14', false) ?? '');
    const end = new Date(dayBoundary('2026-03-14', true) ?? '');
    expect(end.getTime() - start.getTime()).toBe(86_400_000 - 1);
    expect(dayBoundary('14/03/2026', false)).toBeUndefined();
  });
});
