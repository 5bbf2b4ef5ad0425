import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** `YYYY-MM-DD` of a day in the user's calendar (how the orders list reads its date filter). */
export function localDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The home's Intl formatters in the active language: counts, money, dates, weekdays, time ago. */
export function useHomeFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language || 'es';
  return useMemo(() => {
    const count = new Intl.NumberFormat(language);
    const moneyIn = new Map<string, Intl.NumberFormat>();
    const relative = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
    const fullDate = new Intl.DateTimeFormat(language, { dateStyle: 'full' });
    const weekday = new Intl.DateTimeFormat(language, { weekday: 'long' });
    const exact = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
    return {
      language,
      count: (value: number) => count.format(value),
      money: (value: number, currency: string) => {
        let format = moneyIn.get(currency);
        if (!format) {
          format = new Intl.NumberFormat(language, { style: 'currency', currency });
          moneyIn.set(currency, format);
        }
        return format.format(value);
      },
      /** "miércoles, 11 de marzo de 2026". */
      fullDate: (date: Date) => fullDate.format(date),
      /** The weekday's name ("miércoles"), as it reads inside a sentence. */
      weekday: (date: Date) => weekday.format(date),
      /** Date and time, for a tooltip or title. */
      exact: (iso: string) => exact.format(new Date(iso)),
      /** "hace 5 minutos", "ayer": the largest unit that fits, "ahora" under a minute. */
      ago: (iso: string, now: number) => {
        const elapsed = Date.parse(iso) - now;
        for (const [unit, size] of UNITS) {
          if (Math.abs(elapsed) >= size) return relative.format(Math.round(elapsed / size), unit);
        }
        return relative.format(0, 'second');
      },
    };
  }, [language]);
}

export type HomeFormat = ReturnType<typeof useHomeFormat>;
