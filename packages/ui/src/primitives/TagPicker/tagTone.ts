import type { TagColor } from './types';
import { tones } from './tagTone.css';

/**
 * A class setting `color` and a tinted `background-color` in a tag's hue (gray when none), to tint a
 * chip, a swatch or an icon box. Pair it with the tag's title: colour alone tells nothing to many.
 */
export const tagTone = (color: TagColor = 'gray'): string => tones[color];
