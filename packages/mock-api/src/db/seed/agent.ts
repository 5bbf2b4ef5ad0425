/**
 * The assistant's seed: the first configuration version, four saved tests that pass on it, and 30 days
 * of past conversations from the web and e-mail channels (a fixed pseudo-random sequence, dates relative
 * to `now`), so the Overview and Runs have something to show. Nothing pending: no approval waits.
 */
import type {
  AgentChannel,
  AgentConfig,
  AgentEvent,
  AgentEventBody,
  AgentOutcome,
  AgentRun,
  AgentState,
  AgentTest,
  AgentToolName,
} from '../../contract/agent.ts';
import { seedUser } from './common.ts';
import { faqCategories } from './help-center.ts';

const DAY = 86_400_000;

export const AGENT_TOOLS: readonly AgentToolName[] = [
  'handoff',
  'propose_change',
  'order_lookup',
  'customer_lookup',
  'contact_lookup',
  'counts',
  'help_center',
];

export function defaultAgentConfig(): AgentConfig {
  return {
    instructions:
      'Answer questions about orders, customers and the help center. Propose refunds and cancellations for a person to approve. Hand over to a person when asked.',
    greeting: 'Hola, soy el asistente de Atrium.',
    tone: 'friendly',
    language: 'es',
    guardrails: ['política', 'medical advice'],
    knowledge: faqCategories.map((category) => category.id),
    tools: Object.fromEntries(AGENT_TOOLS.map((tool) => [tool, true])) as AgentConfig['tools'],
  };
}

/** The account the seed's configuration and tests were written by (the Owner of the demo). */
const AUTHOR = { id: seedUser().id, name: seedUser().name };

function seedTests(at: string): AgentTest[] {
  const test = (id: number, name: string, message: string, expect: AgentTest['expect']): AgentTest => ({
    id: `test-seed-${id}`,
    name,
    message,
    expect,
    createdAt: at,
    updatedAt: at,
    lastResult: null,
  });
  return [
    test(1, 'Order by number', '¿Dónde está el pedido #10234?', {
      tool: 'order_lookup',
      outcome: 'resolved',
      text: '#10234',
    }),
    test(2, 'Hand over when asked', 'Quiero hablar con un humano', {
      tool: 'handoff',
      outcome: 'handed_over',
      text: null,
    }),
    test(3, 'Password help', '¿Cómo restablezco mi contraseña?', {
      tool: 'help_center',
      outcome: 'resolved',
      text: 'contraseña',
    }),
    test(4, 'Orders count', '¿Cuántos pedidos hay?', { tool: 'counts', outcome: 'resolved', text: 'pedidos' }),
  ];
}

/** A fixed pseudo-random sequence (mulberry32). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const HISTORY: [outcome: AgentOutcome, tool: AgentToolName | null, message: string, reply: string][] = [
  [
    'resolved',
    'help_center',
    '¿Cómo restablezco mi contraseña?',
    'Abre la página de acceso y elige «He olvidado mi contraseña».',
  ],
  ['resolved', 'help_center', 'How do I reset my password?', 'Open the sign-in page and choose "Forgot password".'],
  ['resolved', 'order_lookup', '¿Dónde está mi pedido #10876?', 'Pedido #10876: enviado, pago pagado.'],
  ['resolved', 'order_lookup', 'Status of order #11342?', 'Order #11342: delivered, payment paid.'],
  ['handed_over', 'handoff', 'Quiero hablar con una persona', 'Paso esta conversación a una persona del equipo.'],
  ['handed_over', 'handoff', 'Can I talk to a human?', 'I am handing this conversation over to a person on the team.'],
  ['resolved', null, 'Gracias', 'No estoy seguro de haberte entendido.'],
  ['cancelled', null, 'Necesito una factura de', ''],
  ['error', null, '', ''],
];

function seedRuns(now: number): AgentRun[] {
  const next = random(808);
  const runs: AgentRun[] = [];
  for (let i = 0; i < 48; i += 1) {
    const pick = next();
    // Mostly answered, some handed over, a few cut off or failed.
    const row =
      HISTORY[
        pick < 0.55
          ? Math.floor(next() * 4)
          : pick < 0.8
            ? 4 + Math.floor(next() * 2)
            : pick < 0.9
              ? 6
              : pick < 0.96
                ? 7
                : 8
      ]!;
    const [outcome, tool, message, reply] = row;
    const startedAt = new Date(now - Math.floor(next() * 30 * DAY) - 60_000).toISOString();
    const channel: AgentChannel = next() < 0.7 ? 'web' : 'email';
    const id = `run-seed-${String(i + 1).padStart(3, '0')}`;
    const conversationId = `conv-seed-${String(i + 1).padStart(3, '0')}`;
    const events: AgentEvent[] = [];
    let ms = 0;
    const push = (event: AgentEventBody, after: number) => {
      ms += after;
      events.push({ ...event, seq: events.length, ms });
    };
    push({ type: 'run.started', runId: id, conversationId, startedAt, channel, configVersion: 1, language: 'es' }, 0);
    if (tool) {
      push({ type: 'tool.started', callId: `${id}-call-1`, tool, input: { query: message } }, 40);
      push(
        {
          type: 'tool.completed',
          callId: `${id}-call-1`,
          tool,
          ok: true,
          summary: reply,
          output: null,
          missingPermission: null,
        },
        150,
      );
    }
    let firstReplyMs: number | null = null;
    for (const word of reply.split(/(?<= )/)) {
      if (word === '') continue;
      push({ type: 'message.delta', text: word }, 35);
      firstReplyMs ??= ms;
    }
    if (outcome === 'error') push({ type: 'error', code: 'empty_message', message: 'The message is empty' }, 10);
    push({ type: 'run.completed', outcome, durationMs: ms + 10 }, 10);
    runs.push({
      id,
      conversationId,
      channel,
      startedAt,
      durationMs: ms,
      firstReplyMs,
      message,
      reply,
      status: outcome,
      tools: tool ? [tool] : [],
      userId: 'customer',
      userName: channel === 'web' ? 'Web visitor' : 'E-mail',
      configVersion: 1,
      feedback: null,
      chatId: null,
      fallback: tool === null && outcome === 'resolved',
      events,
    });
  }
  return runs.sort((a, b) => Date.parse(b.startedAt) - Date.parse(a.startedAt));
}

export function seedAgent(now: number): AgentState {
  const at = new Date(now - 31 * DAY).toISOString();
  return {
    versions: [
      { version: 1, config: defaultAgentConfig(), savedAt: at, savedBy: AUTHOR, note: null, restoredFrom: null },
    ],
    runs: seedRuns(now),
    approvals: [],
    tests: seedTests(at),
    sequence: 0,
  };
}
