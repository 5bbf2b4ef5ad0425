import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const rise = keyframes({
  from: { opacity: 0, transform: 'scaleY(0.6)' },
  to: { opacity: 1, transform: 'scaleY(1)' },
});

const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** The plot: one tab stop; arrow keys move between points. */
export const plot = style({
  position: 'relative',
  inlineSize: '100%',
  minInlineSize: 0,
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const svg = style({
  display: 'block',
  overflow: 'visible',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.xs,
  fontVariantNumeric: 'tabular-nums',
});

/** Series grow from the baseline on entry; the motion tokens drop to 0 under reduced motion. */
export const enter = style({
  transformBox: 'fill-box',
  transformOrigin: 'bottom',
  animation: `${rise} ${vars.motion.durationSlow} ${vars.motion.easing} both`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const enterFade = style({
  animation: `${fade} ${vars.motion.durationSlow} ${vars.motion.easing} both`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const axisText = style({ fill: vars.chart.axis });

export const gridLine = style({ stroke: vars.chart.grid, strokeDasharray: '4 4', shapeRendering: 'crispEdges' });

export const crosshair = style({ stroke: vars.chart.axis, strokeDasharray: '3 3', opacity: 0.6 });

export const marker = style({ fill: vars.color.surface, strokeWidth: 3 });

export const tooltip = style({
  position: 'absolute',
  // Placed by the point's SVG coordinates, which are physical (the plot is not mirrored).
  top: 0,
  left: 0,
  zIndex: vars.zIndex.popover,
  minInlineSize: '120px',
  maxInlineSize: '260px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.chart.tooltipBorder}`,
  backgroundColor: vars.chart.tooltipSurface,
  color: vars.chart.tooltipText,
  boxShadow: vars.shadow.lg,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.normal,
  pointerEvents: 'none',
  whiteSpace: 'nowrap',
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easing}`,
  animation: `${fade} ${vars.motion.durationFast} ${vars.motion.easing} both`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none', animation: 'none' } },
});

export const tooltipTitle = style({
  fontWeight: vars.font.weight.semibold,
  marginBlockEnd: vars.space.xxs,
});

export const tooltipRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  selectors: { '&[data-active]': { color: vars.chart.tooltipText, fontWeight: vars.font.weight.semibold } },
});

export const tooltipValue = style({ marginInlineStart: 'auto', paddingInlineStart: vars.space.md });

export const swatch = style({
  inlineSize: '8px',
  blockSize: '8px',
  borderRadius: vars.radius.full,
  flexShrink: 0,
});

export const centerLabel = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  pointerEvents: 'none',
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
  textAlign: 'center',
});
