import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(12px)' },
  to: { opacity: 1, transform: 'none' },
});

export const region = style({
  position: 'fixed',
  insetBlockEnd: vars.space.lg,
  insetInlineEnd: vars.space.lg,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.sm,
  inlineSize: 'min(400px, calc(100vw - 32px))',
  outline: 'none',
  borderRadius: vars.radius.lg,
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.md,
    paddingBlock: vars.space.sm,
    paddingInlineStart: vars.space.lg,
    paddingInlineEnd: vars.space.sm,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.divider}`,
    borderInlineStartWidth: '4px',
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    outline: 'none',
    animation: `${enter} ${vars.motion.durationNormal} ${vars.motion.easing}`,
    selectors: {
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
  },
  variants: {
    variant: {
      info: { borderInlineStartColor: vars.color.info },
      success: { borderInlineStartColor: vars.color.success },
      error: { borderInlineStartColor: vars.color.warn },
    },
  },
  defaultVariants: { variant: 'info' },
});

export type ToastVariants = NonNullable<RecipeVariants<typeof toast>>;

export const icon = recipe({
  base: { flexShrink: 0, inlineSize: '20px', blockSize: '20px' },
  variants: {
    variant: {
      info: { color: vars.color.info },
      success: { color: vars.color.success },
      error: { color: vars.color.warnText },
    },
  },
});

/** As tall as the buttons, so the icon, a one-line title and the buttons share a centre line. */
const rowHeight = '40px';

export const iconBox = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  blockSize: rowHeight,
});

export const content = style({
  flex: 1,
  minInlineSize: 0,
  minBlockSize: rowHeight,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.xxs,
  paddingBlock: vars.space.xs,
});

export const title = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const buttons = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  flexShrink: 0,
});
globalStyle(`${buttons} svg`, { inlineSize: '18px', blockSize: '18px' });
