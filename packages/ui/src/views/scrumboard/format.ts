import {
  getLocalTimeZone,
  parseAbsoluteToLocal,
  toCalendarDate,
  today,
  type CalendarDate,
} from '@internationalized/date';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "hace 3 días", "ahora" …: how long ago an ISO date-time was, in `locale`. */
export function relativeTime(iso: string, locale: string, now = Date.now()): string {
  const diff = Date.parse(iso) - now;
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const size = Math.abs(diff);
  if (size < MINUTE) return format.format(0, 'second');
  if (size < HOUR) return format.format(Math.round(diff / MINUTE), 'minute');
  if (size < DAY) return format.format(Math.round(diff / HOUR), 'hour');
  if (size < 30 * DAY) return format.format(Math.round(diff / DAY), 'day');
  if (size < 365 * DAY) return format.format(Math.round(diff / (30 * DAY)), 'month');
  return format.format(Math.round(diff / (365 * DAY)), 'year');
}

/** A due date (an ISO date-time) as the day it falls on here, or null. */
export function dueDay(dueDate: string | null): CalendarDate | null {
  if (!dueDate) return null;
  try {
    return toCalendarDate(parseAbsoluteToLocal(dueDate));
  } catch {
    return null;
  }
}

/** A chosen day as the ISO date-time the API keeps (local midnight). */
export function dueDateOf(day: CalendarDate | null): string | null {
  return day ? day.toDate(getLocalTimeZone()).toISOString() : null;
}

// A board draws hundreds of due dates at once: today and the formatters are made once, not per card.
let todayCache: { at: number; day: CalendarDate } | null = null;
function todayHere(): CalendarDate {
  const now = Date.now();
  if (!todayCache || now - todayCache.at > MINUTE) todayCache = { at: now, day: today(getLocalTimeZone()) };
  return todayCache.day;
}

/** Whole days a due date is past today here (0 or less: not overdue). */
export function daysOverdue(dueDate: string): number {
  const day = dueDay(dueDate);
  // compare() between calendar dates is their distance in days.
  return day ? todayHere().compare(day) : 0;
}

const shortDayFormats = new Map<string, { thisYear: Intl.DateTimeFormat; otherYear: Intl.DateTimeFormat }>();

/**
 * The due day, short, in `locale`: "12 dic" this year, "12 dic 2027" (or 2025) otherwise, so a day a year
 * away is not read as this year's.
 */
export function shortDay(dueDate: string, locale: string): string {
  let formats = shortDayFormats.get(locale);
  if (!formats) {
    formats = {
      thisYear: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }),
      otherYear: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }),
    };
    shortDayFormats.set(locale, formats);
  }
  const date = new Date(dueDate);
  const format = date.getFullYear() === todayHere().year ? formats.thisYear : formats.otherYear;
  return format.format(date);
}
