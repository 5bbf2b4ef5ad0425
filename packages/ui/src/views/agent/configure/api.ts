import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AgentConfig, AgentConfigVersion, FaqCategoryWithFaqs } from '@atrium/mock-api';
import type { ApiClient } from '../../../api/client';
import { useApiClient } from '../../../api/context';
import { agentKeys } from '../keys';

const BASE = 'api/agent/config';

/** The configuration in force: the newest version. */
export const currentConfigQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: agentKeys.config(),
    queryFn: ({ signal }) => api.get<AgentConfigVersion>(BASE, undefined, signal),
  });

export function useCurrentConfig() {
  return useQuery(currentConfigQueryOptions(useApiClient()));
}

/** Every saved version, newest first. */
export const versionsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: agentKeys.versions(),
    queryFn: ({ signal }) => api.get<AgentConfigVersion[]>(`${BASE}/versions`, undefined, signal),
  });

export function useConfigVersions() {
  return useQuery(versionsQueryOptions(useApiClient()));
}

/** The help center's FAQ categories: the knowledge sources the assistant may answer from. */
export const knowledgeQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: [...agentKeys.all, 'knowledge'] as const,
    queryFn: ({ signal }) => api.get<FaqCategoryWithFaqs[]>('api/apps/help-center/faqs', undefined, signal),
    staleTime: 5 * 60_000,
  });

export function useKnowledgeSources() {
  return useQuery(knowledgeQueryOptions(useApiClient()));
}

/** A new version is the configuration in force: the lists, and the runs and tests that read it, are new. */
function settle(queryClient: QueryClient, version: AgentConfigVersion) {
  queryClient.setQueryData(agentKeys.config(), version);
  queryClient.setQueryData<AgentConfigVersion[]>(agentKeys.versions(), (list) =>
    list && !list.some((item) => item.version === version.version) ? [version, ...list] : list,
  );
  return queryClient.invalidateQueries({ queryKey: agentKeys.versions() });
}

/**
 * PUT config: saves the whole configuration as a new version. Not optimistic (the server numbers the
 * version); the form keeps its unsaved changes until the save succeeds.
 */
export function useSaveConfig() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { config: AgentConfig; note?: string }) => api.put<AgentConfigVersion>(BASE, body),
    onSuccess: (version) => settle(queryClient, version),
  });
}

/** POST config/restore: a new version holding an older one's configuration. */
export function useRestoreVersion() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => api.post<AgentConfigVersion>(`${BASE}/restore`, { version }),
    onSuccess: (version) => settle(queryClient, version),
  });
}
