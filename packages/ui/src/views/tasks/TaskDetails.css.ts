import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const titleField = style({});
// The title grows with its text, wrapped lines included.
globalStyle(`${titleField} textarea`, {
  fieldSizing: 'content',
  minBlockSize: '2.5rem',
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  resize: 'none',
} as Record<string, string>);

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: vars.space.md });

export const grow = style({ flex: '1 1 12rem', minInlineSize: 0 });

export const groupTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm, margin: 0 });

export const subTaskList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const subTaskRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  selectors: { '&[data-done]': { color: vars.color.textMuted } },
});

export const addRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });

/** Says why a task opened without tasks:write takes no changes. */
export const readOnlyNote = style({
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.divider}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
