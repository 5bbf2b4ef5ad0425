/**
 * The Playground's session: its transcript, the conversation it continues, the test setup's overrides,
 * and the one run streaming now. It lives above the tabs (AgentArea provides it), so leaving the
 * Playground for Runs and coming back finds the conversation, and a reply streaming meanwhile goes on.
 */
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { announce } from 'react-aria/private/live-announcer/LiveAnnouncer';
import type { AgentFeedbackRequest, Permission } from '@atrium/mock-api';
import { ApiError } from '../../../api/client';
import { invalidateAfterRun, useRunCalls, useRunFeedback, type AgentOverrides } from '../api';
import {
  applyEvent,
  emptyReply,
  endOfStream,
  failed,
  type Reply,
  type ReplyFailure,
  type Turn,
} from '../components/reply';

export type { Turn };

/** What changes as the session goes: the transcript and what is streaming. */
export interface PlaygroundState {
  turns: Turn[];
  /** The conversation the next message continues (null: a new one). */
  conversationId: string | null;
  /** The turn whose reply is streaming now. */
  streamingId: string | null;
  /** The turn the Inspector shows (the newest when none was chosen). */
  inspectedId: string | null;
  overrides: AgentOverrides;
  /** The rating that could not be saved (it was undone; shown until the next one), or null. */
  feedbackError: AgentFeedbackRequest | null;
}

/** What the user does to the session; stable, so a part that only acts (the composer) is not drawn per word. */
export interface PlaygroundActions {
  send: (message: string) => void;
  stop: () => void;
  /** Asks the turn's message again, as a new turn of the same conversation. */
  retry: (turnId: string) => void;
  setFeedback: (turnId: string, feedback: 'up' | 'down' | null) => void;
  /** Tries the rating that could not be saved again. */
  retryFeedback: () => void;
  inspect: (turnId: string | null) => void;
  setOverrides: (overrides: AgentOverrides) => void;
  /** Starts a new conversation (the transcript empties; the test setup stays). */
  reset: () => void;
}

const StateContext = createContext<PlaygroundState | null>(null);
const ActionsContext = createContext<PlaygroundActions | null>(null);

export function usePlaygroundState(): PlaygroundState {
  const state = useContext(StateContext);
  if (!state) throw new Error('usePlaygroundState needs a PlaygroundSessionProvider');
  return state;
}

export function usePlaygroundActions(): PlaygroundActions {
  const actions = useContext(ActionsContext);
  if (!actions) throw new Error('usePlaygroundActions needs a PlaygroundSessionProvider');
  return actions;
}

function failureOf(error: unknown): ReplyFailure {
  if (error instanceof ApiError) {
    const body = error.body as { permission?: unknown } | undefined;
    const permission =
      error.status === 403 && typeof body?.permission === 'string' ? (body.permission as Permission) : null;
    return { status: error.status, permission, message: error.error ?? null };
  }
  return { status: 0, permission: null, message: null };
}

let turnCount = 0;
const nextTurnId = () => {
  turnCount += 1;
  return `turn-${turnCount}`;
};

export interface PlaygroundSessionProviderProps {
  children: ReactNode;
  /** A transcript to start from (a story's or a bench's conversation). */
  initialTurns?: Turn[];
  initialConversationId?: string | null;
}

