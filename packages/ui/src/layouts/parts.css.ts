import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { breakpoints } from '../theme/breakpoints';

const md = `screen and (min-width: ${breakpoints.md}px)`;
const lg = `screen and (min-width: ${breakpoints.lg}px)`;

export const skipLink = style({
  position: 'fixed',
  insetBlockStart: vars.space.sm,
  insetInlineStart: vars.space.sm,
  zIndex: vars.zIndex.toast,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  transform: 'translateY(calc(-100% - 16px))',
  selectors: {
    '&:focus': { transform: 'none', outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 0 auto',
  minInlineSize: 0,
  outline: 'none',
});

export const topBar = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.toolbar,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
  minBlockSize: '64px',
  paddingInline: vars.space.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
  boxShadow: vars.shadow.sm,
  '@media': { [md]: { paddingInline: vars.space.xl }, print: { display: 'none' } },
});

export const topBarStart = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minInlineSize: 0 });

export const toolbarSlot = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  marginInlineStart: 'auto',
  minInlineSize: 0,
  '@media': { [md]: { gap: vars.space.xs } },
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  minBlockSize: '56px',
  paddingInline: vars.space.xl,
  backgroundColor: vars.color.surface,
  borderBlockStart: `1px solid ${vars.color.divider}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  '@media': { print: { display: 'none' } },
});

// ------------------------------------------------------------------------------------------ logo

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  borderRadius: vars.radius.md,
  color: 'inherit',
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '-0.01em',
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const logoMark = style({ flexShrink: 0, inlineSize: '32px', blockSize: '32px' });
export const logoMarkLarge = style({ inlineSize: '40px', blockSize: '40px' });
export const logoMarkFill = style({ fill: vars.color.primary });
export const logoMarkInk = style({ fill: vars.color.onPrimary });

/** A wordmark only from lg; a mark alone below (centered, modern). */
export const wordFromLg = style({ display: 'none', '@media': { [lg]: { display: 'inline' } } });

// ------------------------------------------------------------------------------- navigation slots

export const navHeader = style({
  display: 'flex',
  alignItems: 'center',
  minBlockSize: '64px',
  paddingBlockStart: vars.space.md,
  paddingInline: vars.space.xl,
});

export const navHeaderCentered = style({ justifyContent: 'center', paddingInline: vars.space.sm });

export const navHeaderSpread = style({ justifyContent: 'space-between', gap: vars.space.sm });

export const navWidgets = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs });

export const userBlock = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.xl,
  textAlign: 'center',
});
/** The classy layout's 96 px avatar (the primitive stops at 56). */
export const bigAvatar = style({ display: 'inline-flex', marginBlockEnd: vars.space.md });
globalStyle(`${bigAvatar} > span`, { inlineSize: '96px', blockSize: '96px', fontSize: vars.font.size.display });

export const userName = style({
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});
export const userEmail = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});

export const navFooterUser = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.xl,
  borderBlockStart: `1px solid ${vars.color.divider}`,
  textAlign: 'start',
});
export const navFooterTexts = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0, flex: 1 });

export const fadedWordmark = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space.xl,
  opacity: 0.5,
});

// ------------------------------------------------------------------------------- vertical layouts

export const verticalRoot = style({
  display: 'flex',
  alignItems: 'stretch',
  minBlockSize: '100dvh',
  inlineSize: '100%',
  backgroundColor: vars.color.background,
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minInlineSize: 0,
  minBlockSize: '100dvh',
});

/** Shown from md up only (the dense toggle). */
export const fromMd = style({ display: 'none', '@media': { [md]: { display: 'inline-flex' } } });

/** A layout with the quick-chat rail keeps the rail's 64 px free at the inline end from lg up. */
export const withQuickChatRail = style({ '@media': { [lg]: { paddingInlineEnd: '64px' } } });
