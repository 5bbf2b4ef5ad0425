import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * The app takes the visible content area, no more: the list scrolls inside it, which the virtualizer
 * needs. Below 24rem it stops shrinking and the page scrolls (as the contacts app does).
 */
export const root = style({
  display: 'flex',
  flex: '1 1 0',
  blockSize: '100%',
  minBlockSize: '24rem',
  maxBlockSize: '100dvh',
  overflow: 'hidden',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});
