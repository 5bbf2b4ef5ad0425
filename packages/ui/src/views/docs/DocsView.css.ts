import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/breakpoints';
import { proseStyles } from '../../primitives/RichText/prose';
import { vars } from '../../theme/contract.css';

const TEXT_WIDTH = '46rem';
const TOC_WIDTH = '15rem';

const focusOutline = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
} as const;

/** The height of the layout's bars that stay at the top while the page scrolls (measured by the view). */
export const stickyTop = createVar();

/** Where a section scrolled to, or the sticky table of contents, starts: below those bars, with some room. */
const belowBars = `calc(${stickyTop} + ${vars.space.lg})`;

export const page = style({
  vars: { [stickyTop]: '0px' },
  boxSizing: 'border-box',
  inlineSize: '100%',
  minInlineSize: 0,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xl,
  color: vars.color.text,
  '@media': { [mediaUp('sm')]: { paddingInline: vars.space.xxl, paddingBlock: vars.space.xxl } },
});

/** The page: its header, then the text with its table of contents. */
export const article = style({
  boxSizing: 'border-box',
  inlineSize: '100%',
  maxInlineSize: `calc(${TEXT_WIDTH} + ${TOC_WIDTH} + ${vars.space.xxl})`,
  marginInline: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxInlineSize: TEXT_WIDTH,
});

export const eyebrow = style({
  margin: 0,
  color: vars.color.primaryText,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.display,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

/** The page shown in the other language: said under the title. */
export const fallback = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  marginBlockStart: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
});

export const fallbackIcon = style({ flexShrink: 0, color: vars.color.primaryText });

/** One column; from lg the table of contents sits beside the text and stays in view. */
export const columns = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xl });

export const columnsWithToc = style([
  columns,
  {
    '@media': {
      [mediaUp('lg')]: {
        gridTemplateColumns: `minmax(0, ${TEXT_WIDTH}) ${TOC_WIDTH}`,
        columnGap: vars.space.xxl,
        alignItems: 'start',
      },
    },
  },
]);

export const body = style({ minInlineSize: 0, maxInlineSize: TEXT_WIDTH, lineHeight: vars.font.lineHeight.normal });

export const toc = style({
  boxSizing: 'border-box',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.divider}`,
  backgroundColor: vars.color.surface,
  maxInlineSize: TEXT_WIDTH,
  '@media': {
    [mediaUp('lg')]: {
      gridColumn: 2,
      gridRow: 1,
      position: 'sticky',
      insetBlockStart: belowBars,
      maxBlockSize: `calc(100vh - ${stickyTop} - 2 * ${vars.space.lg})`,
      overflowY: 'auto',
      border: 'none',
      borderInlineStart: `1px solid ${vars.color.divider}`,
      borderRadius: 0,
      backgroundColor: 'transparent',
    },
  },
});

export const tocTitle = style({
  margin: 0,
  marginBlockEnd: vars.space.sm,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
});

export const tocList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const tocSubItem = style({ paddingInlineStart: vars.space.md });

export const tocLink = style({
  display: 'block',
  paddingBlock: vars.space.xxs,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { color: vars.color.primaryText, textDecoration: 'underline' },
    '&:focus-visible': focusOutline,
  },
});

/** A heading with its anchor link after it. */
export const headingRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginBlockStart: vars.space.xl,
  marginBlockEnd: vars.space.sm,
  selectors: { '&:first-child': { marginBlockStart: 0 } },
});

export const heading = style({
  margin: 0,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
  // A section scrolled to keeps some room above it.
  scrollMarginBlockStart: belowBars,
  selectors: {
    '&:focus': { outline: 'none' },
    '&:focus-visible': focusOutline,
  },
});

globalStyle(`h2${heading}`, { fontSize: vars.font.size.xl });
globalStyle(`h3${heading}`, { fontSize: vars.font.size.lg });
globalStyle(`h4${heading}`, { fontSize: vars.font.size.md });
globalStyle(`${heading} code`, {
  fontFamily: vars.font.family.mono,
  fontSize: '0.9em',
});

export const anchor = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: '28px',
  blockSize: '28px',
  borderRadius: vars.radius.sm,
  color: vars.color.textMuted,
  selectors: {
    '&:hover': { color: vars.color.primaryText, backgroundColor: vars.color.hover },
    '&:focus-visible': focusOutline,
  },
});

/** The Markdown's own text: paragraphs, lists, quotes, tables, inline code and links. */
export const prose = style({ overflowWrap: 'anywhere' });

proseStyles(prose, { blockGap: vars.space.md });
globalStyle(`${prose} li + li`, { marginBlockStart: vars.space.xxs });
globalStyle(`${prose} li > ul, ${prose} li > ol`, { marginBlockEnd: 0, marginBlockStart: vars.space.xxs });
globalStyle(`${prose} hr`, { border: 'none', borderBlockStart: `1px solid ${vars.color.divider}` });
globalStyle(`${prose} [data-table-scroll]`, { overflowX: 'auto', marginBlockEnd: vars.space.md });
globalStyle(`${prose} table`, { borderCollapse: 'collapse', fontSize: vars.font.size.sm });
globalStyle(`${prose} th, ${prose} td`, {
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
  textAlign: 'start',
  verticalAlign: 'top',
});

/** A code block: its language and copy button above the code, which scrolls sideways. */
export const code = style({
  marginBlockEnd: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.divider}`,
  backgroundColor: vars.color.surfaceSunken,
  minInlineSize: 0,
});

export const codeBar = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  paddingBlock: vars.space.xxs,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.xxs,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
});

export const codeLanguage = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});

export const copyStatus = style({
  marginInlineStart: 'auto',
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});

export const copyFailed = style([copyStatus, { color: vars.color.warnText }]);

export const copyButton = style({ gap: vars.space.xxs });

export const pre = style({
  margin: 0,
  padding: vars.space.md,
  overflowX: 'auto',
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  borderEndStartRadius: vars.radius.md,
  borderEndEndRadius: vars.radius.md,
  selectors: { '&:focus-visible': { ...focusOutline, outlineOffset: '-2px' } },
});

export const notFoundHint = style({ margin: 0, marginBlockEnd: vars.space.sm });

export const notFoundLinks = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const textLink = style({
  color: vars.color.primaryText,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': focusOutline },
});
