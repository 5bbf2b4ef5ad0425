import { describe, expect, it, vi } from 'vitest';
import { hasShape, isArrayOf, isNumber, isString, isTimeSeriesList, sectionOf } from './useSection';

const isBudget = hasShape<{ spent: number; label: string }>({ spent: isNumber, label: isString });
type Answer = Record<string, unknown>;
const answer = (data: Answer) => ({ status: 'success' as const, data, refetch: vi.fn() });

describe('sectionOf', () => {
  it('gives a well-formed part of the answer to its card', () => {
    const section = sectionOf(answer({ budget: { spent: 3, label: 'a' } }), (data: Answer) => data.budget, isBudget);
    expect(section).toMatchObject({ status: 'success', data: { spent: 3, label: 'a' } });
  });

  it('fails only the card whose part is missing or malformed', () => {
    const source = answer({ budget: { spent: 'many', label: 'a' }, other: 1 });
    expect(sectionOf(source, (data: Answer) => data.budget, isBudget)).toMatchObject({
      status: 'error',
      data: undefined,
    });
    expect(sectionOf(source, (data: Answer) => data.missing, isBudget).status).toBe('error');
    expect(sectionOf(source, (data: Answer) => data.other, isNumber).status).toBe('success');
  });

  it('passes loading and failure through, and Retry refetches', () => {
    const refetch = vi.fn();
    expect(sectionOf({ status: 'pending', data: undefined, refetch }, () => 1, isNumber).status).toBe('pending');
    const failed = sectionOf({ status: 'error', data: undefined, refetch }, () => 1, isNumber);
    expect(failed.status).toBe('error');
    failed.onRetry();
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('a picker that throws is a malformed part, not a crash', () => {
    const section = sectionOf(
      answer({}),
      () => {
        throw new TypeError('no');
      },
      isNumber,
    );
    expect(section.status).toBe('error');
  });
});

describe('guards', () => {
  it('check arrays item by item, and series point by point', () => {
    expect(isArrayOf(isNumber)([1, 2])).toBe(true);
    expect(isArrayOf(isNumber)([1, '2'])).toBe(false);
    expect(isNumber(Number.NaN)).toBe(false);
    expect(isTimeSeriesList([{ name: 'a', data: [{ x: '2025-01-01', y: 1 }] }])).toBe(true);
    expect(isTimeSeriesList([{ name: 'a', data: [{ x: '2025-01-01' }] }])).toBe(false);
  });
});
