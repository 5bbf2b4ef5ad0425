import { style } from '@vanilla-extract/css';
import { mediaUp } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minInlineSize: 0 });

/** The filters above the table: they wrap on narrow screens. */
export const filters = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md });

export const filterField = style({ minInlineSize: '12rem', flex: '1 1 12rem', maxInlineSize: '20rem' });

/** A long first message stays on two lines in its cell. */
export const firstMessage = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});

export const toolList = style({ overflowWrap: 'anywhere' });

export const buttonIcon = style({ inlineSize: '1.1em', blockSize: '1.1em', flexShrink: 0, verticalAlign: 'middle' });

export const detail = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const detailHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

/** The replayed conversation and its Inspector, side by side on wide screens. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [mediaUp('lg')]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(18rem, 2fr)' } },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.divider}`,
  backgroundColor: vars.color.surface,
  minInlineSize: 0,
});

export const panelTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});
