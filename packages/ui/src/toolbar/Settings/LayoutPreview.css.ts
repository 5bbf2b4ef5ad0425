import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The miniature page: 80 × 56 at the drawer's usual width, scaling with its tile. */
export const frame = style({
  display: 'flex',
  inlineSize: '100%',
  aspectRatio: '10 / 7',
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceSunken,
  forcedColorAdjust: 'none',
});
export const vertical = style({ flexDirection: 'row' });
export const horizontal = style({ flexDirection: 'column' });

/** The navigation column, by width: a full panel, compact, dense icons, a thin rail. */
export const nav = styleVariants({
  wide: { flex: '0 0 30%' },
  compact: { flex: '0 0 18%' },
  dense: { flex: '0 0 11%' },
  thin: { flex: '0 0 7%' },
});
export const navTone = styleVariants({
  light: { backgroundColor: vars.color.primarySubtle, borderInlineEnd: `1px solid ${vars.color.border}` },
  dark: { backgroundColor: vars.color.primary },
});
export const navColumn = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '3px',
  paddingBlock: '4px',
});
/** A user's round picture at the top of the classy navigation. */
export const navUser = style({
  inlineSize: '8px',
  blockSize: '8px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary,
});
export const navLine = style({
  inlineSize: '60%',
  blockSize: '2px',
  borderRadius: '1px',
  backgroundColor: vars.color.textMuted,
  opacity: 0.5,
});

export const column = style({ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minInlineSize: 0 });
/** A bar across the page: the toolbar, or a horizontal layout's navigation. */
export const bar = styleVariants({
  toolbar: {
    flex: '0 0 16%',
    backgroundColor: vars.color.surfaceRaised,
    borderBlockEnd: `1px solid ${vars.color.border}`,
  },
  primary: { flex: '0 0 16%', backgroundColor: vars.color.primary },
  band: { flex: '0 0 30%', backgroundColor: vars.color.primary },
});
/** The page's content: two blocks of "text", boxed in for the centered layouts. */
export const content = styleVariants({
  full: { flex: '1 1 auto', display: 'flex', flexDirection: 'column', gap: '3px', padding: '5px' },
  boxed: {
    flex: '1 1 auto',
    display: 'flex',
    flexDirection: 'column',
    gap: '3px',
    padding: '5px',
    marginInline: '14%',
    backgroundColor: vars.color.surfaceRaised,
  },
  raised: {
    flex: '1 1 auto',
    display: 'flex',
    flexDirection: 'column',
    gap: '3px',
    padding: '5px',
    marginInline: '10%',
    marginBlockStart: '-12%',
    borderRadius: '2px',
    backgroundColor: vars.color.surfaceRaised,
    boxShadow: vars.shadow.sm,
  },
});
export const block = styleVariants({
  heading: {
    blockSize: '4px',
    inlineSize: '45%',
    borderRadius: '1px',
    backgroundColor: vars.color.textMuted,
    opacity: 0.6,
  },
  text: { flex: '1 1 auto', borderRadius: '2px', backgroundColor: vars.color.divider },
});

// On a dark (primary) navigation, the picture and the lines take the colour drawn on primary.
globalStyle(`${navTone.dark} ${navUser}, ${navTone.dark} ${navLine}`, { backgroundColor: vars.color.onPrimary });
