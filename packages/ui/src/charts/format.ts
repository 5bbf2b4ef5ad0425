import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartPoint, ValueFormat, XFormat } from './types';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** An x value as a date; a date without a time is that day in the viewer's zone (not UTC midnight). */
export function toDate(x: string | number | Date): Date {
  if (x instanceof Date) return x;
  const day = typeof x === 'string' ? DATE_ONLY.exec(x) : null;
  if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  return new Date(x);
}

/** Whether x values are ISO dates (the default reading of string x values). */
export function isDateX(data: readonly ChartPoint[], xFormat?: XFormat): boolean {
  if (xFormat) return xFormat.kind === 'date';
  const first = data[0]?.x;
  return typeof first === 'string' && ISO_DATE.test(first);
}

export interface ChartFormatters {
  language: string;
  value(value: number): string;
  /** A short form for axis ticks. */
  tick(value: number): string;
  x(x: string | number | Date): string;
  percent(share: number): string;
  /** A count ("3 of 12"), grouped the language's way. */
  count(value: number): string;
}

function numberFormat(language: string, format: ValueFormat, compact = false): Intl.NumberFormat {
  switch (format.kind) {
    case 'percent':
      return new Intl.NumberFormat(language, {
        style: 'percent',
        maximumFractionDigits: format.maximumFractionDigits ?? 1,
      });
    case 'currency':
      return new Intl.NumberFormat(language, {
        style: 'currency',
        currency: format.currency,
        maximumFractionDigits: compact ? 1 : format.maximumFractionDigits,
        notation: compact ? 'compact' : 'standard',
      });
    case 'compact':
      return new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 });
    case 'number':
      return new Intl.NumberFormat(language, {
        maximumFractionDigits: compact ? 1 : (format.maximumFractionDigits ?? 2),
        notation: compact ? 'compact' : 'standard',
      });
  }
}

/** Intl formatters for a language (pure, so tests and the hook share it). */
export function createFormatters(
  language: string,
  valueFormat: ValueFormat = { kind: 'number' },
  xFormat?: XFormat,
  dates = false,
): ChartFormatters {
  const values = numberFormat(language, valueFormat);
  const ticks = numberFormat(language, valueFormat, true);
  const shares = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
  const asDates = xFormat ? xFormat.kind === 'date' : dates;
  const dateFormat = new Intl.DateTimeFormat(
    language,
    (xFormat?.kind === 'date' ? xFormat.options : undefined) ?? { day: 'numeric', month: 'short' },
  );
  const plain = new Intl.NumberFormat(language);
  return {
    language,
    value: (value) => values.format(value),
    tick: (value) => ticks.format(value),
    percent: (share) => shares.format(share),
    count: (value) => plain.format(value),
    x: (x) => {
      if (x instanceof Date) return dateFormat.format(x);
      if (asDates && typeof x === 'string') return dateFormat.format(toDate(x));
      if (typeof x === 'number') return plain.format(x);
      return x;
    },
  };
}

/** Intl formatters in the active language (the i18n language, the one the app shows). */
export function useChartFormatters(
  valueFormat: ValueFormat = { kind: 'number' },
  xFormat?: XFormat,
  dates = false,
): ChartFormatters {
  const { i18n } = useTranslation();
  const language = i18n.language || 'es';
  const formatKey = JSON.stringify([valueFormat, xFormat, dates]);
  return useMemo(
    () => createFormatters(language, valueFormat, xFormat, dates),
    // formatKey stands for the two format objects, which callers often pass inline.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [language, formatKey],
  );
}
