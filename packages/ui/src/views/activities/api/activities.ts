import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Activity } from '@atrium/mock-api';
import type { ApiClient } from '../../../api/client';
import { useApiClient } from '../../../api/context';

/** Query keys of the activities page. */
export const activitiesKeys = {
  all: ['activities'] as const,
  list: () => [...activitiesKeys.all, 'list'] as const,
};

/** Every activity, newest first (the server answers them all at once; the page shows them in steps). */
export const activitiesQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: activitiesKeys.list(),
    queryFn: ({ signal }) => api.get<Activity[]>('api/pages/activities', undefined, signal),
  });

export function useActivities() {
  return useQuery(activitiesQueryOptions(useApiClient()));
}
