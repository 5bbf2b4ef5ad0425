import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Navigation, UpdateUserRequest, User } from '@atrium/mock-api';
import type { ApiClient } from '../../api/client';
import { useApiClient } from '../../api/context';
import { commonKeys } from './keys';

export const userQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: commonKeys.user(), queryFn: () => api.get<User>('api/common/user') });

export const navigationQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: commonKeys.navigation(),
    queryFn: () => api.get<Navigation>('api/common/navigation'),
    staleTime: Infinity,
  });

export function useUser() {
  return useQuery(userQueryOptions(useApiClient()));
}

export function useNavigation() {
  return useQuery(navigationQueryOptions(useApiClient()));
}

/** Changes the user (the status submenu): shown at once, rolled back if the call fails. */
export function useUpdateUser() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: UpdateUserRequest['user']) => api.patch<User>('api/common/user', { user }),
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey: commonKeys.user() });
      const previous = queryClient.getQueryData<User>(commonKeys.user());
      if (previous) queryClient.setQueryData<User>(commonKeys.user(), { ...previous, ...changes });
      return { previous };
    },
    onError: (_error, _changes, context) => {
      if (context?.previous) queryClient.setQueryData(commonKeys.user(), context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: commonKeys.user() }),
  });
}
