import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { toggleLabel } from '../field.css';

/** The label element react-aria renders; the box inside styles itself from the label's data attributes. */
export const checkbox = toggleLabel;

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: '18px',
  blockSize: '18px',
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.onPrimary,
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}, border-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    [`${checkbox}[data-hovered]:not([data-disabled]) &`]: { borderColor: vars.color.text },
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
    },
    [`${checkbox}[data-pressed][data-selected] &, ${checkbox}[data-pressed][data-indeterminate] &`]: {
      backgroundColor: vars.color.primaryHover,
      borderColor: vars.color.primaryHover,
    },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.warn },
    [`${checkbox}[data-invalid][data-selected] &, ${checkbox}[data-invalid][data-indeterminate] &`]: {
      backgroundColor: vars.color.warn,
      color: vars.color.onWarn,
    },
    [`${checkbox}[data-focus-visible] &`]: {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const mark = style({ inlineSize: '14px', blockSize: '14px' });

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBlock: vars.space.xxs,
});
