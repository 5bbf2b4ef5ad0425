import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const appear = keyframes({
  from: { opacity: 0 },
  to: { opacity: 1 },
});

/** The popover under a Select or ComboBox: a raised surface at least as wide as its trigger. */
export const popover = style({
  minInlineSize: 'var(--trigger-width)',
  maxInlineSize: 'min(32rem, calc(100vw - 16px))',
  overflow: 'auto',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.popover,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${appear} ${vars.motion.durationFast} ${vars.motion.easing}` },
  },
});

export const listBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  maxBlockSize: 'inherit',
  padding: vars.space.xs,
  outline: 'none',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  selectors: {
    '&[data-empty]': {
      paddingBlock: vars.space.sm,
      paddingInline: vars.space.md,
      color: vars.color.textMuted,
      fontStyle: 'italic',
    },
  },
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: '36px',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  lineHeight: vars.font.lineHeight.normal,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-focused]': { backgroundColor: vars.color.hover },
    '&[data-selected]': { backgroundColor: vars.color.selected, fontWeight: vars.font.weight.medium },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textDisabled },
  },
});

export const optionLabel = style({ flex: '1 1 auto', minInlineSize: 0 });

export const optionCheck = style({
  flexShrink: 0,
  inlineSize: '1rem',
  blockSize: '1rem',
  color: vars.color.primaryText,
});
