import { style } from '@vanilla-extract/css';
import { mediaUp } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minInlineSize: 0 });

/** The five figures: one column on phones, then two, then five across. */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': {
    [mediaUp('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaUp('xl')]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
  },
});

export const bigNumber = style({
  fontSize: vars.font.size.display,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const caption = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const figure = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const link = style({
  color: vars.color.primaryText,
  fontSize: vars.font.size.sm,
  textUnderlineOffset: '2px',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});
