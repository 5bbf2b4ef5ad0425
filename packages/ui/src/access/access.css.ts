import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { bone as skeletonBone } from '../primitives/Skeleton/Skeleton.css';

/**
 * A GuardedButton whose permission is missing: react-aria's pending state keeps it focusable and
 * inert; here it looks disabled (the Button's own disabled look), not busy.
 */
export const missingPermission = style({
  selectors: {
    '&[data-pending][aria-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

/** A menu item's label with the reason it is disabled under it. */
export const menuItemText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
  minInlineSize: 0,
});

export const menuItemReason = style({
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  whiteSpace: 'normal',
  selectors: { '&:empty': { display: 'none' } },
});

// ------------------------------------------------------------------------------------- 403 page

/** The 403 page: a card in the middle of the content area, like the other full-page messages. */
export const page = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.xl,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  boxSizing: 'border-box',
  inlineSize: '100%',
  maxInlineSize: '36rem',
  marginBlockStart: vars.space.xxl,
  padding: vars.space.xxl,
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
  outline: '1px solid transparent',
  textAlign: 'center',
});

export const badge = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '3.5rem',
  blockSize: '3.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.warnText,
});

export const code = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const text = style({ margin: 0, color: vars.color.textMuted, maxInlineSize: '30rem' });

export const permission = style({ color: vars.color.text, fontWeight: vars.font.weight.semibold });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginBlockStart: vars.space.sm,
});

/** The back link drawn as a button (it navigates, so it is a link). */
export const linkButton = style({ textDecoration: 'none' });

// ------------------------------------------------------------------- checking the permissions

export const skeleton = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xl,
});

/** The design system's pulsing skeleton block. */
export const bone = skeletonBone;

export const boneTitle = style({ blockSize: '2rem', inlineSize: '40%' });
export const boneLine = style({ blockSize: '1rem', inlineSize: '70%' });
export const boneBlock = style({ blockSize: '12rem' });

export const failed = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const failedIcon = style({ color: vars.color.warnText, inlineSize: '28px', blockSize: '28px' });

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

export const permissionId = style({ fontFamily: vars.font.family.mono, fontSize: vars.font.size.sm });
