import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type {
  AgentApproval,
  AgentConfig,
  AgentConfigVersion,
  AgentEvent,
  AgentOverview,
  AgentRun,
  AgentRunsAnswer,
  AgentTest,
} from '../contract/agent.ts';
import type { OrderDetail } from '../contract/back-office.ts';
import type { ChatWithMessages } from '../contract/chat.ts';
import { SEED_VERSION } from '../db/persistence.ts';
import { MemoryStorage } from '../test/memoryStorage.ts';
import { ORIGIN, call, useMockServer } from '../test/server.ts';
import { createMockApi } from './index.ts';
import { createAccessToken } from './auth.ts';

type Role = 'owner' | 'admin' | 'manager' | 'support' | 'viewer';
const token = (role: Role) => (role === 'owner' ? createAccessToken() : createAccessToken(undefined, `usr-${role}`));

interface Streamed {
  status: number;
  contentType: string | null;
  events: AgentEvent[];
}

/** Posts a run and reads its stream to the end (or, with `stopAfter`, aborts after that many events). */
async function run(
  message: string,
  {
    as = 'owner',
    stopAfter,
    ...body
  }: { as?: Role; stopAfter?: number; conversationId?: string; overrides?: Partial<AgentConfig> } = {},
): Promise<Streamed> {
  const controller = new AbortController();
  const response = await fetch(new URL('/api/agent/runs', ORIGIN), {
    method: 'POST',
    headers: { Authorization: `Bearer ${await token(as)}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ message, ...body }),
    signal: controller.signal,
  });
  const contentType = response.headers.get('Content-Type');
  if (!contentType?.includes('ndjson')) return { status: response.status, contentType, events: [] };
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const events: AgentEvent[] = [];
  let buffered = '';
  for (;;) {
    if (stopAfter !== undefined && events.length >= stopAfter) {
      controller.abort();
      break;
    }
    const { done, value } = await reader.read();
    if (done) break;
    buffered += decoder.decode(value, { stream: true });
    const lines = buffered.split('\n');
    buffered = lines.pop()!;
    for (const line of lines) if (line !== '') events.push(JSON.parse(line) as AgentEvent);
  }
  return { status: response.status, contentType, events };
}

const reply = (events: AgentEvent[]) =>
  events.map((event) => (event.type === 'message.delta' ? event.text : '')).join('');
const ofType = <T extends AgentEvent['type']>(events: AgentEvent[], type: T) =>
  events.filter((event): event is Extract<AgentEvent, { type: T }> => event.type === type);
const last = (events: AgentEvent[]) => events.at(-1)!;

async function as<T>(
  role: Role,
  method: string,
  path: string,
  options: { body?: unknown; query?: Record<string, string> } = {},
) {
  const answer = await call(method, path, { ...options, token: await token(role) });
  return answer as { status: number; body: T };
}

describe('assistant', () => {
  const state = useMockServer({ actor: null });
  const db = () => state.api.db;
  const englishOverrides = { language: 'en', greeting: '', tone: 'neutral' } as const;
  /** Orders of the seed in a given state. */
  const paidOrder = () => db().backOffice.orders.find((order) => order.paymentStatus === 'paid')!;
  const pendingOrder = () => db().backOffice.orders.find((order) => order.status === 'pending')!;

  describe('the stream', () => {
    it('answers NDJSON from run.started to run.completed, numbered and timed, the reply word by word', async () => {
      const { status, contentType, events } = await run(`Where is order #${paidOrder().number}?`);
      expect(status).toBe(200);
      expect(contentType).toContain('application/x-ndjson');
      expect(events[0]).toMatchObject({ type: 'run.started', seq: 0, ms: 0, channel: 'playground', configVersion: 1 });
      expect(last(events)).toMatchObject({ type: 'run.completed', outcome: 'resolved' });
      expect(events.map((event) => event.seq)).toEqual(events.map((_, i) => i));
      const times = events.map((event) => event.ms);
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      expect(ofType(events, 'message.delta').length).toBeGreaterThan(3);
    });

    it('stores the run with its events, for the Runs table and its replay', async () => {
      const { events } = await run('How many orders are there?', { overrides: englishOverrides });
      const started = events[0] as Extract<AgentEvent, { type: 'run.started' }>;
      const list = await as<AgentRunsAnswer>('owner', 'GET', 'agent/runs');
      expect(list.body.items[0]).toMatchObject({
        id: started.runId,
        status: 'resolved',
        tools: ['counts'],
        message: 'How many orders are there?',
        reply: 'There are 2000 orders.',
      });
      expect(list.body.items[0]).not.toHaveProperty('events');
      const detail = await as<AgentRun>('owner', 'GET', 'agent/runs/run', { query: { id: started.runId } });
      expect(detail.body.events).toEqual(events);
    });

    it('gives the same events for the same configuration and message', async () => {
      const message = `cancel #${pendingOrder().number}`;
      const first = (await run(message)).events;
      state.api.reset();
      const second = (await run(message)).events;
      const stable = (events: AgentEvent[]) =>
        JSON.parse(JSON.stringify(events).replace(/"(startedAt|createdAt)":"[^"]*"/g, '"$1":""')) as unknown;
      expect(stable(second)).toEqual(stable(first));
    });

    it('ends the run cancelled when the request is aborted mid-reply', async () => {
      const { events } = await run('How do I reset my password?', { overrides: englishOverrides, stopAfter: 4 });
      expect(events).toHaveLength(4);
      const runId = (events[0] as Extract<AgentEvent, { type: 'run.started' }>).runId;
      await expect.poll(() => db().agent.runs.find((stored) => stored.id === runId)?.status).toBe('cancelled');
      const stored = db().agent.runs.find((candidate) => candidate.id === runId)!;
      expect(last(stored.events)).toMatchObject({ type: 'run.completed', outcome: 'cancelled' });
    });

    it('ends the run cancelled when Stop calls runs/cancel mid-reply', async () => {
      const controller = new AbortController();
      const response = await fetch(new URL('/api/agent/runs', ORIGIN), {
        method: 'POST',
        headers: { Authorization: `Bearer ${await token('owner')}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ message: 'How do I reset my password?' }),
        signal: controller.signal,
      });
      const reader = response.body!.getReader();
      const first = new TextDecoder().decode((await reader.read()).value);
      const started = JSON.parse(first.split('\n')[0]!) as Extract<AgentEvent, { type: 'run.started' }>;
      const stopped = await as<AgentRun>('owner', 'POST', 'agent/runs/cancel', { body: { runId: started.runId } });
      expect(stopped.status).toBe(200);
      let rest = '';
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
        rest += new TextDecoder().decode(chunk.value);
      const events = rest
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as AgentEvent);
      expect(last(events)).toMatchObject({ type: 'run.completed', outcome: 'cancelled' });
      expect(db().agent.runs[0]).toMatchObject({ id: started.runId, status: 'cancelled' });
    });

    it('reads a run stored as streaming, that no stream carries, as cancelled', () => {
      const storage = new MemoryStorage();
      const api = createMockApi({ delays: false, storage, actor: 'owner' });
      api.db.agent.runs[0]!.status = 'running';
      api.db.agent.runs[0]!.events.pop();
      storage.setItem(
        'atrium.mock-api.db.agent',
        JSON.stringify({ version: SEED_VERSION, data: { agent: api.db.agent } }),
      );
      const reloaded = createMockApi({ delays: false, storage, actor: 'owner' });
      expect(reloaded.db.agent.runs[0]).toMatchObject({ status: 'cancelled' });
      expect(last(reloaded.db.agent.runs[0]!.events)).toMatchObject({ type: 'run.completed', outcome: 'cancelled' });
    });

    it('streams an error, then the end, for a blank or a too long message', async () => {
      for (const [message, code] of [
        ['   ', 'empty_message'],
        ['x'.repeat(4001), 'message_too_long'],
      ] as const) {
        const { events } = await run(message);
        expect(ofType(events, 'error')).toMatchObject([{ code }]);
        expect(last(events)).toMatchObject({ type: 'run.completed', outcome: 'error' });
      }
      expect((await as('owner', 'POST', 'agent/runs', { body: { message: 42 } })).status).toBe(400);
    });
  });

  describe('the rules, in order', () => {
    it('1. hands over for handover words, into a chat with the transcript', async () => {
      const { events: earlier } = await run('How many users are there?', { overrides: englishOverrides });
      const conversationId = (earlier[0] as Extract<AgentEvent, { type: 'run.started' }>).conversationId;
      const { events } = await run('I want a human, please', { conversationId, overrides: englishOverrides });
      const [handoff] = ofType(events, 'handoff');
      expect(handoff).toMatchObject({ reason: 'asked' });
      expect(last(events)).toMatchObject({ outcome: 'handed_over' });
      expect(reply(events)).toMatch(/person/);
      const chat = await as<ChatWithMessages>('owner', 'GET', 'apps/chat/chat', { query: { id: handoff!.chatId! } });
      expect(chat.body.contactId).toBe(handoff!.contactId);
      expect(chat.body.messages.map((message) => message.value).slice(-4)).toEqual([
        'How many users are there?',
        `Assistant: There are ${db().backOffice.accounts.length} users.`,
        'I want a human, please',
        `Assistant: ${reply(events)}`,
      ]);
      const handovers = await as<{ chatId: string }[]>('owner', 'GET', 'agent/handovers');
      expect(handovers.body[0]).toMatchObject({ chatId: handoff!.chatId });
      // Spanish handover words too, before any other rule (here an order number).
      const spanish = await run(`Quiero hablar con un humano sobre #${paidOrder().number}`);
      expect(last(spanish.events)).toMatchObject({ outcome: 'handed_over' });
    });

    it('2. refuses a guardrail topic', async () => {
      const { events } = await run('Give me medical advice about #10234', { overrides: englishOverrides });
      expect(reply(events)).toBe('I can not help with medical advice.');
      expect(ofType(events, 'tool.started')).toEqual([]);
    });

    it('3. proposes a change for an action verb with an order number, and changes nothing', async () => {
      const order = paidOrder();
      const before = JSON.stringify(order);
      const { events } = await run(`Please refund #${order.number}`, { overrides: englishOverrides });
      const [required] = ofType(events, 'approval.required');
      const left = Math.round((order.total - order.refundedTotal) * 100) / 100;
      expect(required!.approval).toMatchObject({
        status: 'pending',
        change: { kind: 'refund', orderNumber: order.number, amount: left },
      });
      expect(ofType(events, 'card')[0]!.card).toMatchObject({ kind: 'order', number: order.number });
      expect(last(events)).toMatchObject({ outcome: 'approval' });
      expect(JSON.stringify(order)).toBe(before);
      const waiting = await as<AgentApproval[]>('owner', 'GET', 'agent/approvals', { query: { status: 'pending' } });
      expect(waiting.body.map((approval) => approval.id)).toEqual([required!.approval.id]);
      // An order that can not take the change is explained, not proposed.
      const delivered = db().backOffice.orders.find((candidate) => candidate.status === 'delivered')!;
      const refused = await run(`cancel #${delivered.number}`, { overrides: englishOverrides });
      expect(reply(refused.events)).toBe(`Order #${delivered.number} can not be cancelled: it is delivered.`);
      expect(ofType(refused.events, 'approval.required')).toEqual([]);
    });

    it('4. looks up an order by its number, with its card', async () => {
      const order = paidOrder();
      const { events } = await run(`Status of ${order.number}?`, { overrides: englishOverrides });
      expect(ofType(events, 'tool.started')).toMatchObject([
        { tool: 'order_lookup', input: { orderNumber: order.number } },
      ]);
      expect(ofType(events, 'card')[0]!.card).toMatchObject({
        kind: 'order',
        number: order.number,
        total: order.total,
      });
      expect(reply(events)).toContain(`Order #${order.number} from ${order.customer.name}`);
      const missing = await run('Where is #99999999?', { overrides: englishOverrides });
      expect(reply(missing.events)).toBe('I could not find order #99999999.');
    });

    it('5. finds a customer by e-mail or whole name, with their orders', async () => {
      const customer = db().backOffice.customers.find((candidate) => candidate.ordersCount > 1)!;
      for (const message of [
        `Orders of ${customer.email.toUpperCase()}?`,
        `What did ${customer.name.toLowerCase()} buy?`,
      ]) {
        const { events } = await run(message, { overrides: englishOverrides });
        const [card] = ofType(events, 'card');
        expect(card!.card).toMatchObject({ kind: 'customer', email: customer.email });
        expect(card!.card.kind === 'customer' && card!.card.recentOrders.length).toBeGreaterThan(0);
        expect(reply(events)).toContain(`has ${customer.ordersCount} orders`);
      }
    });

    it('6. finds a contact of the address book by whole name', async () => {
      const customers = new Set(db().backOffice.customers.map((customer) => customer.name));
      const contact = db().contacts.find((candidate) => !customers.has(candidate.name))!;
      const { events } = await run(`Who is ${contact.name}?`, { overrides: englishOverrides });
      expect(ofType(events, 'card')[0]!.card).toMatchObject({
        kind: 'contact',
        id: contact.id,
        company: contact.company,
      });
    });

    it('7. counts orders and users ("how many" / "cuántos")', async () => {
      expect(reply((await run('how many orders?', { overrides: englishOverrides })).events)).toBe(
        'There are 2000 orders.',
      );
      const spanish = await run('¿Cuántos usuarios hay?', { overrides: { greeting: '', tone: 'neutral' } });
      expect(reply(spanish.events)).toBe(`Hay ${db().backOffice.accounts.length} usuarios.`);
    });

    it('8. answers the best help-center FAQ of the allowed categories, with a link', async () => {
      const { events } = await run('how can I reset the password', { overrides: englishOverrides });
      const [card] = ofType(events, 'card');
      expect(card!.card).toMatchObject({
        kind: 'faq',
        question: 'How do I reset my password?',
        href: '/apps/help-center/faqs#most-asked',
      });
      expect(card!.card.kind === 'faq' && card!.card.score).toBeGreaterThanOrEqual(0.3);
      expect(reply(events)).toContain('Forgot password');
      // Without that category in its knowledge, it does not answer from it.
      const none = await run('how can I reset the password', { overrides: { ...englishOverrides, knowledge: [] } });
      expect(ofType(none.events, 'card')).toEqual([]);
    });

    it('9. falls back, and offers a handover on the second fallback in a row', async () => {
      const first = await run('zzz qqq', { overrides: englishOverrides });
      expect(reply(first.events)).toMatch(/^I am not sure I understood/);
      const conversationId = (first.events[0] as Extract<AgentEvent, { type: 'run.started' }>).conversationId;
      const second = await run('blorp', { conversationId, overrides: englishOverrides });
      expect(reply(second.events)).toMatch(/hand you over to a person/);
    });

    it('follows the configured language, tone and greeting (first reply only); a tool switched off skips its rule', async () => {
      const first = await run('zzz');
      expect(reply(first.events)).toMatch(/^Hola, soy el asistente de Atrium\. ¡Claro! No estoy seguro/);
      const conversationId = (first.events[0] as Extract<AgentEvent, { type: 'run.started' }>).conversationId;
      expect(reply((await run('zzz', { conversationId })).events)).toMatch(/^¡Claro! Sigo sin poder/);
      const tools = { ...db().agent.versions[0]!.config.tools, order_lookup: false };
      const off = await run(`#${paidOrder().number}`, { overrides: { ...englishOverrides, tools } });
      expect(ofType(off.events, 'tool.started')).toEqual([]);
    });
  });

  describe('permissions', () => {
    it('answers 401 without a token and 403 naming the permission', async () => {
      expect((await call('POST', 'agent/runs', { body: { message: 'hi' } })).status).toBe(401);
      expect((await call('GET', 'agent/overview')).status).toBe(401);
      const refusals: [Role, string, string, unknown, string][] = [
        ['support', 'GET', 'agent/runs', undefined, 'agent:runs'],
        ['viewer', 'PUT', 'agent/config', { config: {} }, 'agent:configure'],
        ['manager', 'PUT', 'agent/config', { config: {} }, 'agent:configure'],
        ['viewer', 'POST', 'agent/config/restore', { version: 1 }, 'agent:configure'],
        ['support', 'POST', 'agent/approvals/approve', { id: 'x' }, 'agent:approve'],
        ['viewer', 'POST', 'agent/approvals/approve', { id: 'x' }, 'agent:approve'],
        ['support', 'POST', 'agent/approvals/reject', { id: 'x', reason: 'no' }, 'agent:approve'],
        ['viewer', 'POST', 'agent/tests', { test: {} }, 'agent:configure'],
        ['viewer', 'PATCH', 'agent/tests', { id: 'test-seed-1', test: { name: 'x' } }, 'agent:configure'],
      ];
      for (const [role, method, path, body, permission] of refusals) {
        const answer = await as(role, method, path, body === undefined ? {} : { body });
        expect({ role, path, status: answer.status, body: answer.body }).toMatchObject({
          status: 403,
          body: { code: 'forbidden', permission },
        });
      }
      expect((await as('viewer', 'GET', 'agent/overview')).status).toBe(200);
    });

    it.each(['support', 'viewer'] as const)(
      'runs tools with the signed-in user’s permissions: a write the %s may not make is refused in the reply',
      async (role) => {
        const order = paidOrder();
        const { events } = await run(`refund #${order.number}`, { as: role, overrides: englishOverrides });
        expect(ofType(events, 'tool.completed')).toMatchObject([{ ok: false, missingPermission: 'orders:refund' }]);
        expect(reply(events)).toBe('I can not do that for you: you need the orders:refund permission.');
        expect(ofType(events, 'approval.required')).toEqual([]);
        expect(db().agent.approvals).toEqual([]);
      },
    );
  });

  describe('approvals', () => {
    async function propose(message: string) {
      const { events } = await run(message);
      return ofType(events, 'approval.required')[0]!.approval;
    }

    it('approving performs the refund and writes the order event "Assistant, approved by …", audited', async () => {
      const order = paidOrder();
      const approval = await propose(`reembolsa #${order.number}`);
      const approved = await as<AgentApproval>('manager', 'POST', 'agent/approvals/approve', {
        body: { id: approval.id },
      });
      expect(approved.body).toMatchObject({ status: 'approved', decidedBy: { id: 'usr-manager', name: 'Marina Sol' } });
      const detail = await as<OrderDetail>('owner', 'GET', 'orders/order', { query: { number: String(order.number) } });
      expect(detail.body).toMatchObject({ paymentStatus: 'refunded', refundedTotal: order.total, refundable: 0 });
      expect(detail.body.timeline.at(-1)).toMatchObject({
        type: 'refund',
        actor: { kind: 'agent', id: 'agent:usr-manager', name: 'Marina Sol' },
      });
      const list = await as<{ items: { number: number }[] }>('owner', 'GET', 'orders', {
        query: { payment: 'refunded', search: String(order.number) },
      });
      expect(list.body.items.map((item) => item.number)).toEqual([order.number]);
      expect(db().backOffice.audit[0]).toMatchObject({ action: 'order.refunded', actor: { kind: 'agent' } });
      const again = await as('manager', 'POST', 'agent/approvals/approve', { body: { id: approval.id } });
      expect(again).toMatchObject({ status: 409, body: { code: 'invalid_state' } });
    });

    it('approving a cancellation cancels the order; it needs orders:cancel too', async () => {
      const order = pendingOrder();
      const approval = await propose(`cancel #${order.number}`);
      await as('manager', 'POST', 'agent/approvals/approve', { body: { id: approval.id } });
      expect(order.status).toBe('cancelled');
      expect(order.timeline.at(-1)).toMatchObject({ type: 'status', to: 'cancelled', actor: { kind: 'agent' } });
    });

    it('rejecting needs a reason, changes nothing and is audited', async () => {
      const order = paidOrder();
      const approval = await propose(`refund #${order.number}`);
      expect(
        (await as('manager', 'POST', 'agent/approvals/reject', { body: { id: approval.id, reason: ' ' } })).status,
      ).toBe(400);
      const rejected = await as<AgentApproval>('manager', 'POST', 'agent/approvals/reject', {
        body: { id: approval.id, reason: 'Customer kept the item' },
      });
      expect(rejected.body).toMatchObject({ status: 'rejected', reason: 'Customer kept the item' });
      expect(order.paymentStatus).toBe('paid');
      expect(db().backOffice.audit[0]).toMatchObject({
        action: 'order.change_rejected',
        note: 'Customer kept the item',
      });
    });
  });

  describe('configuration, tests and overview', () => {
    it('saves each configuration as a new version and restores an older one as another', async () => {
      const v1 = await as<AgentConfigVersion>('owner', 'GET', 'agent/config');
      const changed = { ...v1.body.config, language: 'en' as const, greeting: 'Hello!' };
      const v2 = await as<AgentConfigVersion>('admin', 'PUT', 'agent/config', { body: { config: changed } });
      expect(v2.body).toMatchObject({ version: 2, config: changed, savedBy: { name: 'Adrián Ferrer' } });
      expect(reply((await run('zzz')).events)).toMatch(/^Hello! Sure!/);
      const v3 = await as<AgentConfigVersion>('owner', 'POST', 'agent/config/restore', { body: { version: 1 } });
      expect(v3.body).toMatchObject({ version: 3, restoredFrom: 1, config: v1.body.config });
      const versions = await as<AgentConfigVersion[]>('owner', 'GET', 'agent/config/versions');
      expect(versions.body.map((version) => version.version)).toEqual([3, 2, 1]);
      expect(
        (await as('owner', 'PUT', 'agent/config', { body: { config: { ...changed, tone: 'rude' } } })).status,
      ).toBe(400);
    });

    it('runs the saved tests: the seed’s pass; a wrong expectation fails with the difference', async () => {
      const all = await as<AgentTest[]>('owner', 'POST', 'agent/tests/run', { body: {} });
      expect(all.body.map((test) => [test.name, test.lastResult?.passed, test.lastResult?.differences])).toEqual(
        all.body.map((test) => [test.name, true, []]),
      );
      const created = await as<AgentTest>('owner', 'POST', 'agent/tests', {
        body: {
          test: { name: 'Wrong', message: 'zzz', expect: { tool: 'counts', outcome: 'handed_over', text: 'nope' } },
        },
      });
      const [result] = (await as<AgentTest[]>('owner', 'POST', 'agent/tests/run', { body: { id: created.body.id } }))
        .body;
      expect(result!.lastResult).toMatchObject({ passed: false, outcome: 'resolved' });
      expect(result!.lastResult!.differences.map((difference) => difference.field)).toEqual([
        'tool',
        'outcome',
        'text',
      ]);
      // Test runs leave no runs, approvals or chats behind.
      expect(db().agent.runs.some((stored) => stored.channel === 'test')).toBe(false);
      await as('owner', 'PATCH', 'agent/tests', { body: { id: created.body.id, test: { name: 'Renamed' } } });
      expect(db().agent.tests.find((test) => test.id === created.body.id)).toMatchObject({
        name: 'Renamed',
        lastResult: null,
      });
      await as('owner', 'DELETE', 'agent/tests', { query: { id: created.body.id } });
      expect(db().agent.tests.some((test) => test.id === created.body.id)).toBe(false);
    });

    it('answers the overview figures over 30 days', async () => {
      const before = (await as<AgentOverview>('viewer', 'GET', 'agent/overview')).body;
      expect(before.days).toHaveLength(30);
      expect(before.conversations).toBe(before.resolvedWithoutHandover + before.handovers);
      expect(before.days.reduce((sum, day) => sum + day.conversations, 0)).toBeGreaterThanOrEqual(before.conversations);
      expect(before.averageFirstReplyMs).toBeGreaterThan(0);
      await run(`refund #${paidOrder().number}`);
      await run('a human please');
      const after = (await as<AgentOverview>('viewer', 'GET', 'agent/overview')).body;
      expect(after).toMatchObject({
        conversations: before.conversations + 2,
        handovers: before.handovers + 1,
        approvalsWaiting: 1,
      });
      expect(after.days.at(-1)!.conversations).toBe(before.days.at(-1)!.conversations + 2);
    });

    it('stores runs in its own part, read back on reload; reset demo data brings the seed back', async () => {
      const storage = new MemoryStorage();
      const ask = async (api: ReturnType<typeof createMockApi>) => {
        const request = new Request(`${ORIGIN}/api/agent/runs`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ message: 'how many orders' }),
        });
        await (await getResponse(api.handlers, request))!.text();
      };
      const api = createMockApi({ delays: false, storage, actor: 'owner' });
      await ask(api);
      expect(storage.parts()).toContain('atrium.mock-api.db.agent');
      const reloaded = createMockApi({ delays: false, storage, actor: 'owner' });
      expect(reloaded.db.agent.runs[0]).toMatchObject({ message: 'how many orders', status: 'resolved' });
      reloaded.reset();
      expect(reloaded.db.agent.runs.some((stored) => stored.message === 'how many orders')).toBe(false);
      expect(
        createMockApi({ delays: false, storage }).db.agent.runs.some((stored) => stored.message === 'how many orders'),
      ).toBe(false);
    });
  });
});
