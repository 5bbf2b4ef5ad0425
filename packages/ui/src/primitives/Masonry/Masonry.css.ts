import { createVar, style } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/**
 * The height of one row of the fallback grid. Each card spans as many rows as its measured height
 * (plus the gap) needs, so a card is placed within this much of its true height: small enough that
 * the gaps look even, large enough that 1,000 cards make a few thousand rows, not tens of thousands.
 */
export const MASONRY_ROW_PX = 4;

/** The gap between cards, both ways (a theme space by default). */
export const masonryGap = createVar();

export const masonry = style({
  vars: { [masonryGap]: vars.space.md },
  display: 'grid',
  gridTemplateColumns: 'repeat(1, minmax(0, 1fr))',
  // Rows are tiny and have no gap: a card's span holds its height and the gap below it.
  gridAutoRows: `${MASONRY_ROW_PX}px`,
  gridAutoFlow: 'row',
  alignItems: 'start',
  columnGap: masonryGap,
  rowGap: 0,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mediaUp('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaUp('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [mediaUp('lg')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    [mediaUp('xl')]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
  },
  '@supports': {
    // Where the browser lays out masonry itself, it places every card and no row spans are set.
    '(grid-template-rows: masonry)': {
      gridTemplateRows: 'masonry',
      gridAutoRows: 'auto',
      rowGap: masonryGap,
    },
  },
});

/** One cell: its content is measured, and the cell spans rows to fit it (see Masonry.tsx). */
export const masonryItem = style({
  minInlineSize: 0,
  margin: 0,
  padding: 0,
});

/** The measured box: it takes its content's height, never the cell's. */
export const masonryContent = style({
  display: 'flow-root',
});
