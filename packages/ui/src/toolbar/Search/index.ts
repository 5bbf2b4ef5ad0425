export { Search, type SearchProps } from './Search';
export { SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH, isSearchable, useSearchResults } from './api';
