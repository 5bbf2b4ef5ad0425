import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../focus.css';

export const paginator = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  columnGap: vars.space.xl,
  rowGap: vars.space.sm,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
});

export const pageSize = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const pageSizeTrigger = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.xs,
    minInlineSize: '4.5rem',
    minBlockSize: '32px',
    paddingBlock: vars.space.xxs,
    paddingInlineStart: vars.space.md,
    paddingInlineEnd: vars.space.xs,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    font: 'inherit',
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.hover },
      '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
    },
  },
]);

export const popover = style({
  minInlineSize: 'var(--trigger-width)',
  padding: vars.space.xs,
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.popover,
  outline: 'none',
});

export const listBox = style({ outline: 'none' });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { backgroundColor: vars.color.hover },
    '&[data-selected]': { backgroundColor: vars.color.selected, fontWeight: vars.font.weight.semibold },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const range = style({
  whiteSpace: 'nowrap',
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
});

/** Page arrows point the way the reading direction goes. */
export const directionalIcon = style({
  selectors: {
    '[dir="rtl"] &': { transform: 'scaleX(-1)' },
  },
});
