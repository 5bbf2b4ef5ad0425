import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** The filled share of the track, set from the value. */
export const fillSize = createVar();

export const progressBar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  inlineSize: '100%',
  minInlineSize: 0,
});

export const labelRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
});

export const valueText = style({
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const track = recipe({
  base: {
    position: 'relative',
    overflow: 'hidden',
    inlineSize: '100%',
    backgroundColor: vars.color.divider,
    // Forced-colors mode drops backgrounds: the outline keeps the track visible.
    outline: '1px solid transparent',
  },
  variants: {
    size: {
      default: { blockSize: '8px', borderRadius: vars.radius.full },
      thin: { blockSize: '6px', borderRadius: 0 },
    },
  },
  defaultVariants: { size: 'default' },
});

export type TrackVariants = NonNullable<RecipeVariants<typeof track>>;

const slide = keyframes({
  from: { insetInlineStart: '-40%', inlineSize: '40%', opacity: 1 },
  to: { insetInlineStart: '100%', inlineSize: '40%', opacity: 1 },
});

export const fill = recipe({
  base: {
    position: 'absolute',
    insetBlock: 0,
    insetInlineStart: 0,
    borderRadius: 'inherit',
    backgroundColor: vars.color.primary,
    forcedColorAdjust: 'none',
  },
  variants: {
    indeterminate: {
      false: {
        inlineSize: fillSize,
        transition: `inline-size ${vars.motion.durationNormal} ${vars.motion.easing}`,
      },
      // Without motion (reduced or switched off) the animation has no duration and a pale full
      // bar remains; with motion a segment runs across the track.
      true: {
        inlineSize: '100%',
        opacity: 0.5,
        animation: `${slide} calc(${vars.motion.durationSlow} * 4) ${vars.motion.easing} infinite`,
      },
    },
  },
});
