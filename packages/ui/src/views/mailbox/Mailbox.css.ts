import { globalStyle, style } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { visuallyHidden } from '../../primitives/field.css';

/** The app fills the content area; each pane scrolls inside it (see ContactsView.css.ts for why). */
export const root = style({
  display: 'flex',
  flex: '1 1 0',
  blockSize: '100%',
  minBlockSize: '24rem',
  maxBlockSize: '100dvh',
  overflow: 'hidden',
  backgroundColor: vars.color.background,
  color: vars.color.text,
});

// ------------------------------------------------------------------------------------------- sidebar

export const dockedSidebar = style({
  display: 'none',
  '@media': {
    [mediaUp('md')]: {
      display: 'flex',
      flex: '0 0 18rem',
      borderInlineEnd: `1px solid ${vars.color.divider}`,
      backgroundColor: vars.color.surface,
      overflowY: 'auto',
    },
  },
});

export const sidebar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  inlineSize: '100%',
  padding: vars.space.lg,
});

export const sidebarTitle = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const composeButton = style({ inlineSize: '100%' });

export const navGroup = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const navGroupTitle = style({
  margin: 0,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xs,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});

export const navList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: '2.5rem',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.font.size.sm,
  outline: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.hover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.primarySubtle,
      color: vars.color.primaryText,
      fontWeight: vars.font.weight.semibold,
    },
  },
});

export const navLabel = style({ flex: 1, minInlineSize: 0, overflow: 'hidden', textOverflow: 'ellipsis' });

export const spacer = style({ flex: 1 });

export const labelIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '1.75rem',
  blockSize: '1.75rem',
  borderRadius: vars.radius.full,
  flexShrink: 0,
});

// ---------------------------------------------------------------------------------------------- list

export const listPane = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  minInlineSize: 0,
  backgroundColor: vars.color.surface,
  selectors: {
    [`${root}[data-open] &`]: { display: 'none' },
  },
  '@media': {
    [mediaUp('lg')]: {
      flex: '0 0 22.5rem',
      borderInlineEnd: `1px solid ${vars.color.divider}`,
      selectors: {
        [`${root}[data-open] &`]: { display: 'flex' },
        [`${root}[data-open][data-layout="full"] &`]: { display: 'none' },
        [`${root}[data-layout="full"] &`]: { flex: '1 1 auto' },
      },
    },
  },
});

export const listHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: '4rem',
  paddingInline: vars.space.md,
  backgroundColor: vars.color.surfaceSunken,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
  flexWrap: 'wrap',
});

export const drawerToggle = style({
  '@media': { [mediaUp('md')]: { display: 'none' } },
});

export const listTitle = style({
  flex: 1,
  minInlineSize: 0,
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const pager = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs });

export const pagerText = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted, whiteSpace: 'nowrap' });

export const loadingSlot = style({ blockSize: '4px', flexShrink: 0 });

export const bulkBar = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
  backgroundColor: vars.color.primarySubtle,
});

export const bulkCount = style({ flex: 1, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium });

export const listBody = style({
  flex: 1,
  minBlockSize: 0,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
});

export const mailList = style({
  border: 'none',
  borderRadius: 0,
  padding: 0,
  gap: 0,
  flex: 1,
});

export const row = style({
  position: 'relative',
  // The list is a flex column that scrolls: rows keep their height rather than shrink into each other.
  flexShrink: 0,
  alignItems: 'flex-start',
  borderRadius: 0,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
  borderInlineStart: '4px solid transparent',
  cursor: 'pointer',
  selectors: {
    '&[data-unread]': { borderInlineStartColor: vars.color.primary },
    '&[data-current]': { backgroundColor: vars.color.selected },
  },
});

export const rowMain = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minInlineSize: 0,
  flex: 1,
});

export const rowLine = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minInlineSize: 0 });

export const rowSender = style({
  flex: 1,
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.sm,
  selectors: { [`${row}[data-unread] &`]: { fontWeight: vars.font.weight.bold } },
});

export const rowDate = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted, whiteSpace: 'nowrap' });

export const rowSubject = style({
  flex: 1,
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.font.size.sm,
  selectors: { [`${row}[data-unread] &`]: { fontWeight: vars.font.weight.semibold } },
});

export const rowExcerpt = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const unreadDot = style({
  inlineSize: '0.5rem',
  blockSize: '0.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary,
  flexShrink: 0,
});

