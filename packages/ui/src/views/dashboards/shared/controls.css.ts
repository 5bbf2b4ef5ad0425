import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { focusRing } from '../../../primitives/focus.css';

export const periodButton = style({
  paddingInline: vars.space.md,
});

export const chevron = style({ inlineSize: '16px', blockSize: '16px', flexShrink: 0 });

/** A row of joined toggle buttons (this week / last week). */
export const toggleGroup = style({
  display: 'inline-flex',
  padding: vars.space.xxs,
  gap: vars.space.xxs,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
  outline: '1px solid transparent',
});

export const toggleButton = style([
  focusRing,
  {
    minBlockSize: '32px',
    paddingBlock: vars.space.xxs,
    paddingInline: vars.space.md,
    border: '1px solid transparent',
    borderRadius: vars.radius.full,
    backgroundColor: 'transparent',
    color: vars.color.textMuted,
    fontFamily: 'inherit',
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
    selectors: {
      '&[data-hovered]': { color: vars.color.text },
      '&[data-selected]': {
        backgroundColor: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.border,
        boxShadow: vars.shadow.sm,
      },
    },
  },
]);
