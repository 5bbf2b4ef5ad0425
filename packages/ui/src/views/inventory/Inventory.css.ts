import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  minInlineSize: 0,
  '@media': { 'screen and (max-width: 600px)': { padding: vars.space.md } },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  justifyContent: 'space-between',
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });

export const search = style({ minInlineSize: '14rem', flex: '1 1 14rem' });

export const thumb = style({
  display: 'block',
  inlineSize: '32px',
  blockSize: '32px',
  borderRadius: vars.radius.sm,
  objectFit: 'cover',
  border: `1px solid ${vars.color.divider}`,
});

export const noThumb = style([
  thumb,
  {
    display: 'grid',
    placeItems: 'center',
    background: vars.color.surfaceSunken,
    color: vars.color.textMuted,
  },
]);

export const muted = style({ color: vars.color.textMuted });

export const stock = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

export const gauge = style({
  position: 'relative',
  display: 'inline-block',
  inlineSize: '6px',
  blockSize: '20px',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.divider}`,
  overflow: 'hidden',
});

const fill = style({ position: 'absolute', insetInline: 0, insetBlockEnd: 0 });
export const gaugeFill = styleVariants({
  low: [fill, { blockSize: '33%', background: vars.color.warn }],
  medium: [fill, { blockSize: '50%', background: vars.color.statusAway }],
  high: [fill, { blockSize: '100%', background: vars.color.success }],
});

export const level = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const activeYes = style({ color: vars.color.success, display: 'inline-flex' });
export const activeNo = style({ color: vars.color.textMuted, display: 'inline-flex' });

export const message = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.divider}`,
  background: vars.color.surface,
  color: vars.color.text,
});

export const bulk = style({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space.xs });

/* The editor */
// At least the drawer's height, so the actions (pushed to its foot) never move with the fields above.
export const editor = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minBlockSize: '100%' });

export const top = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg, alignItems: 'flex-start' });

export const viewer = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.xs });

export const image = style({
  inlineSize: '128px',
  blockSize: '176px',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.divider}`,
  background: vars.color.surfaceSunken,
});

export const noImage = style([image, { display: 'grid', placeItems: 'center', color: vars.color.textMuted }]);

export const viewerNav = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const counter = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
  gap: vars.space.md,
});

/**
 * The fields beside the image: they share its row and take what is left. (A basis on `grid` itself also
 * applied to the editor's column of grids, where it is a height: each grid stood 16rem tall.)
 */
export const topFields = style([grid, { flex: '1 1 16rem' }]);

export const wide = style({ gridColumn: '1 / -1' });

/**
 * The editor's actions stay at the foot of the drawer while the fields scroll. They also hold still
 * when a field's message goes away: pressing Update straight after fixing a field blurs it, its
 * error leaves, and a button in the flow moved up between press and release (the press was lost).
 */
export const footer = style({
  position: 'sticky',
  // The drawer body's padding: the bar sits on the body's edge, covering the fields that scroll under it.
  insetBlockEnd: `calc(-1 * ${vars.space.xl})`,
  zIndex: 1,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginInline: `calc(-1 * ${vars.space.xl})`,
  marginBlockStart: 'auto',
  marginBlockEnd: `calc(-1 * ${vars.space.xl})`,
  paddingInline: vars.space.xl,
  paddingBlock: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.divider}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const footerEnd = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
});

export const noteOk = style({ color: vars.color.success, fontSize: vars.font.size.sm });
export const noteError = style({ color: vars.color.warnText, fontSize: vars.font.size.sm });
