import { tagColors, type TagColor } from '../../theme/names';

export { tagColors, type TagColor };

/** A tag (label, category) as the pickers show it; the title comes from data and is shown as text. */
export interface TagOption {
  id: string;
  title: string;
  /** One of the theme's named hues; gray when left out. */
  color?: TagColor;
}
