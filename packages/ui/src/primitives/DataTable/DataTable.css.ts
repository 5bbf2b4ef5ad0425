import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { bone as skeletonBone } from '../Skeleton/Skeleton.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minInlineSize: 0,
});

export const toolbarRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const callerToolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  flex: '1 1 auto',
  minInlineSize: 0,
});

export const tableControls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
});

export const bulkBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primarySubtle,
  color: vars.color.text,
  selectors: { '&:empty': { display: 'none' } },
});

export const bulkCount = style({ fontWeight: vars.font.weight.semibold, marginInlineEnd: vars.space.sm });

/** The scroller: the header sticks to its top while the rows scroll under it. */
export const container = style({
  position: 'relative',
  overflow: 'auto',
  maxInlineSize: '100%',
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  transition: `opacity ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: { '&[data-fetching]': { opacity: 0.6 } },
});

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  tableLayout: 'fixed',
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const column = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.raised,
  boxSizing: 'border-box',
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  backgroundColor: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: 'start',
  outline: 'none',
  selectors: {
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-allows-sorting][data-hovered], &[data-sort-direction]': { color: vars.color.text },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const columnEnd = style({ textAlign: 'end' });

/** A virtualized header cell fills the header row, so the divider under it runs straight. */
export const virtualColumn = style({ blockSize: '100%', display: 'flex', alignItems: 'center' });

export const columnInner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minInlineSize: 0,
  flex: '1 1 auto',
  selectors: { [`${columnEnd} &`]: { justifyContent: 'flex-end' } },
});

/** A header says its whole label: it wraps onto more lines rather than ending in an ellipsis. */
export const columnLabel = style({
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
  minInlineSize: 0,
});

export const sortIcon = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  selectors: { [`${column}[data-sort-direction] &`]: { color: vars.color.primaryText } },
});

export const resizer = style({
  position: 'absolute',
  insetBlock: vars.space.sm,
  insetInlineEnd: 0,
  inlineSize: '6px',
  boxSizing: 'border-box',
  borderInlineEnd: `2px solid ${vars.color.divider}`,
  cursor: 'col-resize',
  touchAction: 'none',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-resizing]': { borderInlineEndColor: vars.color.primary },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}` },
  },
});

export const selectionColumn = style({ paddingInlineEnd: 0 });

export const row = style({
  outline: 'none',
  backgroundColor: vars.color.surface,
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.hover },
    '&[data-href], &[data-actionable]': { cursor: 'pointer' },
    '&[data-selected]': { backgroundColor: vars.color.selected },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

const density = {
  comfortable: vars.space.md,
  compact: vars.space.xs,
};

export const cell = style({
  boxSizing: 'border-box',
  paddingInline: vars.space.lg,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
  textAlign: 'start',
  verticalAlign: 'middle',
  overflowWrap: 'break-word',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const cellDensity = styleVariants(density, (padding) => ({ paddingBlock: padding }));

export const cellEnd = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

/**
 * In the virtualized table rows and cells are positioned boxes: the row draws the divider (its cells may
 * differ in height) and each cell fills the row and centres its content the way a table cell does.
 */
export const virtualRow = style({
  boxSizing: 'border-box',
  blockSize: '100%',
  borderBlockEnd: `1px solid ${vars.color.divider}`,
});
export const virtualCell = style({
  display: 'flex',
  alignItems: 'center',
  blockSize: '100%',
  borderBlockEnd: 'none',
});
export const virtualCellEnd = style({ justifyContent: 'flex-end' });

export const selectionCell = style({ paddingInlineEnd: 0 });

export const body = style({});

// react-aria renders the empty state in one cell spanning every column.
globalStyle(`${body}[data-empty] [role="gridcell"], ${body}[data-empty] td`, {
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
  color: vars.color.textMuted,
});

export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  textAlign: 'center',
});

export const stateText = style({ margin: 0, color: vars.color.text });

export const filterList = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const filterChip = style({
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  backgroundColor: vars.color.surfaceSunken,
});

export const skeleton = style({ display: 'flex', flexDirection: 'column', alignItems: 'stretch' });

export const skeletonRow = style({
  display: 'flex',
  gap: vars.space.lg,
  paddingBlock: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
  selectors: { '&:last-child': { borderBlockEnd: 'none' } },
});

export const bone = style([skeletonBone, { flex: 1, blockSize: '1rem' }]);

export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});

// The resizer's range input is for keyboard resizing, which the table does not start: hidden, it
// stays out of the column header's accessible name ("Correo", not "Correo Cambiar el ancho…").
// Pointer resizing works on the resizer itself.
globalStyle(`${column}:not([data-resizing]) ${resizer} input`, { visibility: 'hidden' });
