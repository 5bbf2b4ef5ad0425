/**
 * What the assistant console's stories share: the area as the product mounts it (a splat route, with the
 * address shown), and stand-ins for `POST api/agent/runs` that stream a reply of their own: to its end,
 * cut off before `run.completed`, or held open until the page aborts (a Stop).
 */
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import type { AgentEvent } from '@atrium/mock-api';
import { AgentArea } from '@atrium/ui/views/agent/AgentView.tsx';
import { LocationDisplay } from '../../toolbar/LocationDisplay';

export const RUNS = '*/api/agent/runs';

/** The assistant console at `/agent/*`, with the address shown for the play functions. */
export function AgentFrame() {
  return (
    <>
      <Routes>
        <Route path="/agent/*" element={<AgentArea />} />
      </Routes>
      <LocationDisplay />
    </>
  );
}

/** A run's first events and its reply's words, numbered and timed as the mock does. */
export function replyEvents(text: string, runId = 'run-story'): AgentEvent[] {
  const events: AgentEvent[] = [
    {
      seq: 0,
      ms: 0,
      type: 'run.started',
      runId,
      conversationId: 'conversation-story',
      startedAt: '2026-11-20T10:00:00.000Z',
      channel: 'playground',
      configVersion: 1,
      language: 'es',
    },
  ];
  for (const piece of text.split(/(?<=\s)(?=\S)/u))
    events.push({ seq: events.length, ms: events.length * 35, type: 'message.delta', text: piece });
  return events;
}

/**
 * Streams `events` as NDJSON. `end`: 'close' ends the body (without `run.completed` unless the events hold
 * it: a reply cut off), 'hold' keeps it open until the page aborts the request. `paceMs`: the wait between
 * two events (none: all at once).
 */
export function streamedRun(events: AgentEvent[], end: 'close' | 'hold', paceMs = 0) {
  return http.post(RUNS, ({ request }) => {
    const encoder = new TextEncoder();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        const finish = () => {
          if (end === 'close') controller.close();
        };
        const send = (index: number) => {
          if (request.signal.aborted) return;
          if (index >= events.length) return finish();
          controller.enqueue(encoder.encode(`${JSON.stringify(events[index])}\n`));
          if (paceMs === 0) send(index + 1);
          else timer = setTimeout(() => send(index + 1), paceMs);
        };
        send(0);
        request.signal.addEventListener('abort', () => {
          clearTimeout(timer);
          try {
            controller.close();
          } catch {
            // Already closed by the page going away.
          }
        });
      },
    });
    return new HttpResponse(body, { headers: { 'Content-Type': 'application/x-ndjson' } });
  });
}

/** The polite announcements react-aria's announcer holds now (what a screen reader was told). */
export function announcements(): string[] {
  return [...document.querySelectorAll('[data-live-announcer] [role="log"] > *')].map((node) => node.textContent ?? '');
}
