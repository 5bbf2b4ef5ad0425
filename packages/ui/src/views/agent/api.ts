/**
 * The data hooks of the assistant console's frame, Playground and Runs: the runs list and one run (its
 * events, for the replay), the current configuration (the test setup starts from it), the approvals (an
 * inline approval shows its state as Approvals decides it), a reply's feedback, and the streamed run
 * itself. Every call goes through the one API client; keys come from `keys.ts`, shared by every tab.
 */
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useMemo } from 'react';
import type {
  AgentApproval,
  AgentChannel,
  AgentConfig,
  AgentConfigVersion,
  AgentEvent,
  AgentFeedbackRequest,
  AgentRun,
  AgentRunRequest,
  AgentRunStatus,
  AgentRunSummary,
  AgentRunsAnswer,
} from '@atrium/mock-api';
import type { ApiClient } from '../../api/client';
import { useApiClient } from '../../api/context';
import { agentKeys } from './keys';

const BASE = 'api/agent';

/** Rows a page of the Runs table holds. */
export const RUNS_PAGE_SIZE = 25;

/** What the Runs table asks for: the filters the API takes (`GET api/agent/runs`). */
export interface RunsQuery {
  outcome?: AgentRunStatus;
  channel?: AgentChannel;
  search?: string;
  conversationId?: string;
  page: number;
  size: number;
}

export const runsQueryOptions = (api: ApiClient, query: RunsQuery) =>
  queryOptions({
    queryKey: agentKeys.runs({ ...query }),
    queryFn: ({ signal }) => api.get<AgentRunsAnswer>(`${BASE}/runs`, { ...query }, signal),
  });

/** A page of past runs, newest first; the page shown stays while the next one loads. */
export function useRuns(query: RunsQuery) {
  return useQuery({ ...runsQueryOptions(useApiClient(), query), placeholderData: keepPreviousData });
}

export const runQueryOptions = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: agentKeys.run(id),
    queryFn: ({ signal }) => api.get<AgentRun>(`${BASE}/runs/run`, { id }, signal),
  });

/** One run with its events (the detail's replay). */
export function useRun(id: string) {
  return useQuery(runQueryOptions(useApiClient(), id));
}

export const configQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: agentKeys.config(),
    queryFn: ({ signal }) => api.get<AgentConfigVersion>(`${BASE}/config`, undefined, signal),
  });

/** The configuration in force (the test setup's starting point). */
export function useAgentConfig(enabled = true) {
  return useQuery({ ...configQueryOptions(useApiClient()), enabled });
}

export const approvalsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: agentKeys.approvals(),
    queryFn: ({ signal }) => api.get<AgentApproval[]>(`${BASE}/approvals`, undefined, signal),
  });

/** Every approval, newest first: an inline approval reads its current state here. */
export function useApprovals(enabled = true) {
  return useQuery({ ...approvalsQueryOptions(useApiClient()), enabled });
}

/** After a run ends: its row, the figures and whatever it proposed are new elsewhere. */
export function invalidateAfterRun(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [...agentKeys.all, 'runs'] }),
    queryClient.invalidateQueries({ queryKey: agentKeys.overview() }),
    queryClient.invalidateQueries({ queryKey: [...agentKeys.all, 'approvals'] }),
    queryClient.invalidateQueries({ queryKey: agentKeys.handovers() }),
  ]);
}

export interface FeedbackOptions {
  /** Shown at once; `rollback` puts the earlier choice back when the API refuses. */
  onOptimistic?: (variables: AgentFeedbackRequest) => { rollback: () => void };
  onError?: (error: Error, variables: AgentFeedbackRequest) => void;
}

/** Thumbs up or down on a reply (null clears it): shown at once, put back when the API refuses. */
export function useRunFeedback({ onOptimistic, onError }: FeedbackOptions = {}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<AgentRunSummary, Error, AgentFeedbackRequest, { rollback: () => void } | undefined>({
    mutationFn: (variables) => api.post<AgentRunSummary>(`${BASE}/runs/feedback`, variables),
    onMutate: (variables) => onOptimistic?.(variables),
    onError: (error, variables, context) => {
      context?.rollback();
      onError?.(error, variables);
    },
    onSettled: (_data, _error, variables) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...agentKeys.all, 'runs'] }),
        queryClient.invalidateQueries({ queryKey: agentKeys.run(variables.runId) }),
      ]),
  });
}

/** The calls a streamed run makes: the stream itself and, on Stop, the cancel. */
export function useRunCalls() {
  const api = useApiClient();
  return useMemo(
    () => ({
      /** `POST api/agent/runs`: the run's events as they stream. */
      start: (request: AgentRunRequest, signal: AbortSignal) =>
        api.stream<AgentEvent>(`${BASE}/runs`, { body: request, signal, track: false }),
      /**
       * `POST api/agent/runs/cancel`: a service worker may not pass the page's abort on to the mock, so Stop
       * also says it in words. A refusal changes nothing the user sees (the stream is already aborted).
       */
      cancel: (runId: string) => api.post<AgentRunSummary>(`${BASE}/runs/cancel`, { runId }).catch(() => undefined),
    }),
    [api],
  );
}

/** The configuration fields the test setup may override, for a run. */
export type AgentOverrides = Partial<AgentConfig>;
