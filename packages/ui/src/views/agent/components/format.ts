/** Numbers, amounts, times and durations in the page's language. */
export const formatMoney = (amount: number, currency: string, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);

export const formatDateTime = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

export const formatDate = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));

/** 850 ms, 1.2 s: milliseconds under a second, seconds with one decimal above. */
export function formatDuration(ms: number, locale: string): string {
  if (ms < 1000) return new Intl.NumberFormat(locale, { style: 'unit', unit: 'millisecond' }).format(ms);
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'second', maximumFractionDigits: 1 }).format(ms / 1000);
}
