import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The chosen colour beside its hex code: the user's own colour, so it carries a border on any surface. */
export const swatch = style({
  flex: 'none',
  inlineSize: '20px',
  blockSize: '20px',
  marginInlineStart: vars.space.sm,
  borderRadius: vars.radius.sm,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
});

export const hexInput = style({ fontFamily: vars.font.family.mono });
