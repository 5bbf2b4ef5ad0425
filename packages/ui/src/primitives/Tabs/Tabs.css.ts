import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: 0,
});

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  // A row that scrolls sideways only, when its tabs outgrow it (five statuses in English on a phone).
  overflowX: 'auto',
  overflowY: 'hidden',
  borderBlockEnd: `1px solid ${vars.color.divider}`,
});

export const tab = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: '40px',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  borderStartStartRadius: vars.radius.md,
  borderStartEndRadius: vars.radius.md,
  transition: `color ${vars.motion.durationFast} ${vars.motion.easing}, background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    // The selected tab's underline; an inset ring would fight with the focus outline.
    '&::after': {
      content: '""',
      position: 'absolute',
      insetInline: vars.space.sm,
      insetBlockEnd: '-1px',
      blockSize: '2px',
      borderRadius: vars.radius.full,
      backgroundColor: 'transparent',
      transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
    },
    '&[data-hovered]:not([data-disabled])': { color: vars.color.text, backgroundColor: vars.color.hover },
    '&[data-selected]': { color: vars.color.primaryText },
    '&[data-selected]::after': { backgroundColor: vars.color.primary },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});

export const tabIcon = style({ display: 'inline-flex', flexShrink: 0 });
globalStyle(`${tabIcon} svg`, { inlineSize: '18px', blockSize: '18px' });

export const tabPanel = style({
  paddingBlock: vars.space.lg,
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
