import { createVar, globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The panel's inline size for its appearance (280, 112 or 80 px). */
export const navWidth = createVar();
/** How deep a row sits in collapsables (0 at the top). */
export const depth = createVar();
/** Where the over-mode drawer slides in from (flipped for the end edge and for right-to-left). */
const slideFrom = createVar();

const EXPANDED_WIDTH = '280px';

/** The visually hidden pattern: out of sight, still read by screen readers. */
const visuallyHidden = {
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Panel colours by tone; the dark tones also carry the theme's dark class (see the component). */
export const tones = {
  dark: style({ backgroundColor: vars.color.surfaceSunken, color: vars.color.text, colorScheme: 'dark' }),
  futuristic: style({ backgroundColor: vars.color.primarySubtle, color: vars.color.text, colorScheme: 'dark' }),
  surface: style({ backgroundColor: vars.color.surface, color: vars.color.text }),
};

/** Keeps the visible text of a link alone in sight while telling screen readers more. */
export const srOnly = style(visuallyHidden);

// ------------------------------------------------------------------------------------ side mode

/** Docked: a sticky full-height column that pushes the content. */
export const sideRoot = style({
  position: 'sticky',
  insetBlockStart: 0,
  flexShrink: 0,
  alignSelf: 'flex-start',
  blockSize: '100dvh',
  inlineSize: navWidth,
  zIndex: vars.zIndex.navigation,
  transitionProperty: 'margin, inline-size, visibility',
  transitionDuration: vars.motion.durationNormal,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&[data-position="right"]': { order: 2 },
    '&:not([data-opened])': { visibility: 'hidden' },
    '&:not([data-opened])[data-position="left"]': { marginInlineStart: `calc(-1 * ${navWidth})` },
    '&:not([data-opened])[data-position="right"]': { marginInlineEnd: `calc(-1 * ${navWidth})` },
  },
  '@media': { print: { display: 'none' } },
});

// ------------------------------------------------------------------------------------ over mode

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const slideIn = keyframes({ from: { transform: `translateX(${slideFrom})` }, to: { transform: 'none' } });
const slideOut = keyframes({ from: { transform: 'none' }, to: { transform: `translateX(${slideFrom})` } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.drawer,
  backgroundColor: vars.color.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.durationNormal} ${vars.motion.easing}` },
    '&[data-exiting]': { animation: `${fadeOut} ${vars.motion.durationNormal} ${vars.motion.easing}` },
  },
  '@media': { print: { display: 'none' } },
});

/** The drawer: fixed to its edge, never wider than the screen less a strip to tap away. */
export const overRoot = style({
  position: 'fixed',
  insetBlock: 0,
  inlineSize: navWidth,
  maxInlineSize: 'calc(100vw - 56px)',
  boxShadow: vars.shadow.lg,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${slideIn} ${vars.motion.durationNormal} ${vars.motion.easing}` },
    '&[data-exiting]': { animation: `${slideOut} ${vars.motion.durationNormal} ${vars.motion.easing}` },
  },
});

export const overSides = {
  left: style({
    insetInlineStart: 0,
    vars: { [slideFrom]: '-100%' },
    selectors: { '&:dir(rtl)': { vars: { [slideFrom]: '100%' } } },
  }),
  right: style({
    insetInlineEnd: 0,
    vars: { [slideFrom]: '100%' },
    selectors: { '&:dir(rtl)': { vars: { [slideFrom]: '-100%' } } },
  }),
};

export const dialog = style({ position: 'absolute', inset: 0, outline: 'none' });

// ----------------------------------------------------------------------------------------- panel

