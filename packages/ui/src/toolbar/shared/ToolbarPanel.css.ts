import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaUp } from '../../theme/breakpoints';

/**
 * The frame every toolbar panel shares (spec screens §3): from sm a 360 px floating card under its
 * button, content scrolling past 480 px; on phones it fills the screen and its header gains a close button.
 */
export const panelPopover = style({
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.divider}`,
  boxShadow: vars.shadow.lg,
  // react-aria positions popovers with an inline z-index; the theme's layer order wins here.
  zIndex: `${vars.zIndex.popover} !important`,
  overflow: 'hidden',
  outline: 'none',
  // Phones: the whole screen (react-aria's inline position is overridden).
  position: 'fixed !important' as 'fixed',
  insetBlockStart: '0 !important',
  insetInlineStart: '0 !important',
  inlineSize: '100vw',
  blockSize: '100dvh',
  maxBlockSize: 'none !important',
  borderRadius: 0,
  '@media': {
    [mediaUp('sm')]: {
      position: 'absolute !important' as 'absolute',
      insetBlockStart: 'auto',
      insetInlineStart: 'auto',
      inlineSize: '360px',
      blockSize: 'auto',
      maxBlockSize: 'min(560px, calc(100dvh - 96px)) !important',
      borderRadius: vars.radius.xl,
    },
  },
});

export const panelDialog = style({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: 0,
  flex: '1 1 auto',
  outline: 'none',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: '56px',
  paddingBlock: vars.space.sm,
  paddingInlineStart: vars.space.lg,
  paddingInlineEnd: vars.space.sm,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
});

export const heading = style({
  flex: '1 1 auto',
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

export const headerActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
});

/** Icon buttons on the primary band (the recipe's own colours are for the surface). */
export const headerButton = style({
  selectors: {
    [`${header} &`]: { color: vars.color.onPrimary },
    [`${header} &[data-hovered]:not([data-disabled]), ${header} &[data-pressed]`]: {
      color: vars.color.onPrimary,
      backgroundColor: `color-mix(in srgb, ${vars.color.onPrimary} 16%, transparent)`,
    },
    [`${header} &[data-focus-visible]`]: { outlineColor: vars.color.onPrimary },
  },
});

/** Shown on phones only: from sm the panel closes by Escape or a click outside. */
export const closeButton = style({
  '@media': { [mediaUp('sm')]: { display: 'none !important' } },
});

export const body = style({
  flex: '1 1 auto',
  minBlockSize: 0,
  overflowY: 'auto',
  '@media': { [mediaUp('sm')]: { maxBlockSize: '480px' } },
});

/** Loading, empty and error states share one centred block. */
export const stateBlock = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const stateIcon = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '56px',
  blockSize: '56px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primarySubtle,
  color: vars.color.primaryText,
});
globalStyle(`${stateIcon} svg`, { inlineSize: '28px', blockSize: '28px' });

export const stateTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const stateHint = style({ margin: 0, fontSize: vars.font.size.sm });

/** A failed change: said once, politely, above the list. */
export const notice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: vars.space.sm,
  paddingBlock: vars.space.xs,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.xxs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.warnText}`,
  color: vars.color.warnText,
  fontSize: vars.font.size.sm,
});

export const noticeText = style({ flex: '1 1 auto', margin: 0 });
