import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const trend = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
});

/** The arrow carries the colour (a graphic needs 3:1); the words stay in the text colour (4.5:1 on any card). */
export const trendIcon = style({
  inlineSize: '1.1em',
  blockSize: '1.1em',
  flexShrink: 0,
  selectors: {
    [`${trend}[data-dir="up"] &`]: { color: vars.color.success },
    [`${trend}[data-dir="down"] &`]: { color: vars.color.warnText },
  },
});
