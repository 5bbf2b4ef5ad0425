import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** One class per hue: the hue's text colour on its tint (readable together in every theme). */
export const tones = styleVariants(vars.tag, (hue) => ({ color: hue.text, backgroundColor: hue.background }));
