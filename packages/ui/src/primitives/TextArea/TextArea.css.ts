import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { inputBox } from '../field.css';

/** The textarea is its own input box; it grows through its `rows`, and the user may still drag it taller. */
export const textArea = style([
  inputBox,
  {
    display: 'block',
    paddingBlock: vars.space.sm,
    resize: 'vertical',
    overflowWrap: 'break-word',
    selectors: {
      '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    },
  },
]);
