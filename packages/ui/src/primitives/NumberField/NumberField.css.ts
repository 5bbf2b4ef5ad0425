import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Figures line up in a column of fields, and a long amount is never drawn under its symbol. */
export const numberInput = style({
  fontVariantNumeric: 'tabular-nums',
});

/** The currency or unit beside the number: drawn, not read (the label and the value text say it). */
export const affix = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});
