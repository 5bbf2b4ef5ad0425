/**
 * The operator's home (spec 4 §3): `GET api/overview`, today's figures against the same weekday last
 * week, the orders needing someone, the assistant's approvals, who is online and the latest of the audit
 * trail, each part only for a caller holding its permission. Computed on every call from the data and
 * the clock, in one pass over the orders (100,000 in the bench), so the answer never goes stale.
 */
import type { HttpHandler } from 'msw';
import type {
  AttentionGroup,
  AttentionOrder,
  Order,
  OverviewAnswer,
  OverviewAttention,
  OverviewKpi,
  OverviewKpis,
  TeamMemberOnline,
} from '../contract/back-office.ts';
import { money } from '../db/seed/back-office.ts';
import type { Context } from './http.ts';
import { authorize, can, op } from './back-office-http.ts';
import { attentionTests, forEachRefund } from './order-filters.ts';
import type { BackOffice } from './back-office-http.ts';

const MINUTE = 60_000;
const DAYS = 14;
const ATTENTION_LIMIT = 5;
const ONLINE_WITHIN = 5 * MINUTE;
const TEAM_ONLINE_LIMIT = 8;
const RECENT_LIMIT = 8;

/** `YYYY-MM-DD` of a local day. */
const dayOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The local midnights starting each of the last 14 days, and the one after today (15 instants). */
function dayStarts(now: number): number[] {
  const midnight = new Date(now);
  midnight.setHours(0, 0, 0, 0);
  return Array.from({ length: DAYS + 1 }, (_, i) => {
    const start = new Date(midnight);
    // Calendar arithmetic rather than 24-hour steps, so a daylight-saving change does not shift a day.
    start.setDate(midnight.getDate() - (DAYS - 1) + i);
    return start.getTime();
  });
}

/** Keeps the `limit` oldest orders seen (by creation), in that order. */
class Oldest {
  count = 0;
  readonly orders: Order[] = [];
  constructor(private readonly limit: number) {}
  add(order: Order) {
    this.count += 1;
    const list = this.orders;
    if (list.length === this.limit && order.createdAt >= list[list.length - 1]!.createdAt) return;
    let at = list.length;
    while (at > 0 && list[at - 1]!.createdAt > order.createdAt) at -= 1;
    list.splice(at, 0, order);
    if (list.length > this.limit) list.pop();
  }
  group(): AttentionGroup {
    return { count: this.count, orders: this.orders.map(attentionOrder) };
  }
}

const attentionOrder = (order: Order): AttentionOrder => ({
  number: order.number,
  createdAt: order.createdAt,
  customer: order.customer.name,
  total: order.total,
  currency: order.currency,
  status: order.status,
  paymentStatus: order.paymentStatus,
});

/** The day (0–13) an instant falls in, or -1 outside the 14 days. */
function dayIndex(starts: readonly number[], time: number): number {
  if (time < starts[0]! || time >= starts[DAYS]!) return -1;
  let day = DAYS - 1;
  while (starts[day]! > time) day -= 1;
  return day;
}

