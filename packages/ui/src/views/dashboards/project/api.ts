import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectDashboard } from '@atrium/mock-api';
import type { ApiClient } from '../../../api/client';
import { useApiClient } from '../../../api/context';

/** Query keys of the project dashboard: one answer per project ('' is the default project). */
export const projectDashboardKeys = {
  all: ['dashboards', 'project'] as const,
  project: (projectId: string) => [...projectDashboardKeys.all, projectId] as const,
};

/**
 * The dashboard of one project. Partial: a card checks its own part, so a missing or malformed part
 * fails that card alone.
 */
export const projectDashboardQueryOptions = (api: ApiClient, projectId: string) =>
  queryOptions({
    queryKey: projectDashboardKeys.project(projectId),
    queryFn: ({ signal }) =>
      api.get<Partial<ProjectDashboard>>(
        'api/dashboards/project',
        projectId === '' ? undefined : { project: projectId },
        signal,
      ),
  });

/** The chosen project's figures; the previous project's stay on screen while the next one loads. */
export function useProjectDashboard(projectId: string) {
  return useQuery({ ...projectDashboardQueryOptions(useApiClient(), projectId), placeholderData: keepPreviousData });
}
