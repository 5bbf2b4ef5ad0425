import { style } from '@vanilla-extract/css';
import { mediaUp } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: '100%',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});

export const cover = style({
  position: 'relative',
  flexShrink: 0,
  blockSize: '10rem',
  backgroundColor: vars.color.primarySubtle,
  overflow: 'hidden',
  '@media': { [mediaUp('sm')]: { blockSize: '12rem' } },
});

export const coverImage = style({ inlineSize: '100%', blockSize: '100%', objectFit: 'cover', display: 'block' });

export const coverClose = style({
  position: 'absolute',
  insetBlockStart: vars.space.md,
  insetInlineEnd: vars.space.md,
  backgroundColor: vars.color.surface,
  borderRadius: vars.radius.full,
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingInline: vars.space.lg,
  paddingBlockEnd: vars.space.xl,
  '@media': { [mediaUp('sm')]: { paddingInline: vars.space.xl } },
});

export const avatarRow = style({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBlockStart: '-4rem',
});

export const avatar = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: '8rem',
  blockSize: '8rem',
  borderRadius: vars.radius.full,
  outline: `4px solid ${vars.color.surface}`,
  backgroundColor: vars.color.neutral200,
  color: vars.color.neutral900,
  fontSize: vars.font.size.display,
  fontWeight: vars.font.weight.semibold,
  overflow: 'hidden',
});

export const avatarImage = style({ inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });

export const avatarTools = style({
  position: 'absolute',
  insetBlockEnd: 0,
  insetInline: 0,
  display: 'flex',
  justifyContent: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.xs,
  backgroundColor: vars.color.overlay,
});

export const avatarToolButton = style({ backgroundColor: vars.color.surface, color: vars.color.text });

export const name = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
  outline: 'none',
});

export const facts = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, margin: 0 });

export const fact = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.md });

export const factIcon = style({
  flexShrink: 0,
  display: 'flex',
  color: vars.color.textMuted,
  paddingBlockStart: '2px',
});

export const factValue = style({
  margin: 0,
  flex: 1,
  minInlineSize: 0,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
});

export const factList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const link = style({
  color: vars.color.primaryText,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});
