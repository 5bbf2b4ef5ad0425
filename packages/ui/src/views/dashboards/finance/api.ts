import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FinanceDashboard } from '@atrium/mock-api';
import type { ApiClient } from '../../../api/client';
import { useApiClient } from '../../../api/context';

/** Query keys of the finance dashboard. */
export const financeDashboardKeys = {
  all: ['dashboards', 'finance'] as const,
};

/** Partial: a card checks its own part, so a missing or malformed part fails that card alone. */
export const financeDashboardQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: financeDashboardKeys.all,
    queryFn: ({ signal }) => api.get<Partial<FinanceDashboard>>('api/dashboards/finance', undefined, signal),
  });

export function useFinanceDashboard() {
  return useQuery(financeDashboardQueryOptions(useApiClient()));
}
