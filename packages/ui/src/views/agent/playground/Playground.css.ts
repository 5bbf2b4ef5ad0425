import { style } from '@vanilla-extract/css';
import { mediaUp } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';

/** The conversation column and, docked from wide screens up, the Inspector beside it. */
export const layout = style({
  display: 'flex',
  alignItems: 'stretch',
  gap: vars.space.lg,
  minBlockSize: 0,
});

export const main = style({
  flex: '1 1 auto',
  minInlineSize: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  // The transcript scrolls between the toolbar and the composer, inside the page's height.
  blockSize: 'max(28rem, calc(100dvh - 20rem))',
  '@media': { [mediaUp('md')]: { blockSize: 'max(32rem, calc(100dvh - 22rem))' } },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const toolbarGroup = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const setupNote = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const buttonIcon = style({ inlineSize: '1.1em', blockSize: '1.1em', flexShrink: 0 });

export const composer = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const composerField = style({ flex: '1 1 16rem', minInlineSize: 0 });

export const empty = style({
  flex: '1 1 auto',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceSunken,
  textAlign: 'center',
});

export const emptyTitle = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });

export const emptyText = style({ margin: 0, color: vars.color.textMuted, maxInlineSize: '36rem' });

export const suggestions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const legend = style({ padding: 0, fontWeight: vars.font.weight.semibold, marginBlockEnd: vars.space.xs });

export const footer = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm });

export const errorText = style({ margin: 0, color: vars.color.warnText, fontSize: vars.font.size.sm });
