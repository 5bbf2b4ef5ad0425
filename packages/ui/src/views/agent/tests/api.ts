import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AgentTest, AgentTestDraft } from '@atrium/mock-api';
import type { ApiClient } from '../../../api/client';
import { useApiClient } from '../../../api/context';
import { agentKeys } from '../keys';

const BASE = 'api/agent/tests';

export const testsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: agentKeys.tests(),
    queryFn: ({ signal }) => api.get<AgentTest[]>(BASE, undefined, signal),
  });

/** The saved tests, each with its last result. */
export function useAgentTests() {
  return useQuery(testsQueryOptions(useApiClient()));
}

/** Puts the tests the API answered in place of the ones held (a run answers the tests it ran). */
function useMergeTests() {
  const queryClient = useQueryClient();
  return (answered: AgentTest[]) =>
    queryClient.setQueryData<AgentTest[]>(agentKeys.tests(), (list) =>
      list?.map((test) => answered.find((other) => other.id === test.id) ?? test),
    );
}

/** A test kept optimistically, until the API answers: what the list held before. */
interface Snapshot {
  previous: AgentTest[] | undefined;
}

function useOptimistic() {
  const queryClient = useQueryClient();
  return {
    async change(update: (list: AgentTest[]) => AgentTest[]): Promise<Snapshot> {
      await queryClient.cancelQueries({ queryKey: agentKeys.tests() });
      const previous = queryClient.getQueryData<AgentTest[]>(agentKeys.tests());
      queryClient.setQueryData<AgentTest[]>(agentKeys.tests(), (list) => (list ? update(list) : list));
      return { previous };
    },
    restore(snapshot: Snapshot | undefined) {
      if (snapshot) queryClient.setQueryData(agentKeys.tests(), snapshot.previous);
    },
    settle: () => queryClient.invalidateQueries({ queryKey: agentKeys.tests() }),
  };
}

type OnError<V> = { onError?: (error: Error, variables: V) => void };

/** POST tests: not optimistic (the server gives the id). */
export function useCreateTest() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (test: AgentTestDraft) => api.post<AgentTest>(BASE, { test }),
    onSuccess: (created) =>
      queryClient.setQueryData<AgentTest[]>(agentKeys.tests(), (list) => (list ? [...list, created] : list)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: agentKeys.tests() }),
  });
}

/** PATCH tests: the edit shows at once (its result cleared, as the API does), and is put back when refused. */
export function useUpdateTest({ onError }: OnError<{ id: string; test: AgentTestDraft }> = {}) {
  const api = useApiClient();
  const optimistic = useOptimistic();
  return useMutation({
    mutationFn: (body: { id: string; test: AgentTestDraft }) => api.patch<AgentTest>(BASE, body),
    onMutate: (body) =>
      optimistic.change((list) =>
        list.map((test) => (test.id === body.id ? { ...test, ...body.test, lastResult: null } : test)),
      ),
    onError: (error, body, snapshot) => {
      optimistic.restore(snapshot);
      onError?.(error, body);
    },
    onSettled: optimistic.settle,
  });
}

/** DELETE tests: gone at once, back when refused. */
export function useDeleteTest({ onError }: OnError<AgentTest> = {}) {
  const api = useApiClient();
  const optimistic = useOptimistic();
  return useMutation({
    mutationFn: (test: AgentTest) => api.delete<boolean>(BASE, { id: test.id }),
    onMutate: (removed) => optimistic.change((list) => list.filter((test) => test.id !== removed.id)),
    onError: (error, test, snapshot) => {
      optimistic.restore(snapshot);
      onError?.(error, test);
    },
    onSettled: optimistic.settle,
  });
}

/** POST tests/run: one test (`id`) or all of them; the answer holds each with its new result. */
export function useRunTests() {
  const api = useApiClient();
  const merge = useMergeTests();
  return useMutation({
    mutationFn: (id?: string) => api.post<AgentTest[]>(`${BASE}/run`, id === undefined ? {} : { id }),
    onSuccess: merge,
  });
}
