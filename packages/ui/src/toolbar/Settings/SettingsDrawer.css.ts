import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The cog tab fixed to the inline-end edge of the page. */
export const edgeTrigger = style({
  position: 'fixed',
  insetBlockStart: '275px',
  insetInlineEnd: 0,
  zIndex: vars.zIndex.drawer,
  borderStartEndRadius: 0,
  borderEndEndRadius: 0,
  borderStartStartRadius: vars.radius.md,
  borderEndStartRadius: vars.radius.md,
  selectors: {
    '&&': { backgroundColor: vars.color.warn, color: vars.color.onWarn },
    '&&[data-hovered], &&[data-pressed]': { backgroundColor: vars.color.warnHover, color: vars.color.onWarn },
  },
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
  selectors: { '&:last-child': { borderBlockEnd: 'none' } },
});

/** Small upper-case captions (the text itself stays readable for assistive technology). */
export const caption = style({
  margin: 0,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.05em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const choices = style({ display: 'grid', gap: vars.space.xs });
export const twoColumns = style({ gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' });
export const threeColumns = style({ gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' });

/** One choice: a pill that rings the selected one. */
export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: '36px',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.hover },
    '&[data-selected]': {
      borderColor: vars.color.primary,
      boxShadow: `inset 0 0 0 1px ${vars.color.primary}`,
      color: vars.color.primaryText,
      fontWeight: vars.font.weight.semibold,
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
globalStyle(`${choice} svg`, { inlineSize: '16px', blockSize: '16px', flexShrink: 0 });

/** A dot of a theme's primary colour: the theme's own class sits on the dot, so `vars` resolve to it. */
export const swatch = style({
  flexShrink: 0,
  inlineSize: '14px',
  blockSize: '14px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary,
  forcedColorAdjust: 'none',
});

export const resetSection = style({ paddingBlockStart: vars.space.lg });
