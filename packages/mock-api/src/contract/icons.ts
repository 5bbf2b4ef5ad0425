/** Icon sets (spec 2, sections 3 and 7): one descriptor per set, served from static files. */

/** The path segment of `GET api/ui/icons/<set>`. */
export type IconSetId =
  | 'feather'
  | 'heroicons-outline'
  | 'heroicons-solid'
  | 'heroicons-mini'
  | 'material-solid'
  | 'material-outline'
  | 'material-twotone';

export interface IconSet {
  /** The icon registry namespace ('feather', 'heroicons_outline', …); '' for the material sets. */
  namespace: string;
  /** Display name, such as 'Heroicons Outline'. */
  name: string;
  /** Size class of the icons in the grid: size N is N × 4 px (5 → 20 px, 6 → 24 px). */
  grid: 'icon-size-5' | 'icon-size-6';
  /** The set's icon names, in the set's own spelling (kebab case; snake case for material), sorted. */
  list: string[];
}
