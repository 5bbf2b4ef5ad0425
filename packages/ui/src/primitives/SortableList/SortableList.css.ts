import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * The scroll box the virtualizer measures. Block, not a flex column: a flex parent would shrink the
 * virtualizer's sizer. Give it a bounded height (or a flex parent that bounds it) for long lists;
 * unbounded, it grows with its rows and draws them all.
 */
export const list = style({
  display: 'block',
  position: 'relative',
  minBlockSize: 0,
  overflow: 'auto',
  outline: 'none',
  color: vars.color.text,
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    // The whole list is the target when an item is dropped on it empty (or on its root).
    '&[data-drop-target]': { outline: `2px solid ${vars.color.primary}`, outlineOffset: '-2px' },
  },
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  boxSizing: 'border-box',
  paddingInline: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
  backgroundColor: vars.color.surface,
  outline: 'none',
  cursor: 'default',
  transition: `opacity ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.hover },
    '&[data-selected]': { backgroundColor: vars.color.selected },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    // The row being carried stays in place, faded, so its old place is still clear.
    '&[data-dragging]': { opacity: 0.45 },
    // A pointer drags the whole row (the handle is for the keyboard and screen readers).
    '&[data-allows-dragging]': { cursor: 'grab' },
  },
});

/** The drag handle: a small button at the row's start. */
export const handle = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '2rem',
  blockSize: '2rem',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  outline: 'none',
  selectors: {
    [`${row}[data-hovered] &`]: { color: vars.color.text },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[data-disabled]': { visibility: 'hidden' },
  },
});

/** The row's own content, which takes the room the handle leaves. */
export const content = style({
  display: 'flex',
  alignItems: 'center',
  flex: 1,
  minInlineSize: 0,
  blockSize: '100%',
});

/**
 * Where a dropped row will land: a line between rows, in the primary colour while it is the target.
 * Not a row of its own height, so the list does not jump while dragging.
 */
export const dropIndicator = style({
  outline: 'none',
  selectors: {
    '&[data-drop-target]': {
      outline: `1px solid ${vars.color.primary}`,
      backgroundColor: vars.color.primary,
      zIndex: 1,
    },
  },
});

/** What follows the pointer while dragging: the row's text on a raised card. */
export const preview = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  fontSize: vars.font.size.sm,
  maxInlineSize: '20rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const empty = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minBlockSize: '6rem',
  padding: vars.space.lg,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
