/**
 * The feed's time format, 'MMM dd, h:mm a' in the reference, said with Intl in the active locale:
 * short month, two-digit day, numeric hour, two-digit minutes, 12-hour clock.
 */
export function formatFeedTime(iso: string, locale: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZone,
  }).format(date);
}
