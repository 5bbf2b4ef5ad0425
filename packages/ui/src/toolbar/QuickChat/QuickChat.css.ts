import { createVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaUp } from '../../theme/breakpoints';
import { bone } from '../../primitives/Skeleton/Skeleton.css';

const lg = mediaUp('lg');

/** The resting rail: full height on the inline-end edge from lg, off screen below. */
export const rail = style({
  display: 'none',
  '@media': {
    [lg]: {
      position: 'fixed',
      insetBlock: 0,
      insetInlineEnd: 0,
      zIndex: vars.zIndex.navigation,
      display: 'flex',
      flexDirection: 'column',
      inlineSize: '64px',
      backgroundColor: vars.color.surface,
      color: vars.color.text,
      borderInlineStart: `1px solid ${vars.color.divider}`,
      boxShadow: vars.shadow.md,
    },
    print: { display: 'none' },
  },
  selectors: { '&[data-open]': { visibility: 'hidden' } },
});

/** The rail's header row, as tall as the top bar. */
export const railHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  blockSize: '64px',
  borderBlockEnd: `1px solid ${vars.color.divider}`,
});

/** The toolbar's toggle shows only below lg, where the rail is off screen. */
export const toggle = style({ '@media': { [lg]: { display: 'none' } } });

export const avatarColumn = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
  inlineSize: '64px',
  paddingBlock: vars.space.sm,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
});

export const avatarCell = style({ position: 'relative', display: 'inline-flex' });

export const avatarButton = style({ borderRadius: vars.radius.full });

/** The chosen chat's avatar sits on a primary tint. */
export const selectedAvatar = style({
  selectors: { '&&': { backgroundColor: vars.color.primarySubtle } },
});

/** Unread: a primary dot on the avatar's top edge (the button's name says it in words). */
export const unreadDot = style({
  position: 'absolute',
  insetBlockStart: '4px',
  insetInlineEnd: '4px',
  inlineSize: '10px',
  blockSize: '10px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary,
  border: `2px solid ${vars.color.surface}`,
  pointerEvents: 'none',
});

export const avatarBone = style([bone, { inlineSize: '32px', blockSize: '32px', borderRadius: vars.radius.full }]);

export const threadBone = style([bone, { display: 'block', inlineSize: '100%', blockSize: '100%' }]);

/** Where the panel's slide starts: off screen past the inline-end edge (flipped for right-to-left). */
const slideFrom = createVar();
const slideIn = keyframes({ from: { transform: `translateX(${slideFrom})` }, to: { transform: 'none' } });

/**
 * From sm the panel is the drawer's docked (non-modal) variant, held on the inline-end edge over the rail,
 * above the page but blocking none of it; below sm it is the modal drawer.
 */
export const panel = style({
  vars: { [slideFrom]: '100%' },
  selectors: {
    '&&[data-docked]': {
      position: 'fixed',
      insetBlock: 0,
      insetInlineEnd: 0,
      zIndex: vars.zIndex.drawer,
      blockSize: 'auto',
      boxShadow: vars.shadow.lg,
      animation: `${slideIn} ${vars.motion.durationNormal} ${vars.motion.easing}`,
    },
    '&:dir(rtl)': { vars: { [slideFrom]: '-100%' } },
  },
  '@media': { print: { display: 'none' } },
});

/** The panel's body: the rail at the start, the conversation filling the rest; each scrolls itself. */
export const panelBody = style({
  selectors: {
    '&&': { display: 'flex', padding: 0, overflow: 'hidden' },
  },
});

export const panelTitle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minInlineSize: 0,
});

export const conversation = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minInlineSize: 0,
  borderInlineStart: `1px solid ${vars.color.divider}`,
});

/** Nothing chosen: a large icon over a prompt. */
export const prompt = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  flex: 1,
  padding: vars.space.xl,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const promptIcon = style({ inlineSize: '64px', blockSize: '64px', strokeWidth: 1.25 });
