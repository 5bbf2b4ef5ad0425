import { globalStyle, style } from '@vanilla-extract/css';

/** Marker on the Button so the icon inside gets one size, whatever size the caller's icon asked for. */
export const iconButton = style({});

globalStyle(`${iconButton} svg`, {
  inlineSize: '1.25rem',
  blockSize: '1.25rem',
  flexShrink: 0,
});
