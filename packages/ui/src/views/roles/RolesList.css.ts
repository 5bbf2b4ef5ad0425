import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const nameCell = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: vars.font.weight.semibold,
});

export const descriptionCell = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const actionsCell = style({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space.xs });
