import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A page-sized failure: a card in the middle of the content area, like the 403 page. */
export const page = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.xl,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  boxSizing: 'border-box',
  inlineSize: '100%',
  maxInlineSize: '38rem',
  minInlineSize: 0,
  marginBlockStart: vars.space.xxl,
  padding: vars.space.xxl,
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
  // A border that forced colours draw where the shadow is dropped.
  outline: '1px solid transparent',
  textAlign: 'center',
  '@media': { 'screen and (max-width: 599px)': { marginBlockStart: vars.space.md, padding: vars.space.lg } },
});

export const badge = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '3.5rem',
  blockSize: '3.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.warnText,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const text = style({ margin: 0, color: vars.color.textMuted, maxInlineSize: '32rem' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginBlockStart: vars.space.sm,
});

/** The way home drawn as a button (it navigates, so it is a link). */
export const linkButton = style({ textDecoration: 'none' });

export const details = style({
  alignSelf: 'stretch',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  minInlineSize: 0,
});

export const chevron = style({
  inlineSize: '1rem',
  blockSize: '1rem',
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: { [`${details}[data-expanded] &`]: { transform: 'rotate(90deg)' } },
});

export const detailsPanel = style({ alignSelf: 'stretch', minInlineSize: 0 });

/** The message and stack: kept whole and scrollable, never widening the page. */
export const detailsText = style({
  margin: 0,
  maxBlockSize: '16rem',
  overflow: 'auto',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xs,
  textAlign: 'start',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
