import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A 4:3 flag at the height of a line of text, with a hairline so white flags keep an edge. */
export const flag = style({
  display: 'inline-block',
  flexShrink: 0,
  inlineSize: '1.333em',
  blockSize: '1em',
  verticalAlign: '-0.125em',
  borderRadius: '2px',
  boxShadow: `0 0 0 1px ${vars.color.divider}`,
  objectFit: 'cover',
  backgroundColor: vars.color.surfaceSunken,
});

/** A country with no flag file: a neutral box of the same size. */
export const placeholder = style([flag, { backgroundColor: vars.color.neutral300 }]);
