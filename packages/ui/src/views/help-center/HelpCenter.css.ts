import { globalStyle, style } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../primitives/focus.css';

/** The app fills the content area and scrolls as one page. */
export const root = style({
  flex: '1 1 auto',
  minBlockSize: '100%',
  backgroundColor: vars.color.background,
  color: vars.color.text,
  paddingBlockEnd: vars.space.xxxl,
});

/** A page's column: 1024 px at most, centred. */
export const page = style({
  boxSizing: 'border-box',
  inlineSize: '100%',
  maxInlineSize: '1024px',
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  paddingBlockStart: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  '@media': { [mediaUp('sm')]: { paddingInline: vars.space.xxl, paddingBlockStart: vars.space.xxl } },
});

/** The home's hero: a dark band (dark in both schemes: the neutrals do not flip) with faint rings. */
export const hero = style({
  position: 'relative',
  overflow: 'hidden',
  isolation: 'isolate',
  backgroundColor: vars.color.neutral900,
  color: vars.color.neutral50,
  paddingInline: vars.space.lg,
  paddingBlockStart: vars.space.xxxl,
  // Room for the cards that overlap the band's bottom.
  paddingBlockEnd: `calc(${vars.space.xxxl} * 2.5)`,
  textAlign: 'center',
  '@media': { [mediaUp('sm')]: { paddingInline: vars.space.xxl } },
});

/** Two concentric rings behind the hero's text, drawn with borders so they follow the theme. */
export const rings = style({
  position: 'absolute',
  insetBlockStart: '-40%',
  insetInlineEnd: '-10%',
  inlineSize: '720px',
  blockSize: '720px',
  borderRadius: vars.radius.full,
  border: `48px solid ${vars.color.neutral800}`,
  opacity: 0.6,
  zIndex: -1,
  pointerEvents: 'none',
  '::after': {
    content: '""',
    position: 'absolute',
    inset: '120px',
    borderRadius: vars.radius.full,
    border: `32px solid ${vars.color.neutral800}`,
  },
});

export const heroInner = style({
  maxInlineSize: '720px',
  marginInline: 'auto',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
});

export const caption = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.neutral300,
});

export const headline = style({
  margin: 0,
  fontSize: `calc(${vars.font.size.display} * 1.25)`,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: '-0.02em',
  '@media': { [mediaUp('sm')]: { fontSize: `calc(${vars.font.size.display} * 1.75)` } },
});

export const subline = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  color: vars.color.neutral300,
  maxInlineSize: '40rem',
});

/** The hero's search: wide and rounded. */
export const searchField = style({ inlineSize: '100%', maxInlineSize: '640px', marginBlockStart: vars.space.md });

export const searchBox = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    paddingInline: vars.space.lg,
    minBlockSize: '52px',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    selectors: { '&[data-focus-within]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
  },
]);

export const searchIcon = style({ flex: 'none', color: vars.color.textMuted });

export const searchInput = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.font.size.md,
  paddingBlock: vars.space.md,
  '::placeholder': { color: vars.color.textMuted },
  selectors: { '&::-webkit-search-cancel-button': { display: 'none' } },
});

export const searchPopover = style({
  inlineSize: 'var(--trigger-width)',
  maxBlockSize: '60vh',
  overflowY: 'auto',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  border: `1px solid ${vars.color.divider}`,
  textAlign: 'start',
  zIndex: vars.zIndex.popover,
  outline: 'none',
});

export const resultList = style({
  outline: 'none',
  padding: vars.space.xs,
  display: 'flex',
  flexDirection: 'column',
});

export const resultGroupHeader = style({
  paddingInline: vars.space.md,
  paddingBlock: vars.space.sm,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const result = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.sm,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { backgroundColor: vars.color.hover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const resultTitle = style({ fontWeight: vars.font.weight.medium });

export const resultDetail = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
});

export const emptyResults = style({
  paddingInline: vars.space.md,
  paddingBlock: vars.space.lg,
  color: vars.color.textMuted,
});

/** The matched text in a result: the theme's selection tint, not the browser's yellow. */
export const mark = style({
  backgroundColor: vars.color.selected,
  color: 'inherit',
  borderRadius: vars.radius.sm,
  paddingInline: '1px',
  fontWeight: vars.font.weight.semibold,
});

/** The three cards overlapping the band's bottom. */
export const cards = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  marginBlockStart: `calc(${vars.space.xxxl} * -2)`,
  '@media': { [mediaUp('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.md,
  border: `1px solid ${vars.color.divider}`,
});

export const cardBody = style({
  flex: '1 1 auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.xl,
});

export const cardIcon = style({ color: vars.color.primaryText });

export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
});

export const cardText = style({ margin: 0, color: vars.color.textMuted });

export const cardFooter = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    paddingInline: vars.space.xl,
    paddingBlock: vars.space.md,
    backgroundColor: vars.color.primarySubtle,
    color: vars.color.primaryText,
    fontWeight: vars.font.weight.medium,
    textDecoration: 'none',
    selectors: {
      '&:hover': { textDecoration: 'underline' },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    },
  },
]);

