import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaUp } from '../../theme/breakpoints';

/** Outline beside the step from lg; below it, a top bar, the step and a bottom bar. */
export const layout = style({
  display: 'flex',
  flex: '1 1 auto',
  minInlineSize: 0,
  minBlockSize: '100%',
  backgroundColor: vars.color.background,
  color: vars.color.text,
});

export const sidebar = style({
  flex: '0 0 360px',
  inlineSize: '360px',
  borderInlineEnd: `1px solid ${vars.color.divider}`,
  backgroundColor: vars.color.surface,
  padding: vars.space.lg,
  overflowY: 'auto',
});

export const outline = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const backLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  alignSelf: 'flex-start',
  color: vars.color.primaryText,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const outlineTitle = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const fact = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const steps = style({ margin: 0, padding: 0, listStyle: 'none', marginBlockStart: vars.space.sm });

export const stepItem = style({
  position: 'relative',
  paddingBlockEnd: vars.space.md,
  selectors: {
    // The line joining this step's circle to the next one's.
    '&:not(:last-child)::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: '15px',
      insetBlockStart: '36px',
      insetBlockEnd: '4px',
      inlineSize: '2px',
      backgroundColor: vars.color.divider,
    },
    '&[data-done]:not(:last-child)::before': { backgroundColor: vars.color.primary },
  },
});

export const stepLink = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.xxs,
  marginInline: `calc(${vars.space.xxs} * -1)`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.hover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}` },
  },
});

export const stepCircle = style({
  flex: '0 0 32px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '32px',
  blockSize: '32px',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  selectors: {
    [`${stepItem}[data-done] &`]: {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
    [`${stepItem}[data-current] &`]: { borderColor: vars.color.primary, color: vars.color.primaryText },
  },
});

export const stepText = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0, paddingBlockStart: '4px' });

export const stepTitle = style({
  fontWeight: vars.font.weight.medium,
  selectors: { [`${stepItem}[data-current] &`]: { color: vars.color.primaryText, fontWeight: vars.font.weight.bold } },
});

export const stepSubtitle = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const main = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  minInlineSize: 0,
});

export const topBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
  backgroundColor: vars.color.surface,
});

export const topTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const scroller = style({
  flex: '1 1 auto',
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.md,
  paddingBlockEnd: `calc(${vars.space.xxxl} * 2)`,
  '@media': { [mediaUp('sm')]: { paddingInline: vars.space.xl } },
});

export const article = style({
  maxInlineSize: '768px',
  marginInline: 'auto',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  border: `1px solid ${vars.color.divider}`,
  '@media': { [mediaUp('sm')]: { padding: vars.space.xxl } },
});

export const notice = style({
  maxInlineSize: '768px',
  marginInline: 'auto',
  marginBlockEnd: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primarySubtle,
  color: vars.color.text,
});

export const stepCaption = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.primaryText,
});

export const stepHeading = style({
  margin: 0,
  marginBlockStart: vars.space.xs,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const stepLead = style({ margin: 0, marginBlock: vars.space.sm, color: vars.color.textMuted });

/** The floating pill with previous, "n / total" and next (lg and up). */
export const pill = style({
  position: 'sticky',
  insetBlockEnd: vars.space.lg,
  alignSelf: 'center',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginBlockStart: `calc(${vars.space.xxxl} * -1.5)`,
  padding: vars.space.xs,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  boxShadow: vars.shadow.lg,
});

export const pillButton = style({
  color: 'inherit',
  borderColor: 'transparent',
  backgroundColor: 'transparent',
  // On the primary pill a hover takes the primary's own hover shade, so the text keeps its contrast
  // (the flat button's grey hover is for buttons on surfaces).
  selectors: {
    '&&[data-hovered]:not([data-disabled]), &&[data-pressed]': { backgroundColor: vars.color.primaryHover },
  },
});

export const counter = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weight.semibold,
  paddingInline: vars.space.xs,
  whiteSpace: 'nowrap',
});

/** The phone's bottom bar: the steps, the counter and progress, previous and next. */
export const bottomBar = style({
  position: 'sticky',
  insetBlockEnd: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderBlockStart: `1px solid ${vars.color.divider}`,
  backgroundColor: vars.color.surface,
});

export const bottomProgress = style({ flex: '1 1 auto', minInlineSize: 0 });

export const loadingBox = style({ flex: '1 1 auto', padding: vars.space.lg });
