import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The bar form: slides over the whole toolbar (its nearest positioned ancestor). */
export const bar = style({
  position: 'absolute',
  inset: 0,
  zIndex: vars.zIndex.toolbar,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingInline: vars.space.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});

export const barField = style({ flex: '1 1 auto', minInlineSize: 0 });

/** The bar's input sits flat on the toolbar. */
export const barBox = style({
  selectors: { '&&': { border: 'none', backgroundColor: 'transparent', fontSize: vars.font.size.lg } },
});

export const basicField = style({ inlineSize: '100%', maxInlineSize: '420px' });

export const results = style({ maxBlockSize: '420px' });

export const groupHeader = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.05em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const resultText = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });
export const secondary = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });
export const struck = style({ textDecoration: 'line-through', color: vars.color.textMuted });

export const face = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  inlineSize: '32px',
  blockSize: '32px',
  borderRadius: vars.radius.full,
  overflow: 'hidden',
  backgroundColor: vars.color.primarySubtle,
  color: vars.color.primaryText,
});
globalStyle(`${face} img`, { inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });
globalStyle(`${face} svg`, { inlineSize: '18px', blockSize: '18px' });

export const taskIcon = style({ flexShrink: 0, inlineSize: '20px', blockSize: '20px', color: vars.color.textMuted });
export const taskDone = style({ color: vars.color.primaryText });
