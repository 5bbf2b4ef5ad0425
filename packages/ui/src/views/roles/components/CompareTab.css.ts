import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const scroller = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.lg,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  color: vars.color.text,
});

globalStyle(`${table} caption`, { textAlign: 'start', padding: vars.space.sm });

globalStyle(`${table} th, ${table} td`, {
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
  textAlign: 'start',
  fontWeight: vars.font.weight.regular,
});

globalStyle(`${table} thead th, ${table} th[scope="colgroup"]`, {
  backgroundColor: vars.color.surfaceSunken,
  fontWeight: vars.font.weight.semibold,
});

export const differs = style({ backgroundColor: vars.color.primarySubtle });

export const differsMark = style({
  display: 'inline-flex',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.primary}`,
  color: vars.color.text,
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.xs,
});

export const holds = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs });

export const held = style({ color: vars.color.text, fontWeight: vars.font.weight.semibold });

export const notHeld = style({ color: vars.color.textMuted });
