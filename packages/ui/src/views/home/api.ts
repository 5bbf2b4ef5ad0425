import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OverviewAnswer } from '@atrium/mock-api';
import type { ApiClient } from '../../api/client';
import { useApiClient } from '../../api/context';

/** Query keys of the operator's home. */
export const overviewKeys = { all: ['overview'] as const };

/**
 * The home's one call. Partial: each card checks its own part, so a missing or malformed part fails
 * that card alone; the parts the user may not see are not sent at all.
 */
export const overviewQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: overviewKeys.all,
    queryFn: ({ signal }) => api.get<Partial<OverviewAnswer>>('api/overview', undefined, signal),
    // Today's figures move: fresh when the operator comes back to the page, and every few minutes.
    staleTime: 30_000,
    refetchInterval: 5 * 60_000,
  });

/** `enabled` waits for the permissions, so a user without `dashboard:view` is never refused by the API. */
export function useOverview(enabled: boolean) {
  return useQuery({ ...overviewQueryOptions(useApiClient()), enabled });
}
