import { globalStyle, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  inlineSize: '18rem',
  maxInlineSize: '100%',
});

export const list = style({ maxBlockSize: '15rem' });

/** The row's checkbox label takes the whole row, so a click anywhere on the name ticks it. */
export const rowLabel = style({ flex: 1, minInlineSize: 0, overflowWrap: 'anywhere' });

export const swatch = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: '20px',
  blockSize: '20px',
  borderRadius: vars.radius.sm,
});

export const manageList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxBlockSize: '15rem',
  overflowY: 'auto',
  margin: 0,
  padding: vars.space.xxs,
  listStyle: 'none',
});

export const renameRow = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs });

export const grow = style({ flex: 1, minInlineSize: 0 });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const foot = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.xs,
});

/** Pushes the mode switch to the end of the foot when there is no create button before it. */
export const footEnd = style({ marginInlineStart: 'auto' });

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    maxInlineSize: '100%',
    borderRadius: vars.radius.full,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    overflowWrap: 'anywhere',
    // Keeps the pill's edge in forced-colors mode, where backgrounds are dropped.
    border: '1px solid transparent',
  },
  variants: {
    size: {
      small: {
        paddingBlock: vars.space.xxs,
        paddingInline: vars.space.sm,
        fontSize: vars.font.size.xs,
      },
      medium: {
        paddingBlock: vars.space.xs,
        paddingInline: vars.space.md,
        fontSize: vars.font.size.sm,
      },
    },
    removable: {
      true: { paddingInlineEnd: vars.space.xxs, paddingBlock: 0 },
      false: {},
    },
  },
  defaultVariants: { size: 'medium', removable: false },
});

export type ChipVariants = NonNullable<RecipeVariants<typeof chip>>;

/** A marker on the chip's remove button (an IconButton), sized to the chip. */
export const chipRemove = style({
  selectors: {
    // Doubled to outrank the button's own size and colour, whatever order the sheets load in.
    '&&': {
      inlineSize: '24px',
      minBlockSize: '24px',
      color: 'inherit',
    },
  },
});

globalStyle(`${chipRemove}${chipRemove} svg`, { inlineSize: '14px', blockSize: '14px' });
