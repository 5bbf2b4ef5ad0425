import { getLocalTimeZone, parseAbsoluteToLocal, toCalendarDate, type CalendarDate } from '@internationalized/date';

/** A task's due date (an ISO date-time) as the day it falls on here, or null. */
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
