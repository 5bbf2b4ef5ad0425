import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateShortcutRequest, Shortcut } from '@atrium/mock-api';
import type { ApiClient } from '../../api/client';
import { useApiClient } from '../../api/context';
import { commonKeys } from '../../shell/api/keys';

const PATH = 'api/common/shortcuts';

export const shortcutsQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: commonKeys.shortcuts(), queryFn: () => api.get<Shortcut[]>(PATH) });

export function useShortcuts() {
  return useQuery(shortcutsQueryOptions(useApiClient()));
}

/** Shows the change at once, puts the list back if the call fails, fetches it again once settled. */
function useOptimisticShortcuts<V>(
  call: (api: ApiClient, variables: V) => Promise<unknown>,
  apply: (shortcuts: Shortcut[], variables: V) => Shortcut[],
) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const key = commonKeys.shortcuts();
  return useMutation({
    mutationFn: (variables: V) => call(api, variables),
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Shortcut[]>(key);
      if (previous) queryClient.setQueryData<Shortcut[]>(key, apply(previous, variables));
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** A placeholder id until the server answers with the real one. */
const pendingId = () => `pending-${Math.random().toString(36).slice(2)}`;

export const useCreateShortcut = () =>
  useOptimisticShortcuts<CreateShortcutRequest['shortcut']>(
    (api, shortcut) => api.post<Shortcut>(PATH, { shortcut }),
    (shortcuts, shortcut) => [...shortcuts, { description: null, ...shortcut, id: pendingId() }],
  );

export const useUpdateShortcut = () =>
  useOptimisticShortcuts<{ id: string; shortcut: Partial<Omit<Shortcut, 'id'>> }>(
    (api, body) => api.patch<Shortcut>(PATH, body),
    (shortcuts, { id, shortcut }) => shortcuts.map((item) => (item.id === id ? { ...item, ...shortcut } : item)),
  );

export const useDeleteShortcut = () =>
  useOptimisticShortcuts<string>(
    (api, id) => api.delete(PATH, { id }),
    (shortcuts, id) => shortcuts.filter((item) => item.id !== id),
  );
