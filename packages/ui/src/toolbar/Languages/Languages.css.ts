import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A small rectangular flag with a hairline ring. */
export const flag = style({
  display: 'block',
  inlineSize: '24px',
  blockSize: '16px',
  borderRadius: '2px',
  outline: `1px solid ${vars.color.divider}`,
  outlineOffset: '-1px',
  overflow: 'hidden',
});
