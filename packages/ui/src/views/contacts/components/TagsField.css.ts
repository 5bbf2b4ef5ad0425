import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium });

export const chipsRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  inlineSize: '18rem',
  maxInlineSize: '100%',
});

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  maxBlockSize: '14rem',
  overflowY: 'auto',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const editRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.xs });

export const grow = style({ flex: 1, minInlineSize: 0 });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const panelFoot = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.xs });
