import { flag as flagStyle, placeholder } from './Flag.css';

// One URL per country, from flag-icons' SVG files (a kept package: the same drawing on every system,
// where emoji flags are missing on Windows and on Linux without an emoji font). Only the URLs are in
// the bundle; each file is fetched when its <img> is drawn near the screen (`loading="lazy"`), so a
// list of 245 countries loads the few flags in view. `?no-inline` keeps small files out of the JS.
// `base` makes the keys './es.svg' rather than the whole path (half the map's size), and `??.svg`
// takes the countries' files only (not regions such as gb-sct, nor groups such as asean).
const urls = import.meta.glob<string>('./??.svg', {
  base: '../../../../../node_modules/flag-icons/flags/4x3',
  query: '?url&no-inline',
  import: 'default',
  eager: true,
});
const byCode = new Map(Object.entries(urls).map(([path, url]) => [path.slice('./'.length, -'.svg'.length), url]));

/** The URL of a country's flag (ISO 3166-1 alpha-2, any case), or undefined when there is none. */
export function flagUrl(iso: string): string | undefined {
  return byCode.get(iso.toLowerCase());
}

export interface FlagProps {
  /** ISO 3166-1 alpha-2 code, e.g. 'ES'. */
  iso: string;
  /**
   * The country's name, said by screen readers. Leave it out where the name is written beside the
   * flag: the flag is then decorative.
   */
  label?: string;
  className?: string;
}

/** A country's flag as an image (SVG), loaded only when it is about to show. */
export function Flag({ iso, label, className }: FlagProps) {
  const url = flagUrl(iso);
  const classes = (base: string) => [base, className].filter(Boolean).join(' ');
  if (!url) {
    return label ? (
      <span role="img" aria-label={label} className={classes(placeholder)} />
    ) : (
      <span aria-hidden="true" className={classes(placeholder)} />
    );
  }
  return (
    <img
      src={url}
      alt={label ?? ''}
      width={20}
      height={15}
      loading="lazy"
      decoding="async"
      draggable={false}
      className={classes(flagStyle)}
    />
  );
}
