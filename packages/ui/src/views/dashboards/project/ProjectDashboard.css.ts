import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { mediaUp } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';

/** The greeting band on the card surface (spec 3 §6.1). */
export const band = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  outline: '1px solid transparent',
});

export const bandTop = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const greeting = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: '1 1 16rem',
  minInlineSize: 0,
});

export const greetingTitle = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const greetingLine = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
});

export const smallIcon = style({ inlineSize: '16px', blockSize: '16px', flexShrink: 0 });

export const selectorRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, flexWrap: 'wrap' });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': {
    [mediaUp('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaUp('md')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const wide = style({
  '@media': { [mediaUp('sm')]: { gridColumn: '1 / -1' } },
});

export const half = style({
  '@media': { [mediaUp('md')]: { gridColumn: 'span 2' } },
});

export const threeCols = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': { [mediaUp('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const statBody = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  textAlign: 'center',
});

export const statValue = styleVariants({
  blue: { color: vars.color.info },
  red: { color: vars.color.warnText },
  // Amber text is too faint on a light surface: the figure stays in the text colour over an amber rule.
  amber: { color: vars.color.text, borderBlockEnd: `4px solid ${vars.color.statusAway}` },
  green: { color: vars.color.success },
});

export const bigNumber = style({
  fontSize: vars.font.size.display,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const statLabel = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.medium });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const issuesLayout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': { [mediaUp('md')]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  alignContent: 'start',
});

export const tile = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceSunken,
  textAlign: 'center',
  outline: '1px solid transparent',
});

export const tileBig = style({ backgroundColor: vars.color.primarySubtle });

export const tileValue = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });
export const tileValueBig = style({ fontSize: vars.font.size.xxl, color: vars.color.primaryText });
export const tileLabel = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const totals = style({ display: 'flex', gap: vars.space.md, margin: 0 });
export const total = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  flex: 1,
  alignItems: 'center',
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceSunken,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const listItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
  selectors: { '&:last-child': { borderBlockEnd: 'none' } },
});

export const listText = style({ display: 'flex', flexDirection: 'column', flex: 1, minInlineSize: 0 });
export const listTitle = style({ fontWeight: vars.font.weight.medium });

export const amount = style({ fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold, margin: 0 });

export const level = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const levelDot = style({ inlineSize: '8px', blockSize: '8px', borderRadius: vars.radius.full, flexShrink: 0 });
export const levelColor = styleVariants({
  low: { backgroundColor: vars.color.success },
  medium: { backgroundColor: vars.color.statusAway },
  high: { backgroundColor: vars.color.warn },
});

export const chip = style({
  display: 'inline-block',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primarySubtle,
  color: vars.color.primaryText,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
});

export const team = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': {
    [mediaUp('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaUp('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [mediaUp('lg')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const member = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.surface,
  // A card inside a card: the shadow alone hides its top edge on the same surface.
  border: `1px solid ${vars.color.divider}`,
  boxShadow: vars.shadow.sm,
  overflow: 'hidden',
});

export const memberPhoto = style({
  inlineSize: '128px',
  blockSize: '128px',
  borderRadius: vars.radius.full,
  marginBlockStart: vars.space.lg,
  objectFit: 'cover',
});

export const memberName = style({
  margin: 0,
  marginBlockStart: vars.space.md,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  textAlign: 'center',
  paddingInline: vars.space.md,
});
export const memberTitle = style({
  margin: 0,
  marginBlockEnd: vars.space.lg,
  color: vars.color.textMuted,
  textAlign: 'center',
  paddingInline: vars.space.md,
});

export const memberFooter = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  inlineSize: '100%',
  borderBlockStart: `1px solid ${vars.color.divider}`,
  marginBlockStart: 'auto',
});

export const memberLink = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.md,
  color: vars.color.primaryText,
  textDecoration: 'none',
  fontWeight: vars.font.weight.medium,
  selectors: {
    '&:hover': { backgroundColor: vars.color.hover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '& + &': { borderInlineStart: `1px solid ${vars.color.divider}` },
  },
});

export const tabPanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingBlockStart: vars.space.lg,
});

export const numeric = style({ fontVariantNumeric: 'tabular-nums', textAlign: 'end' });

globalStyle(`${greetingLine} svg`, { flexShrink: 0 });
