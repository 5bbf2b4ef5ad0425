import type { Activity } from '@atrium/mock-api';

/** How many activities the page shows at first, and how many more each "load older" adds. */
export const ACTIVITIES_PAGE_SIZE = 5;

export interface ActivityDay {
  /** The local calendar day, `YYYY-MM-DD`. */
  key: string;
  /** Whole days between that day and today (0 today, 1 yesterday). */
  daysAgo: number;
  /** Local midnight of that day. */
  start: Date;
  activities: Activity[];
}

const pad = (value: number) => String(value).padStart(2, '0');
const dayKey = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());

/** Groups activities (newest first) under their local calendar day, keeping their order. */
export function groupByDay(activities: readonly Activity[], now: Date): ActivityDay[] {
  const today = startOfDay(now);
  const days: ActivityDay[] = [];
  for (const activity of activities) {
    const date = new Date(activity.date);
    const key = dayKey(date);
    let day = days.at(-1);
    if (day?.key !== key) {
      const start = startOfDay(date);
      // Rounded: a day across a daylight-saving change is 23 or 25 hours long.
      const daysAgo = Math.round((today.getTime() - start.getTime()) / 86_400_000);
      day = { key, daysAgo, start, activities: [] };
      days.push(day);
    }
    day.activities.push(activity);
  }
  return days;
}

/**
 * The name of a day in `locale`: "Hoy", "Ayer" (Intl.RelativeTimeFormat, numeric 'auto'), and older days
 * as a date ("lunes, 10 de marzo").
 */
export function dayLabel(day: Pick<ActivityDay, 'daysAgo' | 'start'>, locale: string): string {
  const text =
    day.daysAgo >= 0 && day.daysAgo <= 1
      ? new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-day.daysAgo, 'day')
      : new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
          day.start,
        );
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

/** When an activity happened, as a date and a time in `locale`. */
export function activityTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
