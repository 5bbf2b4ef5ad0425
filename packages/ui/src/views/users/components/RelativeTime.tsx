import { Focusable, useLocale } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Tooltip, TooltipTrigger } from '../../../primitives/Tooltip';
import { time as timeClass } from '../UsersView.css';

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "3 days ago" in the active language, from the largest unit that fits. */
export function formatRelative(iso: string, locale: string, now = Date.now()): string {
  const diff = Date.parse(iso) - now;
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(diff) >= size) return format.format(Math.round(diff / size), unit);
  }
  return format.format(0, 'minute');
}

export const formatExact = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));

/**
 * A moment as "3 days ago", with the exact date and time on hover and on keyboard focus. `null` reads
 * as the given fallback ("Never").
 */
export function RelativeTime({ value, fallback }: { value: string | null; fallback?: string }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  if (value === null) return <span>{fallback ?? t('users.never')}</span>;
  const exact = formatExact(value, locale);
  return (
    <TooltipTrigger delay={300}>
      <Focusable>
        {/* Focusable so keyboard users reach the exact time too (spec 4 §4: "exact on hover/focus"). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the tooltip opens on focus */}
        <time className={timeClass} dateTime={value} tabIndex={0} aria-label={exact}>
          {formatRelative(value, locale)}
        </time>
      </Focusable>
      <Tooltip>{exact}</Tooltip>
    </TooltipTrigger>
  );
}