/** The panel holding the slots and the items; dense widens it over the content on hover. */
export const panel = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  display: 'flex',
  flexDirection: 'column',
  inlineSize: '100%',
  overflow: 'hidden',
  backgroundColor: 'inherit',
  transitionProperty: 'inline-size, box-shadow',
  transitionDuration: vars.motion.durationNormal,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    // A rule between the docked panel and the content (both can be near-black in the dark scheme).
    '[data-mode="side"][data-position="left"] > &': { borderInlineEnd: `1px solid ${vars.color.divider}` },
    '[data-mode="side"][data-position="right"] > &': {
      insetInlineStart: 'auto',
      insetInlineEnd: 0,
      borderInlineStart: `1px solid ${vars.color.divider}`,
    },
    '&[data-appearance="dense"]:hover, &[data-appearance="dense"]:focus-within': {
      inlineSize: EXPANDED_WIDTH,
      boxShadow: vars.shadow.lg,
    },
  },
});

export const fixedSlot = style({ flexShrink: 0 });

export const scroll = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minBlockSize: 0,
  overflowX: 'hidden',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
});

export const nav = style({ display: 'flex', flexDirection: 'column', flex: '1 0 auto' });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const rootList = style({
  flex: '1 0 auto',
  paddingBlock: vars.space.md,
  paddingInline: vars.space.md,
});

/** Each entry (li): `data-type` and `data-depth` let appearances hide some. */
export const item = style({
  display: 'flex',
  flexDirection: 'column',
  selectors: {
    '&[data-type="spacer"]': { flex: '1 0 auto', minBlockSize: vars.space.lg },
  },
});

// ------------------------------------------------------------------------------------------- rows

export const row = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  inlineSize: '100%',
  minBlockSize: '44px',
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInlineStart: `calc(${vars.space.lg} + min(${depth}, 1) * ${vars.space.xl} + ${depth} * ${vars.space.lg})`,
  paddingInlineEnd: vars.space.lg,
  border: 0,
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'background-color',
  transitionDuration: vars.motion.durationFast,
  vars: { [depth]: '0' },
  selectors: {
    '&[data-hovered], &[data-open]': { backgroundColor: vars.color.hover },
    '&[data-active]': { backgroundColor: vars.color.selected },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed', backgroundColor: 'transparent' },
  },
});

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.textMuted,
  selectors: {
    [`${row}[data-hovered] &, ${row}[data-open] &`]: { color: vars.color.text },
    [`${row}[data-active] &`]: { color: vars.color.primaryText },
    [`${row}[data-disabled] &`]: { color: 'inherit' },
  },
});
globalStyle(`${icon} svg`, { inlineSize: '20px', blockSize: '20px' });

export const texts = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minInlineSize: 0,
  gap: vars.space.xxs,
});

export const title = style({ overflowWrap: 'anywhere' });

export const subtitle = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  selectors: {
    [`${row}[data-active] &`]: { color: vars.color.text },
    [`${row}[data-disabled] &`]: { color: 'inherit' },
  },
});

export const badgeSlot = style({ display: 'inline-flex', flexShrink: 0, marginInlineStart: 'auto' });

export const chevron = style({
  flexShrink: 0,
  inlineSize: '16px',
  blockSize: '16px',
  color: vars.color.textMuted,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.durationFast,
  selectors: {
    '&:dir(rtl)': { transform: 'scaleX(-1)' },
    '[data-expanded] > * > &, [data-open] > &': { transform: 'rotate(90deg)' },
  },
});

export const disclosure = style({ display: 'flex', flexDirection: 'column' });

// Closed branches leave the tab order everywhere (react-aria's hidden="until-found" alone is
// skipped by Chromium's Tab but not by every tool).
export const disclosurePanel = style({ selectors: { '&[hidden]': { display: 'none' } } });

export const childList = style({ paddingBlockStart: vars.space.xxs });

// ----------------------------------------------------------------------------- groups, dividers

export const group = style({});

export const groupHeading = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  selectors: {
    [`${item}[data-depth="0"]:not(:first-child) > &`]: { marginBlockStart: vars.space.xl },
  },
});

export const groupTitle = style({
  color: vars.color.primaryText,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.05em',
  textTransform: 'uppercase',
});

