import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  outline: 'none',
  overflow: 'auto',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-empty]': {
      alignItems: 'center',
      justifyContent: 'center',
      paddingBlock: vars.space.xxl,
      color: vars.color.textMuted,
    },
    '&[data-layout="grid"]': { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))' },
  },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minBlockSize: '44px',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  cursor: 'default',
  outline: 'none',
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.hover },
    '&[data-selected]': { backgroundColor: vars.color.selected },
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

/** The item's own content, which takes the room the checkbox and trailing actions leave. */
export const content = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  flex: 1,
  minInlineSize: 0,
});
