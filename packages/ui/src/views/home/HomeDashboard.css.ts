import { style } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** The greeting band: the page's h1 and today's date. */
export const band = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const greeting = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const today = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
});

/** One column on phones; KPI cards two then four across; the rest two (lg) then three (xl) across. */
export const kpis = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': {
    [mediaUp('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaUp('lg')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': {
    [mediaUp('lg')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaUp('xl')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

/** The attention card spans two columns, so its three groups sit side by side. */
export const wide = style({
  '@media': { [mediaUp('lg')]: { gridColumn: 'span 2' } },
});

export const sections = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const caption = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const headline = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const bigNumber = style({
  fontSize: vars.font.size.display,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

/** A card's link to the list behind it, at the card's foot. */
export const footer = style({
  marginBlockStart: 'auto',
  paddingBlockStart: vars.space.sm,
  borderBlockStart: `1px solid ${vars.color.divider}`,
  fontSize: vars.font.size.sm,
});

export const link = style({
  color: vars.color.primaryText,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/** The attention groups: stacked until the card is wide (lg), then side by side. */
export const groups = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': { [mediaUp('lg')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minInlineSize: 0 });

export const groupHeading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minInlineSize: 0,
  fontSize: vars.font.size.sm,
});

export const rowMain = style({
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: 0,
  flex: 1,
});

export const rowDetail = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  overflowWrap: 'anywhere',
});

export const amount = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
