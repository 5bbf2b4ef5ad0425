import { globalStyle, style } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

const COLUMN_WIDTH = '288px';

export const boardPane = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minBlockSize: 0,
  minInlineSize: 0,
});

export const boardHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.lg,
  backgroundColor: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
  '@media': { [mediaUp('md')]: { paddingInline: vars.space.xxl } },
});

export const headerTitle = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, minInlineSize: 0 });

export const boardHeading = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const boardTools = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** The row of lists: its own sideways scroll, so the page never scrolls sideways (phones included). */
export const columns = style({
  // The containing block of what is absolutely placed inside (visually hidden texts): without it they
  // escape this scroll box and make the page scroll sideways on a phone.
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  flex: 1,
  minBlockSize: 0,
  overflowX: 'auto',
  overflowY: 'hidden',
  overscrollBehaviorInline: 'contain',
  padding: vars.space.lg,
  '@media': { [mediaUp('md')]: { paddingInline: vars.space.xxl } },
});

export const column = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  flex: 'none',
  boxSizing: 'border-box',
  inlineSize: COLUMN_WIDTH,
  maxBlockSize: '100%',
  padding: vars.space.xs,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.divider}`,
  outline: 'none',
  selectors: {
    '&[data-drop-target]': { outline: `2px solid ${vars.color.primary}`, outlineOffset: '2px' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const columnHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingBlock: vars.space.xxs,
  minBlockSize: '40px',
});

export const columnTitle = style({ flex: 1, minInlineSize: 0 });

export const dragHandle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  inlineSize: '28px',
  blockSize: '32px',
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  cursor: 'grab',
  outline: 'none',
  selectors: {
    '&:hover': { color: vars.color.text, backgroundColor: vars.color.hover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-dragging]': { opacity: 0.5 },
  },
});

export const titleButton = style({
  display: 'block',
  inlineSize: '100%',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.md,
  textAlign: 'start',
  overflowWrap: 'anywhere',
  cursor: 'text',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.hover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const titleField = style({ inlineSize: '100%' });

/** The cards' well: a translucent strip the cards sit on. */
export const cards = style({
  flex: '0 1 auto',
  minBlockSize: '56px',
  borderRadius: vars.radius.md,
});

/** A card: a raised tile (the list's rows otherwise touch, split by a rule). */
export const cardRow = style({
  selectors: {
    [`${cards} &`]: {
      alignItems: 'stretch',
      boxSizing: 'border-box',
      // As tall as the card's content: the list measures it.
      paddingBlock: vars.space.sm,
      border: `1px solid ${vars.color.divider}`,
      borderRadius: vars.radius.md,
      backgroundColor: vars.color.surface,
      boxShadow: vars.shadow.sm,
      cursor: 'pointer',
    },
    [`${cards} &[data-hovered]`]: { backgroundColor: vars.color.surfaceRaised, boxShadow: vars.shadow.md },
  },
});

export const cardTile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
});

/** Three lines at most, an intended cut: the row is named by the whole title. */
export const cardTitle = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

/** Due date, description mark and labels, wrapping onto more lines: no chip is cut. */
export const cardFoot = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  flex: 'none',
  minInlineSize: 0,
});
globalStyle(`${cardFoot}:empty`, { display: 'none' });
globalStyle(`${cardFoot} > ul`, { flexWrap: 'wrap', minInlineSize: 0 });
globalStyle(`${cardFoot} > ul > li`, { maxInlineSize: '100%' });

export const dueChip = style({
  flex: 'none',
  whiteSpace: 'nowrap',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingInline: vars.space.xs,
  paddingBlock: '2px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.tag.gray.background,
  color: vars.tag.gray.text,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  selectors: {
    // Red, and said in words as well ("Vencida hace 3 días"): never the colour alone.
    '&[data-overdue]': { backgroundColor: vars.tag.red.background, color: vars.tag.red.text },
  },
});

export const marker = style({ display: 'inline-flex', color: vars.color.textMuted });

export const emptyCards = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const addOpener = style({ justifyContent: 'flex-start', inlineSize: '100%' });

export const addForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, padding: vars.space.xs });

export const addFormActions = style({ display: 'flex', gap: vars.space.xs });

/** The last column, that adds a list. */
export const addColumn = style({
  flex: 'none',
  boxSizing: 'border-box',
  inlineSize: COLUMN_WIDTH,
  padding: vars.space.xs,
  borderRadius: vars.radius.lg,
  border: `2px dashed ${vars.color.border}`,
});

/* ---- Card dialog ---- */

export const dialogColumns = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.xl,
  '@media': { [mediaUp('md')]: { gridTemplateColumns: 'minmax(0, 1fr) 240px' } },
});

export const dialogBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minInlineSize: 0 });

export const dialogSide = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minInlineSize: 0 });

export const sideGroup = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
});

export const sideHeading = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

/* ---- Board settings ---- */

export const settingsForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const settingsLabel = style({
  display: 'block',
  marginBlockEnd: vars.space.xs,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const iconChoices = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const iconChoice = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '40px',
  blockSize: '40px',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.hover },
    '&[data-selected]': {
      backgroundColor: vars.color.primarySubtle,
      color: vars.color.primaryText,
      borderColor: vars.color.primary,
      borderWidth: '2px',
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const memberChoices = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: vars.space.xs,
});

export const memberChoice = style({ gap: vars.space.sm });

/** A list's title where it cannot be renamed (without scrumboard:write): the button's look, as text. */
export const columnReadTitle = style({
  margin: 0,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.xs,
  color: vars.color.text,
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.md,
  overflowWrap: 'anywhere',
});

/** What a card opened read-only shows for its description. */
export const readOnlyDescription = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
