import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Task, TaskTag, UpdateTaskTagRequest } from '@atrium/mock-api';
import type { ApiClient } from '../../../api/client';
import { useApiClient } from '../../../api/context';
import type { FailureOptions } from './tasks';
import { tasksKeys } from './keys';

const PATH = 'api/apps/tasks/tag';

export const taskTagsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: tasksKeys.tags(),
    queryFn: ({ signal }) => api.get<TaskTag[]>('api/apps/tasks/tags', undefined, signal),
    staleTime: 60_000,
  });

export function useTaskTags() {
  return useQuery(taskTagsQueryOptions(useApiClient()));
}

/** POST tag: the new tag is added at the top of the list. */
export function useCreateTaskTag({ onError }: FailureOptions<string> = {}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (title: string) => api.post<TaskTag>(PATH, { tag: { title } }),
    onSuccess: (tag) => {
      queryClient.setQueryData<TaskTag[]>(tasksKeys.tags(), (tags) => [tag, ...(tags ?? [])]);
      return queryClient.invalidateQueries({ queryKey: tasksKeys.tags() });
    },
    onError,
  });
}

/** PATCH tag: renamed at once, back if the call fails. */
export function useRenameTaskTag({ onError }: FailureOptions<UpdateTaskTagRequest> = {}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const key = tasksKeys.tags();
  return useMutation({
    mutationFn: (body: UpdateTaskTagRequest) => api.patch<TaskTag | null>(PATH, body),
    onMutate: async ({ id, tag }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TaskTag[]>(key);
      queryClient.setQueryData<TaskTag[]>(key, (tags) =>
        tags?.map((current) => (current.id === id ? { ...current, ...tag } : current)),
      );
      return { previous };
    },
    onError: (error, body, context) => {
      queryClient.setQueryData(key, context?.previous);
      onError?.(error, body);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** DELETE tag: gone at once from the tags and from every task (the API strips it too), back if the call fails. */
export function useDeleteTaskTag({ onError }: FailureOptions<string> = {}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<boolean>(PATH, { id }),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: tasksKeys.all });
      const previous = {
        tags: queryClient.getQueryData<TaskTag[]>(tasksKeys.tags()),
        list: queryClient.getQueryData<Task[]>(tasksKeys.list()),
        details: queryClient.getQueriesData<Task | null>({ queryKey: tasksKeys.details() }),
      };
      const strip = (task: Task) =>
        task.tags.includes(id) ? { ...task, tags: task.tags.filter((tagId) => tagId !== id) } : task;
      queryClient.setQueryData<TaskTag[]>(tasksKeys.tags(), (tags) => tags?.filter((tag) => tag.id !== id));
      queryClient.setQueryData<Task[]>(tasksKeys.list(), (list) => list?.map(strip));
      queryClient.setQueriesData<Task | null>({ queryKey: tasksKeys.details() }, (task) => (task ? strip(task) : task));
      return previous;
    },
    onError: (error, id, previous) => {
      if (previous) {
        queryClient.setQueryData(tasksKeys.tags(), previous.tags);
        queryClient.setQueryData(tasksKeys.list(), previous.list);
        for (const [key, task] of previous.details) queryClient.setQueryData(key, task);
      }
      onError?.(error, id);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: tasksKeys.all }),
  });
}
