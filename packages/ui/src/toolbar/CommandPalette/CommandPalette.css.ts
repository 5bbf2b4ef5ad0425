import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The results grow with the dialog, whose body scrolls (with the field in it, so it stays keyboard-reachable). */
export const results = style({
  marginBlockStart: vars.space.sm,
  overflow: 'visible',
  maxBlockSize: 'none',
});

export const detail = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  overflowWrap: 'anywhere',
});

export const empty = style({
  padding: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  textAlign: 'center',
});

export const keys = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
});

export const keyRow = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
});

export const keyCaps = style({
  margin: 0,
  flexShrink: 0,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xs,
  paddingInline: vars.space.xs,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
});

export const groupTitle = style({
  margin: 0,
  marginBlockStart: vars.space.md,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
  color: vars.color.textMuted,
});
