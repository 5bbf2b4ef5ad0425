/**
 * One turn of a conversation with the assistant, as the transcript and the Inspector show it, built from
 * the run's events one at a time: the Playground folds them in as they stream, the Runs detail folds a
 * stored run's events the same way (its replay). Pure, so the two can not drift apart.
 */
import type { AgentApproval, AgentCard, AgentEvent, AgentOutcome, AgentToolName, Permission } from '@atrium/mock-api';

/**
 * Where a reply stands: `streaming` while events arrive; `done` after `run.completed`; `stopped` when the
 * user stopped it; `cut` when the answer ended without `run.completed` (the connection, or the server,
 * gave out); `failed` when the call itself failed (no answer, or a refusal: see `failure`).
 */
export type ReplyPhase = 'streaming' | 'done' | 'stopped' | 'cut' | 'failed';

/** One tool call: its start and, once it has it, its result. */
export interface ToolCall {
  callId: string;
  tool: AgentToolName;
  input: Record<string, string | number | boolean | null>;
  startedMs: number;
  result: {
    ok: boolean;
    summary: string;
    output: unknown;
    missingPermission: Permission | null;
    ms: number;
  } | null;
}

/** Why the call failed: the HTTP status (0: no answer), and the permission a 403 names. */
export interface ReplyFailure {
  status: number;
  permission: Permission | null;
  message: string | null;
}

export interface Reply {
  phase: ReplyPhase;
  runId: string | null;
  conversationId: string | null;
  /** The reply's text so far. */
  text: string;
  cards: AgentCard[];
  approvals: AgentApproval[];
  handoff: Extract<AgentEvent, { type: 'handoff' }> | null;
  tools: ToolCall[];
  /** An `error` event of the run (a blank or too long message, the engine failing). */
  error: Extract<AgentEvent, { type: 'error' }> | null;
  outcome: AgentOutcome | null;
  durationMs: number | null;
  /** Every event, as it came (the Inspector's raw JSON). */
  events: AgentEvent[];
  failure: ReplyFailure | null;
  feedback: 'up' | 'down' | null;
}

/** One exchange: what the user asked and the assistant's reply. */
export interface Turn {
  id: string;
  message: string;
  reply: Reply;
}

export const emptyReply = (): Reply => ({
  phase: 'streaming',
  runId: null,
  conversationId: null,
  text: '',
  cards: [],
  approvals: [],
  handoff: null,
  tools: [],
  error: null,
  outcome: null,
  durationMs: null,
  events: [],
  failure: null,
  feedback: null,
});

/** The reply with one more event folded in. */
export function applyEvent(reply: Reply, event: AgentEvent): Reply {
  const next: Reply = { ...reply, events: [...reply.events, event] };
  switch (event.type) {
    case 'run.started':
      return { ...next, runId: event.runId, conversationId: event.conversationId };
    case 'tool.started':
      return {
        ...next,
        tools: [
          ...reply.tools,
          { callId: event.callId, tool: event.tool, input: event.input, startedMs: event.ms, result: null },
        ],
      };
    case 'tool.completed': {
      const result = {
        ok: event.ok,
        summary: event.summary,
        output: event.output,
        missingPermission: event.missingPermission,
        ms: event.ms,
      };
      const known = reply.tools.some((call) => call.callId === event.callId);
      return {
        ...next,
        tools: known
          ? reply.tools.map((call) => (call.callId === event.callId ? { ...call, result } : call))
          : [...reply.tools, { callId: event.callId, tool: event.tool, input: {}, startedMs: event.ms, result }],
      };
    }
    case 'message.delta':
      return { ...next, text: reply.text + event.text };
    case 'card':
      return { ...next, cards: [...reply.cards, event.card] };
    case 'approval.required':
      return { ...next, approvals: [...reply.approvals, event.approval] };
    case 'handoff':
      return { ...next, handoff: event };
    case 'error':
      return { ...next, error: event };
    case 'run.completed':
      return {
        ...next,
        phase: event.outcome === 'cancelled' ? 'stopped' : 'done',
        outcome: event.outcome,
        durationMs: event.durationMs,
      };
    default:
      return next;
  }
}

/** A stored run's events folded into its reply; a run stored without its end reads as cut off. */
export function replay(events: readonly AgentEvent[]): Reply {
  const reply = events.reduce(applyEvent, emptyReply());
  return reply.phase === 'streaming' ? { ...reply, phase: 'cut' } : reply;
}

/** The stream ended: without `run.completed` the reply was cut off (or stopped, when the user asked). */
export function endOfStream(reply: Reply, stoppedByUser: boolean): Reply {
  if (reply.phase !== 'streaming') return reply;
  return { ...reply, phase: stoppedByUser ? 'stopped' : 'cut', outcome: stoppedByUser ? 'cancelled' : reply.outcome };
}

/** The call failed before or while streaming. */
export function failed(reply: Reply, failure: ReplyFailure): Reply {
  // Events already shown stay; a failure mid-stream reads as a cut-off reply with its reason.
  if (reply.events.length > 0) return { ...reply, phase: 'cut', failure };
  return { ...reply, phase: 'failed', failure };
}

/** The tools a reply used, in order, once each. */
export const toolsOf = (reply: Reply): AgentToolName[] => [...new Set(reply.tools.map((call) => call.tool))];
