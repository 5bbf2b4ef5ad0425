import { style } from '@vanilla-extract/css';

/** Hides the browser's own reveal / clear adornments so the box looks the same everywhere. */
export const textInput = style({
  selectors: {
    '&::-ms-reveal': { display: 'none' },
  },
});
