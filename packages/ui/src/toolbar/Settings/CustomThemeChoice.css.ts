import { style } from '@vanilla-extract/css';

/** The custom theme's name is the user's own text: up to 40 characters, maybe with no space to break at. */
export const customName = style({ minWidth: 0, overflowWrap: 'anywhere' });
