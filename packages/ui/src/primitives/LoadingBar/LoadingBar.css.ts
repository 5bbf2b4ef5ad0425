import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

export const bar = style({
  position: 'fixed',
  insetBlockStart: 0,
  insetInline: 0,
  blockSize: '6px',
  zIndex: vars.zIndex.loadingBar,
  overflow: 'hidden',
  backgroundColor: vars.color.primarySubtle,
  pointerEvents: 'none',
});

export const fill = style({
  blockSize: '100%',
  backgroundColor: vars.color.primary,
  transition: `inline-size ${vars.motion.durationNormal} ${vars.motion.easing}`,
});

export const indeterminate = style({
  inlineSize: '40%',
  animation: `${slide} 1.2s ${vars.motion.easing} infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', inlineSize: '100%' } },
});
