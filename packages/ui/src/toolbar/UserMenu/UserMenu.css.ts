import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const anchor = style({ position: 'relative', display: 'inline-flex' });

/** The trigger: the avatar alone, in a round hit area. */
export const trigger = style({ paddingInline: 0, borderRadius: vars.radius.full });

export const signedIn = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  textTransform: 'none',
  letterSpacing: 'normal',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.regular,
  color: vars.color.textMuted,
});

export const email = style({ fontWeight: vars.font.weight.semibold, color: vars.color.text });

export const statusSwatch = recipe({
  base: {
    display: 'block',
    inlineSize: '10px',
    blockSize: '10px',
    borderRadius: vars.radius.full,
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

/** A failed status change, said under the avatar until dismissed. */
export const notice = style({
  position: 'absolute',
  insetBlockStart: 'calc(100% + 4px)',
  insetInlineEnd: 0,
  zIndex: vars.zIndex.popover,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  inlineSize: 'max-content',
  maxInlineSize: '280px',
  paddingBlock: vars.space.xs,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.xxs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.warnText}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.warnText,
  boxShadow: vars.shadow.md,
  fontSize: vars.font.size.sm,
});
