import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from './focus.css';

/**
 * The anatomy every text-like field shares (TextField, TextArea, Select, ComboBox, SearchField):
 * a root that stacks label, input box, description and error, so they all look alike.
 */
export const field = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
  cursor: 'default',
  selectors: {
    // A visual cue only: the field is already announced as required through aria-required / required.
    [`${field}[data-required] &::after`]: { content: '" *" / ""', color: vars.color.warnText },
    [`${field}[data-disabled] &`]: { color: vars.color.textMuted },
  },
});

/** Kept in the accessibility tree (it still names the field) but not drawn. */
export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});

export const description = style({
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textMuted,
});

export const errorText = style({
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.warnText,
});

/**
 * The input box: a react-aria Group (TextField, ComboBox, SearchField), a TextArea or the Select's
 * trigger Button. States come from the box's own data attributes, or from the field root's when the
 * box does not carry them (the Select trigger is not told it is invalid).
 */
export const inputBox = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    inlineSize: '100%',
    minBlockSize: '40px',
    margin: 0,
    paddingBlock: 0,
    paddingInline: vars.space.md,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    fontFamily: 'inherit',
    fontSize: vars.font.size.sm,
    lineHeight: vars.font.lineHeight.normal,
    textAlign: 'start',
    cursor: 'text',
    transition: `border-color ${vars.motion.durationFast} ${vars.motion.easing}`,
    selectors: {
      '&[data-hovered]:not([data-disabled])': { borderColor: vars.color.text },
      '&[data-focus-within], &[data-focused]': { borderColor: vars.color.focusRing },
      [`&[data-invalid], ${field}[data-invalid] &`]: { borderColor: vars.color.warn },
      [`&[data-disabled], ${field}[data-disabled] &`]: {
        cursor: 'not-allowed',
        color: vars.color.textDisabled,
        backgroundColor: vars.color.surfaceSunken,
        borderColor: vars.color.divider,
      },
    },
  },
]);

/** The bare input inside a box: the box draws border, background and focus. */
export const input = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  alignSelf: 'stretch',
  margin: 0,
  padding: 0,
  border: 'none',
  outline: 'none',
  backgroundColor: 'transparent',
  color: 'inherit',
  font: 'inherit',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

/** A decorative icon at the start (or end) of the input box. */
export const boxIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  inlineSize: '1.125rem',
  blockSize: '1.125rem',
  color: vars.color.textMuted,
  pointerEvents: 'none',
  selectors: { [`${field}[data-disabled] &`]: { color: vars.color.textDisabled } },
});

globalStyle(`${boxIcon} > svg`, { inlineSize: '100%', blockSize: '100%' });

/** A small button inside the box (ComboBox's chevron, SearchField's clear). */
export const boxButton = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    inlineSize: '28px',
    blockSize: '28px',
    marginInlineEnd: `calc(${vars.space.xs} * -1)`,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.sm,
    backgroundColor: 'transparent',
    color: vars.color.textMuted,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]:not([data-disabled]), &[data-pressed]': {
        backgroundColor: vars.color.hover,
        color: vars.color.text,
      },
      '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textDisabled },
    },
  },
]);

/** A checkbox or switch label: the control and its text in a row, dimmed when disabled. */
export const toggleLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: '24px',
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});
