import { style } from '@vanilla-extract/css';
import { field } from '../field.css';

/** The native search input draws its own clear control; ours replaces it. */
export const searchInput = style({
  selectors: {
    '&::-webkit-search-cancel-button': { appearance: 'none' },
    '&::-webkit-search-decoration': { appearance: 'none' },
  },
});

/** The clear button only shows when there is something to clear. */
export const clearButton = style({
  selectors: {
    [`${field}[data-empty] &`]: { visibility: 'hidden' },
  },
});

export const clearIcon = style({ inlineSize: '1rem', blockSize: '1rem' });
