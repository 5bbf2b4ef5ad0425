import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgentOverview } from '@atrium/mock-api';
import type { ApiClient } from '../../../api/client';
import { useApiClient } from '../../../api/context';
import { agentKeys } from '../keys';

/** The last 30 days of the assistant's conversations, and the approvals waiting now. */
export const agentOverviewQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: agentKeys.overview(),
    queryFn: ({ signal }) => api.get<AgentOverview>('api/agent/overview', undefined, signal),
    staleTime: 30_000,
  });

export function useAgentOverview() {
  return useQuery(agentOverviewQueryOptions(useApiClient()));
}
