import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minInlineSize: '20px',
    blockSize: '20px',
    paddingInline: vars.space.xs,
    borderRadius: vars.radius.full,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.semibold,
    lineHeight: 1,
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
    // Keeps the pill visible in forced-colors mode, where backgrounds are dropped.
    border: '1px solid transparent',
  },
  variants: {
    variant: {
      primary: { backgroundColor: vars.color.primary, color: vars.color.onPrimary },
      warn: { backgroundColor: vars.color.warn, color: vars.color.onWarn },
      // Neutral shades are the same in both schemes, so dark text stays readable on green in both.
      success: { backgroundColor: vars.color.success, color: vars.color.neutral900 },
      neutral: { backgroundColor: vars.color.hover, color: vars.color.text, borderColor: vars.color.divider },
    },
  },
  defaultVariants: { variant: 'primary' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;

/** Read by screen readers, invisible on screen. */
export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});
