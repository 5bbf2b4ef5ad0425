import { globalStyle, style } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** The app fills the content area: the docked drawer beside the main area (from lg). */
export const root = style({
  display: 'flex',
  flex: '1 1 auto',
  minBlockSize: '24rem',
  blockSize: '100%',
  backgroundColor: vars.color.background,
  color: vars.color.text,
});

/** The docked drawer: shown from lg, 224 px wide. Below lg the same filters open in a Drawer. */
export const dockedFilters = style({
  display: 'none',
  '@media': {
    [mediaUp('lg')]: {
      display: 'block',
      flex: '0 0 224px',
      paddingBlock: vars.space.lg,
      paddingInline: vars.space.sm,
      borderInlineEnd: `1px solid ${vars.color.divider}`,
      backgroundColor: vars.color.surface,
    },
  },
});

export const drawerToggle = style({
  '@media': { [mediaUp('lg')]: { display: 'none' } },
});

export const main = style({
  flex: '1 1 0',
  minInlineSize: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.md,
  '@media': { [mediaUp('sm')]: { padding: vars.space.xl } },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const heading = style({
  margin: 0,
  flex: '1 1 auto',
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const search = style({
  flex: '1 1 14rem',
  maxInlineSize: '24rem',
});

/** The new-note button's text: hidden on phones (the button keeps it as its name). */
export const newLabel = style({
  '@media': {
    'screen and (max-width: 599.98px)': {
      position: 'absolute',
      inlineSize: 1,
      blockSize: 1,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

/* Filters (drawer rows) */

export const filterList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const filterLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: '2.5rem',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.full,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  border: 'none',
  background: 'none',
  inlineSize: '100%',
  cursor: 'pointer',
  font: 'inherit',
  textAlign: 'start',
  outline: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.hover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[aria-current="page"]': { backgroundColor: vars.color.primarySubtle, color: vars.color.primaryText },
  },
});

export const filterIcon = style({ flex: '0 0 auto', inlineSize: 18, blockSize: 18 });

/* Cards */

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.divider}`,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md },
    '&:focus-within': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const cardImage = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: 'auto',
  maxBlockSize: '16rem',
  objectFit: 'cover',
});

export const cardBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});

/** The card's one link, stretched over the whole card (the stretched-link pattern). */
export const cardLink = style({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
  },
});

export const cardText = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

globalStyle(`${cardText} p, ${cardText} ul, ${cardText} ol`, { marginBlock: 0 });
globalStyle(`${cardText} ul, ${cardText} ol`, { paddingInlineStart: vars.space.lg });

export const checklist = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontSize: vars.font.size.sm,
});

export const checklistRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-completed]': { color: vars.color.textMuted, textDecoration: 'line-through' },
  },
});

export const checkIcon = style({ flex: '0 0 auto', inlineSize: 16, blockSize: 16, marginBlockStart: 2 });

export const chips = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
});

export const reminder = style({
  margin: 0,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});

/* Editor */

export const editorModal = style({
  '@media': { [mediaUp('md')]: { maxInlineSize: '640px' } },
});

export const editor = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingBlockEnd: vars.space.sm,
});

export const editorImage = style({
  position: 'relative',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const editorImageRemove = style({
  position: 'absolute',
  insetBlockStart: vars.space.xs,
  insetInlineEnd: vars.space.xs,
  backgroundColor: vars.color.surfaceRaised,
});

export const editorChecklist = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const editorTask = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const grow = style({ flex: '1 1 auto', minInlineSize: 0 });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  inlineSize: '100%',
});

export const spacer = style({ flex: '1 1 auto' });

export const problem = style({
  margin: 0,
  color: vars.color.warnText,
  fontSize: vars.font.size.sm,
});

export const readOnlyNote = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  fontSize: vars.font.size.sm,
});

/* Label editor */

export const labelRows = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const labelRow = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.xs,
});
