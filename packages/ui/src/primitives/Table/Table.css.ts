import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * Scrolls the table, so the header can stick to its top edge. Positioned, so it also holds what its cells
 * place absolutely (a screen-reader-only text): placed against an ancestor outside, such text stayed where the
 * table's overflow put it and widened the page (the roles list on a phone scrolled sideways).
 */
export const container = style({
  position: 'relative',
  overflow: 'auto',
  maxInlineSize: '100%',
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
});

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const header = style({});

export const column = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.raised,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  backgroundColor: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: 'start',
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-allows-sorting][data-hovered], &[data-sort-direction]': { color: vars.color.text },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

/** The header cell of the selection column: only as wide as its checkbox. */
export const selectionColumn = style({ inlineSize: '1px', paddingInlineEnd: 0 });

export const columnContent = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const sortIcon = style({
  color: vars.color.textMuted,
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    [`${column}[data-sort-direction] &`]: { color: vars.color.primaryText },
  },
});

export const body = style({});

export const row = style({
  outline: 'none',
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.hover, cursor: 'pointer' },
    '&[data-selected]': { backgroundColor: vars.color.selected },
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const cell = style({
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
  textAlign: 'start',
  verticalAlign: 'middle',
  outline: 'none',
  selectors: {
    [`${row}:last-child > &`]: { borderBlockEnd: 'none' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const selectionCell = style({ inlineSize: '1px', paddingInlineEnd: 0 });

// react-aria renders the empty state in one cell spanning every column.
globalStyle(`${body}[data-empty] > tr > td`, {
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  color: vars.color.textMuted,
  textAlign: 'center',
});
