export { SearchField, type SearchFieldProps } from './SearchField';
export { useDebouncedUrlText } from './useDebouncedUrlText';
