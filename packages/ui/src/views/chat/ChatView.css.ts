import { globalStyle, style } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/**
 * The app takes the visible content area: the list and the log scroll inside it (the virtualizer needs
 * a bounded height). Below 24rem it stops shrinking and the page scrolls.
 */
export const root = style({
  display: 'flex',
  flex: '1 1 0',
  blockSize: '100%',
  minBlockSize: '24rem',
  maxBlockSize: '100dvh',
  overflow: 'hidden',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});

/** The list column: the whole width on narrow screens (hidden while a chat is open), 320/400 px from md/lg. */
export const listPane = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minInlineSize: 0,
  minBlockSize: 0,
  backgroundColor: vars.color.surface,
  selectors: { [`${root}[data-open] &`]: { display: 'none' } },
  '@media': {
    [mediaUp('md')]: {
      flex: '0 0 20rem',
      borderInlineEnd: `1px solid ${vars.color.divider}`,
      selectors: { [`${root}[data-open] &`]: { display: 'flex' } },
    },
    [mediaUp('lg')]: { flexBasis: '25rem' },
  },
});

/** The conversation (or the "choose one" prompt): covers the list on narrow screens while a chat is open. */
export const mainPane = style({
  display: 'none',
  flexDirection: 'column',
  flex: 1,
  minInlineSize: 0,
  minBlockSize: 0,
  selectors: { [`${root}[data-open] &`]: { display: 'flex' } },
  '@media': { [mediaUp('md')]: { display: 'flex' } },
});

/** The tinted header row shared by the list and the conversation. */
export const paneHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: '4.5rem',
  boxSizing: 'border-box',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  backgroundColor: vars.color.surfaceSunken,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
});

export const headerPerson = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minInlineSize: 0,
  marginInlineEnd: 'auto',
  padding: vars.space.xxs,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.hover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const headerName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const headerText = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  minInlineSize: 0,
  marginInlineEnd: 'auto',
});

export const headerHeading = style({ margin: 0, minInlineSize: 0, maxInlineSize: '100%', font: 'inherit' });

export const headerSub = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

/** The back arrow: only where the conversation covers the list. */
export const backButton = style({ '@media': { [mediaUp('md')]: { display: 'none' } } });

export const searchBox = style({
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
});

export const listBody = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minBlockSize: 0,
});

export const chatList = style({
  display: 'block',
  flex: 1,
  minBlockSize: 0,
  overflowY: 'auto',
  margin: 0,
  padding: 0,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const chatRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.hover },
    '&[data-current]': { backgroundColor: vars.color.primarySubtle },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const avatarBox = style({ position: 'relative', flexShrink: 0 });

/** The unread dot on the avatar. */
export const unreadDot = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineEnd: 0,
  inlineSize: '0.75rem',
  blockSize: '0.75rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary,
  border: `2px solid ${vars.color.surface}`,
});

export const rowText = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minInlineSize: 0,
  gap: vars.space.xxs,
});

export const rowName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.font.weight.medium,
});

export const rowLast = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  selectors: {
    '&[data-unread]': { color: vars.color.primaryText, fontWeight: vars.font.weight.semibold },
  },
});

export const rowMeta = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.xxs,
  flexShrink: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
});

export const rowIcons = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minBlockSize: '1.25rem' });

export const unreadCount = style({
  minInlineSize: '1.25rem',
  paddingInline: vars.space.xs,
  boxSizing: 'border-box',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  lineHeight: '1.25rem',
  textAlign: 'center',
});

export const prompt = style({ display: 'flex', flex: 1, minBlockSize: 0, backgroundColor: vars.color.background });

/** Drawers whose content lays itself out (a search over a scrolling list). */
export const drawerBody = style({ display: 'flex', flexDirection: 'column', minBlockSize: 0, padding: 0 });

export const contactList = style({
  display: 'block',
  flex: 1,
  minBlockSize: 0,
  overflowY: 'auto',
  margin: 0,
  padding: 0,
  outline: 'none',
});

/** A sticky initial-letter bar in the contact picker. */
export const letterBar = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 1,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.lg,
  backgroundColor: vars.color.surfaceSunken,
  borderBlock: `1px solid ${vars.color.divider}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const contactRow = style([chatRow, { borderBlockEnd: 'none' }]);

/** Contact info and profile: a centred person, then sections. */
export const personCard = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.lg,
  textAlign: 'center',
});

export const bigAvatar = style({
  inlineSize: '10rem',
  blockSize: '10rem',
  fontSize: vars.font.size.display,
});

export const personName = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.semibold });

export const personAbout = style({ margin: 0, color: vars.color.textMuted });

export const sectionTitle = style({
  margin: 0,
  marginBlock: vars.space.md,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const mediaGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, 1fr)',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const mediaItem = style({
  display: 'block',
  inlineSize: '100%',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceSunken,
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(6rem, auto) 1fr',
  gap: vars.space.sm,
  margin: 0,
});

globalStyle(`${details} dt`, { color: vars.color.textMuted, fontSize: vars.font.size.sm });
globalStyle(`${details} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const profileForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/** The avatar as a button: a blurred overlay with a camera shows on hover and focus. */
export const avatarPicker = style({
  position: 'relative',
  alignSelf: 'center',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'none',
  cursor: 'pointer',
  overflow: 'hidden',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '3px' },
  },
});

export const avatarOverlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  backgroundColor: vars.color.overlay,
  color: vars.color.onPrimary,
  backdropFilter: 'blur(2px)',
  opacity: 0,
  transitionProperty: 'opacity',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    [`${avatarPicker}[data-hovered] &, ${avatarPicker}[data-focus-visible] &`]: { opacity: 1 },
  },
});

export const formRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'center' });

export const formActions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });

export const fieldError = style({ margin: 0, color: vars.color.warnText, fontSize: vars.font.size.sm });

export const drawerSection = style({ paddingInline: vars.space.lg, paddingBlockEnd: vars.space.lg });

export const skeletonList = style({ display: 'flex', flexDirection: 'column' });
export const skeletonAvatar = style({ inlineSize: '2.25rem', blockSize: '2.25rem', borderRadius: vars.radius.full });
export const skeletonName = style({ inlineSize: '40%', blockSize: '0.9rem' });
export const skeletonLine = style({ inlineSize: '70%', blockSize: '0.8rem' });
