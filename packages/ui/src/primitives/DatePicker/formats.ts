/**
 * The date formats of the Atrium spec, written in Luxon tokens there, expressed with Intl only:
 * - input 'D': the short numeric date a person types (es 21/11/2026, en 11/21/2026);
 * - display 'DDD': the long date shown to confirm a choice (es 21 de noviembre de 2026, en November 21, 2026);
 * - month-year 'LLL yyyy': the calendar's heading (es nov 2026, en Nov 2026);
 * - with a time (a reminder's date and hour), 'D' and 'DDD' followed by the hour and minute in the
 *   locale's clock (es 21/11/2026, 9:30; en 11/21/2026, 9:30 AM).
 */
import { DateFormatter, type DateValue } from '@internationalized/date';

type FormatOptions = Omit<Intl.DateTimeFormatOptions, 'timeZone'>;

export const inputFormat: FormatOptions = { year: 'numeric', month: 'numeric', day: 'numeric' };
export const displayFormat: FormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };
export const monthYearFormat: FormatOptions = { month: 'short', year: 'numeric' };
const timeFormat: FormatOptions = { hour: 'numeric', minute: '2-digit' };

/**
 * Formats a calendar date as the day it names, whatever the time zone of the machine: a CalendarDate
 * is read as midnight UTC and formatted in UTC; a ZonedDateTime in its own zone; a JS Date in the
 * local zone (it is an instant, and the local day is the one a person means).
 */
function format(date: DateValue | Date, locale: string, options: FormatOptions): string {
  if (date instanceof Date) return new DateFormatter(locale, options).format(date);
  if ('timeZone' in date)
    return new DateFormatter(locale, { ...options, timeZone: date.timeZone }).format(date.toDate());
  return new DateFormatter(locale, { ...options, timeZone: 'UTC' }).format(date.toDate('UTC'));
}

/** 'D': short numeric date, the format the field's segments follow. */
export function formatDateInput(date: DateValue | Date, locale: string): string {
  return format(date, locale, inputFormat);
}

/** 'DDD': long date, shown under the field to confirm the day chosen. */
export function formatDateDisplay(date: DateValue | Date, locale: string): string {
  return format(date, locale, displayFormat);
}

/** 'LLL yyyy': abbreviated month and year, the calendar's heading. */
export function formatMonthYear(date: DateValue | Date, locale: string): string {
  return format(date, locale, monthYearFormat);
}

/** 'D' and the time: a date-time's short form (range messages of a date-time field). */
export function formatDateTimeInput(date: DateValue | Date, locale: string): string {
  return format(date, locale, { ...inputFormat, ...timeFormat });
}

/** 'DDD' and the time: a date-time written out, shown under a date-time field. */
export function formatDateTimeDisplay(date: DateValue | Date, locale: string): string {
  return format(date, locale, { ...displayFormat, ...timeFormat });
}
