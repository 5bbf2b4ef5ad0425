import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The preview bar: stays on top while the page under it scrolls. */
export const bar = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 10,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
});

export const barTitle = style({
  margin: 0,
  alignSelf: 'center',
  fontWeight: vars.font.weight.semibold,
});

export const picker = style({ flex: '1 1 12rem', maxInlineSize: '16rem' });

export const back = style({ alignSelf: 'center', marginInlineStart: 'auto' });

export const missing = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  maxInlineSize: '40rem',
  marginInline: 'auto',
  paddingBlock: vars.space.xxxl,
  paddingInline: vars.space.xl,
  color: vars.color.text,
});

export const missingTitle = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
});
