import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaUp } from '../../theme/breakpoints';
import { focusRing } from '../../primitives/focus.css';

const sm = mediaUp('sm');
const md = mediaUp('md');

// ----------------------------------------------------------------------------------- split screen

/** Phones: the form full-bleed; sm: a centred card; md: form column beside the dark panel. */
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
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      alignItems: 'stretch',
      padding: 0,
      backgroundColor: vars.color.surface,
    },
  },
});

export const formColumn = style({
  display: 'flex',
  flex: '1 1 auto',
  justifyContent: 'center',
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.xl,
  backgroundColor: vars.color.surface,
  '@media': {
    [sm]: {
      flex: '0 0 auto',
      inlineSize: '100%',
      maxInlineSize: '480px',
      padding: vars.space.xxxl,
      borderRadius: vars.radius.xl,
      boxShadow: vars.shadow.md,
    },
    [md]: {
      // Pushed towards the middle of the screen, next to the panel.
      justifyContent: 'flex-end',
      alignItems: 'center',
      maxInlineSize: 'none',
      paddingBlock: vars.space.xxxl,
      paddingInline: `calc(${vars.space.xxxl} * 2)`,
      borderRadius: 0,
      boxShadow: 'none',
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
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

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
      alignItems: 'center',
      overflow: 'hidden',
      paddingBlock: vars.space.xxxl,
      paddingInline: `calc(${vars.space.xxxl} * 2)`,
      // The neutral scale is the same in both schemes: the panel stays dark slate in light and dark.
      backgroundColor: vars.color.neutral800,
      color: vars.color.neutral50,
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

// ------------------------------------------------------------------------------------- small card

export const cardRoot = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minBlockSize: '100dvh',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  '@media': {
    [sm]: { padding: vars.space.lg, backgroundColor: vars.color.background },
  },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  inlineSize: '100%',
  maxInlineSize: '420px',
  paddingBlock: vars.space.xxxl,
  paddingInline: vars.space.xl,
  textAlign: 'center',
  backgroundColor: vars.color.surface,
  '@media': { [sm]: { borderRadius: vars.radius.xl, boxShadow: vars.shadow.md, paddingInline: vars.space.xxl } },
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
