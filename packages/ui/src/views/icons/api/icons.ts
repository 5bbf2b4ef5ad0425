import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IconSet, IconSetId } from '@atrium/mock-api';
import type { ApiClient } from '../../../api/client';
import { useApiClient } from '../../../api/context';

/** Query keys of the icon pages: one descriptor per set. */
export const iconsKeys = {
  all: ['icons'] as const,
  set: (id: IconSetId) => [...iconsKeys.all, 'set', id] as const,
};

/** A set's descriptor: its name, grid size and icon names. Static data: kept for the session. */
export const iconSetQueryOptions = (api: ApiClient, id: IconSetId) =>
  queryOptions({
    queryKey: iconsKeys.set(id),
    queryFn: ({ signal }) => api.get<IconSet>(`api/ui/icons/${id}`, undefined, signal),
    staleTime: Infinity,
  });

export function useIconSet(id: IconSetId) {
  return useQuery(iconSetQueryOptions(useApiClient(), id));
}
