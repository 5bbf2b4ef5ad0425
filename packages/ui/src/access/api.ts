/**
 * The signed-in user's roles and effective permissions (spec 4 §1): `GET api/me` is the only place the UI
 * reads them from. After a change to roles, `invalidateMe` fetches them again so the session updates
 * without signing out.
 */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { MeAnswer } from '@atrium/mock-api';
import type { ApiClient } from '../api/client';
import { useApiClient } from '../api/context';

export const meKeys = { all: ['me'] as const };

export const meQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: meKeys.all,
    queryFn: ({ signal }) => api.get<MeAnswer>('api/me', undefined, signal),
    staleTime: 60_000,
    // Roles changed in another tab (or by another admin) show up when the user comes back to this one.
    refetchOnWindowFocus: 'always',
  });

export function useMe() {
  return useQuery(meQueryOptions(useApiClient()));
}

/** Fetches `api/me` again (after roles or a user's roles changed). */
export function invalidateMe(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: meKeys.all });
}
