import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SearchResultGroup } from '@atrium/mock-api';
import { useApiClient } from '../../api/context';
import { commonKeys } from '../../shell/api/keys';

/** Spec §5 and §9: search starts at 2 characters, 300 ms after the last keystroke. */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_DEBOUNCE_MS = 300;

export const isSearchable = (text: string): boolean => text.trim().length >= SEARCH_MIN_LENGTH;

/** POST api/common/search { query }, only for searchable text; the last answer stays while the next loads. */
export function useSearchResults(query: string) {
  const api = useApiClient();
  const text = query.trim();
  return useQuery({
    queryKey: commonKeys.search(text),
    queryFn: () => api.post<SearchResultGroup[]>('api/common/search', { query: text }),
    enabled: isSearchable(text),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
