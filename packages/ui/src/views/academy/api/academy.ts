import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AcademyCategory,
  AcademyCourse,
  AcademyCourseWithSteps,
  UpdateAcademyProgressRequest,
} from '@atrium/mock-api';
import type { ApiClient } from '../../../api/client';
import { useApiClient } from '../../../api/context';
import { academyKeys } from './keys';

const BASE = 'api/apps/academy';

/** The categories, sorted by title; they change with a release, not while the page is open. */
export const academyCategoriesQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: academyKeys.categories(),
    queryFn: ({ signal }) => api.get<AcademyCategory[]>(`${BASE}/categories`, undefined, signal),
    staleTime: 5 * 60_000,
  });

export const academyCoursesQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: academyKeys.courses(),
    queryFn: ({ signal }) => api.get<AcademyCourse[]>(`${BASE}/courses`, undefined, signal),
  });

/** One course with its steps; null when there is no such course. */
export const academyCourseQueryOptions = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: academyKeys.detail(id),
    queryFn: ({ signal }) => api.get<AcademyCourseWithSteps | null>(`${BASE}/courses/course`, { id }, signal),
  });

export function useAcademyCategories() {
  return useQuery(academyCategoriesQueryOptions(useApiClient()));
}

export function useAcademyCourses() {
  return useQuery(academyCoursesQueryOptions(useApiClient()));
}

export function useAcademyCourse(id: string) {
  return useQuery(academyCourseQueryOptions(useApiClient(), id));
}

/** Says what failed. Given to the hook, so it runs even when the component that started the change has gone. */
export interface FailureOptions<V> {
  onError?: (error: Error, variables: V) => void;
}

interface Snapshot {
  list: AcademyCourse[] | undefined;
  detail: AcademyCourseWithSteps | null | undefined;
}

/**
 * PATCH course: the progress shows at once in the list and in the course, and is put back (the caller
 * told) if the call fails. Progress is sent whole (steps done and completions), so a retry sends the
 * same change again and never counts a completion twice.
 */
export function useSaveAcademyProgress({ onError }: FailureOptions<UpdateAcademyProgressRequest> = {}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAcademyProgressRequest) =>
      api.patch<AcademyCourseWithSteps | null>(`${BASE}/courses/course`, body),
    onMutate: async ({ id, progress }): Promise<Snapshot> => {
      await queryClient.cancelQueries({ queryKey: academyKeys.all });
      const previous: Snapshot = {
        list: queryClient.getQueryData<AcademyCourse[]>(academyKeys.courses()),
        detail: queryClient.getQueryData<AcademyCourseWithSteps | null>(academyKeys.detail(id)),
      };
      queryClient.setQueryData<AcademyCourse[]>(academyKeys.courses(), (list) =>
        list?.map((course) => (course.id === id ? { ...course, progress } : course)),
      );
      queryClient.setQueryData<AcademyCourseWithSteps | null>(academyKeys.detail(id), (course) =>
        course ? { ...course, progress } : course,
      );
      return previous;
    },
    onError: (error, variables, previous) => {
      if (previous) {
        queryClient.setQueryData(academyKeys.courses(), previous.list);
        if (previous.detail !== undefined) queryClient.setQueryData(academyKeys.detail(variables.id), previous.detail);
      }
      onError?.(error, variables);
    },
    onSuccess: (answer, { id }) => {
      if (answer) queryClient.setQueryData(academyKeys.detail(id), answer);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: academyKeys.courses() }),
  });
}
