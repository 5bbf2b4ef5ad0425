import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../focus.css';

export const datePicker = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
});

/** DueDateField's key listener around the picker: no box of its own, so the picker lays out as if alone. */
export const commitScope = style({ display: 'contents' });

export const label = style({
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  selectors: {
    [`${datePicker}[data-disabled] &`]: { color: vars.color.textDisabled },
  },
});

export const field = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  // Wide enough that the long date under it ("21 de septiembre de 2026") fits on one line.
  minInlineSize: '13rem',
  minBlockSize: '40px',
  paddingBlock: vars.space.xxs,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.xxs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  transition: `border-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focus-within]': { borderColor: vars.color.primary },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-invalid]': { borderColor: vars.color.warn },
    '&[data-disabled]': {
      borderColor: vars.color.divider,
      backgroundColor: vars.color.surfaceSunken,
      cursor: 'not-allowed',
    },
  },
});

export const input = style({
  display: 'flex',
  flex: 1,
  alignItems: 'center',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

/** The clear button sits just before the calendar button, a little smaller. */
export const clearButton = style({
  selectors: {
    // Doubled to outrank the icon button's own size, whatever order the sheets load in.
    '&&': { inlineSize: '28px', minBlockSize: '28px' },
  },
});

export const segment = style({
  paddingBlock: '1px',
  paddingInline: '1px',
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textAlign: 'end',
  outline: 'none',
  caretColor: 'transparent',
  selectors: {
    // 'pre': a flex item drops its trailing space, and the date-time's ", " would read "2026,18:30".
    '&[data-type="literal"]': { color: vars.color.textMuted, paddingInline: 0, whiteSpace: 'pre' },
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-focused]': { backgroundColor: vars.color.primary, color: vars.color.onPrimary },
    '&[data-disabled]': { color: vars.color.textDisabled },
  },
});

// Messages wrap to the field's width instead of widening it (they add nothing to the intrinsic width).
const underField = { inlineSize: 0, minInlineSize: '100%' } as const;

export const helpText = style({
  ...underField,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
});

export const errorText = style({
  ...underField,
  color: vars.color.warnText,
  fontSize: vars.font.size.xs,
});

export const popover = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  zIndex: vars.zIndex.popover,
  outline: 'none',
});

export const dialog = style({ outline: 'none' });

export const calendar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const calendarHeading = style({
  margin: 0,
  flex: 1,
  textAlign: 'center',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

/** Month arrows point the way the reading direction goes. */
export const directionalIcon = style({
  selectors: {
    '[dir="rtl"] &': { transform: 'scaleX(-1)' },
  },
});

export const grid = style({
  borderCollapse: 'collapse',
  borderSpacing: 0,
});

export const headerCell = style({
  paddingBlockEnd: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  textAlign: 'center',
});

export const cell = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    inlineSize: '36px',
    blockSize: '36px',
    margin: '1px',
    borderRadius: vars.radius.full,
    color: vars.color.text,
    fontVariantNumeric: 'tabular-nums',
    cursor: 'pointer',
    selectors: {
      '&[data-focus-visible]': { outlineOffset: '-2px' },
      '&[data-outside-month]': { display: 'none' },
      '&[data-hovered]': { backgroundColor: vars.color.hover },
      '&[data-pressed]': { backgroundColor: vars.color.selected },
      '&[data-selected]': { backgroundColor: vars.color.primary, color: vars.color.onPrimary },
      '&[data-selected][data-invalid]': { backgroundColor: vars.color.warn, color: vars.color.onWarn },
      '&[data-disabled], &[data-unavailable]': {
        color: vars.color.textDisabled,
        backgroundColor: 'transparent',
        cursor: 'default',
      },
      '&[data-unavailable]': { textDecoration: 'line-through' },
    },
  },
]);
