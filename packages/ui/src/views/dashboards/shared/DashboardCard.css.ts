import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { bone as skeletonBone } from '../../../primitives/Skeleton/Skeleton.css';

/** A card of a dashboard: the surface colour, the large radius, a soft shadow and a border for forced colours. */
export const card = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minInlineSize: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
  outline: '1px solid transparent',
});

export const cardHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  minInlineSize: 0,
  overflowWrap: 'anywhere',
});

export const cardActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

/** The card's sentence under its heading: what it shows. */
export const cardDescription = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const cardBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  flex: 1,
  minInlineSize: 0,
});

export const message = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  flex: 1,
  minBlockSize: '8rem',
  paddingBlock: vars.space.lg,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const messageText = style({ margin: 0 });

export const errorIcon = style({ color: vars.color.warnText, inlineSize: '28px', blockSize: '28px' });
export const emptyIcon = style({ color: vars.color.textMuted, inlineSize: '28px', blockSize: '28px' });

export const skeleton = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  flex: 1,
});

/** The design system's pulsing skeleton block. */
export const bone = skeletonBone;

export const boneSize = styleVariants({
  chart: { blockSize: '200px' },
  line: { blockSize: '1rem' },
  short: { blockSize: '1rem', inlineSize: '40%' },
  big: { blockSize: '3rem', inlineSize: '50%' },
  spark: { blockSize: '3rem' },
  row: { blockSize: '2.25rem' },
});

export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});

globalStyle(`${message} p`, { maxInlineSize: '32rem' });
