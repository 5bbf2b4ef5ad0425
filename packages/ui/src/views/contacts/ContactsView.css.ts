import { style } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/**
 * The app fills the height its route gives it (at most the viewport): the list scrolls inside, which
 * the virtualizer needs.
 */
export const root = style({
  display: 'flex',
  blockSize: '100%',
  maxBlockSize: '100dvh',
  minBlockSize: '24rem',
  overflow: 'hidden',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});

/** Below md an open contact takes the whole page, so the list steps aside. */
export const listPane = style({
  display: 'flex',
  flex: 1,
  minInlineSize: 0,
  selectors: {
    [`${root}[data-detail] &`]: { display: 'none' },
  },
  '@media': {
    [mediaUp('md')]: {
      selectors: { [`${root}[data-detail] &`]: { display: 'flex' } },
    },
  },
});

export const detailPane = style({
  flex: '1 0 100%',
  minInlineSize: 0,
  overflowY: 'auto',
  backgroundColor: vars.color.surface,
  '@media': {
    [mediaUp('md')]: {
      flex: '0 0 auto',
      inlineSize: 'min(40rem, 60%)',
      borderInlineStart: `1px solid ${vars.color.divider}`,
      boxShadow: vars.shadow.md,
    },
  },
});
