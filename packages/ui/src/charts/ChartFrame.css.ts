import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  minInlineSize: 0,
  inlineSize: '100%',
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const tableToggle = style({
  marginInlineStart: 'auto',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const tableScroll = style({
  overflow: 'auto',
  maxBlockSize: '360px',
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.md,
});

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});

globalStyle(`${table} th, ${table} td`, {
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
  textAlign: 'end',
  whiteSpace: 'nowrap',
});

globalStyle(`${table} th[scope="row"], ${table} thead th:first-child`, { textAlign: 'start' });

globalStyle(`${table} thead th`, {
  position: 'sticky',
  insetBlockStart: 0,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.semibold,
});

globalStyle(`${table} caption`, {
  textAlign: 'start',
  padding: vars.space.sm,
  color: vars.color.textMuted,
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const legendSwatch = style({
  inlineSize: '10px',
  blockSize: '10px',
  borderRadius: vars.radius.full,
  flexShrink: 0,
});
