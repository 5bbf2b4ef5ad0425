import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { notes } from './ContactPanel.css';

export const editor = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
});

export const box = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  selectors: { '&:focus-within': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' } },
});

export const toolbar = style({
  display: 'flex',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
});

export const area = style([
  notes,
  {
    minBlockSize: '6rem',
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.md,
    color: vars.color.text,
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    outline: 'none',
    overflowWrap: 'anywhere',
  },
]);
