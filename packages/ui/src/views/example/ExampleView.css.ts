/**
 * The example page's styles. Every colour, space, radius and size comes from the theme contract
 * (`vars`), so the page follows the six themes and both schemes; logical properties (`paddingInline`,
 * `marginBlockStart`) keep it right for a right-to-left language too.
 */
import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../../primitives/focus.css';
import { mediaUp } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** One column, 960 px at most: the header above, the card below. */
export const page = style({
  boxSizing: 'border-box',
  inlineSize: '100%',
  maxInlineSize: '960px',
  marginInline: 'auto',
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  color: vars.color.text,
  '@media': { [mediaUp('sm')]: { padding: vars.space.xxl } },
});

// --------------------------------------------------------------------------------------- header

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const breadcrumbs = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const breadcrumb = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const breadcrumbLink = style([
  focusRing,
  {
    color: 'inherit',
    textDecoration: 'none',
    borderRadius: vars.radius.sm,
    selectors: {
      '&[data-hovered]:not([data-current])': { color: vars.color.primaryText, textDecoration: 'underline' },
      // The current page is named, not linked.
      '&[data-current]': { color: vars.color.text, cursor: 'default' },
    },
  },
]);

/** The title and the actions share a row while they fit; on a phone the actions go under the title. */
export const titleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** A link drawn as a button keeps the link's role (it goes somewhere) and the button's look. */
export const linkButton = style({ textDecoration: 'none' });

export const lead = style({ margin: 0, color: vars.color.textMuted, maxInlineSize: '65ch' });

// ----------------------------------------------------------------------------------------- card

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.divider}`,
  boxShadow: vars.shadow.sm,
  minInlineSize: 0,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingBlock: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.divider}`,
  selectors: { '&:first-child': { borderBlockStart: 'none', paddingBlockStart: 0 } },
});

export const itemText = style({ lineHeight: vars.font.lineHeight.normal, overflowWrap: 'anywhere' });
globalStyle(`${itemText} p`, { margin: 0 });

export const itemTime = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });
