import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const pane = style({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: 0,
  minInlineSize: 0,
  flex: 1,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.lg,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
});

export const titleBlock = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  marginInlineEnd: 'auto',
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

/** Zero minimum width: otherwise the search input's own width would push Add off a phone's screen. */
export const tools = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  flexBasis: '100%',
  minInlineSize: 0,
});

export const search = style({ flex: 1, minInlineSize: 0 });

export const body = style({ position: 'relative', flex: 1, minBlockSize: 0, display: 'flex', flexDirection: 'column' });

/** The scroll view the virtualizer fills: it must have a bounded height. */
export const list = style({
  // Block, not the GridList's flex column: a flex parent would shrink the virtualizer's sizer.
  display: 'block',
  flex: 1,
  minBlockSize: 0,
  padding: 0,
  border: 'none',
  borderRadius: 0,
  overflow: 'auto',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const groupHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  boxSizing: 'border-box',
  paddingInline: vars.space.lg,
  backgroundColor: vars.color.surfaceSunken,
  borderBlock: `1px solid ${vars.color.divider}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const groupCount = style({ fontWeight: vars.font.weight.regular });

export const row = style({
  boxSizing: 'border-box',
  borderRadius: 0,
  paddingInline: vars.space.lg,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
  cursor: 'pointer',
  selectors: {
    // The row of the contact open beside the list (its text carries `data-current`).
    '&:has([data-current])': {
      backgroundColor: vars.color.selected,
      boxShadow: `inset 3px 0 0 ${vars.color.primary}`,
    },
  },
});

export const rowText = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });

export const rowName = style({
  fontWeight: vars.font.weight.medium,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const rowTitle = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  // Muted text on the selected tint falls short of 4.5:1 in dark schemes.
  selectors: { '[data-current] &': { color: vars.color.text } },
});
