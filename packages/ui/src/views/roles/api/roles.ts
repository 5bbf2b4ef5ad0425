import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  AccountSummary,
  AccountsAnswer,
  AccountStatus,
  BulkAnswer,
  Permission,
  PermissionInfo,
  Role,
  RoleWithCount,
} from '@atrium/mock-api';
import type { ApiClient } from '../../../api/client';
import { useApiClient } from '../../../api/context';
import { invalidateMe } from '../../../access';
import { rolesKeys } from './keys';

/** `GET api/roles/role`: a role with the accounts holding it. */
export interface RoleDetail extends Role {
  members: AccountSummary[];
}

/** `GET api/roles/check`: whether a user holds a permission, through which roles (ids). */
export interface AccessCheck {
  allowed: boolean;
  via: string[];
  status: AccountStatus;
}

export const rolesQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: rolesKeys.list(),
    queryFn: ({ signal }) => api.get<RoleWithCount[]>('api/roles', undefined, signal),
  });

export const roleQueryOptions = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: rolesKeys.detail(id),
    queryFn: ({ signal }) => api.get<RoleDetail>('api/roles/role', { id }, signal),
  });

/** The catalogue never changes while the app runs. */
export const catalogueQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: rolesKeys.catalogue(),
    queryFn: ({ signal }) => api.get<PermissionInfo[]>('api/permissions', undefined, signal),
    staleTime: Infinity,
  });

export function useRoles() {
  return useQuery(rolesQueryOptions(useApiClient()));
}

/** One role with its members; nothing is asked while `id` is empty. */
export function useRole(id: string) {
  return useQuery({ ...roleQueryOptions(useApiClient(), id), enabled: id !== '' });
}

export function usePermissionCatalogue() {
  return useQuery(catalogueQueryOptions(useApiClient()));
}

/** Users whose name or email holds `search` (the first 10), for the pickers. */
export function useUserSearch(search: string) {
  const api = useApiClient();
  return useQuery({
    queryKey: rolesKeys.users(search),
    queryFn: ({ signal }) => api.get<AccountsAnswer>('api/users', { search, size: 10, sort: 'name' }, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** Whether `userId` holds `permission`; asked only once both are picked. */
export function useAccessCheck(userId: string | null, permission: Permission | null) {
  const api = useApiClient();
  return useQuery({
    queryKey: rolesKeys.check(userId ?? '', permission ?? ''),
    queryFn: ({ signal }) =>
      api.get<AccessCheck>('api/roles/check', { userId: userId ?? '', permission: permission ?? '' }, signal),
    enabled: userId !== null && permission !== null,
  });
}

/**
 * Says what failed. Given to the hook, not to `mutate()`, so it runs even when the component that
 * started the change has gone.
 */
export interface FailureOptions<V> {
  onError?: (error: Error, variables: V) => void;
}

export interface CreateRoleRequest {
  role: { name: string; description: string; permissions?: Permission[] };
  /** Start from this role's permissions. */
  copyOf?: string;
}

/** POST role (empty, or a copy of another): the answer is the new role, opened by the caller. */
export function useCreateRole() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRoleRequest) => api.post<Role>('api/roles', body),
    onSuccess: (role) => {
      queryClient.setQueryData<RoleDetail>(rolesKeys.detail(role.id), { ...role, members: [] });
      return queryClient.invalidateQueries({ queryKey: rolesKeys.list() });
    },
  });
}

interface Snapshot {
  list: RoleWithCount[] | undefined;
  detail: RoleDetail | undefined;
}

async function snapshot(queryClient: QueryClient, id: string): Promise<Snapshot> {
  await queryClient.cancelQueries({ queryKey: rolesKeys.all });
  return {
    list: queryClient.getQueryData<RoleWithCount[]>(rolesKeys.list()),
    detail: queryClient.getQueryData<RoleDetail>(rolesKeys.detail(id)),
  };
}

