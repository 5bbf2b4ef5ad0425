import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const bar = style({
  position: 'sticky',
  insetBlockEnd: vars.space.md,
  zIndex: vars.zIndex.raised,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
  color: vars.color.text,
});

export const summary = style({
  margin: 0,
  marginInlineEnd: 'auto',
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
});
