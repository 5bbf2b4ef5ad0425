import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { toggleLabel } from '../field.css';

/** The label element react-aria renders; the track inside styles itself from its data attributes. */
export const switchRoot = toggleLabel;

export const track = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  inlineSize: '36px',
  blockSize: '20px',
  padding: '2px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.border,
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    [`${switchRoot}[data-hovered]:not([data-disabled]):not([data-selected]) &`]: {
      backgroundColor: vars.color.textMuted,
    },
    [`${switchRoot}[data-selected] &`]: { backgroundColor: vars.color.primary },
    [`${switchRoot}[data-selected][data-pressed] &`]: { backgroundColor: vars.color.primaryHover },
    [`${switchRoot}[data-focus-visible] &`]: {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

/** Moves by its inline-start margin, so it travels the right way in right-to-left languages too. */
export const thumb = style({
  inlineSize: '16px',
  blockSize: '16px',
  marginInlineStart: 0,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transition: `margin-inline-start ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: { marginInlineStart: '16px', backgroundColor: vars.color.onPrimary },
  },
});