/** Today's figures and the orders needing someone, in one pass over the orders. */
export function ordersOverview(
  orders: readonly Order[],
  now: number,
): { kpis: OverviewKpis; attention: OverviewAttention } {
  const starts = dayStarts(now);
  const today = DAYS - 1;
  const lastWeekDay = today - 7;
  // The same weekday last week, up to the same time of day as now.
  const lastWeekEnd = starts[lastWeekDay]! + (now - starts[today]!);
  // ISO strings compare as instants: most orders are ruled out of the window without parsing a date.
  const windowStart = new Date(starts[0]!).toISOString();
  // The same definitions as the orders list's `attention` filter, which the cards' links open.
  const needs = attentionTests(now);

  const placed = new Array<number>(DAYS).fill(0);
  const kept = new Array<number>(DAYS).fill(0);
  const revenue = new Array<number>(DAYS).fill(0);
  const refunds = new Array<number>(DAYS).fill(0);
  const lastWeek = { placed: 0, kept: 0, revenue: 0, refunds: 0 };
  const pending = new Oldest(ATTENTION_LIMIT);
  const unpaid = new Oldest(ATTENTION_LIMIT);
  const returns = new Oldest(ATTENTION_LIMIT);
  let currency = 'EUR';

  const addRefund = (time: number, amount: number) => {
    const day = dayIndex(starts, time);
    if (day < 0) return;
    refunds[day]! += amount;
    if (day === lastWeekDay && time <= lastWeekEnd) lastWeek.refunds += amount;
  };

  for (const order of orders) {
    const cancelled = order.status === 'cancelled';
    if (needs.pendingOver24h(order)) pending.add(order);
    if (needs.paymentFailed(order)) unpaid.add(order);
    if (needs.returnsRequested(order)) returns.add(order);

    // The same refunds, at the same instants, as the orders list's `refundedFrom`/`refundedTo` filter.
    forEachRefund(order, (at, amount) => {
      if (at >= windowStart) addRefund(Date.parse(at), amount);
    });
    if (order.createdAt < windowStart) continue;
    const time = Date.parse(order.createdAt);
    const day = dayIndex(starts, time);
    if (day < 0) continue;
    currency = order.currency;
    const inLastWeek = day === lastWeekDay && time <= lastWeekEnd;
    placed[day]! += 1;
    if (inLastWeek) lastWeek.placed += 1;
    if (cancelled) continue;
    kept[day]! += 1;
    revenue[day]! += order.total;
    if (inLastWeek) {
      lastWeek.kept += 1;
      lastWeek.revenue += order.total;
    }
  }

  const average = (sum: number, count: number) => (count === 0 ? 0 : money(sum / count));
  const kpi = (series: number[], previous: number): OverviewKpi => ({
    today: series[today]!,
    lastWeek: previous,
    series,
  });
  return {
    kpis: {
      days: starts.slice(0, DAYS).map((start) => dayOf(new Date(start))),
      currency,
      orders: kpi(placed, lastWeek.placed),
      revenue: kpi(revenue.map(money), money(lastWeek.revenue)),
      averageOrderValue: kpi(
        revenue.map((sum, day) => average(sum, kept[day]!)),
        average(lastWeek.revenue, lastWeek.kept),
      ),
      refunds: kpi(refunds.map(money), money(lastWeek.refunds)),
    },
    attention: { pendingOver24h: pending.group(), paymentFailed: unpaid.group(), returnsRequested: returns.group() },
  };
}

/** Active accounts seen in the last minutes, the caller first (they are here now), most recent first. */
function teamOnline(data: BackOffice, callerId: string, now: number): NonNullable<OverviewAnswer['teamOnline']> {
  const since = new Date(now - ONLINE_WITHIN).toISOString();
  const at = new Date(now).toISOString();
  const online: TeamMemberOnline[] = [];
  for (const account of data.accounts) {
    if (account.status !== 'active') continue;
    const here = account.id === callerId;
    if (!here && (account.lastActiveAt === null || account.lastActiveAt < since)) continue;
    online.push({
      id: account.id,
      name: account.name,
      avatar: account.avatar,
      lastActiveAt: here ? at : account.lastActiveAt!,
    });
  }
  online.sort((a, b) => (a.lastActiveAt < b.lastActiveAt ? 1 : a.lastActiveAt > b.lastActiveAt ? -1 : 0));
  return { count: online.length, users: online.slice(0, TEAM_ONLINE_LIMIT) };
}

export function overviewHandlers(ctx: Context): HttpHandler[] {
  const data = () => ctx.db.backOffice;
  return [
    op('get', 'overview', async (request): Promise<OverviewAnswer> => {
      const caller = await authorize(request, ctx, 'dashboard:view');
      const now = Date.now();
      const roles = data().roles;
      const answer: OverviewAnswer = { at: new Date(now).toISOString() };
      if (can(caller, roles, 'orders:view')) Object.assign(answer, ordersOverview(data().orders, now));
      if (can(caller, roles, 'agent:view')) {
        // The assistant's part loads on its first call: the home may be the first to read it.
        await ctx.need('agent');
        const waiting = ctx.db.agent.approvals.filter((approval) => approval.status === 'pending').length;
        answer.approvals = { waiting };
      }
      if (can(caller, roles, 'users:view')) answer.teamOnline = teamOnline(data(), caller.id, now);
      if (can(caller, roles, 'audit:view')) answer.recent = data().audit.slice(0, RECENT_LIMIT);
      return answer;
    }),
  ];
}
