import type { IconSetId } from '@atrium/mock-api';

/** The sets, in the navigation's order. */
export const ICON_SET_IDS: readonly IconSetId[] = [
  'feather',
  'heroicons-outline',
  'heroicons-solid',
  'heroicons-mini',
  'material-solid',
  'material-outline',
  'material-twotone',
];

export const isIconSetId = (value: string | undefined): value is IconSetId =>
  value !== undefined && (ICON_SET_IDS as readonly string[]).includes(value);

/** The sizes a person can preview the icons at, in px. */
export const ICON_SIZES = [16, 20, 24, 32, 40, 48, 64] as const;
export type IconPreviewSize = (typeof ICON_SIZES)[number];

/** The size a set's grid starts at: its size class N means N × 4 px. */
export function defaultSize(grid: 'icon-size-5' | 'icon-size-6'): IconPreviewSize {
  return grid === 'icon-size-5' ? 20 : 24;
}

/** Words of a name or a query, whatever the set's spelling (kebab or snake case) or the person's spacing. */
const normalize = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');

/** The names that contain the query (case, spaces, dashes and underscores do not matter), in the set's order. */
export function filterIcons(names: readonly string[], query: string): string[] {
  const wanted = normalize(query);
  if (wanted === '') return [...names];
  return names.filter((name) => normalize(name).includes(wanted));
}
