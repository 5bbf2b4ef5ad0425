import { downloadBlob } from '../../../primitives/download';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  AccountDetail,
  AccountSummary,
  AccountsAnswer,
  AccountsQuery,
  BulkAnswer,
  RoleWithCount,
} from '@atrium/mock-api';
import { invalidateMe } from '../../../access';
import type { ApiClient } from '../../../api/client';
import { useApiClient } from '../../../api/context';
import { usersKeys } from './keys';

const BASE = 'api/users';

/** The list's page size (spec 4 §4). */
export const USERS_PAGE_SIZE = 25;

export const usersQueryOptions = (api: ApiClient, query: AccountsQuery) =>
  queryOptions({
    queryKey: usersKeys.list(query),
    queryFn: ({ signal }) => api.get<AccountsAnswer>(BASE, { ...query }, signal),
  });

/** One page of the list; the previous page stays on screen while the next one loads. */
export function useUsers(query: AccountsQuery) {
  return useQuery({ ...usersQueryOptions(useApiClient(), query), placeholderData: keepPreviousData });
}

export const userQueryOptions = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: usersKeys.detail(id),
    queryFn: ({ signal }) => api.get<AccountDetail>(`${BASE}/user`, { id }, signal),
  });

/** One user with their sessions and effective permissions. */
export function useUser(id: string) {
  return useQuery(userQueryOptions(useApiClient(), id));
}

export const rolesQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: usersKeys.roles(),
    queryFn: ({ signal }) => api.get<RoleWithCount[]>('api/roles', undefined, signal),
    staleTime: 60_000,
  });

/** The roles, for the role filter, the chips' names and the roles dialogs (needs `roles:view`). */
export function useRoles() {
  return useQuery(rolesQueryOptions(useApiClient()));
}

/** Whether `email` (lower case) already belongs to a user: the invite dialog flags it before sending. */
export const emailTakenQueryOptions = (api: ApiClient, email: string) =>
  queryOptions({
    queryKey: usersKeys.emailCheck(email),
    queryFn: async ({ signal }) => {
      const answer = await api.get<AccountsAnswer>(BASE, { search: email, size: 10 }, signal);
      return answer.items.some((user) => user.email.toLowerCase() === email);
    },
    staleTime: 30_000,
  });

/** The calls that act on one user or on the bulk bar's selection. */
export const USER_ACTIONS = [
  'resend-invite',
  'revoke-invite',
  'reset-password',
  'sign-out-everywhere',
  'suspend',
  'reactivate',
  'roles',
  'delete',
] as const;
export type UserAction = (typeof USER_ACTIONS)[number];

export interface UserActionRequest {
  action: UserAction;
  ids: string[];
  /** Several users (the bulk bar): the answer lists who was done and who was skipped, and why. */
  bulk?: boolean;
  /** The action's own fields: suspend `{ days, reason }`, roles `{ roles }`, delete `{ confirm }`. */
  body?: Record<string, unknown>;
}

/** What an action changes on a user at once, before the API answers; null removes the user from the lists. */
function optimisticChange(
  { action, body = {} }: UserActionRequest,
  user: AccountSummary,
): Partial<AccountSummary> | null | undefined {
  switch (action) {
    case 'suspend': {
      const days = typeof body.days === 'number' ? body.days : null;
      return {
        status: 'suspended',
        suspendedUntil: days === null ? null : new Date(Date.now() + days * 86_400_000).toISOString(),
        suspensionReason: typeof body.reason === 'string' ? body.reason : user.suspensionReason,
      };
    }
    case 'reactivate':
      return { status: 'active', suspendedUntil: null, suspensionReason: null };
    case 'roles':
      return { roles: Array.isArray(body.roles) ? (body.roles as string[]) : user.roles };
    case 'delete':
    case 'revoke-invite':
      return null;
    default:
      return undefined;
  }
}

interface Snapshot {
  lists: Array<[readonly unknown[], AccountsAnswer | undefined]>;
  details: Array<[string, AccountDetail | undefined]>;
}

async function snapshot(queryClient: QueryClient, ids: string[]): Promise<Snapshot> {
  await queryClient.cancelQueries({ queryKey: usersKeys.lists() });
  await queryClient.cancelQueries({ queryKey: usersKeys.details() });
  return {
    lists: queryClient.getQueriesData<AccountsAnswer>({ queryKey: usersKeys.lists() }),
    details: ids.map((id) => [id, queryClient.getQueryData<AccountDetail>(usersKeys.detail(id))]),
  };
}

