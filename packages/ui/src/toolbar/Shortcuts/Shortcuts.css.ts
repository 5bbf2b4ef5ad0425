import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const cell = style({
  display: 'flex',
  borderBlockEnd: `1px solid ${vars.color.divider}`,
  selectors: { '&:nth-child(odd)': { borderInlineEnd: `1px solid ${vars.color.divider}` } },
});

/** A tile: a link in view mode, a button opening the form in modify mode. */
export const tile = style({
  flex: '1 1 auto',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  minBlockSize: '128px',
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.md,
  border: 'none',
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover, &[data-hovered]': { backgroundColor: vars.color.hover },
    '&:focus-visible, &[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const tileIcon = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  inlineSize: '48px',
  blockSize: '48px',
  marginBlockEnd: vars.space.xs,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.neutral100,
  color: vars.color.neutral700,
});
globalStyle(`${tileIcon} svg`, { inlineSize: '22px', blockSize: '22px' });

/** In modify mode hovering or focusing a tile swaps its icon for a pencil. */
export const editGlyph = style({
  position: 'absolute',
  display: 'none',
  selectors: { [`${tile}:is([data-hovered], [data-focus-visible]) &`]: { display: 'block' } },
});
export const ownGlyph = style({
  display: 'block',
  selectors: { [`${tile}:is([data-hovered], [data-focus-visible]) &`]: { display: 'none' } },
});

export const label = style({ fontWeight: vars.font.weight.semibold });
export const description = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
});

export const formActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.sm,
});

export const spacer = style({ flex: '1 1 auto' });

export const iconOption = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });
globalStyle(`${iconOption} svg`, { inlineSize: '16px', blockSize: '16px', flexShrink: 0 });