export function PlaygroundSessionProvider({
  children,
  initialTurns = [],
  initialConversationId = null,
}: PlaygroundSessionProviderProps) {
  const { t } = useTranslation();
  const calls = useRunCalls();
  const queryClient = useQueryClient();
  const [turns, setTurns] = useState<Turn[]>(initialTurns);
  const [conversationId, setConversationId] = useState<string | null>(initialConversationId);
  const [streamingId, setStreamingId] = useState<string | null>(null);
  const [inspectedId, setInspectedId] = useState<string | null>(null);
  const [overrides, setOverrides] = useState<AgentOverrides>({});
  const [feedbackError, setFeedbackError] = useState<AgentFeedbackRequest | null>(null);
  const active = useRef<{ id: string; controller: AbortController; stopped: boolean; runId: string | null } | null>(
    null,
  );
  // What the callbacks read without being made again on every event.
  const latest = useRef({ turns, conversationId, overrides });
  useLayoutEffect(() => {
    latest.current = { turns, conversationId, overrides };
  });
  const latestError = useRef<AgentFeedbackRequest | null>(null);
  useLayoutEffect(() => {
    latestError.current = feedbackError;
  });

  const updateReply = useCallback((id: string, change: (reply: Reply) => Reply) => {
    setTurns((current) => current.map((turn) => (turn.id === id ? { ...turn, reply: change(turn.reply) } : turn)));
  }, []);

  const send = useCallback(
    (message: string) => {
      if (active.current !== null) return;
      const id = nextTurnId();
      const controller = new AbortController();
      const run = { id, controller, stopped: false, runId: null as string | null };
      active.current = run;
      setStreamingId(id);
      setInspectedId(null);
      setTurns((current) => [...current, { id, message, reply: emptyReply() }]);
      const { conversationId: conversation, overrides: chosen } = latest.current;
      void (async () => {
        let reply = emptyReply();
        try {
          const events = calls.start(
            {
              message,
              ...(conversation ? { conversationId: conversation } : {}),
              ...(Object.keys(chosen).length > 0 ? { overrides: chosen } : {}),
            },
            controller.signal,
          );
          for await (const event of events) {
            reply = applyEvent(reply, event);
            if (event.type === 'run.started') {
              run.runId = event.runId;
              setConversationId(event.conversationId);
            }
            const shown = reply;
            updateReply(id, () => shown);
            // The finished reply is heard once, whole; the words streaming in are not (see Transcript).
            if (event.type === 'run.completed' && event.outcome !== 'cancelled')
              announce(t('agent.playground.announce.reply', { text: reply.text || t('agent.playground.noText') }));
          }
          reply = endOfStream(reply, run.stopped);
        } catch (error) {
          reply = run.stopped ? endOfStream(reply, true) : failed(reply, failureOf(error));
        }
        const final = reply;
        updateReply(id, () => final);
        if (final.phase === 'stopped') announce(t('agent.playground.announce.stopped'));
        else if (final.phase === 'cut') announce(t('agent.playground.announce.cut'));
        else if (final.phase === 'failed') announce(t('agent.playground.announce.failed'));
        active.current = null;
        setStreamingId(null);
        void invalidateAfterRun(queryClient);
      })();
    },
    [calls, queryClient, t, updateReply],
  );

  const stop = useCallback(() => {
    const run = active.current;
    if (!run || run.stopped) return;
    run.stopped = true;
    run.controller.abort();
    if (run.runId) void calls.cancel(run.runId);
  }, [calls]);

  const retry = useCallback(
    (turnId: string) => {
      const turn = latest.current.turns.find((candidate) => candidate.id === turnId);
      if (turn) send(turn.message);
    },
    [send],
  );

  const feedback = useRunFeedback({
    onOptimistic: ({ runId, feedback: chosen }) => {
      const turn = latest.current.turns.find((candidate) => candidate.reply.runId === runId);
      const before = turn?.reply.feedback ?? null;
      setFeedbackError(null);
      if (turn) updateReply(turn.id, (reply) => ({ ...reply, feedback: chosen }));
      return {
        rollback: () => {
          if (turn) updateReply(turn.id, (reply) => ({ ...reply, feedback: before }));
        },
      };
    },
    onError: (_error, variables) => setFeedbackError(variables),
  });
  const { mutate: saveFeedback } = feedback;
  const setFeedback = useCallback(
    (turnId: string, chosen: 'up' | 'down' | null) => {
      const runId = latest.current.turns.find((turn) => turn.id === turnId)?.reply.runId;
      if (runId) saveFeedback({ runId, feedback: chosen });
    },
    [saveFeedback],
  );

  const retryFeedback = useCallback(() => {
    const failedRating = latestError.current;
    if (failedRating) saveFeedback(failedRating);
  }, [saveFeedback]);

  const reset = useCallback(() => {
    if (active.current) return;
    setTurns([]);
    setConversationId(null);
    setInspectedId(null);
    setFeedbackError(null);
  }, []);

  const state = useMemo<PlaygroundState>(
    () => ({ turns, conversationId, streamingId, inspectedId, overrides, feedbackError }),
    [turns, conversationId, streamingId, inspectedId, overrides, feedbackError],
  );
  const actions = useMemo<PlaygroundActions>(
    () => ({ send, stop, retry, setFeedback, retryFeedback, inspect: setInspectedId, setOverrides, reset }),
    [send, stop, retry, setFeedback, retryFeedback, reset],
  );
  return (
    <ActionsContext.Provider value={actions}>
      <StateContext.Provider value={state}>{children}</StateContext.Provider>
    </ActionsContext.Provider>
  );
}
