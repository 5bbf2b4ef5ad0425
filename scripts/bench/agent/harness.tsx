/**
 * The page `npm run bench agent` measures for a long conversation (built for production, driven by
 * ../agent.mjs): the Playground over the real mock API with its delays on (a word every 35 ms, as in the
 * product), its transcript opened with `?n=` finished turns. The configuration's greeting is made long,
 * so the next reply streams for a few seconds while the driver types in the composer.
 */
import { createRoot } from 'react-dom/client';
import type { AgentConfigVersion, AgentEvent } from '@atrium/mock-api';
import { createMockApi } from '@atrium/mock-api';
import { Playground } from '@atrium/ui/views/agent/playground/Playground.tsx';
import { PlaygroundSessionProvider } from '@atrium/ui/views/agent/playground/session.tsx';
import { replay, type Turn } from '@atrium/ui/views/agent/components/reply.ts';
import { benchApp } from '../harness-kit.tsx';

const count = Number(new URLSearchParams(location.search).get('n') ?? '500');
// Its calls act as the Owner (the assistant's calls need a signed-in caller).
const mockApi = createMockApi({ delays: true, actor: 'owner' });

const replies = [
  'Pedido #10234 de Kira Ortega: entregado, pago pagado, total 2445,41 €.',
  'Hay 2000 pedidos.',
  'Para restablecer tu contraseña, abre la página de acceso y pulsa «¿Has olvidado tu contraseña?». Te llegará un correo con un enlace que vale una hora.',
  'No estoy seguro de haberte entendido. Pregúntame por un pedido (#10234), un cliente o el centro de ayuda.',
];
/** A finished turn, as a stored run's events replay it. */
function turn(index: number): Turn {
  const text = replies[index % replies.length]!;
  const events: AgentEvent[] = [
    {
      seq: 0,
      ms: 0,
      type: 'run.started',
      runId: `run-bench-${index}`,
      conversationId: 'conversation-bench',
      startedAt: new Date(Date.now() - (count - index) * 60_000).toISOString(),
      channel: 'playground',
      configVersion: 1,
      language: 'es',
    },
  ];
  for (const piece of text.split(/(?<=\s)(?=\S)/u))
    events.push({ seq: events.length, ms: events.length * 35, type: 'message.delta', text: piece });
  const ms = events.length * 35;
  events.push({ seq: events.length, ms, type: 'run.completed', outcome: 'resolved', durationMs: ms });
  return { id: `bench-turn-${index}`, message: `Pregunta número ${index + 1}`, reply: replay(events) };
}
const turns = Array.from({ length: count }, (_, index) => turn(index));

const { tree, api } = await benchApp(mockApi, {
  base: '/agent',
  initialEntry: '/agent/playground',
  element: (
    <PlaygroundSessionProvider initialTurns={turns}>
      <Playground />
    </PlaygroundSessionProvider>
  ),
});
// A long greeting, saved as a configuration version: the next reply streams for a few seconds.
const current = await api.get<AgentConfigVersion>('api/agent/config');
const greeting = Array.from({ length: 6 }, () => 'Hola, soy el asistente de Atrium y te ayudo con tus pedidos.')
  .join(' ')
  .slice(0, 300);
await api.put('api/agent/config', { config: { ...current.config, greeting } });
const host = document.getElementById('root')!;

const longTasks: { start: number; duration: number }[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) longTasks.push({ start: entry.startTime, duration: entry.duration });
}).observe({ type: 'longtask', buffered: true });
const longestSince = (start: number) =>
  Math.max(0, ...longTasks.filter((task) => task.start + task.duration >= start).map((task) => task.duration));

const field = () => host.querySelector<HTMLTextAreaElement>('textarea')!;
const streaming = () => host.querySelector('[data-phase="streaming"]') !== null;
const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

/** Per key: from the key's event to the first frame after the composer shows it. */
let latencies: number[] = [];
let duringStream = 0;
let keyAt = 0;
document.addEventListener(
  'keydown',
  (event) => {
    keyAt = event.timeStamp;
  },
  true,
);
document.addEventListener(
  'input',
  () => {
    const at = keyAt;
    const live = streaming();
    requestAnimationFrame((frame) => {
      latencies.push(frame - at);
      if (live) duringStream += 1;
    });
  },
  true,
);

const bench = {
  count,
  /** Mount until the first frame with the newest turn drawn. */
  async open() {
    const started = performance.now();
    createRoot(host).render(tree);
    while (!host.querySelector(`[data-turn="bench-turn-${count - 1}"]`)) await nextFrame();
    const shown = await nextFrame();
    return { firstRender: shown - started, longestTask: longestSince(started) };
  },
  /** Sends a message (the Send button, as a click) and resolves once its reply has started streaming. */
  async ask(message: string) {
    const area = field();
    // The native setter, so React sees the change as typed.
    Reflect.set(HTMLTextAreaElement.prototype, 'value', message, area);
    area.dispatchEvent(new Event('input', { bubbles: true }));
    await nextFrame();
    host.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    while (!streaming()) await nextFrame();
    latencies = [];
    duringStream = 0;
    return performance.now();
  },
  focusComposer: () => field().focus(),
  /** Forgets the keys measured so far; answers the time. */
  reset() {
    latencies = [];
    duringStream = 0;
    return performance.now();
  },
  isStreaming: streaming,
  /** The typing latencies measured since `ask`, and the longest task meanwhile. */
  typed(since: number) {
    const sorted = [...latencies].sort((a, b) => a - b);
    const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
    return {
      keys: sorted.length,
      duringStream,
      median: at(0.5),
      p95: at(0.95),
      worst: sorted.at(-1) ?? 0,
      longestTask: longestSince(since),
    };
  },
};

(window as unknown as { bench: typeof bench }).bench = bench;
document.title = 'ready';
