import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const appear = keyframes({
  from: { opacity: 0 },
  to: { opacity: 1 },
});

/** Inverted colours (text on surface swapped) read as a tooltip in both schemes. */
export const tooltip = style({
  maxInlineSize: '18rem',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.text,
  color: vars.color.surface,
  boxShadow: vars.shadow.sm,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  zIndex: vars.zIndex.popover,
  overflowWrap: 'break-word',
  selectors: {
    '&[data-entering]': { animation: `${appear} ${vars.motion.durationFast} ${vars.motion.easing}` },
  },
});

export const arrow = style({ display: 'flex' });

/** The arrow is drawn pointing down (tooltip above); react-aria's physical placement turns it. */
export const arrowShape = style({
  display: 'block',
  fill: vars.color.text,
  selectors: {
    [`${arrow}[data-placement="bottom"] &`]: { transform: 'rotate(180deg)' },
    [`${arrow}[data-placement="left"] &`]: { transform: 'rotate(-90deg)' },
    [`${arrow}[data-placement="right"] &`]: { transform: 'rotate(90deg)' },
  },
});
