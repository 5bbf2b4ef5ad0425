import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const scroller = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
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

globalStyle(`${table} th, ${table} td`, {
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
  textAlign: 'start',
  verticalAlign: 'middle',
});

globalStyle(`${table} thead th`, {
  backgroundColor: vars.color.surfaceSunken,
  fontWeight: vars.font.weight.semibold,
  whiteSpace: 'nowrap',
});

globalStyle(`${table} tbody tr:last-child > *`, { borderBlockEnd: 'none' });

export const resourceCell = style({ fontWeight: vars.font.weight.semibold, whiteSpace: 'nowrap' });

export const cellCheckbox = style({ whiteSpace: 'nowrap' });

export const notApplicable = style({ color: vars.color.textMuted });

export const chipGroup = style({ minInlineSize: '12rem' });

// The primitive stacks its checkboxes; chips sit side by side and wrap.
globalStyle(`${chipGroup} > div`, { flexDirection: 'row', flexWrap: 'wrap', gap: vars.space.xs });

export const chip = style({
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  fontSize: vars.font.size.xs,
  selectors: {
    '&[data-selected]': { backgroundColor: vars.color.primarySubtle, borderColor: vars.color.primary },
  },
});

export const dangerIcon = style({
  flexShrink: 0,
  inlineSize: '0.95rem',
  blockSize: '0.95rem',
  color: vars.color.warnText,
});

export const legend = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
});
