import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../primitives/focus.css';

/** Holds the button and its count bubble. */
export const anchor = style({ position: 'relative', display: 'inline-flex' });

export const countBadge = style({
  position: 'absolute',
  insetBlockStart: '2px',
  insetInlineEnd: '0',
  pointerEvents: 'none',
  transform: 'translate(25%, 0)',
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const item = style({
  position: 'relative',
  display: 'flex',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  paddingInlineStart: vars.space.lg,
  paddingInlineEnd: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
  selectors: {
    '&[data-unread]': { backgroundColor: vars.color.primarySubtle },
    '&:last-child': { borderBlockEnd: 'none' },
  },
});

export const media = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  inlineSize: '32px',
  blockSize: '32px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.neutral200,
  color: vars.color.neutral700,
  overflow: 'hidden',
});
globalStyle(`${media} svg`, { inlineSize: '18px', blockSize: '18px' });
globalStyle(`${media} img`, { inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });

export const content = style([
  focusRing,
  {
    flex: '1 1 auto',
    minInlineSize: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    color: 'inherit',
    textDecoration: 'none',
    borderRadius: vars.radius.sm,
    selectors: {
      'a&:hover': { textDecoration: 'underline' },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
  },
]);

export const title = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const description = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  color: vars.color.text,
  lineHeight: vars.font.lineHeight.normal,
});

export const time = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const actions = style({
  flexShrink: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
});

/** Read items keep their buttons out of sight until the row is hovered or focused. */
export const quietAction = style({
  selectors: {
    [`${item}:not([data-unread]):not(:hover):not(:focus-within) &`]: { opacity: 0 },
    [`${item}[data-unread]:not(:hover):not(:focus-within) &[data-remove]`]: { opacity: 0 },
  },
});

export const dot = style({
  display: 'block',
  inlineSize: '10px',
  blockSize: '10px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.neutral400,
  selectors: {
    [`${item}[data-unread] &`]: { backgroundColor: vars.color.primary },
  },
});
