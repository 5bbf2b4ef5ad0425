import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** The whole thread: the log above, the composer pinned below. Fills its parent, which must bound its height. */
export const thread = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minBlockSize: 0,
  minInlineSize: 0,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});

/** The live region around the scrolling list. */
export const log = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minBlockSize: 0,
});

/** The scroll view the virtualizer fills. */
export const list = style({
  display: 'block',
  flex: 1,
  minBlockSize: 0,
  overflow: 'auto',
  outline: 'none',
  paddingBlock: vars.space.sm,
  overscrollBehavior: 'contain',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

/** A day separator: a centred pill. */
export const dayHeader = style({
  display: 'flex',
  justifyContent: 'center',
  boxSizing: 'border-box',
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
});

export const dayPill = style({
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
});

/** One message row: the bubble at the end (mine) or the start (theirs). */
export const row = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  boxSizing: 'border-box',
  paddingInline: vars.space.xl,
  paddingBlockStart: vars.space.xxs,
  outline: 'none',
  selectors: {
    '&[data-mine]': { alignItems: 'flex-end' },
    '&[data-first]': { paddingBlockStart: vars.space.md },
    '&[data-last]': { paddingBlockEnd: vars.space.xxs },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const compactRow = style({ paddingInline: vars.space.md });

/** The bubble: plain text kept as typed (line breaks too), long words broken. */
export const bubble = style({
  position: 'relative',
  maxInlineSize: '75%',
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  // A visible edge where colours are forced.
  outline: '1px solid transparent',
  selectors: {
    [`${row}[data-mine] &`]: { backgroundColor: vars.color.primary, color: vars.color.onPrimary },
    [`${compactRow} &`]: { maxInlineSize: '85%' },
    [`${row}[data-pending] &`]: { opacity: 0.7 },
    // The tail: the last bubble of a run is squared off at the bottom corner on its side, and a small
    // triangle in the bubble's colour juts out from it.
    [`${row}[data-last] &`]: { borderEndStartRadius: 0 },
    [`${row}[data-last][data-mine] &`]: { borderEndStartRadius: vars.radius.lg, borderEndEndRadius: 0 },
    [`${row}[data-last] &::after`]: {
      content: '""',
      position: 'absolute',
      insetBlockEnd: 0,
      insetInlineStart: '-6px',
      inlineSize: '8px',
      blockSize: '10px',
      backgroundColor: 'inherit',
      clipPath: 'polygon(100% 0, 100% 100%, 0 100%)',
    },
    [`${row}[data-last][data-mine] &::after`]: {
      insetInlineStart: 'auto',
      insetInlineEnd: '-6px',
      clipPath: 'polygon(0 0, 100% 100%, 0 100%)',
    },
  },
});

/** The time under a run. */
export const time = style({
  marginBlockStart: vars.space.xxs,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
});

export const emptyLog = style({
  display: 'flex',
  flex: 1,
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.xl,
  color: vars.color.textMuted,
  textAlign: 'center',
});

/** The composer: a rounded growing field and the send button. */
export const composer = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderBlockStart: `1px solid ${vars.color.divider}`,
  backgroundColor: vars.color.surface,
});

export const compactComposer = style({ paddingInline: vars.space.sm, paddingBlock: vars.space.sm });

export const composerField = style({ flex: 1, minInlineSize: 0 });

// The field grows with what is typed, wrapped lines included, up to about six lines, then scrolls.
globalStyle(`${composerField} textarea`, {
  fieldSizing: 'content',
  minBlockSize: '2.5rem',
  maxBlockSize: '10rem',
  borderRadius: vars.radius.xl,
  resize: 'none',
});

/** The skeleton while the conversation loads. */
export const skeleton = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  flex: 1,
  padding: vars.space.xl,
  overflow: 'hidden',
});

export const skeletonBubble = style({
  blockSize: '2.5rem',
  inlineSize: '45%',
  borderRadius: vars.radius.lg,
  selectors: { '&[data-mine]': { alignSelf: 'flex-end', inlineSize: '35%' } },
});

export const statusBox = style({ display: 'flex', flex: 1, minBlockSize: 0, overflow: 'auto' });