export const groupSubtitle = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs });

export const divider = style({
  blockSize: '1px',
  marginBlock: vars.space.md,
  backgroundColor: vars.color.divider,
  selectors: { [`${item}[data-depth="0"] > &`]: { marginBlock: vars.space.xl } },
});

// ------------------------------------------------------------------------------------ aside panel

export const asidePanel = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: '100%',
  display: 'flex',
  flexDirection: 'column',
  inlineSize: EXPANDED_WIDTH,
  maxInlineSize: 'calc(100vw - 100%)',
  overflowY: 'auto',
  backgroundColor: 'inherit',
  boxShadow: vars.shadow.lg,
  borderInlineStart: `1px solid ${vars.color.divider}`,
  selectors: {
    '[data-position="right"] > &': { insetInlineStart: 'auto', insetInlineEnd: '100%', borderInlineStart: 0 },
  },
});

export const asideHeading = style({
  margin: 0,
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.xl,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  outline: 'none',
  borderBlockEnd: `1px solid ${vars.color.divider}`,
});

// ------------------------------------------------------------------------------------ appearances

const top = (appearance: string) => `${panel}[data-appearance="${appearance}"] ${row}[data-depth="0"]`;
const topItem = (appearance: string, type: string) =>
  `${panel}[data-appearance="${appearance}"] ${item}[data-depth="0"][data-type="${type}"]`;

// Compact: tiles with the icon above a small centred title; no top-level collapsables or headings.
globalStyle(top('compact'), {
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.xs,
  minBlockSize: '72px',
  paddingInline: vars.space.xs,
  textAlign: 'center',
});
globalStyle(`${top('compact')} ${texts}`, { flex: '0 0 auto', inlineSize: '100%', alignItems: 'center' });
globalStyle(`${top('compact')} ${title}`, { fontSize: vars.font.size.xs });
globalStyle(`${top('compact')} ${subtitle}, ${top('compact')} ${chevron}`, { display: 'none' });
globalStyle(`${top('compact')} ${badgeSlot}, ${top('thin')} ${badgeSlot}`, {
  position: 'absolute',
  insetBlockStart: vars.space.xs,
  insetInlineEnd: vars.space.xs,
});

// Thin: a 64 px row with the icon alone (the title stays for screen readers and the tooltip).
globalStyle(top('thin'), {
  justifyContent: 'center',
  minBlockSize: '64px',
  paddingInline: 0,
});
globalStyle(`${top('thin')} ${texts}`, visuallyHidden);
globalStyle(`${top('thin')} ${chevron}`, { display: 'none' });

for (const appearance of ['compact', 'thin']) {
  globalStyle(`${topItem(appearance, 'collapsable')}`, { display: 'none' });
  globalStyle(`${panel}[data-appearance="${appearance}"] ${groupHeading}`, visuallyHidden);
  globalStyle(`${panel}[data-appearance="${appearance}"] ${rootList}`, { paddingInline: vars.space.xs });
}

// Dense: icons only until the pointer or focus enters, then everything at full width.
const denseIdle = `${panel}[data-appearance="dense"]:not(:hover):not(:focus-within)`;
globalStyle(`${denseIdle} ${texts}, ${denseIdle} ${badgeSlot}, ${denseIdle} ${chevron}`, { opacity: 0 });
globalStyle(`${denseIdle} ${disclosurePanel}`, { display: 'none' });
globalStyle(`${denseIdle} ${groupHeading}`, {
  blockSize: '2px',
  overflow: 'hidden',
  padding: 0,
  marginInline: vars.space.md,
  backgroundColor: vars.color.divider,
  color: 'transparent',
});
globalStyle(`${denseIdle} ${groupTitle}, ${denseIdle} ${groupSubtitle}`, { opacity: 0 });
globalStyle(`${denseIdle} ${row}`, { flexWrap: 'nowrap', whiteSpace: 'nowrap' });