export const importantIcon = style({ color: vars.color.warnText, flexShrink: 0 });
export const starOn = style({ color: vars.tag.amber.text, fill: 'currentColor' });
export const mutedIcon = style({ color: vars.color.textMuted, flexShrink: 0 });

// -------------------------------------------------------------------------------------------- reader

export const readerPane = style({
  display: 'none',
  flex: '1 1 auto',
  minInlineSize: 0,
  flexDirection: 'column',
  backgroundColor: vars.color.background,
  selectors: {
    [`${root}[data-open] &`]: { display: 'flex' },
  },
  '@media': {
    [mediaUp('lg')]: {
      display: 'flex',
      selectors: { [`${root}[data-layout="full"]:not([data-open]) &`]: { display: 'none' } },
    },
  },
});

export const readerToolbar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: '4rem',
  paddingInline: vars.space.md,
  backgroundColor: vars.color.surfaceSunken,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
});

export const backButton = style({
  selectors: { [`${root}:not([data-layout="full"]) &`]: {} },
  '@media': {
    [mediaUp('lg')]: { selectors: { [`${root}:not([data-layout="full"]) &`]: { display: 'none' } } },
  },
});

export const readerBody = style({
  flex: 1,
  minBlockSize: 0,
  overflowY: 'auto',
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const subject = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
  outline: 'none',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  border: `1px solid ${vars.color.divider}`,
});

export const senderRow = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.md });

export const senderText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minInlineSize: 0,
  flex: 1,
});

export const senderName = style({ fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });

export const detailsToggle = style({ alignSelf: 'flex-start' });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  fontSize: vars.font.size.sm,
});

globalStyle(`${details} dt`, { color: vars.color.textMuted, fontWeight: vars.font.weight.medium });
globalStyle(`${details} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const plainBody = style({
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  lineHeight: vars.font.lineHeight.normal,
  margin: 0,
});

export const htmlBody = style({ overflowWrap: 'anywhere', lineHeight: vars.font.lineHeight.normal });

export const attachments = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const attachment = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.divider}`,
  minInlineSize: 0,
});

export const attachmentThumb = style({
  inlineSize: '2.5rem',
  blockSize: '2.5rem',
  borderRadius: vars.radius.sm,
  objectFit: 'cover',
  flexShrink: 0,
});

export const fileType = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '2.5rem',
  blockSize: '2.5rem',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.primarySubtle,
  color: vars.color.primaryText,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  flexShrink: 0,
});

export const attachmentText = style({
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: 0,
  fontSize: vars.font.size.sm,
});

export const ellipsis = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const replyBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.divider}`,
});

export const endActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'flex-end' });

// ------------------------------------------------------------------------------------------- compose

export const composeForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const addressRow = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs });

export const grow = style({ flex: 1, minInlineSize: 0 });

export const revealButtons = style({ display: 'flex', gap: vars.space.xxs, paddingBlockStart: vars.space.xl });

export const composeDialog = style({
  '@media': { [mediaUp('md')]: { inlineSize: 'min(60rem, 90vw)', minInlineSize: '40rem' } },
});

// ------------------------------------------------------------------------------------------ settings

export const settingsPane = style({
  flex: 1,
  minInlineSize: 0,
  overflowY: 'auto',
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  backgroundColor: vars.color.surface,
});

export const settingsHeader = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const settingsSection = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxInlineSize: '48rem',
});

export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });

export const labelRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
});

export const labelRows = style({ listStyle: 'none', margin: 0, padding: 0 });

export const slugPreview = style({ fontFamily: vars.font.family.mono, fontSize: vars.font.size.sm });

export const swatch = style({
  display: 'inline-block',
  inlineSize: '1rem',
  blockSize: '1rem',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  flexShrink: 0,
});

export const optionRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const colorSelect = style({ minInlineSize: '10rem' });

/** A button beside labelled fields, lined up with their inputs rather than their labels. */
export const besideField = style({ marginBlockStart: vars.space.xl });

/** A label's title field: takes the row, and moves the colour and the buttons to the next line before it gets narrow. */
export const labelTitle = style({ flex: '1 1 14rem', minInlineSize: 0 });

/** The search under the list's title: the header's second line, full width. */
export const listSearch = style({ flexBasis: '100%', paddingBlockEnd: vars.space.sm });

/** The page's heading where the sidebar (which carries it from md) is a drawer: for assistive technology. */
export const phoneHeading = style([visuallyHidden, { '@media': { [mediaUp('md')]: { display: 'none' } } }]);
