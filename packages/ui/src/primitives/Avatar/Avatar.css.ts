import { globalStyle, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const avatar = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    flexShrink: 0,
    verticalAlign: 'middle',
  },
  variants: {
    size: {
      sm: { inlineSize: '24px', blockSize: '24px', fontSize: vars.font.size.xs },
      md: { inlineSize: '36px', blockSize: '36px', fontSize: vars.font.size.sm },
      lg: { inlineSize: '56px', blockSize: '56px', fontSize: vars.font.size.lg },
    },
  },
  defaultVariants: { size: 'md' },
});

export type AvatarVariants = NonNullable<RecipeVariants<typeof avatar>>;

const face = style({
  inlineSize: '100%',
  blockSize: '100%',
  borderRadius: vars.radius.full,
  overflow: 'hidden',
});

export const image = style([face, { display: 'block', objectFit: 'cover' }]);

export const initials = style([
  face,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: vars.color.primarySubtle,
    color: vars.color.primaryText,
    fontWeight: vars.font.weight.semibold,
    lineHeight: 1,
    userSelect: 'none',
    // Keeps the circle visible in forced-colors mode, where backgrounds are dropped.
    border: '1px solid transparent',
  },
]);

export const fallbackIcon = style([
  initials,
  { backgroundColor: vars.color.hover, color: vars.color.textMuted, borderColor: vars.color.divider },
]);
globalStyle(`${fallbackIcon} svg`, { inlineSize: '60%', blockSize: '60%' });

export const statusDot = recipe({
  base: {
    position: 'absolute',
    insetBlockEnd: '-1px',
    insetInlineEnd: '-1px',
    inlineSize: '34%',
    blockSize: '34%',
    minInlineSize: '8px',
    minBlockSize: '8px',
    borderRadius: vars.radius.full,
    // A ring in the surface colour separates the dot from the face.
    border: `2px solid ${vars.color.surface}`,
    // The colour is the information: keep it in forced-colors mode.
    forcedColorAdjust: 'none',
  },
  variants: {
    status: {
      online: { backgroundColor: vars.color.statusOnline },
      away: { backgroundColor: vars.color.statusAway },
      busy: { backgroundColor: vars.color.statusBusy },
      'not-visible': { backgroundColor: vars.color.statusNotVisible },
    },
  },
});