function restore(queryClient: QueryClient, previous: Snapshot | undefined) {
  if (!previous) return;
  for (const [key, list] of previous.lists) queryClient.setQueryData(key, list);
  for (const [id, detail] of previous.details) queryClient.setQueryData(usersKeys.detail(id), detail);
}

/**
 * Says what failed. Given to the hook, not to `mutate()`, so it runs even when the dialog that started
 * the change has closed.
 */
export interface FailureOptions<V> {
  onError?: (error: Error, variables: V) => void;
}

/**
 * One action on one user or on several. One user: the change shows at once where it is safe (status,
 * roles, removal), is put back if the API refuses (the caller says why), and the answer is
 * `{ succeeded: [id], failed: [] }`. Several: nothing changes before the API has said who was done and
 * who was skipped. Lists, the user and the audit trail are fetched again once settled; after a roles
 * change the signed-in user's permissions too.
 */
export function useUserAction({ onError }: FailureOptions<UserActionRequest> = {}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: UserActionRequest): Promise<BulkAnswer> => {
      const { action, ids, bulk = false, body = {} } = request;
      if (bulk) return api.post<BulkAnswer>(`${BASE}/${action}`, { ...body, ids });
      await api.post<AccountSummary | true>(`${BASE}/${action}`, { ...body, id: ids[0] });
      return { succeeded: [ids[0]!], failed: [] };
    },
    onMutate: async (request) => {
      if (request.bulk) return undefined;
      const previous = await snapshot(queryClient, request.ids);
      const ids = new Set(request.ids);
      queryClient.setQueriesData<AccountsAnswer>({ queryKey: usersKeys.lists() }, (list) => {
        if (!list) return list;
        const items: AccountSummary[] = [];
        let removed = 0;
        for (const user of list.items) {
          const change = ids.has(user.id) ? optimisticChange(request, user) : undefined;
          if (change === null) removed += 1;
          else items.push(change ? { ...user, ...change } : user);
        }
        return { ...list, items, total: list.total - removed };
      });
      for (const id of request.ids) {
        queryClient.setQueryData<AccountDetail>(usersKeys.detail(id), (detail) => {
          const change = detail ? optimisticChange(request, detail) : undefined;
          return detail && change ? { ...detail, ...change } : detail;
        });
      }
      return previous;
    },
    onError: (error, request, previous) => {
      restore(queryClient, previous);
      onError?.(error, request);
    },
    onSettled: async (_answer, _error, request) => {
      if (request.action === 'roles') void invalidateMe(queryClient);
      await queryClient.invalidateQueries({ queryKey: usersKeys.all });
    },
  });
}

/** DELETE one session of a user: gone from their sessions at once, back if the API refuses. */
export function useRevokeSession({ onError }: FailureOptions<{ userId: string; id: string }> = {}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, id }: { userId: string; id: string }) =>
      api.delete<AccountSummary>(`${BASE}/session`, { userId, id }),
    onMutate: async ({ userId, id }) => {
      const previous = await snapshot(queryClient, [userId]);
      queryClient.setQueryData<AccountDetail>(usersKeys.detail(userId), (detail) =>
        detail ? { ...detail, sessions: detail.sessions.filter((session) => session.id !== id) } : detail,
      );
      return previous;
    },
    onError: (error, variables, previous) => {
      restore(queryClient, previous);
      onError?.(error, variables);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}

export interface InviteInput {
  emails: string[];
  roles: string[];
  message?: string;
  expiresInDays: 1 | 7 | 30;
}

/** POST invite: the answer names each email sent and each skipped (repeated, or already a user). */
export function useInviteUsers() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteInput) => api.post<BulkAnswer>(`${BASE}/invite`, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}

/** The list's filters as the export takes them (no paging). */
export type ExportQuery = Omit<AccountsQuery, 'page' | 'size'>;

/**
 * GET export: the filtered list as CSV, through the API client (so with the Bearer token), saved by the
 * browser as a file.
 */
export function useExportUsers() {
  const api = useApiClient();
  return useMutation({
    mutationFn: async (query: ExportQuery) => {
      const text = await api.request<string>(`${BASE}/export`, { query: { ...query } });
      // The client reads the body as text, which drops the byte-order mark spreadsheets look for.
      const blob = new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });
      downloadBlob('users.csv', blob);
      return blob;
    },
  });
}
