import { style } from '@vanilla-extract/css';
import { mediaUp } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';

/** From lg the watchlist and the form dock in a 320 px column at the start; below, they are a drawer. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [mediaUp('lg')]: { gridTemplateColumns: '320px minmax(0, 1fr)' } },
});

export const side = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minInlineSize: 0 });

export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minInlineSize: 0 });

export const toolbar = style({ display: 'flex', justifyContent: 'flex-start' });

export const watchlist = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

/** A row: the coin's button and its sparkline beside it; the chosen row is tinted as a whole. */
export const watchItem = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 64px',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingInlineEnd: vars.space.sm,
  borderRadius: vars.radius.md,
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '& + &': { marginBlockStart: vars.space.xxs },
    '&:has([data-selected])': { background: vars.color.selected },
    '&:has([data-hovered]):not(:has([data-selected]))': { background: vars.color.hover },
  },
});

/**
 * Name and ticker, price, trend: one line each, so the row fits the docked column and the phone
 * drawer alike without breaking a word.
 */
export const coinButton = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  inlineSize: '100%',
  padding: vars.space.sm,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const coinName = style({
  fontWeight: vars.font.weight.semibold,
  minInlineSize: 0,
  overflowWrap: 'anywhere',
});
/** Muted beside the name; on the selected row's tint the muted grey falls short of 4.5:1, so it takes the text colour. */
export const ticker = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  selectors: { [`${coinButton}[data-selected] &`]: { color: vars.color.text } },
});

export const mono = style({ fontFamily: vars.font.family.mono, fontVariantNumeric: 'tabular-nums' });
export const price = style([mono, { whiteSpace: 'nowrap' }]);

export const coinHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  marginBlockEnd: vars.space.md,
});

export const bigPrice = style([
  mono,
  { fontSize: vars.font.size.display, fontWeight: vars.font.weight.bold, lineHeight: vars.font.lineHeight.tight },
]);

/** The market box: four figures side by side; hidden on phones (spec 3 §6.4). */
export const stats = style({
  display: 'none',
  margin: 0,
  marginBlockEnd: vars.space.md,
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  // The figures size themselves to the box, not to the window: the docked column and the navigation
  // leave the price card narrower than the window suggests.
  containerType: 'inline-size',
  '@media': {
    [mediaUp('sm')]: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaUp('md')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const stat = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.xxs,
  minInlineSize: 0,
  padding: vars.space.md,
  boxShadow: `inset 1px 1px 0 ${vars.color.divider}`,
  // Four figures in a box under 56rem (a 1440 px window with the docked column): "28,91 mil M US$" at
  // the large size is wider than its quarter, and ran into the next figure.
  '@container': { '(max-width: 56rem)': { paddingInline: vars.space.sm } },
});
export const statLabel = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const statValue = style([
  mono,
  {
    margin: 0,
    fontSize: vars.font.size.lg,
    fontWeight: vars.font.weight.semibold,
    // Never past its box: a figure longer still breaks rather than overlapping its neighbour.
    overflowWrap: 'anywhere',
    '@container': { '(max-width: 56rem)': { fontSize: vars.font.size.md } },
  },
]);

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const amountRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(6.5rem, auto)',
  gap: vars.space.sm,
  alignItems: 'start',
});
export const equivalent = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const equivalentValue = style([mono, { color: vars.color.text }]);
export const submit = style({ inlineSize: '100%' });
export const confirmation = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  borderInlineStart: `3px solid ${vars.color.success}`,
  fontSize: vars.font.size.sm,
});
export const failure = style([confirmation, { borderInlineStartColor: vars.color.warn }]);
