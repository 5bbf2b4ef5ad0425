import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { field } from '../field.css';

export const chevron = style({
  inlineSize: '1.125rem',
  blockSize: '1.125rem',
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    [`${field}[data-open] &`]: { transform: 'rotate(180deg)' },
  },
});
