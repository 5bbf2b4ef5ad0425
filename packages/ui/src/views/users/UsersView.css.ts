import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The page frame, heading group, title and subtitle are the dashboards' (one centred column up to 1440 px).
export { page, headingGroup, title, subtitle } from '../dashboards/shared/DashboardPage.css';

/** The dashboards' header, wrapping its actions under the title on narrow screens. */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const buttonIcon = style({ inlineSize: '1.1em', blockSize: '1.1em', flexShrink: 0 });

/** The filters above a list: they wrap on narrow screens. */
export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const filterField = style({ minInlineSize: '12rem', flex: '1 1 12rem', maxInlineSize: '20rem' });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.divider}`,
  backgroundColor: vars.color.surface,
  minInlineSize: 0,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const muted = style({ color: vars.color.textMuted });

export const small = style({ fontSize: vars.font.size.sm });

export const link = style({
  color: vars.color.primaryText,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/** Avatar, name and email in one cell. */
export const person = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minInlineSize: 0,
});

export const personText = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });

export const personName = style({ fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' });

export const personEmail = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.divider}`,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
});

export const time = style({
  borderRadius: vars.radius.sm,
  textDecoration: 'underline dotted',
  textUnderlineOffset: '3px',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/** A list of terms and their values. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
});
globalStyle(`${facts} dt`, { color: vars.color.textMuted, fontSize: vars.font.size.sm });
globalStyle(`${facts} dd`, { margin: 0, minInlineSize: 0, overflowWrap: 'anywhere' });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

/** A note that explains why something is not possible. */
export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
});

export const errorText = style({ margin: 0, color: vars.color.warnText, fontSize: vars.font.size.sm });

export const list = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column' });

export const listItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
  selectors: { '&:last-child': { borderBlockEnd: 'none' } },
});
