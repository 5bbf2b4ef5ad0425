import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

export const icon = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    verticalAlign: 'middle',
    // Lucide strokes with currentColor; the icon follows the text colour around it.
    color: 'currentColor',
  },
  variants: {
    size: {
      sm: { inlineSize: '16px', blockSize: '16px' },
      md: { inlineSize: '20px', blockSize: '20px' },
      lg: { inlineSize: '24px', blockSize: '24px' },
    },
  },
  defaultVariants: { size: 'md' },
});

export type IconVariants = NonNullable<RecipeVariants<typeof icon>>;
