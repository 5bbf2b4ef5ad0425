import { describe, expect, it } from 'vitest';
import type { AgentEvent } from '@atrium/mock-api';
import { applyEvent, emptyReply, endOfStream, failed, replay, toolsOf } from './reply';

const base = { seq: 0, ms: 0 };
const started: AgentEvent = {
  ...base,
  type: 'run.started',
  runId: 'run-1',
  conversationId: 'conversation-1',
  startedAt: '2026-01-01T00:00:00.000Z',
  channel: 'playground',
  configVersion: 1,
  language: 'es',
};
const lookup: AgentEvent[] = [
  { ...base, seq: 1, ms: 40, type: 'tool.started', callId: 'c1', tool: 'order_lookup', input: { orderNumber: 10234 } },
  {
    ...base,
    seq: 2,
    ms: 190,
    type: 'tool.completed',
    callId: 'c1',
    tool: 'order_lookup',
    ok: true,
    summary: 'Pedido #10234',
    output: { number: 10234 },
    missingPermission: null,
  },
];
const words: AgentEvent[] = [
  { ...base, seq: 3, ms: 225, type: 'message.delta', text: 'Pedido ' },
  { ...base, seq: 4, ms: 260, type: 'message.delta', text: '#10234.' },
];
const completed = (outcome: 'resolved' | 'cancelled', seq: number): AgentEvent => ({
  ...base,
  seq,
  ms: 300,
  type: 'run.completed',
  outcome,
  durationMs: 300,
});

describe('a reply folded from its events', () => {
  it('gathers the run, its tool calls and the text, and ends done on run.completed', () => {
    const events = [started, ...lookup, ...words, completed('resolved', 5)];
    const streaming = events.slice(0, 4).reduce(applyEvent, emptyReply());
    expect(streaming).toMatchObject({ phase: 'streaming', runId: 'run-1', text: 'Pedido ' });
    expect(streaming.tools).toMatchObject([{ callId: 'c1', startedMs: 40, result: { ok: true, ms: 190 } }]);
    const done = replay(events);
    expect(done).toMatchObject({ phase: 'done', outcome: 'resolved', text: 'Pedido #10234.', durationMs: 300 });
    expect(done.events).toHaveLength(6);
    expect(toolsOf(done)).toEqual(['order_lookup']);
  });

  it('reads a stream that ends without run.completed as cut off, or stopped when the user stopped it', () => {
    const partial = [started, ...words].reduce(applyEvent, emptyReply());
    expect(endOfStream(partial, false)).toMatchObject({ phase: 'cut', text: 'Pedido #10234.' });
    expect(endOfStream(partial, true)).toMatchObject({ phase: 'stopped', outcome: 'cancelled' });
    // The server's own cancelled end is a stop too, and a finished reply stays as it was.
    const cancelled = applyEvent(partial, completed('cancelled', 3));
    expect(cancelled.phase).toBe('stopped');
    expect(endOfStream(cancelled, false)).toBe(cancelled);
    expect(replay([started, ...words]).phase).toBe('cut');
  });

  it('keeps what streamed when the call fails midway, and fails outright when nothing came', () => {
    const failure = { status: 0, permission: null, message: null };
    expect(failed(emptyReply(), failure)).toMatchObject({ phase: 'failed', failure });
    const partial = [started, words[0]!].reduce(applyEvent, emptyReply());
    expect(failed(partial, failure)).toMatchObject({ phase: 'cut', text: 'Pedido ', failure });
  });
});
