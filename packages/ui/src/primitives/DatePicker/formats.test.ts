import { CalendarDate, CalendarDateTime, parseDate, parseZonedDateTime } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import {
  formatDateDisplay,
  formatDateInput,
  formatDateTimeDisplay,
  formatDateTimeInput,
  formatMonthYear,
} from './formats';

const day = parseDate('2026-11-21');

describe('date formats', () => {
  it("'D' is the short numeric date of the locale", () => {
    expect(formatDateInput(day, 'es')).toBe('21/11/2026');
    expect(formatDateInput(day, 'en')).toBe('11/21/2026');
  });

  it("'DDD' is the long date", () => {
    expect(formatDateDisplay(day, 'es')).toBe('21 de noviembre de 2026');
    expect(formatDateDisplay(day, 'en')).toBe('November 21, 2026');
  });

  it("'LLL yyyy' is the abbreviated month and the year", () => {
    expect(formatMonthYear(day, 'es')).toBe('nov 2026');
    expect(formatMonthYear(day, 'en')).toBe('Nov 2026');
  });

  it("a date and time adds the hour in the locale's clock", () => {
    const reminder = new CalendarDateTime(2026, 11, 21, 18, 5);
    expect(formatDateTimeInput(reminder, 'es')).toBe('21/11/2026, 18:05');
    expect(formatDateTimeDisplay(reminder, 'es')).toBe('21 de noviembre de 2026 a las 18:05');
    expect(formatDateTimeDisplay(reminder, 'en')).toMatch(/^November 21, 2026,? (at )?6:05\sPM$/);
    // A zoned reminder keeps its own zone's hour.
    expect(formatDateTimeInput(parseZonedDateTime('2026-11-21T23:30[America/Los_Angeles]'), 'es')).toBe(
      '21/11/2026, 23:30',
    );
  });

  it('keeps the calendar day whatever the time of day or the zone', () => {
    // Late on the 21st in a zone west of UTC is already the 22nd in UTC: still the 21st.
    expect(formatDateInput(parseZonedDateTime('2026-11-21T23:30[America/Los_Angeles]'), 'es')).toBe('21/11/2026');
    expect(formatDateInput(new CalendarDateTime(2026, 11, 21, 23, 59), 'es')).toBe('21/11/2026');
    expect(formatDateInput(new CalendarDate(2026, 1, 1), 'es')).toBe('1/1/2026');
  });

  it('accepts a JS Date, read in the local zone', () => {
    expect(formatDateDisplay(new Date(2026, 10, 21, 12), 'es')).toBe('21 de noviembre de 2026');
    expect(formatMonthYear(new Date(2026, 0, 5), 'en')).toBe('Jan 2026');
  });
});
