import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const message = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const icon = style({ inlineSize: '2rem', blockSize: '2rem', color: vars.color.textMuted });

export const errorIcon = style([icon, { color: vars.color.warnText }]);

export const headline = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const hint = style({ margin: 0 });
