import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsDashboard } from '@atrium/mock-api';
import type { ApiClient } from '../../../api/client';
import { useApiClient } from '../../../api/context';

/** Query keys of the analytics dashboard, in one place. */
export const analyticsKeys = {
  all: ['dashboards', 'analytics'] as const,
};

export const analyticsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: analyticsKeys.all,
    // The answer is checked card by card (useSection), so a malformed part fails only its card.
    queryFn: ({ signal }) => api.get<Partial<AnalyticsDashboard>>('api/dashboards/analytics', undefined, signal),
  });

/** The whole analytics answer; each card picks and checks its own part. */
export function useAnalyticsDashboard() {
  return useQuery(analyticsQueryOptions(useApiClient()));
}
