import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaUp } from '../../theme/breakpoints';
import { focusRing } from '../../primitives/focus.css';

const sm = mediaUp('sm');
const md = mediaUp('md');

// ----------------------------------------------------------------------------------------- layout

/*
 * The root carries the variant as data attributes (AuthLayout): `data-auth-layout` (classic, modern,
 * split-screen, fullscreen), `data-reversed` (the panel first) and `data-centred` (the sign-out page).
 * Phones: the form full-bleed; sm: a centred card; md: the variant's own arrangement.
 */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: '100dvh',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  '@media': {
    [sm]: {
      alignItems: 'center',
      justifyContent: 'center',
      paddingBlock: vars.space.xxl,
      paddingInline: vars.space.lg,
      backgroundColor: vars.color.background,
    },
    [md]: {
      selectors: {
        // Split screen and fullscreen fill the screen edge to edge.
        '&[data-auth-layout="split-screen"], &[data-auth-layout="fullscreen"]': {
          alignItems: 'stretch',
          padding: 0,
          backgroundColor: vars.color.surface,
        },
      },
    },
  },
});

const edgeToEdge = `${root}[data-auth-layout="split-screen"] &, ${root}[data-auth-layout="fullscreen"] &`;
const withPanel = `${root}:not([data-auth-layout="classic"]) &`;

/** The card (sm) that, from md, holds the form column and the panel side by side (but for classic). */
export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  backgroundColor: vars.color.surface,
  '@media': {
    [sm]: {
      flex: '0 0 auto',
      inlineSize: '100%',
      maxInlineSize: '480px',
      borderRadius: vars.radius.xl,
      boxShadow: vars.shadow.md,
      overflow: 'hidden',
    },
    [md]: {
      selectors: {
        [withPanel]: { flexDirection: 'row', maxInlineSize: '1152px' },
        [`${root}[data-reversed] &`]: { flexDirection: 'row-reverse' },
        [edgeToEdge]: { flex: '1 1 auto', maxInlineSize: 'none', borderRadius: 0, boxShadow: 'none' },
      },
    },
  },
});

export const formColumn = style({
  display: 'flex',
  flex: '1 1 auto',
  justifyContent: 'center',
  minInlineSize: 0,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.xl,
  '@media': {
    [sm]: { padding: vars.space.xxxl },
    [md]: {
      alignItems: 'center',
      selectors: {
        [withPanel]: { flex: '1 1 0' },
        [edgeToEdge]: { paddingInline: `calc(${vars.space.xxxl} * 2)` },
        // Split screen: pushed towards the middle of the screen, next to the panel.
        [`${root}[data-auth-layout="split-screen"] &`]: { justifyContent: 'flex-end' },
        [`${root}[data-auth-layout="split-screen"][data-reversed] &`]: { justifyContent: 'flex-start' },
        // Fullscreen: the form at its natural width, the panel takes the rest.
        [`${root}[data-auth-layout="fullscreen"] &`]: { flex: '0 0 auto' },
      },
    },
  },
});

export const formInner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  inlineSize: '100%',
  maxInlineSize: '360px',
  marginInline: 'auto',
  '@media': { [md]: { marginInline: 0, inlineSize: '360px' } },
  selectors: { [`${root}[data-centred] &`]: { alignItems: 'center', textAlign: 'center' } },
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  selectors: { [`${root}[data-centred] &`]: { alignItems: 'center' } },
});

export const logoMark = style({ inlineSize: '48px', blockSize: '48px', marginBlockEnd: vars.space.lg });
export const logoFill = style({ fill: vars.color.primary });
export const logoInk = style({ fill: vars.color.onPrimary });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.display,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: '-0.02em',
});

export const subtitle = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

// ------------------------------------------------------------------------------------ dark panel

export const panel = style({
  display: 'none',
  '@media': {
    [md]: {
      position: 'relative',
      display: 'flex',
      flex: '1 1 0',
      alignItems: 'center',
      overflow: 'hidden',
      paddingBlock: vars.space.xxxl,
      paddingInline: `calc(${vars.space.xxxl} * 2)`,
      // The neutral scale is the same in both schemes: the panel stays dark slate in light and dark.
      backgroundColor: vars.color.neutral800,
      color: vars.color.neutral50,
      selectors: { [`${root}[data-auth-layout="modern"] &`]: { paddingInline: vars.space.xxxl } },
    },
  },
});