function restore(queryClient: QueryClient, id: string, previous: Snapshot | undefined) {
  if (!previous) return;
  queryClient.setQueryData(rolesKeys.list(), previous.list);
  queryClient.setQueryData(rolesKeys.detail(id), previous.detail);
}

export interface UpdateRoleRequest {
  id: string;
  role: { name?: string; description?: string; permissions?: Permission[] };
}

/**
 * PATCH role: the change shows at once in the list and the editor, is put back if the API refuses (the
 * caller says so), and the signed-in user's permissions are fetched again, since they may hold the role.
 */
export function useUpdateRole({ onError }: FailureOptions<UpdateRoleRequest> = {}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateRoleRequest) => api.patch<Role>('api/roles/role', body),
    onMutate: async ({ id, role }) => {
      const previous = await snapshot(queryClient, id);
      queryClient.setQueryData<RoleWithCount[]>(rolesKeys.list(), (list) =>
        list?.map((current) => (current.id === id ? { ...current, ...role } : current)),
      );
      queryClient.setQueryData<RoleDetail>(rolesKeys.detail(id), (current) =>
        current ? { ...current, ...role } : current,
      );
      return previous;
    },
    onError: (error, variables, previous) => {
      restore(queryClient, variables.id, previous);
      onError?.(error, variables);
    },
    onSuccess: () => invalidateMe(queryClient),
    onSettled: () => queryClient.invalidateQueries({ queryKey: rolesKeys.all }),
  });
}

export interface DeleteRoleRequest {
  id: string;
  /** Where the role's holders go (required when it has any). */
  moveTo?: string;
}

/** DELETE role: gone from the list at once, back if the API refuses. */
export function useDeleteRole({ onError }: FailureOptions<DeleteRoleRequest> = {}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, moveTo }: DeleteRoleRequest) => api.delete<boolean>('api/roles/role', { id, moveTo }),
    onMutate: async ({ id }) => {
      const previous = await snapshot(queryClient, id);
      queryClient.setQueryData<RoleWithCount[]>(rolesKeys.list(), (list) => list?.filter((role) => role.id !== id));
      return previous;
    },
    onError: (error, variables, previous) => {
      restore(queryClient, variables.id, previous);
      onError?.(error, variables);
    },
    onSuccess: (_answer, { id }) => {
      queryClient.removeQueries({ queryKey: rolesKeys.detail(id) });
      return invalidateMe(queryClient);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: rolesKeys.all }),
  });
}

export interface MembersRequest {
  id: string;
  add?: AccountSummary[];
  remove?: AccountSummary[];
}

/**
 * POST members: added and removed users show at once; those the API refuses (`failed`, such as the
 * last Owner) are put back and handed to `onRefused` with their reasons.
 */
export function useChangeMembers({
  onError,
  onRefused,
}: FailureOptions<MembersRequest> & {
  onRefused?: (answer: BulkAnswer, variables: MembersRequest) => void;
} = {}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, add = [], remove = [] }: MembersRequest) =>
      api.post<BulkAnswer>('api/roles/members', {
        id,
        add: add.map((user) => user.id),
        remove: remove.map((user) => user.id),
      }),
    onMutate: async ({ id, add = [], remove = [] }) => {
      const previous = await snapshot(queryClient, id);
      queryClient.setQueryData<RoleDetail>(rolesKeys.detail(id), (role) =>
        role
          ? {
              ...role,
              members: [
                ...role.members.filter((member) => !remove.some((user) => user.id === member.id)),
                ...add.filter((user) => !role.members.some((member) => member.id === user.id)),
              ],
            }
          : role,
      );
      return previous;
    },
    onError: (error, variables, previous) => {
      restore(queryClient, variables.id, previous);
      onError?.(error, variables);
    },
    onSuccess: (answer, variables, previous) => {
      if (answer.failed.length > 0) {
        restore(queryClient, variables.id, previous);
        onRefused?.(answer, variables);
      }
      return invalidateMe(queryClient);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: rolesKeys.all }),
  });
}
