import { useDeferredValue } from 'react';
import type { CardStatus } from './DashboardCard';

/** What a card needs from its query: react-query's result fits as is. */
export interface SectionSource<D> {
  status: 'pending' | 'error' | 'success';
  data: D | undefined;
  refetch: () => unknown;
}

export interface Section<T> {
  status: CardStatus;
  /** The section, present only when status is 'success'. */
  data: T | undefined;
  onRetry: () => void;
}

/**
 * One card's part of a dashboard's answer. When the answer came but this part is missing or malformed,
 * the card shows its own error (with Retry) while the others render.
 */
export function sectionOf<D, T>(
  source: SectionSource<D>,
  pick: (data: D) => unknown,
  isValid: (value: unknown) => value is T,
): Section<T> {
  const onRetry = () => void source.refetch();
  if (source.status !== 'success' || source.data === undefined) {
    return { status: source.status === 'success' ? 'error' : source.status, data: undefined, onRetry };
  }
  let value: unknown;
  try {
    value = pick(source.data);
  } catch {
    value = undefined;
  }
  return isValid(value) ? { status: 'success', data: value, onRetry } : { status: 'error', data: undefined, onRetry };
}

/**
 * `sectionOf` for a card, with the answer as a deferred value: the cards keep their skeletons through
 * the urgent render and draw the answer in an interruptible one, so a dashboard whose cards all fill
 * at once never holds the page in one long task.
 */
export function useSection<D, T>(
  source: SectionSource<D>,
  pick: (data: D) => unknown,
  isValid: (value: unknown) => value is T,
): Section<T> {
  const status = useDeferredValue(source.status);
  const data = useDeferredValue(source.data);
  return sectionOf({ status, data, refetch: source.refetch }, pick, isValid);
}

// Small guards to describe a section's shape.

export type Guard<T> = (value: unknown) => value is T;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

export const isString = (value: unknown): value is string => typeof value === 'string';

export const isArrayOf =
  <T>(item: Guard<T>): Guard<T[]> =>
  (value): value is T[] =>
    Array.isArray(value) && value.every(item);

/** An object with at least these fields, each passing its guard. */
export const hasShape =
  <T>(fields: { [K in keyof T]: Guard<T[K]> }): Guard<T> =>
  (value): value is T =>
    isRecord(value) && Object.entries(fields).every(([key, guard]) => (guard as Guard<unknown>)(value[key]));

/** `{ x, y }` points with an ISO (or category) x. */
export const isPoints = isArrayOf(hasShape<{ x: string; y: number }>({ x: isString, y: isNumber }));

/** Named series of `{ x, y }` points (the mock's time series). */
export const isTimeSeriesList = isArrayOf(
  hasShape<{ name: string; data: { x: string; y: number }[] }>({ name: isString, data: isPoints }),
);

/** Named series of plain values (the mock's category series). */
export const isCategorySeriesList = isArrayOf(
  hasShape<{ name: string; data: number[] }>({ name: isString, data: isArrayOf(isNumber) }),
);
