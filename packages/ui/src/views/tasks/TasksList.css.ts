import { style } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const pane = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minInlineSize: 0,
  minBlockSize: 0,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.lg,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
  '@media': { [mediaUp('md')]: { paddingInline: vars.space.xxl } },
});

export const titleBlock = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minInlineSize: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.display,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: '-0.02em',
});

export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const tools = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const body = style({ display: 'flex', flexDirection: 'column', flex: 1, minBlockSize: 0 });

export const list = style({ flex: 1 });

/** A section: a bold, larger heading row on a tint. */
export const sectionRow = style({
  minBlockSize: '48px',
  backgroundColor: vars.color.surfaceSunken,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.md,
});

export const taskRow = style({ minBlockSize: '64px' });

/** The row open in the drawer: a primary bar on its inline end. */
export const current = style({
  selectors: {
    '&:has([data-current])::after': {
      content: '""',
      position: 'absolute',
      insetBlock: 0,
      insetInlineEnd: 0,
      inlineSize: '3px',
      backgroundColor: vars.color.primary,
    },
  },
});

export const rowBody = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flex: 1,
  minInlineSize: 0,
  paddingInlineEnd: vars.space.md,
  // Done rows fade to the muted text colour (not opacity, which would take the text below contrast).
  transition: `color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&[data-done]': { color: vars.color.textMuted },
  },
});

export const check = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '2.25rem',
  blockSize: '2.25rem',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.hover, color: vars.color.text },
    '&[data-selected]': { color: vars.color.primary },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    // Without tasks:write the tick shows the state only.
    '&[data-disabled]': { cursor: 'default', backgroundColor: 'transparent' },
  },
});

export const rowTitle = style({
  flex: 1,
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '[data-done] > &': { textDecoration: 'line-through', color: vars.color.textMuted },
  },
});

export const placeholder = style({ color: vars.color.textMuted, fontStyle: 'italic' });

export const priorityLow = style({ flex: 'none', color: vars.color.success, display: 'inline-flex' });
export const priorityHigh = style({ flex: 'none', color: vars.color.warnText, display: 'inline-flex' });

export const due = style({
  flex: 'none',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
