import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageCount, paginatorRange } from './paginatorRange';

describe('paginatorRange', () => {
  it('is empty when there are no items or the page size is 0', () => {
    expect(paginatorRange(0, 10, 0)).toBeNull();
    expect(paginatorRange(3, 0, 100)).toBeNull();
  });

  it('gives the first, a middle and the last page', () => {
    expect(paginatorRange(0, 10, 100)).toEqual({ start: 1, end: 10, total: 100 });
    expect(paginatorRange(1, 10, 100)).toEqual({ start: 11, end: 20, total: 100 });
    expect(paginatorRange(9, 10, 100)).toEqual({ start: 91, end: 100, total: 100 });
  });

  it('ends a short last page at the total', () => {
    expect(paginatorRange(4, 10, 45)).toEqual({ start: 41, end: 45, total: 45 });
    expect(paginatorRange(0, 25, 3)).toEqual({ start: 1, end: 3, total: 3 });
  });

  it('reports a whole page for a page past the end, like Angular Material', () => {
    expect(paginatorRange(5, 10, 45)).toEqual({ start: 51, end: 60, total: 45 });
  });

  it('holds for any page of any length (property)', () => {
    fc.assert(
      fc.property(
        fc.nat(10_000),
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 100_000 }),
        (pageIndex, pageSize, length) => {
          const range = paginatorRange(pageIndex, pageSize, length);
          expect(range).not.toBeNull();
          if (!range) return;
          expect(range.total).toBe(length);
          expect(range.start).toBe(pageIndex * pageSize + 1);
          expect(range.end).toBeGreaterThanOrEqual(range.start);
          if (pageIndex < pageCount(pageSize, length)) {
            // A real page: never more than a page, never past the total, and the last page ends at it.
            expect(range.end).toBeLessThanOrEqual(length);
            expect(range.end - range.start + 1).toBeLessThanOrEqual(pageSize);
            if (pageIndex === pageCount(pageSize, length) - 1) expect(range.end).toBe(length);
            else expect(range.end - range.start + 1).toBe(pageSize);
          } else {
            expect(range.end - range.start + 1).toBe(pageSize);
          }
        },
      ),
    );
  });

  it('tiles the items: consecutive pages cover 1..length with no gap or overlap (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 1, max: 1_000 }), (pageSize, length) => {
        let next = 1;
        for (let page = 0; page < pageCount(pageSize, length); page += 1) {
          const range = paginatorRange(page, pageSize, length);
          expect(range?.start).toBe(next);
          next = (range?.end ?? 0) + 1;
        }
        expect(next).toBe(length + 1);
      }),
    );
  });
});

describe('pageCount', () => {
  it('rounds up and is 0 for a page size of 0', () => {
    expect(pageCount(10, 100)).toBe(10);
    expect(pageCount(10, 101)).toBe(11);
    expect(pageCount(10, 0)).toBe(0);
    expect(pageCount(0, 100)).toBe(0);
  });
});
