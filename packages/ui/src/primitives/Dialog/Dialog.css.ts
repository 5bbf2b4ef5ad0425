import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

export const overlay = style({
  position: 'fixed',
  insetBlockStart: 0,
  insetInlineStart: 0,
  inlineSize: '100vw',
  blockSize: 'var(--visual-viewport-height, 100vh)',
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  backgroundColor: vars.color.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.durationNormal} ${vars.motion.easing}` },
    '&[data-exiting]': { animation: `${fadeOut} ${vars.motion.durationFast} ${vars.motion.easing}` },
  },
});

export const modal = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    inlineSize: '100%',
    maxBlockSize: '100%',
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    // Sets the panel off the dimmed page in the dark scheme, where shadows barely show.
    border: `1px solid ${vars.color.divider}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    outline: 'none',
    overflow: 'hidden',
    selectors: {
      '&[data-entering]': { animation: `${rise} ${vars.motion.durationNormal} ${vars.motion.easing}` },
    },
  },
  variants: {
    size: {
      sm: { maxInlineSize: '400px' },
      md: { maxInlineSize: '560px' },
      lg: { maxInlineSize: '800px' },
    },
  },
  defaultVariants: { size: 'md' },
});

export type ModalVariants = NonNullable<RecipeVariants<typeof modal>>;

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: 0,
  maxBlockSize: 'inherit',
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.md,
  paddingBlockEnd: vars.space.sm,
  paddingInlineStart: vars.space.xl,
  paddingInlineEnd: vars.space.md,
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
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.xl,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.md,
  paddingBlockEnd: vars.space.lg,
  paddingInline: vars.space.xl,
});

// The close button keeps its size whatever the title's length.
globalStyle(`${header} > :not(${heading})`, { flexShrink: 0 });
