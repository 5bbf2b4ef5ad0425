import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

const focusRing = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
} as const;

// ------------------------------------------------------------------------------------------ transcript

/** The transcript: it scrolls on its own, between the toolbar and the composer. */
export const log = style({
  flex: '1 1 auto',
  minBlockSize: 0,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceSunken,
  // The reply grows below what the reader is looking at: keep the browser from moving the view for it.
  overflowAnchor: 'none',
  selectors: { '&:focus-visible': focusRing },
});

/** A transcript that is not a scrolling box of its own (a replayed run in the Runs detail). */
export const logStatic = style({ overflowY: 'visible', flex: 'none' });

export const turn = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const userMessage = style({
  alignSelf: 'flex-end',
  maxInlineSize: 'min(36rem, 85%)',
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const assistant = style({
  alignSelf: 'flex-start',
  inlineSize: 'min(44rem, 100%)',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.divider}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxSizing: 'border-box',
});

export const who = style({
  margin: 0,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const replyText = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  lineHeight: vars.font.lineHeight.normal,
});

export const caret = style({
  display: 'inline-block',
  inlineSize: '0.5em',
  blockSize: '1em',
  marginInlineStart: vars.space.xxs,
  verticalAlign: 'text-bottom',
  backgroundColor: vars.color.textMuted,
  borderRadius: vars.radius.sm,
});

/** A line under the reply saying how it ended (stopped, cut off, failed). */
export const replyState = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const replyStateWarn = style({ color: vars.color.warnText });

export const replyActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxs,
});

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '2.25rem',
  blockSize: '2.25rem',
  padding: 0,
  border: `1px solid transparent`,
  borderRadius: vars.radius.md,
  background: 'none',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.hover, color: vars.color.text },
    '&[data-selected]': {
      backgroundColor: vars.color.primarySubtle,
      color: vars.color.primaryText,
      borderColor: vars.color.primaryText,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'default' },
  },
});

export const icon = style({ inlineSize: '1.1em', blockSize: '1.1em', flexShrink: 0 });

// ----------------------------------------------------------------------------------------------- cards

export const cards = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  minInlineSize: 0,
});

export const cardHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const cardKind = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(6rem, max-content) 1fr',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.font.size.sm,
});

globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere', minInlineSize: 0 });

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  color: vars.color.primaryText,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': focusRing,
  },
});

/** An inline notice inside a reply: a proposed change, a handover. */
export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStart: `4px solid ${vars.color.primary}`,
  backgroundColor: vars.color.primarySubtle,
  color: vars.color.text,
});

export const noticeTitle = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontWeight: vars.font.weight.semibold,
});

export const noticeText = style({ margin: 0, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' });

// ------------------------------------------------------------------------------------------- inspector

export const timeline = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const step = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingBlock: vars.space.xs,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `2px solid ${vars.color.divider}`,
  fontSize: vars.font.size.sm,
  minInlineSize: 0,
});

export const stepRefused = style({ borderInlineStartColor: vars.color.warn });

export const stepHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontWeight: vars.font.weight.semibold,
});

export const stepTime = style({
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.regular,
  fontVariantNumeric: 'tabular-nums',
});

export const stepText = style({ margin: 0, overflowWrap: 'anywhere' });

export const disclosureHeading = style({ margin: 0, fontSize: 'inherit', fontWeight: 'inherit' });

export const disclosureTrigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  alignSelf: 'flex-start',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'none',
  color: vars.color.primaryText,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.hover },
    '&[data-focus-visible]': focusRing,
  },
});

export const json = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xs,
  // Wrapped, never scrolled: a scrolling block that takes no focus is out of a keyboard's reach.
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
