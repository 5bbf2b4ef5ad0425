import { globalStyle, style } from '@vanilla-extract/css';
import { mediaUp } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';

/** The form, then the versions: side by side from lg, the versions narrower. */
export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [mediaUp('lg')]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  minInlineSize: 0,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minInlineSize: 0 });

export const panelTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  '@media': { [mediaUp('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
  minInlineSize: 0,
});

export const legend = style({
  padding: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const chips = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingInlineStart: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.sm,
  maxInlineSize: '100%',
  overflowWrap: 'anywhere',
});

export const chipReadOnly = style({ paddingInlineEnd: vars.space.sm });

export const addRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.sm,
});

export const grow = style({ flex: '1 1 12rem', minInlineSize: 0 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  fontSize: vars.font.size.sm,
});

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

export const saved = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const versions = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const version = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBlockEnd: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
  minInlineSize: 0,
});

export const versionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const versionTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const diffTable = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  tableLayout: 'fixed',
});

globalStyle(`${diffTable} th, ${diffTable} td`, {
  textAlign: 'start',
  verticalAlign: 'top',
  padding: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

globalStyle(`${diffTable} thead th`, { color: vars.color.textMuted, fontWeight: vars.font.weight.medium });

export const caption = style({
  textAlign: 'start',
  paddingBlockEnd: vars.space.xs,
  color: vars.color.textMuted,
});
