import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minInlineSize: 0 });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const cellStack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minInlineSize: 0,
  overflowWrap: 'anywhere',
  whiteSpace: 'normal',
});

export const name = style({ fontWeight: vars.font.weight.medium });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const difference = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-wrap',
});

export const rowActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const failure = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.warn}`,
  borderRadius: vars.radius.md,
});

export const failureText = style({ margin: 0, flex: '1 1 16rem', color: vars.color.warnText });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space.md,
});
