import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AgentApproval } from '../contract/agent.ts';
import type { Order, OrdersAnswer, OverviewAnswer } from '../contract/back-office.ts';
import type { SignInAnswer } from '../contract/common.ts';
import { ROLE_SIGN_INS, seedUser } from '../db/seed/common.ts';
import { ORIGIN, call, ok, useMockServer } from '../test/server.ts';
import { ATTENTION_GROUPS, forEachRefund } from './order-filters.ts';
import { ordersOverview } from './overview.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Wednesday 11 March 2026, 15:00 local time: the clock of every test here. */
const NOW = new Date(2026, 2, 11, 15, 0).getTime();
/** A local instant `days` before NOW's day, at `hours`:`minutes`. */
const at = (days: number, hours: number, minutes = 0) => new Date(2026, 2, 11 - days, hours, minutes).getTime();

async function signIn(role: string) {
  const [email, password] = ROLE_SIGN_INS.find(([, , id]) => id === `usr-${role}`)!;
  const { accessToken } = await ok<SignInAnswer>('POST', 'auth/sign-in', { body: { email, password } });
  return async () => {
    const response = await fetch(new URL('/api/overview', ORIGIN), {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    return { status: response.status, body: (await response.json()) as OverviewAnswer };
  };
}

describe('the operator home: GET api/overview', () => {
  // Before the server's own hook, so the seed is made at the same fixed clock. Only the date is
  // faked: the server's timers run as usual.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());
  const state = useMockServer({ actor: 'owner' });
  const data = () => state.api.db.backOffice;
  let template: Order;
  let next = 90_001;

  /** An order like the seed's, placed at `time`, with `changes`. */
  const order = (time: number, changes: Partial<Order> = {}): Order => ({
    ...structuredClone(template),
    id: `ord-${next}`,
    number: next++,
    createdAt: new Date(time).toISOString(),
    status: 'delivered',
    paymentStatus: 'paid',
    total: 100,
    refundedTotal: 0,
    returnRequested: false,
    timeline: [],
    ...changes,
  });

  beforeEach(() => {
    template = data().orders[0]!;
  });

  it('refuses a caller without dashboard:view with 403 naming it', async () => {
    data().roles.push({ ...data().roles[0]!, id: 'nothing', name: 'Nothing', permissions: [], system: false });
    data().accounts.find((account) => account.id === seedUser().id)!.roles = ['nothing'];
    const answer = await call('GET', 'overview');
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ code: 'forbidden', permission: 'dashboard:view' });
  });

  it('answers every part to the Owner, and to a Viewer (who holds every :view)', async () => {
    const owner = await ok<OverviewAnswer>('GET', 'overview');
    expect(Object.keys(owner).sort()).toEqual(['approvals', 'at', 'attention', 'kpis', 'recent', 'teamOnline']);
    expect(owner.at).toBe(new Date(NOW).toISOString());
    expect(owner.approvals).toEqual({ waiting: 0 });
    const viewer = await (await signIn('viewer'))();
    expect(viewer.status).toBe(200);
    expect(Object.keys(viewer.body).sort()).toEqual(['approvals', 'at', 'attention', 'kpis', 'recent', 'teamOnline']);
  });

  it('leaves out team online and recent activity for a Support agent (no users:view, no audit:view)', async () => {
    const support = await (await signIn('support'))();
    expect(support.status).toBe(200);
    expect(support.body.kpis).toBeDefined();
    expect(support.body.attention).toBeDefined();
    expect(support.body.approvals).toEqual({ waiting: 0 });
    expect(support.body).not.toHaveProperty('teamOnline');
    expect(support.body).not.toHaveProperty('recent');
  });

  it("counts the assistant's proposed changes still waiting for a person, not the decided ones", async () => {
    const approval = (id: string, status: AgentApproval['status']): AgentApproval => ({
      id,
      runId: `run-${id}`,
      conversationId: `conversation-${id}`,
      createdAt: new Date(NOW).toISOString(),
      requestedBy: { id: 'usr-support', name: 'Sergio Lago' },
      change: { kind: 'cancel', orderNumber: 10234, from: 'pending' },
      message: 'cancela #10234',
      status,
      decidedAt: null,
      decidedBy: null,
      reason: null,
    });
    state.api.db.agent.approvals = [
      approval('approval-1', 'pending'),
      approval('approval-2', 'approved'),
      approval('approval-3', 'pending'),
      approval('approval-4', 'rejected'),
    ];
    expect((await ok<OverviewAnswer>('GET', 'overview')).approvals).toEqual({ waiting: 2 });
  });

  it('leaves out the orders parts without orders:view and the approvals without agent:view', async () => {
    const viewer = data().roles.find((role) => role.id === 'viewer')!;
    viewer.permissions = viewer.permissions.filter((p) => p !== 'orders:view' && p !== 'agent:view');
    const answer = await (await signIn('viewer'))();
    expect(Object.keys(answer.body).sort()).toEqual(['at', 'recent', 'teamOnline']);
  });

  it("counts today's orders, revenue, average and refunds against the same weekday last week up to the same time", async () => {
    data().orders = [
      order(at(20, 12)), // before the 14 days
      order(at(7, 0, 30), { total: 50 }), // last Wednesday, in the morning: compared
      order(at(7, 14, 59), { total: 70 }), // last Wednesday, before 15:00: compared
      order(at(7, 15, 30), { total: 900 }), // last Wednesday, after 15:00: in the series only
      order(at(7, 10), { status: 'cancelled', total: 999 }), // counted as placed, no revenue
      order(at(1, 23, 59), { total: 10 }), // yesterday
      order(at(0, 0, 1), { total: 120 }),
      order(at(0, 9), { total: 80.5 }),
      order(at(0, 14), { status: 'cancelled', paymentStatus: 'refunded', total: 30, refundedTotal: 30 }),
    ];
    const { kpis } = await ok<OverviewAnswer>('GET', 'overview');
    expect(kpis!.days).toHaveLength(14);
    expect(kpis!.days[13]).toBe('2026-03-11');
    expect(kpis!.days[0]).toBe('2026-02-26');
    expect(kpis!.currency).toBe('EUR');

    expect(kpis!.orders.today).toBe(3);
    expect(kpis!.orders.lastWeek).toBe(3);
    expect(kpis!.orders.series[6]).toBe(4);
    expect(kpis!.orders.series[12]).toBe(1);
    expect(kpis!.orders.series.reduce((a, b) => a + b, 0)).toBe(8);

    expect(kpis!.revenue.today).toBe(200.5);
    expect(kpis!.revenue.lastWeek).toBe(120);
    expect(kpis!.revenue.series[6]).toBe(1020);
    expect(kpis!.averageOrderValue.today).toBe(100.25);
    expect(kpis!.averageOrderValue.lastWeek).toBe(60);
    expect(kpis!.averageOrderValue.series[12]).toBe(10);
    expect(kpis!.averageOrderValue.series[0]).toBe(0);

    // The seed-like refund has no event: it counts on the order's day.
    expect(kpis!.refunds.today).toBe(30);
    expect(kpis!.refunds.lastWeek).toBe(0);
  });

  it('counts a refund on the day of its event, whatever the day its order was placed', async () => {
    const refund = (time: number, amount: number) => ({
      id: `ev-${time}`,
      at: new Date(time).toISOString(),
      actor: { id: 'system', name: 'System', kind: 'system' as const },
      type: 'refund' as const,
      from: 'paid',
      to: 'partially_refunded',
      amount,
      text: null,
    });
    data().orders = [
      order(at(40, 9), {
        paymentStatus: 'partially_refunded',
        refundedTotal: 35,
        timeline: [refund(at(7, 11), 20), refund(at(0, 8), 15)],
      }),
      order(at(3, 9), { paymentStatus: 'partially_refunded', refundedTotal: 5, timeline: [refund(at(7, 16), 5)] }),
    ];
    const { kpis } = await ok<OverviewAnswer>('GET', 'overview');
    expect(kpis!.refunds.today).toBe(15);
    expect(kpis!.refunds.lastWeek).toBe(20);
    expect(kpis!.refunds.series[6]).toBe(25);
    expect(kpis!.orders.series.reduce((a, b) => a + b, 0)).toBe(1);
  });

  it('lists the orders needing attention: pending over 24 h, payment failed after an hour, returns requested', async () => {
    data().orders = [
      order(NOW - 25 * HOUR, { status: 'pending', paymentStatus: 'paid' }),
      order(NOW - 23 * HOUR, { status: 'pending', paymentStatus: 'paid' }), // not yet 24 h
      order(NOW - 2 * HOUR, { status: 'pending', paymentStatus: 'unpaid' }),
      order(NOW - 30 * MINUTE, { status: 'pending', paymentStatus: 'unpaid' }), // may still settle
      order(NOW - 3 * HOUR, { status: 'cancelled', paymentStatus: 'unpaid' }), // cancelled: nothing to chase
      order(NOW - 10 * 24 * HOUR, { returnRequested: true }),
      order(NOW - 12 * 24 * HOUR, { returnRequested: true, paymentStatus: 'refunded', refundedTotal: 100 }),
    ];
    const { attention } = await ok<OverviewAnswer>('GET', 'overview');
    const numbers = (group: keyof NonNullable<OverviewAnswer['attention']>) =>
      attention![group].orders.map((o) => o.number);
    const first = data().orders[0]!.number;
    expect(attention!.pendingOver24h.count).toBe(1);
    expect(numbers('pendingOver24h')).toEqual([first]);
    expect(attention!.paymentFailed.count).toBe(1);
    expect(numbers('paymentFailed')).toEqual([first + 2]);
    expect(attention!.returnsRequested.count).toBe(1);
    expect(attention!.returnsRequested.orders[0]).toEqual({
      number: first + 5,
      createdAt: new Date(NOW - 10 * 24 * HOUR).toISOString(),
      customer: template.customer.name,
      total: 100,
      currency: 'EUR',
      status: 'delivered',
      paymentStatus: 'paid',
    });
  });

  it("opens, from each figure's link, a list of exactly the orders it counts (on the seed)", async () => {
    // A refund made today on an order placed weeks ago, beside the seed's (dated at their orders).
    data().orders.push(
      order(at(20, 9), {
        paymentStatus: 'partially_refunded',
        refundedTotal: 12.5,
        timeline: [
          {
            id: 'ev-today',
            at: new Date(at(0, 8)).toISOString(),
            actor: { id: 'system', name: 'System', kind: 'system' },
            type: 'refund',
            from: 'paid',
            to: 'partially_refunded',
            amount: 12.5,
            text: null,
          },
        ],
      }),
    );
    const { attention, kpis } = await ok<OverviewAnswer>('GET', 'overview');
    const list = (query: Record<string, string>) =>
      ok<OrdersAnswer>('GET', 'orders', { query: { size: '100', ...query } });

    for (const group of ATTENTION_GROUPS) {
      const listed = await list({ attention: group, sort: 'createdAt', order: 'asc' });
      expect(listed.total, group).toBe(attention![group].count);
      // The card's lines are the list's oldest.
      expect(listed.items.slice(0, 5).map((o) => o.number)).toEqual(attention![group].orders.map((o) => o.number));
    }
    // The seed has pending and unpaid orders the groups leave out (too recent, or cancelled): a link to
    // every pending or unpaid order would open more than the figure says.
    expect(attention!.pendingOver24h.count).toBeGreaterThan(0);
    expect((await list({ status: 'pending' })).total).toBeGreaterThan(attention!.pendingOver24h.count);
    expect(attention!.paymentFailed.count).toBeGreaterThan(0);
    expect((await list({ payment: 'unpaid' })).total).toBeGreaterThan(attention!.paymentFailed.count);

    // "Refunds today": the orders refunded since midnight, whose refunds today add up to the figure.
    const from = new Date(at(0, 0)).toISOString();
    const to = new Date(new Date(2026, 2, 11, 23, 59, 59, 999).getTime()).toISOString();
    const refunded = await list({ refundedFrom: from, refundedTo: to });
    expect(refunded.total).toBeGreaterThan(0);
    expect(refunded.total).toBeLessThan(
      (await list({ payment: 'refunded' })).total + (await list({ payment: 'partially_refunded' })).total,
    );
    let sum = 0;
    for (const summary of refunded.items) {
      let today = 0;
      forEachRefund(
        data().orders.find((o) => o.number === summary.number)!,
        (when, amount) => {
          if (when >= from && when <= to) today += amount;
        },
      );
      expect(today, `order ${summary.number}`).toBeGreaterThan(0);
      sum += today;
    }
    expect(Math.round(sum * 100) / 100).toBe(kpis!.refunds.today);
  });

  it('keeps each attention list short: the five waiting longest, oldest first, with the full count', async () => {
    const ages = [30, 90, 50, 70, 40, 80, 60, 100];
    data().orders = ages.map((hours) => order(NOW - hours * HOUR, { status: 'pending' }));
    const { attention } = await ok<OverviewAnswer>('GET', 'overview');
    expect(attention!.pendingOver24h.count).toBe(8);
    const waited = attention!.pendingOver24h.orders.map((o) => (NOW - Date.parse(o.createdAt)) / HOUR);
    expect(waited).toEqual([100, 90, 80, 70, 60]);
  });

  it('shows who is online: active accounts seen in the last 5 minutes, the caller among them', async () => {
    const { teamOnline } = await ok<OverviewAnswer>('GET', 'overview');
    expect(teamOnline!.users[0]).toMatchObject({ id: seedUser().id, lastActiveAt: new Date(NOW).toISOString() });
    // The seed's manager happens to have been active 40 seconds ago; four colleagues 1 to 4 minutes ago.
    const ids = [seedUser().id, 'usr-manager', 'usr-001', 'usr-002', 'usr-004', 'usr-005'];
    expect(teamOnline!.users.map((user) => user.id)).toEqual(ids);
    expect(teamOnline!.count).toBe(6);

    const accounts = data().accounts;
    accounts.find((a) => a.id === 'usr-001')!.lastActiveAt = new Date(NOW - 6 * MINUTE).toISOString();
    accounts.find((a) => a.status === 'suspended')!.lastActiveAt = new Date(NOW - MINUTE).toISOString();
    const later = await ok<OverviewAnswer>('GET', 'overview');
    expect(later.teamOnline!.users.map((user) => user.id)).toEqual(ids.filter((id) => id !== 'usr-001'));
  });

  it('answers the eight newest audit events, newest first', async () => {
    const { recent } = await ok<OverviewAnswer>('GET', 'overview');
    expect(recent).toHaveLength(8);
    expect(recent).toEqual(data().audit.slice(0, 8));
    const times = recent!.map((event) => event.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('is quiet on a quiet day: zeros and no attention items', async () => {
    data().orders = [order(at(30, 9))];
    const { kpis, attention } = await ok<OverviewAnswer>('GET', 'overview');
    expect(kpis!.orders.series).toEqual(new Array(14).fill(0));
    expect(kpis!.averageOrderValue.today).toBe(0);
    expect(attention!.pendingOver24h).toEqual({ count: 0, orders: [] });
    expect(attention!.paymentFailed).toEqual({ count: 0, orders: [] });
    expect(attention!.returnsRequested).toEqual({ count: 0, orders: [] });
  });

  it('goes over 100,000 orders in one quick pass', () => {
    const many: Order[] = Array.from({ length: 100_000 }, (_, i) => ({
      ...template,
      number: 100_000 + i,
      createdAt: new Date(NOW - (i % 400) * 24 * HOUR - (i % 23) * HOUR).toISOString(),
      status: i % 50 === 0 ? 'pending' : 'delivered',
      paymentStatus: i % 70 === 0 ? 'unpaid' : 'paid',
    }));
    const started = performance.now();
    const { kpis, attention } = ordersOverview(many, NOW);
    const took = performance.now() - started;
    expect(kpis.orders.series.reduce((a, b) => a + b, 0)).toBeGreaterThan(3000);
    expect(attention.pendingOver24h.orders).toHaveLength(5);
    // Generous for a loaded machine; it takes about a tenth of this when quiet.
    expect(took).toBeLessThan(1000);
  });
});
