import { globalStyle, style } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** The app takes the visible content area; the board row scrolls inside it, never the page. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 0',
  blockSize: '100%',
  minBlockSize: '24rem',
  maxBlockSize: '100dvh',
  minInlineSize: 0,
  overflow: 'hidden',
  backgroundColor: vars.color.background,
  color: vars.color.text,
});

/* ---- Boards grid ---- */

export const boardsPage = style({
  flex: 1,
  overflowY: 'auto',
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
});

export const boardsHeading = style({
  margin: 0,
  marginBlockEnd: vars.space.xl,
  textAlign: 'center',
  fontSize: vars.font.size.display,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: '-0.02em',
});

export const boardsGrid = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.lg,
  margin: 0,
  marginInline: 'auto',
  padding: 0,
  listStyle: 'none',
  maxInlineSize: `calc(4 * 224px + 3 * ${vars.space.lg})`,
  '@media': {
    [mediaUp('sm')]: {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      maxInlineSize: `calc(2 * 224px + ${vars.space.lg})`,
    },
    [mediaUp('lg')]: { gridTemplateColumns: 'repeat(4, 224px)', maxInlineSize: 'none', justifyContent: 'center' },
  },
});

const tile = {
  display: 'flex',
  flexDirection: 'column',
  boxSizing: 'border-box',
  inlineSize: '100%',
  minBlockSize: '232px',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  textAlign: 'start',
  font: 'inherit',
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  cursor: 'pointer',
  transition: `box-shadow ${vars.motion.durationFast} ${vars.motion.easing}`,
} as const;

export const boardTile = style({
  ...tile,
  gap: vars.space.sm,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.divider}`,
  boxShadow: vars.shadow.sm,
  selectors: {
    '&[data-hovered]': { boxShadow: vars.shadow.md },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const addBoardTile = style({
  ...tile,
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  backgroundColor: 'transparent',
  border: `2px dashed ${vars.color.border}`,
  color: vars.color.textMuted,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.hover, color: vars.color.text },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': { cursor: 'progress' },
  },
});

export const boardIconBox = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '48px',
  blockSize: '48px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primarySubtle,
  color: vars.color.primaryText,
  flex: 'none',
});

export const boardTitle = style({
  margin: 0,
  marginBlockStart: vars.space.sm,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const boardDescription = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const rule = style({
  inlineSize: '48px',
  blockSize: '2px',
  marginBlock: vars.space.sm,
  border: 'none',
  backgroundColor: vars.color.divider,
});

export const tileFoot = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginBlockStart: 'auto',
});

export const faces = style({ display: 'flex', alignItems: 'center', margin: 0, padding: 0, listStyle: 'none' });
globalStyle(`${faces} > li + li`, { marginInlineStart: `calc(-1 * ${vars.space.xs})` });
globalStyle(`${faces} > li > *`, { boxShadow: `0 0 0 2px ${vars.color.surface}` });

export const more = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: '32px',
  blockSize: '32px',
  paddingInline: vars.space.xxs,
  boxSizing: 'border-box',
  borderRadius: vars.radius.full,
  backgroundColor: vars.tag.gray.background,
  color: vars.tag.gray.text,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
});

export const edited = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.xs });

export const plus = style({ inlineSize: '48px', blockSize: '48px' });
