import { globalStyle, style } from '@vanilla-extract/css';
import { mediaUp } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';

/** A centred column up to 1440 px (spec 3 §6), with room at the edges on every screen. */
export const page = style({
  boxSizing: 'border-box',
  inlineSize: '100%',
  maxInlineSize: '1440px',
  marginInline: 'auto',
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  color: vars.color.text,
  '@media': {
    [mediaUp('sm')]: { paddingInline: vars.space.xl, paddingBlock: vars.space.xl },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const headingGroup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minInlineSize: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const subtitle = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  flexShrink: 0,
});

export const buttonIcon = style({
  display: 'inline-flex',
  inlineSize: '1.1em',
  blockSize: '1.1em',
});

globalStyle(`${buttonIcon} svg`, { inlineSize: '100%', blockSize: '100%' });
