import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Money, dates and counts in the active language. */
export function useFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo(() => {
    const currencies = new Map<string, Intl.NumberFormat>();
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    const integer = new Intl.NumberFormat(locale);
    return {
      money: (value: number, currency = 'EUR') => {
        let format = currencies.get(currency);
        if (!format) {
          format = new Intl.NumberFormat(locale, { style: 'currency', currency });
          currencies.set(currency, format);
        }
        return format.format(value);
      },
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
      date: (iso: string) => date.format(new Date(iso)),
      integer: (value: number) => integer.format(value),
      percent: (value: number) => new Intl.NumberFormat(locale, { style: 'percent' }).format(value),
    };
  }, [locale]);
}

/** An order number as people write it: a number sign, then the number. */
export const orderLabel = (number: number) => `#${number}`;
