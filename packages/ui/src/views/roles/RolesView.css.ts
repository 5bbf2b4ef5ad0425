import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  minInlineSize: 0,
  color: vars.color.text,
  '@media': { 'screen and (max-width: 599px)': { padding: vars.space.md } },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

export const titleBlock = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  marginInlineEnd: 'auto',
  minInlineSize: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const subtitle = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  minInlineSize: 0,
});

export const link = style({
  color: vars.color.primaryText,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const note = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.divider}`,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
});

export const noteIcon = style({
  flexShrink: 0,
  inlineSize: '1.1rem',
  blockSize: '1.1rem',
  color: vars.color.textMuted,
});

export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

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

export const formActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.sm,
});

export const formError = style({ margin: 0, color: vars.color.warnText, fontSize: vars.font.size.sm });

/** A tab's content: the same rhythm as the page, without its padding. */
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minInlineSize: 0 });
