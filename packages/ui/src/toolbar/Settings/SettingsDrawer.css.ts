import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaUp } from '../../theme/breakpoints';

/** The tab's width: slimmer on phones, where every pixel of the row counts. */
const TAB_WIDTH = { phone: '32px', fromMd: '40px' } as const;

/**
 * The cog tab fixed to the inline-end edge of the page, 275 px from the top (spec 3 §1.2). The page
 * keeps a lane of the tab's width free at its inline end (below), so nothing can lie under the tab.
 */
export const edgeTrigger = style({
  position: 'fixed',
  insetBlockStart: '275px',
  insetInlineEnd: 0,
  zIndex: vars.zIndex.drawer,
  borderStartEndRadius: 0,
  borderEndEndRadius: 0,
  borderStartStartRadius: vars.radius.md,
  borderEndStartRadius: vars.radius.md,
  selectors: {
    '&&': { backgroundColor: vars.color.warn, color: vars.color.onWarn, inlineSize: TAB_WIDTH.phone },
    '&&[data-hovered], &&[data-pressed]': { backgroundColor: vars.color.warnHover, color: vars.color.onWarn },
  },
  '@media': {
    [mediaUp('md')]: { selectors: { '&&': { inlineSize: TAB_WIDTH.fromMd } } },
    // From lg it steps 64 px inwards where the quick-chat rail holds the edge.
    [mediaUp('lg')]: { selectors: { 'body:has([data-quick-chat-rail]) &': { insetInlineEnd: '64px' } } },
  },
});

/*
 * The lane: while the tab is on the page, the layout's content area (its one <main>) ends the tab's
 * width short of the edge (or of the quick-chat rail, which the layout already keeps free). A tab over
 * scrolling content covers whatever passes under it (a table's "Columnas", a mail's star, a chart's
 * toggle), and padding at the end of the page only frees the last screen; a lane frees every scroll
 * position and every width, for the price of 32-40 px of width.
 */
globalStyle(`body:has(${edgeTrigger}) main`, {
  paddingInlineEnd: TAB_WIDTH.phone,
  '@media': { [mediaUp('md')]: { paddingInlineEnd: TAB_WIDTH.fromMd } },
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
  selectors: { '&:last-child': { borderBlockEnd: 'none' } },
});

/** Small upper-case captions (the text itself stays readable for assistive technology). */
export const caption = style({
  margin: 0,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.05em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const choices = style({ display: 'grid', gap: vars.space.xs });
/** Theme pills: two columns where they fit their names, one on the narrowest drawers. */
export const pillColumns = style({ gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 8.5rem), 1fr))' });
export const threeColumns = style({ gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' });
/** The layouts: the vertical ones, then after a gap the horizontal ones. */
export const layoutGroups = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

const choiceBase = style({
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/** One choice: a pill (its name may wrap) that rings the selected one and sets its name in bold. */
export const choice = style([
  choiceBase,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minInlineSize: 0,
    minBlockSize: '36px',
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.sm,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    overflowWrap: 'break-word',
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.hover },
      '&[data-selected]': {
        borderColor: vars.color.primary,
        boxShadow: `inset 0 0 0 1px ${vars.color.primary}`,
        color: vars.color.primaryText,
        fontWeight: vars.font.weight.semibold,
      },
    },
  },
]);
globalStyle(`${choice} svg`, { inlineSize: '16px', blockSize: '16px', flexShrink: 0 });

/** A scheme: its icon above its name, so three fit side by side in either language. */
export const tile = style({
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.xxs,
  paddingBlock: vars.space.sm,
  textAlign: 'center',
});

/** A layout: its miniature above its caption; the current one framed in the primary colour and ticked. */
export const layoutChoice = style([
  choiceBase,
  {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'stretch',
    gap: vars.space.xxs,
    minInlineSize: 0,
    padding: vars.space.xxs,
    borderRadius: vars.radius.md,
    textAlign: 'center',
    overflowWrap: 'break-word',
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.hover },
      '&[data-selected]': { color: vars.color.primaryText, fontWeight: vars.font.weight.semibold },
    },
  },
]);
export const layoutFrame = style({ position: 'relative', borderRadius: vars.radius.sm });
globalStyle(`${layoutChoice}[data-selected] ${layoutFrame}`, {
  outline: `2px solid ${vars.color.primary}`,
  outlineOffset: '1px',
});
/** The tick on the current layout: its choice is not told by colour alone. */
export const layoutCheck = style({
  position: 'absolute',
  insetBlockStart: '-6px',
  insetInlineEnd: '-6px',
  display: 'grid',
  placeItems: 'center',
  inlineSize: '16px',
  blockSize: '16px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
});
globalStyle(`${layoutCheck} svg`, { inlineSize: '12px', blockSize: '12px' });

/** A dot of a theme's primary colour: the theme's own class sits on the dot, so `vars` resolve to it. */
export const swatch = style({
  flexShrink: 0,
  inlineSize: '14px',
  blockSize: '14px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary,
  forcedColorAdjust: 'none',
});

export const resetSection = style({ paddingBlockStart: vars.space.lg });
/** Reset demo data: the drawer's width, its words wrapping inside it. */
export const resetButton = style({
  selectors: { '&&': { inlineSize: '100%', whiteSpace: 'normal', textAlign: 'center', blockSize: 'auto' } },
});
