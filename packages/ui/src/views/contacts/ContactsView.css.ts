import { style } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/**
 * The app takes the visible content area, no more: the list scrolls inside it, which the
 * virtualizer needs. In the layouts' main area (a flex column that grows with its content and
 * fills what the top bar and footer leave of the viewport) it grows into that room from a zero
 * basis, and `overflow: hidden` keeps the list's own height out of the page's. In a box of set
 * height (a story's frame) it fills the box. Below 24rem it stops shrinking and the page scrolls.
 */
export const root = style({
  display: 'flex',
  flex: '1 1 0',
  blockSize: '100%',
  minBlockSize: '24rem',
  maxBlockSize: '100dvh',
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
