import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const addRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const email = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  overflowWrap: 'anywhere',
});
