import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const popIn = keyframes({
  from: { opacity: 0, transform: 'scale(0.96)' },
  to: { opacity: 1, transform: 'scale(1)' },
});
const popOut = keyframes({
  from: { opacity: 1 },
  to: { opacity: 0 },
});

/** A tint of the text colour for hovered items on the raised surface (in dark, `hover` equals `surfaceRaised`). */
export const raisedHover = `color-mix(in srgb, ${vars.color.text} 9%, transparent)`;

/** The floating surface shared by popovers and menus. */
export const popover = style({
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  // react-aria positions popovers with an inline z-index of 100000; the theme's layer order wins here.
  zIndex: `${vars.zIndex.popover} !important`,
  outline: 'none',
  overflow: 'auto',
  selectors: {
    '&[data-entering]': { animation: `${popIn} ${vars.motion.durationFast} ${vars.motion.easing}` },
    '&[data-exiting]': { animation: `${popOut} ${vars.motion.durationFast} ${vars.motion.easing}` },
    '&[data-placement=top]': { transformOrigin: 'bottom center' },
    '&[data-placement=bottom]': { transformOrigin: 'top center' },
  },
});

/** Popover content only (menus have their own padding): arrow overflow must not be clipped. */
export const popoverWithDialog = style({
  overflow: 'visible',
  maxInlineSize: 'min(360px, calc(100vw - 16px))',
});

export const dialog = style({
  padding: vars.space.lg,
  outline: 'none',
  fontSize: vars.font.size.sm,
  overflow: 'auto',
  maxBlockSize: 'inherit',
});

export const heading = style({
  margin: 0,
  marginBlockEnd: vars.space.sm,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

export const arrow = style({
  display: 'block',
});

globalStyle(`${arrow} svg`, {
  display: 'block',
  fill: vars.color.surfaceRaised,
  stroke: vars.color.divider,
  strokeWidth: 1,
  // 1px into the popover, so the arrow's base covers the popover's border.
  transform: 'translateY(-1px)',
});
// The arrow is drawn pointing down (popover above its trigger) and turned for the other placements.
globalStyle(`${arrow}[data-placement=bottom] svg`, { transform: 'rotate(180deg) translateY(-1px)' });
globalStyle(`${arrow}[data-placement=left] svg`, { transform: 'rotate(-90deg) translateY(-1px)' });
globalStyle(`${arrow}[data-placement=right] svg`, { transform: 'rotate(90deg) translateY(-1px)' });
