/**
 * The assistant console (spec 4 §8, base `api/agent`). `POST agent/runs` streams a run as NDJSON, one
 * event a line, made by the {@link RunEngine} (the rule-based one: `agent-engine.ts`); aborting the
 * request, or `POST agent/runs/cancel`, ends it `cancelled`. A change the assistant proposes is stored as
 * an approval and made only when a person approves it; a handover opens (or finds) the chat with the
 * conversation's contact and writes the transcript into it. Every call checks a permission of the caller
 * (403 `{ code: 'forbidden', permission }`; no valid token: 401), and the tools run with the caller's
 * permissions. Ids come from the assistant's stored counter (`<kind>-<n>`), so a fresh mock given the
 * same calls answers the same ids and events; only the wall-clock times (`startedAt`, `createdAt`) move.
 */
import { HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import type {
  AgentApproval,
  AgentCard,
  AgentConfig,
  AgentContactCard,
  AgentCustomerCard,
  AgentEvent,
  AgentEventBody,
  AgentFaq,
  AgentOrderCard,
  AgentOutcome,
  AgentOverview,
  AgentRun,
  AgentRunSummary,
  AgentRunsAnswer,
  AgentState,
  AgentStep,
  AgentTest,
  AgentTestDifference,
  AgentTestExpectation,
  AgentTestResult,
  AgentToolName,
  AgentWorld,
  RunEngine,
} from '../contract/agent.ts';
import type { Account, AuditActor, AuditEvent, Order, Permission } from '../contract/back-office.ts';
import type { Chat, ChatMessage } from '../contract/chat.ts';
import { AGENT_TOOLS } from '../db/seed/agent.ts';
import { chatContacts } from '../db/seed/chat.ts';
import { seedUser } from '../db/seed/common.ts';
import { faqCategories, faqs } from '../db/seed/help-center.ts';
import type { Check } from '../schema.ts';
import { BadRequest, array, boolean, isPlainObject, nullable, object, oneOf, partial, string } from '../schema.ts';
import { EMAIL_PATTERN, normalize, ruleEngine, words } from './agent-engine.ts';
import type { Context } from './http.ts';
import { readBody, route, uuid } from './http.ts';

const BASE = 'agent';
/** The longest message a run reads; a longer one streams an `error`. */
export const AGENT_MESSAGE_MAX_LENGTH = 4000;
/** Simulated time of each kind of event, ms (the `ms` of the stream, and the wait when delays are on). */
export const AGENT_TIMING = { tool: 150, toolStart: 40, word: 35, card: 10, effect: 10, end: 10 } as const;
const DAY = 86_400_000;
const OUTCOMES = ['resolved', 'handed_over', 'approval', 'error', 'cancelled'] as const;
const STATUSES = [...OUTCOMES, 'running'] as const;

// -------------------------------------------------------------------------------------------- checks

const upTo =
  (max: number, check: Check<string> = string): Check<string> =>
  (value, path) => {
    const s = check(value, path);
    if (s.length > max) throw new BadRequest(`${path} must be at most ${max} characters`);
    return s;
  };

const listOf =
  (max: number, item: Check<string>): Check<string[]> =>
  (value, path) => {
    const list = array(item)(value, path);
    if (list.length > max) throw new BadRequest(`${path} must hold at most ${max} items`);
    return list;
  };

const toolsShape: Check<AgentConfig['tools']> = object<AgentConfig['tools']>(
  Object.fromEntries(AGENT_TOOLS.map((tool) => [tool, boolean])) as Record<AgentToolName, Check<boolean>>,
);

const configFields = {
  instructions: upTo(4000),
  greeting: upTo(300),
  tone: oneOf(['friendly', 'neutral', 'formal'] as const),
  language: oneOf(['es', 'en'] as const),
  guardrails: listOf(50, upTo(100)),
  knowledge: listOf(50, upTo(100)),
  tools: toolsShape,
};

export const agentConfigShape: Check<AgentConfig> = object<AgentConfig>(configFields);
const overridesShape = partial<AgentConfig>(configFields);

const expectationShape = object<AgentTestExpectation>({
  tool: nullable(oneOf(AGENT_TOOLS)),
  outcome: nullable(oneOf(OUTCOMES)),
  text: nullable(upTo(300)),
});

const testDraftFields = {
  name: (value: unknown, path: string) => {
    const s = upTo(120)(value, path);
    if (s.trim() === '') throw new BadRequest(`${path} must be a non-empty string`);
    return s.trim();
  },
  message: (value: unknown, path: string) => {
    const s = upTo(AGENT_MESSAGE_MAX_LENGTH)(value, path);
    if (s.trim() === '') throw new BadRequest(`${path} must be a non-empty string`);
    return s;
  },
  expect: expectationShape,
};

/** A stored event: a plain object of a known type (the stream wrote it). */
const eventShape: Check<AgentEvent> = (value, path) => {
  const types: readonly string[] = [
    'run.started',
    'tool.started',
    'tool.completed',
    'message.delta',
    'card',
    'approval.required',
    'handoff',
    'error',
    'run.completed',
  ];
  if (!isPlainObject(value) || typeof value.type !== 'string' || !types.includes(value.type))
    throw new BadRequest(`${path} must be an event`);
  if (typeof value.seq !== 'number' || typeof value.ms !== 'number') throw new BadRequest(`${path} must be an event`);
  return value as unknown as AgentEvent;
};

export { eventShape as agentEventShape, expectationShape as agentExpectationShape, STATUSES as AGENT_RUN_STATUSES };

// ------------------------------------------------------------------------------------------ refusals

class Refused extends Error {
  constructor(readonly response: Response) {
    super('refused');
  }
}

const answer = (status: number, body: Record<string, unknown>) => new Refused(HttpResponse.json(body, { status }));
const forbidden = (permission: Permission) =>
  answer(403, { code: 'forbidden', permission, error: `You need the ${permission} permission` });
const notFound = (what: string) => answer(404, { code: 'not_found', error: `${what} not found` });
const conflict = (code: string, error: string, extra: Record<string, unknown> = {}) =>
  answer(409, { code, error, ...extra });
/** 400 for one field, as the back office answers it: `{ error: '<field> <reason>', field, reason }`. */
const invalid = (field: string, reason: string) => answer(400, { error: `${field} ${reason}`, field, reason });

/** A route whose refusals answer their response. */
function op(
  method: 'get' | 'post' | 'put' | 'patch' | 'delete',
  path: string,
  resolve: (request: Request, url: URL) => unknown,
) {
  return route(method, `${BASE}${path}`, async (request, url) => {
    try {
      return await resolve(request, url);
    } catch (error) {
      if (error instanceof Refused) return error.response;
      throw error;
    }
  });
}

interface Caller {
  account: Account;
  permissions: ReadonlySet<Permission>;
}

// ------------------------------------------------------------------------------------------- helpers

/** A FAQ's text in a language: the seed holds both (or one string, the same in both). */
function localized(value: unknown, language: 'es' | 'en'): string {
  if (typeof value === 'string') return value;
  if (isPlainObject(value)) {
    const text = value[language];
    return typeof text === 'string' ? text : '';
  }
  return '';
}

/** Whether the normalized words of `name` appear one after another in `tokens`. */
function namedIn(tokens: readonly string[], name: string): boolean {
  const wanted = words(name);
  if (wanted.length < 2) return false;
  for (let i = 0; i + wanted.length <= tokens.length; i += 1) {
    if (wanted.every((word, j) => tokens[i + j] === word)) return true;
  }
  return false;
}

const orderCard = (order: Order): AgentOrderCard => ({
  kind: 'order',
  number: order.number,
  createdAt: order.createdAt,
  customer: { ...order.customer },
  status: order.status,
  paymentStatus: order.paymentStatus,
  total: order.total,
  refundedTotal: order.refundedTotal,
  currency: order.currency,
  itemCount: order.items.reduce((sum, item) => sum + item.quantity, 0),
});

const summaryOf = ({ events: _events, ...run }: AgentRun): AgentRunSummary => run;

function differences(expect: AgentTestExpectation, run: AgentRunSummary): AgentTestDifference[] {
  const out: AgentTestDifference[] = [];
  if (expect.tool !== null && !run.tools.includes(expect.tool))
    out.push({ field: 'tool', expected: expect.tool, actual: run.tools.join(', ') });
  if (expect.outcome !== null && run.status !== expect.outcome)
    out.push({ field: 'outcome', expected: expect.outcome, actual: run.status });
  if (expect.text && !normalize(run.reply).includes(normalize(expect.text)))
    out.push({ field: 'text', expected: expect.text, actual: run.reply });
  return out;
}

// ------------------------------------------------------------------------------------------ handlers

export function agentHandlers(ctx: Context, engine: RunEngine = ruleEngine): HttpHandler[] {
  const state = (): AgentState => ctx.db.agent;
  const nextId = (kind: string) => {
    state().sequence += 1;
    return `${kind}-${state().sequence}`;
  };
  /** Runs streaming now, by id: how to end one early. */
  const live = new Map<string, () => void>();
  // A run stored as streaming that no stream of this mock carries (the page was reloaded mid-reply) was
  // cut off: it reads as cancelled, its last event the end.
  ctx.onLoad(() => {
    for (const run of ctx.db.agent.runs) {
      if (run.status !== 'running' || live.has(run.id)) continue;
      const ms = (run.events.at(-1)?.ms ?? 0) + AGENT_TIMING.end;
      run.events.push({ type: 'run.completed', outcome: 'cancelled', durationMs: ms, seq: run.events.length, ms });
      run.status = 'cancelled';
      run.durationMs = ms;
    }
  });

  async function callerOf(request: Request): Promise<Caller> {
    const subject = await ctx.subject(request);
    if (subject === null) throw answer(401, { error: 'Invalid token' });
    await ctx.need('back-office');
    const { accounts, roles } = ctx.db.backOffice;
    const id = subject === '' ? seedUser().id : subject;
    const account = accounts.find((candidate) => candidate.id === id && candidate.status === 'active');
    if (!account) throw answer(401, { error: 'Invalid token' });
    const permissions = new Set<Permission>();
    for (const role of roles) if (account.roles.includes(role.id)) for (const p of role.permissions) permissions.add(p);
    return { account, permissions };
  }

  async function authorize(request: Request, ...needed: Permission[]): Promise<Caller> {
    const caller = await callerOf(request);
    for (const permission of needed) if (!caller.permissions.has(permission)) throw forbidden(permission);
    return caller;
  }

  const current = () => state().versions.at(-1)!;

  /** What the engine may read, for this caller and conversation. */
  function worldOf(caller: Caller, conversationId: string, runId: string): AgentWorld {
    const data = ctx.db.backOffice;
    const history = state()
      .runs.filter((run) => run.conversationId === conversationId && run.id !== runId)
      .reverse();
    const last = history.at(-1);
    const customerCard = (customer: (typeof data.customers)[number]): AgentCustomerCard => {
      const mine = caller.permissions.has('orders:view')
        ? data.orders.filter((order) => order.customer.id === customer.id)
        : [];
      return {
        kind: 'customer',
        id: customer.id,
        name: customer.name,
        email: customer.email,
        ordersCount: customer.ordersCount,
        totalSpent: customer.totalSpent,
        lastOrderAt: customer.lastOrderAt,
        recentOrders: mine
          .slice(-5)
          .reverse()
          .map((order) => ({
            number: order.number,
            createdAt: order.createdAt,
            total: order.total,
            status: order.status,
          })),
        currency: data.orders[0]?.currency ?? 'EUR',
      };
    };
    return {
      can: (permission) => caller.permissions.has(permission),
      order: (number) => {
        const order = data.orders.find((candidate) => candidate.number === number);
        return order ? orderCard(order) : null;
      },
      customersIn: (text) => {
        const email = EMAIL_PATTERN.exec(text)?.[0]?.toLowerCase();
        const tokens = words(text);
        const found = data.customers.filter((customer) =>
          email ? customer.email.toLowerCase() === email : namedIn(tokens, customer.name),
        );
        return found.slice(0, 1).map(customerCard);
      },
      contactsIn: (text): AgentContactCard[] => {
        const tokens = words(text);
        return ctx.db.contacts
          .filter((contact) => namedIn(tokens, contact.name))
          .slice(0, 1)
          .map((contact) => ({
            kind: 'contact',
            id: contact.id,
            name: contact.name,
            email: contact.emails[0]?.email ?? null,
            phone: contact.phoneNumbers[0]?.phoneNumber ?? null,
            company: contact.company,
            title: contact.title,
          }));
      },
      counts: () => ({ orders: data.orders.length, users: data.accounts.length }),
      faqs: (language, categories): AgentFaq[] =>
        faqs
          .filter((faq) => categories.includes(faq.categoryId))
          .map((faq) => ({
            id: faq.id,
            categoryId: faq.categoryId,
            categorySlug: faqCategories.find((category) => category.id === faq.categoryId)?.slug ?? '',
            question: localized(faq.question, language),
            answer: localized(faq.answer, language),
          })),
      history,
      previousWasFallback: last?.fallback === true,
    };
  }

  /** One event of the stream, before it is numbered and timed, with the simulated time it takes. */
  interface Pending {
    after: number;
    make: () => AgentEventBody | null;
  }

  interface RunPlan {
    run: AgentRun;
    pending: Pending[];
    /** How the run ends when it streams to its end. */
    outcome: AgentOutcome;
  }

  /**
   * Turns the engine's steps into the stream's events. `effects` false (a saved test) proposes and hands
   * over without storing an approval or opening a chat.
   */
  function plan(
    caller: Caller,
    message: string,
    config: AgentConfig,
    conversationId: string,
    channel: AgentRun['channel'],
    contactId: string,
    effects: boolean,
  ): RunPlan {
    const runId = nextId('run');
    const startedAt = new Date().toISOString();
    const version = current().version;
    const run: AgentRun = {
      id: runId,
      conversationId,
      channel,
      startedAt,
      durationMs: 0,
      firstReplyMs: null,
      message,
      reply: '',
      status: 'running',
      tools: [],
      userId: caller.account.id,
      userName: caller.account.name,
      configVersion: version,
      feedback: null,
      chatId: null,
      fallback: false,
      events: [],
    };
    const firstInConversation = !state().runs.some((other) => other.conversationId === conversationId);
    const pending: Pending[] = [
      {
        after: 0,
        make: () => ({
          type: 'run.started',
          runId,
          conversationId,
          startedAt,
          channel,
          configVersion: version,
          language: config.language,
        }),
      },
    ];
    let outcome: AgentOutcome = 'resolved';
    const fail = (code: 'empty_message' | 'message_too_long' | 'engine_failed', text: string) => {
      outcome = 'error';
      pending.push({ after: AGENT_TIMING.end, make: () => ({ type: 'error', code, message: text }) });
    };
    if (message.trim() === '') fail('empty_message', 'The message is empty');
    else if (message.length > AGENT_MESSAGE_MAX_LENGTH)
      fail('message_too_long', `The message must be at most ${AGENT_MESSAGE_MAX_LENGTH} characters`);
    else {
      let steps: AgentStep[] = [];
      try {
        steps = [...engine.run({ message, config, firstInConversation }, worldOf(caller, conversationId, runId))];
      } catch {
        fail('engine_failed', 'The assistant could not answer');
      }
      let calls = 0;
      for (const step of steps) {
        if (step.type === 'tool') {
          calls += 1;
          const callId = `${runId}-call-${calls}`;
          if (!run.tools.includes(step.tool)) run.tools.push(step.tool);
          pending.push({
            after: AGENT_TIMING.toolStart,
            make: () => ({ type: 'tool.started', callId, tool: step.tool, input: step.input }),
          });
          pending.push({
            after: AGENT_TIMING.tool,
            make: () => ({
              type: 'tool.completed',
              callId,
              tool: step.tool,
              ok: step.ok,
              summary: step.summary,
              output: step.output,
              missingPermission: step.missingPermission,
            }),
          });
        } else if (step.type === 'text') {
          run.reply += step.text;
          for (const piece of step.text.split(/(?<=\s)(?=\S)/u)) {
            if (piece !== '')
              pending.push({ after: AGENT_TIMING.word, make: () => ({ type: 'message.delta', text: piece }) });
          }
        } else if (step.type === 'card') {
          const card: AgentCard = step.card;
          pending.push({ after: AGENT_TIMING.card, make: () => ({ type: 'card', card }) });
        } else if (step.type === 'approval') {
          outcome = 'approval';
          pending.push({
            after: AGENT_TIMING.effect,
            make: () => {
              const approval: AgentApproval = {
                id: effects ? nextId('approval') : `${runId}-approval`,
                runId,
                conversationId,
                createdAt: new Date().toISOString(),
                requestedBy: { id: caller.account.id, name: caller.account.name },
                change: step.change,
                message,
                status: 'pending',
                decidedAt: null,
                decidedBy: null,
                reason: null,
              };
              if (effects) state().approvals.unshift(approval);
              return { type: 'approval.required', approval };
            },
          });
        } else if (step.type === 'handoff') {
          outcome = 'handed_over';
          pending.push({
            after: AGENT_TIMING.effect,
            make: () => {
              const chatId = effects ? handOver(run, contactId, config.language) : null;
              run.chatId = chatId;
              return { type: 'handoff', chatId, contactId, reason: step.reason };
            },
          });
        } else run.fallback = true;
      }
    }
    // The final event, made when the stream gets there (or sooner, when it is cut short).
    pending.push({ after: AGENT_TIMING.end, make: () => null });
    return { run, pending, outcome };
  }

  /** Opens (or finds) the chat with the contact and writes the conversation into it; answers its id. */
  function handOver(run: AgentRun, contactId: string, language: 'es' | 'en'): string {
    const chat = ctx.db.chat;
    let conversation = chat.chats.find((candidate) => candidate.contactId === contactId);
    if (!conversation) {
      conversation = {
        id: nextId('chat'),
        contactId,
        unreadCount: 0,
        muted: false,
        lastMessage: '',
        lastMessageAt: new Date().toISOString(),
      } satisfies Chat;
      chat.chats.push(conversation);
    }
    const label = language === 'es' ? 'Asistente' : 'Assistant';
    const turns = state()
      .runs.filter((other) => other.conversationId === run.conversationId && other.id !== run.id)
      .reverse()
      .concat(run);
    const last = chat.messages.reduce(
      (latest, message) =>
        message.chatId === conversation.id ? Math.max(latest, Date.parse(message.createdAt)) : latest,
      0,
    );
    let at = Math.max(Date.now(), last + 1);
    const write = (value: string, isMine: boolean) => {
      if (value.trim() === '') return;
      const message: ChatMessage = {
        id: `${conversation.id}-${nextId('message')}`,
        chatId: conversation.id,
        contactId: isMine ? chat.profile.id : contactId,
        value: value.slice(0, 4000),
        createdAt: new Date(at).toISOString(),
        isMine,
      };
      at += 1;
      chat.messages.push(message);
      conversation.lastMessage = message.value;
      conversation.lastMessageAt = message.createdAt;
    };
    for (const turn of turns) {
      write(turn.message, false);
      write(`${label}: ${turn.reply}`, true);
    }
    conversation.unreadCount += 1;
    return conversation.id;
  }

  /** Streams a planned run; the run is stored from its first event and ends stored with its outcome. */
  function stream(request: Request, { run, pending, outcome: planned }: RunPlan): Response {
    const encoder = new TextEncoder();
    let ms = 0;
    let index = 0;
    let done = false;
    let cancelled = false;
    const touched = new Set<'back-office' | 'chat'>();
    const record = (event: AgentEventBody): AgentEvent => {
      const full = { ...event, seq: run.events.length, ms };
      run.events.push(full);
      if (full.type === 'message.delta' && run.firstReplyMs === null) run.firstReplyMs = ms;
      if (full.type === 'handoff' && full.chatId !== null) touched.add('chat');
      return full;
    };
    const finish = (outcome: AgentOutcome): AgentEvent | null => {
      if (done) return null;
      done = true;
      live.delete(run.id);
      ms += AGENT_TIMING.end;
      const event = record({ type: 'run.completed', outcome, durationMs: ms });
      run.status = outcome;
      run.durationMs = ms;
      ctx.commit(...touched);
      return event;
    };
    state().runs.unshift(run);
    ctx.commit();

    let wake: (() => void) | null = null;
    const cancel = () => {
      cancelled = true;
      wake?.();
    };
    live.set(run.id, cancel);
    request.signal.addEventListener('abort', () => {
      cancel();
      finish('cancelled');
    });

    const body = new ReadableStream<Uint8Array>({
      pull: async (controller) => {
        if (done) return;
        const step = pending[index];
        index += 1;
        if (step && step.after > 0) {
          // Waits the step's simulated time, or less when the run is stopped meanwhile.
          await Promise.race([ctx.wait(step.after), new Promise<void>((resolve) => (wake = resolve))]);
          wake = null;
        }
        if (done) return;
        if (cancelled || !step) {
          const event = finish('cancelled');
          if (event) controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
          controller.close();
          return;
        }
        const made = step.make();
        if (made === null) {
          const event = finish(planned);
          if (event) controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
          controller.close();
          return;
        }
        ms += step.after;
        controller.enqueue(encoder.encode(`${JSON.stringify(record(made))}\n`));
      },
      cancel: () => {
        cancel();
        finish('cancelled');
      },
    });
    return new HttpResponse(body, {
      headers: { 'Content-Type': 'application/x-ndjson; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }

  /** Runs a plan to its end at once (a saved test), without storing it; answers the run. */
  function runThrough({ run, pending, outcome: planned }: RunPlan): AgentRun {
    let ms = 0;
    for (const step of pending) {
      ms += step.after;
      const made = step.make();
      run.events.push({
        ...(made ?? { type: 'run.completed', outcome: planned, durationMs: ms }),
        seq: run.events.length,
        ms,
      });
    }
    run.status = planned;
    run.durationMs = ms;
    return run;
  }

  const readOverrides = (value: unknown): Partial<AgentConfig> =>
    value === undefined || value === null ? {} : overridesShape(value, 'overrides');

  function optionalString(body: Record<string, unknown>, field: string, max = 200): string | undefined {
    const value = body[field];
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value !== 'string') throw new BadRequest(`${field} must be a string`);
    if (value.length > max) throw new BadRequest(`${field} must be at most ${max} characters`);
    return value;
  }

  const auditActor = (account: Account): AuditActor => ({ id: account.id, name: account.name, kind: 'user' });
  const auditOrder = (
    actor: AuditActor,
    action: string,
    order: Order,
    before: unknown,
    after: unknown,
    note: string,
  ) => {
    const event: AuditEvent = {
      id: uuid(),
      at: new Date().toISOString(),
      actor,
      action,
      target: { type: 'order', id: order.id, label: `#${order.number}` },
      before,
      after,
      note,
    };
    ctx.db.backOffice.audit.unshift(event);
  };

  return [
    // ---------------------------------------------------------------------------------------- runs
    op('post', '/runs', async (request) => {
      const caller = await authorize(request, 'agent:playground');
      const body = await readBody(request);
      if (typeof body.message !== 'string') throw new BadRequest('message must be a string');
      const overrides = readOverrides(body.overrides);
      const known = optionalString(body, 'conversationId');
      // Read before a conversation id is given out: a refused body changes nothing, the counter included.
      const asked = optionalString(body, 'contactId');
      const conversationId =
        known !== undefined && state().runs.some((run) => run.conversationId === known)
          ? known
          : nextId('conversation');
      const contactId = chatContacts.some((contact) => contact.id === asked) ? asked! : chatContacts[0]!.id;
      await ctx.need('contacts', 'chat');
      const config = { ...current().config, ...overrides };
      return stream(request, plan(caller, body.message, config, conversationId, 'playground', contactId, true));
    }),
    op('post', '/runs/cancel', async (request) => {
      await authorize(request, 'agent:playground');
      const body = await readBody(request);
      const id = optionalString(body, 'runId');
      const run = state().runs.find((candidate) => candidate.id === id);
      if (!run) throw notFound('Run');
      live.get(run.id)?.();
      return summaryOf(run);
    }),
    op('get', '/runs', async (request, url): Promise<AgentRunsAnswer> => {
      await authorize(request, 'agent:runs');
      const outcome = url.searchParams.get('outcome');
      if (outcome && !(STATUSES as readonly string[]).includes(outcome))
        throw invalid('outcome', `must be one of ${STATUSES.join(', ')}`);
      const channel = url.searchParams.get('channel');
      const search = normalize(url.searchParams.get('search') ?? '').trim();
      const conversation = url.searchParams.get('conversationId');
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('size') ?? 25);
      if (!Number.isInteger(page) || page < 1) throw invalid('page', 'must be an integer from 1');
      if (!Number.isInteger(size) || size < 1 || size > 100) throw invalid('size', 'must be an integer from 1 to 100');
      const rows = state().runs.filter(
        (run) =>
          (!outcome || run.status === outcome) &&
          (!channel || run.channel === channel) &&
          (!conversation || run.conversationId === conversation) &&
          (!search || normalize(run.message).includes(search)),
      );
      return { items: rows.slice((page - 1) * size, page * size).map(summaryOf), total: rows.length, page, size };
    }),
    op('get', '/runs/run', async (request, url): Promise<AgentRun> => {
      await authorize(request, 'agent:runs');
      const run = state().runs.find((candidate) => candidate.id === url.searchParams.get('id'));
      if (!run) throw notFound('Run');
      return run;
    }),
    op('post', '/runs/feedback', async (request) => {
      await authorize(request, 'agent:playground');
      const body = await readBody(request);
      const run = state().runs.find((candidate) => candidate.id === optionalString(body, 'runId'));
      const feedback = nullable(oneOf(['up', 'down'] as const))(body.feedback ?? null, 'feedback');
      if (!run) throw notFound('Run');
      run.feedback = feedback;
      ctx.commit();
      return summaryOf(run);
    }),

    // ----------------------------------------------------------------------------------- approvals
    op('get', '/approvals', async (request, url) => {
      await authorize(request, 'agent:view');
      const status = url.searchParams.get('status');
      if (status && !['pending', 'approved', 'rejected'].includes(status))
        throw invalid('status', 'must be one of pending, approved, rejected');
      return state().approvals.filter((approval) => !status || approval.status === status);
    }),
    op('post', '/approvals/approve', async (request) => {
      const body = await readBody(request);
      const { account } = await authorize(request, 'agent:approve');
      const approval = state().approvals.find((candidate) => candidate.id === optionalString(body, 'id'));
      if (!approval) throw notFound('Approval');
      const permission: Permission = approval.change.kind === 'refund' ? 'orders:refund' : 'orders:cancel';
      await authorize(request, permission);
      if (approval.status !== 'pending') throw conflict('invalid_state', `The approval was already ${approval.status}`);
      const order = ctx.db.backOffice.orders.find((candidate) => candidate.number === approval.change.orderNumber);
      if (!order) throw notFound('Order');
      const actor: AuditActor = {
        id: `agent:${account.id}`,
        // The person who approved: the order's timeline reads "Assistant, approved by <name>" in the user's language.
        name: account.name,
        kind: 'agent',
      };
      const event = { id: uuid(), at: new Date().toISOString(), actor, from: null, to: null, amount: null, text: null };
      const note = `Approval ${approval.id}`;
      if (approval.change.kind === 'refund') {
        if (order.paymentStatus !== 'paid' && order.paymentStatus !== 'partially_refunded')
          throw conflict('not_refundable', `An order whose payment is ${order.paymentStatus} can not be refunded`);
        const left = Math.round((order.total - order.refundedTotal) * 100) / 100;
        const amount = Math.min(approval.change.amount, left);
        if (amount <= 0) throw conflict('not_refundable', 'Nothing is left to refund');
        const before = { refundedTotal: order.refundedTotal, paymentStatus: order.paymentStatus };
        order.refundedTotal = Math.round((order.refundedTotal + amount) * 100) / 100;
        order.paymentStatus = order.refundedTotal >= order.total - 0.001 ? 'refunded' : 'partially_refunded';
        if (order.paymentStatus === 'refunded') for (const item of order.items) item.refundedQuantity = item.quantity;
        order.timeline.push({
          ...event,
          type: 'refund',
          amount,
          from: before.paymentStatus,
          to: order.paymentStatus,
          text: note,
        });
        auditOrder(
          actor,
          'order.refunded',
          order,
          before,
          { refundedTotal: order.refundedTotal, paymentStatus: order.paymentStatus, amount },
          note,
        );
      } else {
        if (order.status !== 'pending' && order.status !== 'processing')
          throw conflict('invalid_transition', `An order can not go from ${order.status} to cancelled`, {
            from: order.status,
            to: 'cancelled',
          });
        const from = order.status;
        order.status = 'cancelled';
        order.timeline.push({ ...event, type: 'status', from, to: 'cancelled', text: note });
        auditOrder(actor, 'order.cancelled', order, { status: from }, { status: 'cancelled' }, note);
      }
      approval.status = 'approved';
      approval.decidedAt = new Date().toISOString();
      approval.decidedBy = { id: account.id, name: account.name };
      ctx.commit('back-office');
      return approval;
    }),
    op('post', '/approvals/reject', async (request) => {
      const body = await readBody(request);
      const { account } = await authorize(request, 'agent:approve');
      const approval = state().approvals.find((candidate) => candidate.id === optionalString(body, 'id'));
      if (!approval) throw notFound('Approval');
      const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
      if (reason === '') throw invalid('reason', 'is required');
      if (reason.length > 500) throw invalid('reason', 'must be at most 500 characters');
      if (approval.status !== 'pending') throw conflict('invalid_state', `The approval was already ${approval.status}`);
      approval.status = 'rejected';
      approval.decidedAt = new Date().toISOString();
      approval.decidedBy = { id: account.id, name: account.name };
      approval.reason = reason;
      const order = ctx.db.backOffice.orders.find((candidate) => candidate.number === approval.change.orderNumber);
      if (order)
        auditOrder(auditActor(account), 'order.change_rejected', order, null, { change: approval.change }, reason);
      ctx.commit('back-office');
      return approval;
    }),

    // --------------------------------------------------------------------------------- configuration
    op('get', '/config', async (request) => {
      await authorize(request, 'agent:view');
      return current();
    }),
    op('get', '/config/versions', async (request) => {
      await authorize(request, 'agent:view');
      return [...state().versions].reverse();
    }),
    op('put', '/config', async (request) => {
      const { account } = await authorize(request, 'agent:configure');
      const body = await readBody(request);
      const config = agentConfigShape(body.config, 'config');
      const note = optionalString(body, 'note', 200) ?? null;
      const version = {
        version: current().version + 1,
        config,
        savedAt: new Date().toISOString(),
        savedBy: { id: account.id, name: account.name },
        note,
        restoredFrom: null,
      };
      state().versions.push(version);
      ctx.commit();
      return version;
    }),
    op('post', '/config/restore', async (request) => {
      const { account } = await authorize(request, 'agent:configure');
      const body = await readBody(request);
      const old = state().versions.find((candidate) => candidate.version === body.version);
      if (!old) throw notFound('Version');
      const version = {
        version: current().version + 1,
        config: structuredClone(old.config),
        savedAt: new Date().toISOString(),
        savedBy: { id: account.id, name: account.name },
        note: 'restored',
        restoredFrom: old.version,
      };
      state().versions.push(version);
      ctx.commit();
      return version;
    }),

    // ---------------------------------------------------------------------------------------- tests
    op('get', '/tests', async (request) => {
      await authorize(request, 'agent:view');
      return state().tests;
    }),
    op('post', '/tests', async (request) => {
      await authorize(request, 'agent:configure');
      const body = await readBody(request);
      const draft = object(testDraftFields)(body.test, 'test');
      const at = new Date().toISOString();
      const test: AgentTest = { id: nextId('test'), ...draft, createdAt: at, updatedAt: at, lastResult: null };
      state().tests.push(test);
      ctx.commit();
      return test;
    }),
    op('patch', '/tests', async (request) => {
      await authorize(request, 'agent:configure');
      const body = await readBody(request);
      const test = state().tests.find((candidate) => candidate.id === optionalString(body, 'id'));
      const patch = partial(testDraftFields)(body.test, 'test');
      if (!test) throw notFound('Test');
      Object.assign(test, patch, { updatedAt: new Date().toISOString(), lastResult: null });
      ctx.commit();
      return test;
    }),
    op('delete', '/tests', async (request, url) => {
      await authorize(request, 'agent:configure');
      const index = state().tests.findIndex((test) => test.id === url.searchParams.get('id'));
      if (index === -1) throw notFound('Test');
      state().tests.splice(index, 1);
      ctx.commit();
      return true;
    }),
    op('post', '/tests/run', async (request) => {
      const caller = await authorize(request, 'agent:playground');
      const body = await readBody(request);
      const id = optionalString(body, 'id');
      const chosen = id === undefined ? state().tests : state().tests.filter((test) => test.id === id);
      if (id !== undefined && chosen.length === 0) throw notFound('Test');
      await ctx.need('contacts', 'chat');
      const config = current().config;
      for (const test of chosen) {
        // Each test is a conversation of its own, run to its end, stored nowhere but in its result.
        const sequence = state().sequence;
        const run = runThrough(
          plan(caller, test.message, config, `test-conversation-${test.id}`, 'test', chatContacts[0]!.id, false),
        );
        state().sequence = sequence;
        const found = differences(test.expect, run);
        const result: AgentTestResult = {
          at: new Date().toISOString(),
          passed: found.length === 0,
          differences: found,
          outcome: run.status === 'running' ? 'error' : run.status,
          tools: run.tools,
          reply: run.reply,
          configVersion: current().version,
        };
        test.lastResult = result;
      }
      ctx.commit();
      return chosen;
    }),

    // ------------------------------------------------------------------------------------- overview
    op('get', '/overview', async (request): Promise<AgentOverview> => {
      await authorize(request, 'agent:view');
      const now = Date.now();
      const today = Math.floor(now / DAY);
      const days = Array.from({ length: 30 }, (_, i) => ({
        day: new Date((today - 29 + i) * DAY).toISOString().slice(0, 10),
        conversations: new Set<string>(),
        handovers: 0,
      }));
      const handedOver = new Set<string>();
      const all = new Set<string>();
      let replies = 0;
      let replyMs = 0;
      for (const run of state().runs) {
        const at = Math.floor(Date.parse(run.startedAt) / DAY) - (today - 29);
        const day = days[at];
        if (!day) continue;
        day.conversations.add(run.conversationId);
        all.add(run.conversationId);
        if (run.status === 'handed_over') {
          day.handovers += 1;
          handedOver.add(run.conversationId);
        }
        if (run.firstReplyMs !== null) {
          replies += 1;
          replyMs += run.firstReplyMs;
        }
      }
      return {
        conversations: all.size,
        resolvedWithoutHandover: all.size - handedOver.size,
        handovers: handedOver.size,
        approvalsWaiting: state().approvals.filter((approval) => approval.status === 'pending').length,
        averageFirstReplyMs: replies === 0 ? 0 : Math.round(replyMs / replies),
        days: days.map((day) => ({ day: day.day, conversations: day.conversations.size, handovers: day.handovers })),
      };
    }),
    op('get', '/handovers', async (request) => {
      await authorize(request, 'agent:view');
      return state()
        .runs.filter((run) => run.chatId !== null)
        .map((run) => ({ chatId: run.chatId, runId: run.id, conversationId: run.conversationId, at: run.startedAt }));
    }),
  ];
}
