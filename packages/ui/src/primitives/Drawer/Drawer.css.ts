import { createVar, globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** The drawer's inline size, set from the `width` prop. */
export const drawerWidth = createVar();
/** Where the slide starts: off-screen towards the drawer's own edge (flipped for right-to-left). */
const slideFrom = createVar();

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const slideIn = keyframes({ from: { transform: `translateX(${slideFrom})` }, to: { transform: 'none' } });
const slideOut = keyframes({ from: { transform: 'none' }, to: { transform: `translateX(${slideFrom})` } });

export const overlay = recipe({
  base: {
    position: 'fixed',
    inset: 0,
    blockSize: 'var(--visual-viewport-height, 100vh)',
    zIndex: vars.zIndex.drawer,
    display: 'flex',
    alignItems: 'stretch',
    backgroundColor: vars.color.overlay,
    selectors: {
      '&[data-entering]': { animation: `${fadeIn} ${vars.motion.durationNormal} ${vars.motion.easing}` },
      '&[data-exiting]': { animation: `${fadeOut} ${vars.motion.durationNormal} ${vars.motion.easing}` },
    },
  },
  variants: {
    // Flex rows follow the writing direction, so start/end need no right-to-left rule.
    side: {
      end: { justifyContent: 'flex-end' },
      start: { justifyContent: 'flex-start' },
    },
  },
});

export const drawer = recipe({
  base: {
    vars: { [drawerWidth]: '320px' },
    display: 'flex',
    flexDirection: 'column',
    inlineSize: drawerWidth,
    maxInlineSize: '100%',
    blockSize: '100%',
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    outline: 'none',
    selectors: {
      '&[data-entering]': { animation: `${slideIn} ${vars.motion.durationNormal} ${vars.motion.easing}` },
      '&[data-exiting]': { animation: `${slideOut} ${vars.motion.durationNormal} ${vars.motion.easing}` },
    },
  },
  variants: {
    side: {
      end: {
        vars: { [slideFrom]: '100%' },
        // The inner edge sets the panel off the dimmed page in the dark scheme.
        borderInlineStart: `1px solid ${vars.color.divider}`,
        borderStartStartRadius: vars.radius.lg,
        borderEndStartRadius: vars.radius.lg,
        selectors: { '&:dir(rtl)': { vars: { [slideFrom]: '-100%' } } },
      },
      start: {
        vars: { [slideFrom]: '-100%' },
        borderInlineEnd: `1px solid ${vars.color.divider}`,
        borderStartEndRadius: vars.radius.lg,
        borderEndEndRadius: vars.radius.lg,
        selectors: { '&:dir(rtl)': { vars: { [slideFrom]: '100%' } } },
      },
    },
  },
});

/**
 * The docked panel: a column of the page's own flex row, beside the content (no scrim, nothing above the
 * page). Its inner edge is a divider, as a pane's is.
 */
export const docked = recipe({
  base: {
    vars: { [drawerWidth]: '320px' },
    display: 'flex',
    flexDirection: 'column',
    flex: `0 0 ${drawerWidth}`,
    inlineSize: drawerWidth,
    maxInlineSize: '100%',
    blockSize: '100%',
    minBlockSize: 0,
    boxSizing: 'border-box',
    overflow: 'hidden',
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    outline: 'none',
  },
  variants: {
    side: {
      end: { borderInlineStart: `1px solid ${vars.color.divider}` },
      start: { borderInlineEnd: `1px solid ${vars.color.divider}` },
    },
  },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minBlockSize: 0,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  paddingInlineStart: vars.space.xl,
  paddingInlineEnd: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
});

export const heading = style({
  flex: 1,
  // A long title wraps (the body's overflow-wrap) instead of pushing the close button out of the panel.
  minInlineSize: 0,
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

export const body = style({
  flex: 1,
  minBlockSize: 0,
  overflowY: 'auto',
  padding: vars.space.xl,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.xl,
  borderBlockStart: `1px solid ${vars.color.divider}`,
});

// The close button keeps its size whatever the title's length.
globalStyle(`${header} > :not(${heading})`, { flexShrink: 0 });
