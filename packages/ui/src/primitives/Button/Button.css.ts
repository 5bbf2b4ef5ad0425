import { globalStyle } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../focus.css';

export const button = recipe({
  base: [
    focusRing,
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space.sm,
      minBlockSize: '36px',
      paddingBlock: vars.space.xs,
      paddingInline: vars.space.lg,
      border: '1px solid transparent',
      borderRadius: vars.radius.full,
      fontFamily: 'inherit',
      fontSize: vars.font.size.sm,
      fontWeight: vars.font.weight.medium,
      lineHeight: vars.font.lineHeight.tight,
      cursor: 'pointer',
      textDecoration: 'none',
      whiteSpace: 'nowrap',
      transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}, box-shadow ${vars.motion.durationFast} ${vars.motion.easing}`,
      selectors: {
        '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
        '&[data-pending]': { cursor: 'progress' },
      },
    },
  ],
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: {
          '&[data-hovered]:not([data-disabled]), &[data-pressed]': { backgroundColor: vars.color.primaryHover },
        },
      },
      secondary: {
        backgroundColor: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.border,
        selectors: { '&[data-hovered]:not([data-disabled]), &[data-pressed]': { backgroundColor: vars.color.hover } },
      },
      flat: {
        backgroundColor: 'transparent',
        color: vars.color.primaryText,
        selectors: { '&[data-hovered]:not([data-disabled]), &[data-pressed]': { backgroundColor: vars.color.hover } },
      },
      warn: {
        backgroundColor: vars.color.warn,
        color: vars.color.onWarn,
        selectors: {
          '&[data-hovered]:not([data-disabled]), &[data-pressed]': { backgroundColor: vars.color.warnHover },
        },
      },
      icon: {
        backgroundColor: 'transparent',
        color: vars.color.textMuted,
        paddingInline: 0,
        inlineSize: '40px',
        minBlockSize: '40px',
        selectors: {
          '&[data-hovered]:not([data-disabled]), &[data-pressed]': {
            backgroundColor: vars.color.hover,
            color: vars.color.text,
          },
        },
      },
    },
    size: {
      small: { minBlockSize: '28px', paddingInline: vars.space.md, fontSize: vars.font.size.xs },
      medium: {},
    },
  },
  compoundVariants: [
    {
      variants: { variant: 'icon', size: 'small' },
      style: { inlineSize: '32px', minBlockSize: '32px', paddingInline: 0 },
    },
  ],
  defaultVariants: { variant: 'primary', size: 'medium' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

// An icon keeps its size however tight the button gets.
globalStyle(`${button.classNames.base} > svg`, { flexShrink: 0 });
