import { globalStyle, style } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

const MARKER = '40px';

/** A single column, 768 px at most, centred. */
export const page = style({
  boxSizing: 'border-box',
  inlineSize: '100%',
  maxInlineSize: '768px',
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  color: vars.color.text,
  '@media': { [mediaUp('sm')]: { paddingInline: vars.space.xxl, paddingBlock: vars.space.xxl } },
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.display,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const lead = style({ margin: 0, marginBlockStart: vars.space.sm, color: vars.color.textMuted });

export const days = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

/** A day's name in a primary pill, on the timeline's axis. */
export const dayHeading = style({
  display: 'inline-block',
  margin: 0,
  marginBlock: vars.space.md,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const entries = style({ listStyle: 'none', margin: 0, padding: 0 });

/** One entry: the marker, a line down to the next marker, and the text beside it. */
export const entry = style({
  position: 'relative',
  display: 'flex',
  gap: vars.space.md,
  paddingBlockEnd: vars.space.lg,
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: `calc(${MARKER} / 2 - 0.5px)`,
      insetBlockStart: MARKER,
      insetBlockEnd: 0,
      borderInlineStart: `1px solid ${vars.color.divider}`,
    },
    '&:last-child::before': { display: 'none' },
  },
});

export const marker = style({
  flex: '0 0 auto',
  inlineSize: MARKER,
  blockSize: MARKER,
  borderRadius: vars.radius.full,
  display: 'grid',
  placeItems: 'center',
  overflow: 'hidden',
  // Neutrals do not flip between schemes: a light glyph on a mid grey in both.
  backgroundColor: vars.color.neutral500,
  color: vars.color.neutral50,
});

export const markerImage = style({ inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });

export const body = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBlockStart: vars.space.xs,
});

export const description = style({ lineHeight: vars.font.lineHeight.normal });
globalStyle(`${description} p`, { margin: 0 });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const link = style({
  color: vars.color.primaryText,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const extra = style({
  marginBlockStart: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceSunken,
});
globalStyle(`${extra} p`, { margin: 0 });

export const more = style({ display: 'flex', justifyContent: 'center', paddingBlockStart: vars.space.md });
