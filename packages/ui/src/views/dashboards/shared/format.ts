import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The dashboards' Intl formatters in the active language: counts, US dollars, percentages, dates, weekdays, months. */
export function useDashboardFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language || 'es';
  return useMemo(() => {
    const count = new Intl.NumberFormat(language);
    const usd = new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' });
    const usdWhole = new Intl.NumberFormat(language, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
    const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
    const time = new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit' });
    const weekday = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
    const month = new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' });
    return {
      language,
      count: (value: number) => count.format(value),
      usd: (value: number) => usd.format(value),
      usdWhole: (value: number) => usdWhole.format(value),
      /** A share given in per cent (0–100). */
      percent: (perCent: number) => percent.format(perCent / 100),
      date: (iso: string) => date.format(new Date(iso)),
      /** A local 'HH:mm' time of day. */
      time: (hhmm: string) => {
        const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
        return time.format(new Date(2000, 0, 1, hours, minutes));
      },
      /** The short weekday name, Monday = 0. */
      weekday: (index: number) => weekday.format(new Date(Date.UTC(2024, 0, 1 + index))),
      /** The short month name, January = 0. */
      month: (index: number) => month.format(new Date(Date.UTC(2024, index, 1))),
    };
  }, [language]);
}
