/**
 * The example page's data: query keys, query options and the hook the page calls.
 *
 * Copy this file with the view when you start a new page, then rename the keys, the address and the
 * hook. Every call goes through the one API client (`useApiClient`): it adds the session's token and
 * the API's base address, and turns an error answer into a thrown error, so TanStack Query sees it.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Activity } from '@atrium/mock-api';
import type { ApiClient } from '../../api/client';
import { useApiClient } from '../../api/context';

/** How many entries the example card shows. */
export const EXAMPLE_ITEM_COUNT = 5;

/**
 * The page's query keys, all under one root: `exampleKeys.all` invalidates everything the page
 * has read, `exampleKeys.latest()` only the card's list.
 */
export const exampleKeys = {
  all: ['example'] as const,
  latest: () => [...exampleKeys.all, 'latest'] as const,
};

/**
 * What to fetch and how: the key it is cached under and the call that answers it. Kept apart from the
 * hook so a route loader or a test can prefetch the same query (`queryClient.ensureQueryData(...)`).
 * `signal` lets TanStack Query cancel the call when nobody needs the answer any more.
 */
export const exampleQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: exampleKeys.latest(),
    queryFn: ({ signal }) => api.get<Activity[]>('api/pages/activities', undefined, signal),
    // The server answers the whole feed, newest first; the card shows only the first few.
    select: (activities) => activities.slice(0, EXAMPLE_ITEM_COUNT),
  });

/**
 * The latest activities for the example card. The result is TanStack Query's: `isPending` (nothing yet),
 * `isError` with `refetch` (for a retry), and `data` once it has arrived.
 */
export function useExampleItems() {
  return useQuery(exampleQueryOptions(useApiClient()));
}
