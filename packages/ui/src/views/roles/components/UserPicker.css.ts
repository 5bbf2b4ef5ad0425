import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const option = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minInlineSize: 0 });

export const optionEmail = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  overflowWrap: 'anywhere',
});
