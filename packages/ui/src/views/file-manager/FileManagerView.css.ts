import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { typeHue } from './format';

/** The page and the docked details: a row; the page takes what the details leave. */
export const frame = style({ display: 'flex', minBlockSize: '100%', backgroundColor: vars.color.surfaceSunken });

export const root = style({
  flex: 1,
  minInlineSize: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  minBlockSize: '100%',
  backgroundColor: vars.color.surfaceSunken,
  '@media': { 'screen and (max-width: 599px)': { padding: vars.space.md } },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const titleBlock = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minInlineSize: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const counts = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const breadcrumbs = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
});

export const crumb = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, color: vars.color.textMuted });

export const crumbLink = style({
  color: vars.color.primaryText,
  textDecoration: 'none',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-current]': { color: vars.color.text, fontWeight: vars.font.weight.semibold, cursor: 'default' },
  },
});

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const toolbarSearch = style({ flex: '1 1 14rem', minInlineSize: 0, maxInlineSize: '22rem' });

export const limitNote = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.xs });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  gap: vars.space.md,
  padding: 0,
  margin: 0,
  outline: 'none',
});

export const tile = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minBlockSize: '160px',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.hover },
    '&[data-selected]': { backgroundColor: vars.color.selected },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const tileIcon = style({ color: vars.color.textDisabled });

export const tileName = style({
  maxInlineSize: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.font.weight.medium,
  fontSize: vars.font.size.sm,
});

export const tileLine = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs });

export const tileInfo = style({ position: 'absolute', insetBlockStart: vars.space.xs, insetInlineEnd: vars.space.xs });

const tagBase = style({
  display: 'inline-block',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.04em',
  lineHeight: vars.font.lineHeight.tight,
});

export const typeTag = styleVariants(typeHue, (hue) => [
  tagBase,
  { color: vars.tag[hue].text, backgroundColor: vars.tag[hue].background },
]);

export const folderTag = style([tagBase, { color: vars.color.textMuted, backgroundColor: vars.color.surfaceSunken }]);

export const skeletonTile = style({ blockSize: '160px', borderRadius: vars.radius.lg });

export const tableWrap = style({
  backgroundColor: vars.color.surface,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});

export const nameCell = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minInlineSize: 0 });

export const panel = style({
  backgroundColor: vars.color.surface,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
});

globalStyle(`${tiles} > *`, { minInlineSize: 0 });

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '40px',
  blockSize: '40px',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.hover },
    '&[data-selected]': { backgroundColor: vars.color.primarySubtle, color: vars.color.primaryText },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
