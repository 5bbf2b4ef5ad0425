import { useRef } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ReorderTasksRequest, Task, UpdateTaskRequest } from '@atrium/mock-api';
import type { ApiClient } from '../../../api/client';
import { useApiClient } from '../../../api/context';
import { tasksKeys } from './keys';

const BASE = 'api/apps/tasks';

/** Every task and section, sorted by order. */
export const tasksQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: tasksKeys.list(),
    queryFn: ({ signal }) => api.get<Task[]>(`${BASE}/all`, undefined, signal),
  });

/** One task; null when there is no such task. */
export const taskQueryOptions = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: tasksKeys.detail(id),
    queryFn: ({ signal }) => api.get<Task | null>(`${BASE}/task`, { id }, signal),
  });

export function useTasks() {
  return useQuery(tasksQueryOptions(useApiClient()));
}

/** One task; shown at once from the list while its own answer comes. */
export function useTask(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...taskQueryOptions(useApiClient(), id),
    placeholderData: () => queryClient.getQueryData<Task[]>(tasksKeys.list())?.find((task) => task.id === id),
  });
}

/** Says what failed. Given to the hook, so it runs even when the component that started the change has gone. */
export interface FailureOptions<V> {
  onError?: (error: Error, variables: V) => void;
}

interface Snapshot {
  list: Task[] | undefined;
  detail: Task | null | undefined;
}

async function snapshot(queryClient: QueryClient, id?: string): Promise<Snapshot> {
  await queryClient.cancelQueries({ queryKey: tasksKeys.all });
  return {
    list: queryClient.getQueryData<Task[]>(tasksKeys.list()),
    detail: id === undefined ? undefined : queryClient.getQueryData<Task | null>(tasksKeys.detail(id)),
  };
}

function restore(queryClient: QueryClient, previous: Snapshot | undefined, id?: string) {
  if (!previous) return;
  queryClient.setQueryData(tasksKeys.list(), previous.list);
  if (id !== undefined && previous.detail !== undefined)
    queryClient.setQueryData(tasksKeys.detail(id), previous.detail);
}

/** Orders 0..n-1 in the list's order, as the API numbers them. */
const renumbered = (tasks: Task[]) =>
  tasks.map((task, index) => (task.order === index ? task : { ...task, order: index }));

/**
 * PATCH order: the list takes the new order at once and keeps it; put back, and the caller told, if
 * the call fails. Overlapping moves each send the whole order, so the last one wins; the list is read
 * again only once the last has settled.
 */
export function useReorderTasks({ onError }: FailureOptions<string[]> = {}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: tasksKeys.reorder(),
    mutationFn: (ids: string[]) =>
      api.patch<Task[]>(`${BASE}/order`, { tasks: ids.map((id) => ({ id })) } satisfies ReorderTasksRequest),
    onMutate: async (ids) => {
      const previous = await snapshot(queryClient);
      queryClient.setQueryData<Task[]>(tasksKeys.list(), (list) => {
        if (!list) return list;
        const byId = new Map(list.map((task) => [task.id, task]));
        const listed = ids.map((id) => byId.get(id)).filter((task): task is Task => task !== undefined);
        const wanted = new Set(ids);
        return renumbered([...listed, ...list.filter((task) => !wanted.has(task.id))]);
      });
      return previous;
    },
    onError: (error, ids, previous) => {
      restore(queryClient, previous);
      onError?.(error, ids);
    },
    onSettled: () =>
      queryClient.isMutating({ mutationKey: tasksKeys.reorder() }) === 1
        ? queryClient.invalidateQueries({ queryKey: tasksKeys.list() })
        : undefined,
  });
}

/**
 * PATCH task: merged at once into the list and the task, put back if the call fails. Changes made in
 * quick succession (tick a sub-task, then remove another) keep the screen as the user left it: only
 * the answer to the latest change of a task is drawn, never an earlier one that came back after it.
 */
export function useUpdateTask({ onError }: FailureOptions<UpdateTaskRequest> = {}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const latest = useRef(new Map<string, number>());
  return useMutation({
    mutationFn: (body: UpdateTaskRequest) => api.patch<Task | null>(`${BASE}/task`, body),
    onMutate: async ({ id, task }) => {
      const sent = (latest.current.get(id) ?? 0) + 1;
      latest.current.set(id, sent);
      const previous = await snapshot(queryClient, id);
      const merge = (current: Task) => (current.id === id ? { ...current, ...task } : current);
      queryClient.setQueryData<Task[]>(tasksKeys.list(), (list) => list?.map(merge));
      queryClient.setQueryData<Task | null>(tasksKeys.detail(id), (current) => (current ? merge(current) : current));
      return { previous, sent };
    },
    onError: (error, variables, context) => {
      if (context && context.sent === latest.current.get(variables.id))
        restore(queryClient, context.previous, variables.id);
      onError?.(error, variables);
    },
    onSuccess: (answer, { id }, context) => {
      if (answer && context.sent === latest.current.get(id)) queryClient.setQueryData(tasksKeys.detail(id), answer);
    },
    // A failed change that was not the latest is not put back over the later one: the task is read again.
    onSettled: (_answer, error, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tasksKeys.list() }),
        error ? queryClient.invalidateQueries({ queryKey: tasksKeys.detail(id) }) : undefined,
      ]),
  });
}

/** POST task: a blank task or section, placed first; the caller opens it. */
export function useCreateTask() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (type: Task['type']) => api.post<Task>(`${BASE}/task`, { type }),
    onSuccess: (task) => {
      queryClient.setQueryData(tasksKeys.detail(task.id), task);
      queryClient.setQueryData<Task[]>(tasksKeys.list(), (list) => (list ? renumbered([task, ...list]) : list));
      return queryClient.invalidateQueries({ queryKey: tasksKeys.list() });
    },
  });
}

/** DELETE task: gone from the list at once, back if the call fails. */
export function useDeleteTask({ onError }: FailureOptions<string> = {}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<boolean>(`${BASE}/task`, { id }),
    onMutate: async (id) => {
      const previous = await snapshot(queryClient, id);
      queryClient.setQueryData<Task[]>(tasksKeys.list(), (list) => list?.filter((task) => task.id !== id));
      return previous;
    },
    onError: (error, id, previous) => {
      restore(queryClient, previous, id);
      onError?.(error, id);
    },
    onSuccess: (_answer, id) => queryClient.removeQueries({ queryKey: tasksKeys.detail(id) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tasksKeys.list() }),
  });
}
