import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/**
 * The focus ring every interactive primitive shares: an outline (it survives
 * forced-colors mode), shown only for keyboard focus through react-aria's data attribute.
 */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});
