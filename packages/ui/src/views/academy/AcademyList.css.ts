import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaUp } from '../../theme/breakpoints';

export const page = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  paddingBlockEnd: vars.space.xxl,
});

/** The dark band on top; its faint rings are two outlined circles drawn behind the text. */
export const hero = style({
  position: 'relative',
  overflow: 'hidden',
  isolation: 'isolate',
  paddingBlock: `calc(${vars.space.xxxl} * 1.5)`,
  paddingInline: vars.space.lg,
  textAlign: 'center',
  backgroundColor: vars.color.neutral900,
  color: vars.color.neutral50,
  '::before': {
    content: '""',
    position: 'absolute',
    zIndex: -1,
    insetBlockStart: '-40%',
    insetInlineEnd: '-10%',
    inlineSize: '640px',
    aspectRatio: '1',
    borderRadius: vars.radius.full,
    border: `80px solid ${vars.color.neutral50}`,
    opacity: 0.04,
  },
  '::after': {
    content: '""',
    position: 'absolute',
    zIndex: -1,
    insetBlockEnd: '-60%',
    insetInlineStart: '-15%',
    inlineSize: '520px',
    aspectRatio: '1',
    borderRadius: vars.radius.full,
    border: `60px solid ${vars.color.neutral50}`,
    opacity: 0.04,
  },
});

export const caption = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.neutral200,
});

export const headline = style({
  margin: 0,
  marginBlockStart: vars.space.xs,
  fontSize: `clamp(${vars.font.size.xxl}, 6vw, calc(${vars.font.size.display} * 1.25))`,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: '-0.02em',
});

export const subline = style({
  margin: 0,
  marginBlockStart: vars.space.md,
  marginInline: 'auto',
  maxInlineSize: '40rem',
  fontSize: vars.font.size.lg,
  color: vars.color.neutral200,
});

/** The 1024 px column under the band. */
export const column = style({
  containerType: 'inline-size',
  maxInlineSize: '1024px',
  marginInline: 'auto',
  paddingInline: vars.space.md,
  '@media': { [mediaUp('sm')]: { paddingInline: vars.space.lg } },
});

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  paddingBlock: vars.space.lg,
});

export const filterField = style({
  flex: '1 1 14rem',
  minInlineSize: 0,
  '@media': { [mediaUp('md')]: { flex: '0 1 16rem' } },
});

export const hideCompleted = style({
  marginInlineStart: 'auto',
  paddingBlock: vars.space.xs,
});

export const count = style({
  margin: 0,
  marginBlockEnd: vars.space.md,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  // Columns follow the room the grid has (the navigation takes a share of the screen), not the screen.
  '@container': {
    '(min-width: 560px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    '(min-width: 860px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: '384px',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  border: `1px solid ${vars.color.divider}`,
  overflow: 'hidden',
});

export const cardBody = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  gap: vars.space.sm,
  padding: vars.space.lg,
});

export const cardTop = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  // A pill in forced-colors mode, where its tint is dropped.
  border: '1px solid transparent',
});

export const doneBadge = style({ gap: vars.space.xxs, paddingInline: vars.space.sm });

export const cardTitle = style({
  margin: 0,
  marginBlockStart: vars.space.xs,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const rule = style({
  inlineSize: '48px',
  blockSize: 0,
  margin: 0,
  marginBlock: vars.space.sm,
  border: 0,
  borderBlockStart: `2px solid ${vars.color.divider}`,
});

export const fact = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const cardFooter = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderBlockStart: `1px solid ${vars.color.divider}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const cardAction = style({ alignSelf: 'flex-end' });

export const bone = style({ blockSize: '384px' });

export const emptyBox = style({ paddingBlock: vars.space.xxl });
