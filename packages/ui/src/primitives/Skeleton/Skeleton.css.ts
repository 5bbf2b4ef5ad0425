import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const pulse = keyframes({
  '0%': { opacity: 1 },
  '50%': { opacity: 0.45 },
  '100%': { opacity: 1 },
});

/**
 * A grey block standing in for content that is loading; pulses slowly, and stands still when the
 * motion tokens are 0 (reduced motion). Callers give it its size.
 */
export const bone = style({
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  animationName: pulse,
  animationDuration: `calc(${vars.motion.durationSlow} * 4)`,
  animationTimingFunction: vars.motion.easing,
  animationIterationCount: 'infinite',
});
