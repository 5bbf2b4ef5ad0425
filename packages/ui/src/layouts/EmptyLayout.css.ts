import { style } from '@vanilla-extract/css';

export const emptyRoot = style({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: '100dvh',
  inlineSize: '100%',
});