export const sectionTitle = style({
  margin: 0,
  marginBlockStart: vars.space.xl,
  textAlign: 'center',
  fontSize: vars.font.size.display,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const sectionLead = style({ margin: 0, textAlign: 'center', color: vars.color.textMuted });

/** A page's back link, above its title. */
export const backLink = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.primaryText,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const pageHeader = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const pageTitle = style({
  margin: 0,
  fontSize: `calc(${vars.font.size.display} * 1.25)`,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: '-0.02em',
  '@media': { [mediaUp('sm')]: { fontSize: `calc(${vars.font.size.display} * 1.5)` } },
});

export const pageLead = style({ margin: 0, fontSize: vars.font.size.lg, color: vars.color.textMuted });

export const sectionHeading = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  scrollMarginBlockStart: vars.space.lg,
});

/** The FAQ page's category links, as a row of pills that wraps. */
export const categoryNav = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const pill = style({
  display: 'inline-flex',
  alignSelf: 'flex-start',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.xs,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.divider}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.hover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/** The accordion: one card, questions as rows split by hairlines. */
export const accordion = style({
  display: 'flex',
  flexDirection: 'column',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.divider}`,
  backgroundColor: vars.color.surface,
  overflow: 'hidden',
});

export const disclosure = style({
  selectors: { '& + &': { borderBlockStart: `1px solid ${vars.color.divider}` } },
});

export const disclosureHeading = style({ margin: 0, fontSize: 'inherit', fontWeight: 'inherit' });

export const disclosureButton = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  inlineSize: '100%',
  paddingInline: vars.space.xl,
  paddingBlock: vars.space.lg,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.hover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const chevron = style({
  flex: 'none',
  color: vars.color.textMuted,
  transition: `transform ${vars.motion.durationNormal} ${vars.motion.easing}`,
  selectors: { [`${disclosure}[data-expanded] &`]: { transform: 'rotate(180deg)' } },
});

export const disclosurePanel = style({
  color: vars.color.textMuted,
  selectors: { '&[data-expanded]': { paddingInline: vars.space.xl, paddingBlockEnd: vars.space.lg } },
});

globalStyle(`${disclosurePanel} p`, { margin: 0, lineHeight: vars.font.lineHeight.normal });
globalStyle(`${disclosurePanel} p + p`, { marginBlockStart: vars.space.sm });

/** The guides page: a two-column grid of categories. */
export const guideGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xxl,
  '@media': { [mediaUp('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const headingLink = style({
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { color: vars.color.primaryText, textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const guideLinks = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const guideLink = style({
  color: vars.color.primaryText,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/** The category page: every guide as a row with its subtitle. */
export const guideRows = style([accordion, { margin: 0, padding: 0, listStyle: 'none' }]);

export const guideRow = style({
  selectors: { '& + &': { borderBlockStart: `1px solid ${vars.color.divider}` } },
});

export const guideRowLink = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingInline: vars.space.xl,
  paddingBlock: vars.space.lg,
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.hover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const guideRowText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minInlineSize: 0 });
export const guideRowTitle = style({ fontWeight: vars.font.weight.medium, color: vars.color.primaryText });
export const muted = style({ color: vars.color.textMuted });

/** A guide: the article in a card. */
export const article = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  padding: vars.space.xl,
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.divider}`,
  '@media': { [mediaUp('sm')]: { padding: vars.space.xxl } },
});

export const articleBody = style({ fontSize: vars.font.size.md });

export const articleFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlockStart: vars.space.lg,
  borderBlockStart: `1px solid ${vars.color.divider}`,
});

export const feedback = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const thanks = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
});

export const thanksIcon = style({ color: vars.color.success });

export const nextCard = style([
  card,
  {
    flexDirection: 'row',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.lg,
    padding: vars.space.xl,
    color: vars.color.text,
    textDecoration: 'none',
    boxShadow: 'none',
    selectors: {
      '&:hover': { backgroundColor: vars.color.hover },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
  },
]);

export const nextArrow = style({ flex: 'none', color: vars.color.primaryText });

/** The support form card. */
export const formCard = style([article, { gap: vars.space.lg }]);

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const formRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': { [mediaUp('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const formActions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm });

/** The confirmation and the send failure, above the form. */
export const alert = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.divider}`,
  backgroundColor: vars.color.surfaceSunken,
});

export const alertSuccess = style({ borderInlineStart: `4px solid ${vars.color.success}` });
export const alertError = style({ borderInlineStart: `4px solid ${vars.color.warn}` });
export const alertBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, flex: '1 1 auto' });
export const alertTitle = style({ margin: 0, fontWeight: vars.font.weight.semibold });
export const alertText = style({ margin: 0, color: vars.color.textMuted });

export const skeletonStack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const skeletonTitle = style({ blockSize: '28px', inlineSize: '40%' });
export const skeletonRow = style({ blockSize: '56px', inlineSize: '100%' });
