import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  minInlineSize: 0,
  '@media': { 'screen and (max-width: 600px)': { padding: vars.space.md } },
});

export const headerRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  justifyContent: 'space-between',
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
});

export const inline = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const filterGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: vars.space.md,
  alignItems: 'end',
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const link = style({
  color: vars.color.primaryText,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const thumbs = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs });

export const thumb = style({
  inlineSize: '28px',
  blockSize: '28px',
  borderRadius: vars.radius.sm,
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.divider}`,
});

export const detailGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(16rem, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minInlineSize: 0 });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.divider}`,
  minInlineSize: 0,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const cardHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const totals = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
});
globalStyle(`${totals} dt`, { color: vars.color.textMuted });
globalStyle(`${totals} dd`, { margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const grandTotal = style({});
globalStyle(`${totals} ${grandTotal}`, { fontWeight: vars.font.weight.semibold, color: vars.color.text });

export const facts = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
globalStyle(`${facts} dt`, { color: vars.color.textMuted, fontSize: vars.font.size.sm });
globalStyle(`${facts} dd`, { margin: 0, marginBlockEnd: vars.space.xs, overflowWrap: 'anywhere' });

export const timeline = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  borderInlineStart: `2px solid ${vars.color.divider}`,
  paddingInlineStart: vars.space.md,
});

export const timelineTime = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const notesList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const note = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const message = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const formGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
  gap: vars.space.md,
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const alertText = style({ color: vars.color.warnText, margin: 0 });

export const refundLine = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 7rem',
  alignItems: 'end',
  gap: vars.space.md,
});

export const itemName = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minInlineSize: 0 });

/** An item's name and SKU: a long unbroken name breaks, but the column never narrows below 8rem for it. */
export const itemText = style({ overflowWrap: 'anywhere', minInlineSize: '8rem' });

export const menuReason = style({
  display: 'block',
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  whiteSpace: 'normal',
});

export const tabCount = style({ fontVariantNumeric: 'tabular-nums', color: vars.color.textMuted });

export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const address = style({ fontStyle: 'normal' });

/**
 * The status tabs stay on one row and scroll sideways on a phone (the tab list scrolls by itself), rather
 * than wrapping onto three rows above the list.
 */
export const statusTabs = style({
  flexWrap: 'nowrap',
  scrollbarWidth: 'thin',
  overscrollBehaviorX: 'contain',
});

/** The filters folded behind their button on a narrow screen. */
export const filtersDisclosure = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const filtersTrigger = style({ alignSelf: 'flex-start' });

export const filtersChevron = style({
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: { [`${filtersDisclosure}[data-expanded] &`]: { transform: 'rotate(180deg)' } },
});

// The panel itself is hidden by react-aria while closed; the fold is on the disclosure, not the panel.
export const filtersPanel = style({
  selectors: { [`${filtersDisclosure}:not([data-expanded]) &`]: { display: 'none' } },
});

/** A filter field's box while the fields' code loads: as tall as the box it stands in for. */
export const fieldBone = style({ display: 'block', minBlockSize: '40px' });

/** A date filter's label while the fields' code loads: on the date picker's line height. */
export const dateFieldLabel = style({ lineHeight: vars.font.lineHeight.normal });

/** The filter fields' code failed to load: said across the filters' grid, with a retry. */
export const filtersFailed = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
});
