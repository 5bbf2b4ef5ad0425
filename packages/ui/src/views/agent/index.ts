export { AgentArea, AGENT_TABS, TAB_PERMISSION, type AgentTab } from './AgentView';
export { agentKeys } from './keys';
export {
  runsQueryOptions,
  runQueryOptions,
  configQueryOptions,
  approvalsQueryOptions,
  useRuns,
  useRun,
  useAgentConfig,
  useApprovals,
  useRunFeedback,
  useRunCalls,
  invalidateAfterRun,
  RUNS_PAGE_SIZE,
  type RunsQuery,
  type AgentOverrides,
} from './api';
export { Playground } from './playground/Playground';
export {
  PlaygroundSessionProvider,
  usePlaygroundActions,
  usePlaygroundState,
  type PlaygroundSessionProviderProps,
  type Turn,
} from './playground/session';
export { RunsList, RUN_OUTCOMES, RUN_CHANNELS } from './runs/RunsList';
export { RunDetail } from './runs/RunDetail';
export { applyEvent, replay, emptyReply, type Reply, type ReplyPhase } from './components/reply';
