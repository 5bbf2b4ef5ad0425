import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { field, inputBox } from '../field.css';

/** The trigger is a button drawn as the shared input box. */
export const trigger = style([
  inputBox,
  {
    cursor: 'pointer',
    selectors: {
      [`${field}[data-open] &`]: { borderColor: vars.color.focusRing },
    },
  },
]);

export const value = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    [`${field}[data-disabled] &`]: { color: vars.color.textDisabled },
  },
});

export const chevron = style({
  flexShrink: 0,
  inlineSize: '1.125rem',
  blockSize: '1.125rem',
  color: vars.color.textMuted,
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    [`${field}[data-open] &`]: { transform: 'rotate(180deg)' },
  },
});
