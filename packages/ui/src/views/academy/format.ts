import type { TagColor } from '../../theme/tokens';

/** Each category's hue (spec: blue, green, pink, amber); a category added later shows in gray until it gets one. */
const CATEGORY_HUES: Record<string, TagColor> = {
  web: 'blue',
  android: 'green',
  design: 'pink',
  cloud: 'amber',
  accessibility: 'purple',
};

export const categoryHue = (slug: string): TagColor => CATEGORY_HUES[slug] ?? 'gray';

/** A course's length in the active language: "45 minutos", "1 h 30 min" style units from Intl. */
export function formatDuration(minutes: number, locale: string): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const unit = (value: number, name: 'hour' | 'minute', display: 'long' | 'short') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: display }).format(value);
  if (hours === 0) return unit(rest, 'minute', 'long');
  if (rest === 0) return unit(hours, 'hour', 'long');
  return `${unit(hours, 'hour', 'short')} ${unit(rest, 'minute', 'short')}`;
}