export const rings = style({
  position: 'absolute',
  insetBlockEnd: '-25%',
  insetInlineStart: '-25%',
  inlineSize: '110%',
  blockSize: 'auto',
  pointerEvents: 'none',
  opacity: 0.6,
});
globalStyle(`${rings} circle`, { fill: 'none', stroke: vars.color.neutral700, strokeWidth: 1.5 });

export const dots = style({
  position: 'absolute',
  insetBlockStart: `calc(${vars.space.xxxl} * -1)`,
  insetInlineEnd: `calc(${vars.space.xxxl} * -1)`,
  inlineSize: '220px',
  blockSize: '192px',
  pointerEvents: 'none',
});
export const dotFill = style({ fill: vars.color.neutral600 });

export const panelContent = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  maxInlineSize: '560px',
});

export const headline = style({
  margin: 0,
  fontSize: `calc(${vars.font.size.display} * 1.75)`,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: '-0.02em',
  color: vars.color.neutral50,
});
export const headlineLine = style({ display: 'block' });

export const panelText = style({
  margin: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.neutral300,
});

export const socialProof = style({ display: 'flex', alignItems: 'center', gap: vars.space.lg, flexWrap: 'wrap' });
export const avatarRow = style({ display: 'flex' });
const avatarBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '40px',
  blockSize: '40px',
  borderRadius: vars.radius.full,
  outline: `2px solid ${vars.color.neutral800}`,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  selectors: { '& + &': { marginInlineStart: `calc(${vars.space.sm} * -1)` } },
});
export const avatar = styleVariants({
  primary: [avatarBase, { backgroundColor: vars.color.primary, color: vars.color.onPrimary }],
  accent: [avatarBase, { backgroundColor: vars.color.neutral300, color: vars.color.neutral900 }],
  slate: [avatarBase, { backgroundColor: vars.color.neutral600, color: vars.color.neutral50 }],
  light: [avatarBase, { backgroundColor: vars.color.neutral100, color: vars.color.neutral800 }],
});
export const socialText = style({
  margin: 0,
  fontWeight: vars.font.weight.medium,
  color: vars.color.neutral300,
});

// ----------------------------------------------------------------------------------------- forms

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/** Remember-me at the start, forgot-password at the end; they stack when the line is too narrow. */
export const formRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const submit = style({ inlineSize: '100%', minBlockSize: '44px', marginBlockStart: vars.space.sm });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
export const spinner = style({
  inlineSize: '1.125rem',
  blockSize: '1.125rem',
  animation: `${spin} 1s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const footerLine = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const link = style([
  focusRing,
  {
    color: vars.color.primaryText,
    fontWeight: vars.font.weight.medium,
    textDecoration: 'underline',
    textUnderlineOffset: '2px',
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    selectors: { '&[data-hovered]': { textDecorationThickness: '2px' } },
  },
]);

export const termsError = style({
  margin: 0,
  marginBlockStart: `calc(${vars.space.sm} * -1)`,
  fontSize: vars.font.size.xs,
  color: vars.color.warnText,
});

// ---------------------------------------------------------------------------------------- alerts

const shake = keyframes({
  '0%, 100%': { transform: 'none' },
  '20%, 60%': { transform: 'translateX(-6px)' },
  '40%, 80%': { transform: 'translateX(6px)' },
});

const alertBase = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  margin: 0,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
  border: '1px solid',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const alert = styleVariants({
  error: [
    alertBase,
    { borderColor: vars.color.warn, animation: `${shake} ${vars.motion.durationSlow} ${vars.motion.easing}` },
  ],
  success: [alertBase, { borderColor: vars.color.success }],
  info: [alertBase, { borderColor: vars.color.info }],
});

export const alertIcon = styleVariants({
  error: { flexShrink: 0, marginBlockStart: '1px', color: vars.color.warnText },
  success: { flexShrink: 0, marginBlockStart: '1px', color: vars.color.success },
  info: { flexShrink: 0, marginBlockStart: '1px', color: vars.color.info },
});

export const alertBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minInlineSize: 0 });
export const hintPair = style({ fontFamily: vars.font.family.mono, fontWeight: vars.font.weight.semibold });

// ----------------------------------------------------------------------------------- password box

/** The eye toggle sits inside the input box, at its end. */
export const revealButton = style({ marginInlineEnd: `calc(${vars.space.sm} * -1)` });

/** A body paragraph in the form column. */
export const panelTextPlain = style({
  margin: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
});

/** The terms and privacy pages' text: plain paragraphs at reading size. */
export const legalText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  lineHeight: 1.6,
  overflowWrap: 'anywhere',
});

export const termsLinks = style({
  margin: 0,
  marginBlockStart: `calc(${vars.space.sm} * -1)`,
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});
