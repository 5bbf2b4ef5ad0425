/**
 * The home's answers for stories, relative to the story's "now" (the screenshot run fixes the clock), so
 * "hace 2 horas" reads the same in every run and dates follow the day the story is shown.
 */
import type { AuditEvent, MeAnswer, OverviewAnswer, OverviewKpi } from '@atrium/mock-api';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const localDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

const kpi = (series: number[], lastWeek: number): OverviewKpi => ({ today: series.at(-1)!, lastWeek, series });

const order = (now: number, number: number, hours: number, customer: string, total: number) => ({
  number,
  createdAt: new Date(now - hours * HOUR).toISOString(),
  customer,
  total,
  currency: 'EUR',
  status: 'pending' as const,
  paymentStatus: 'unpaid' as const,
});

const event = (now: number, minutes: number, action: string, label: string, actor = 'Lucía Navarro'): AuditEvent => ({
  id: `aud-${minutes}`,
  at: new Date(now - minutes * MINUTE).toISOString(),
  actor:
    actor === 'System' ? { id: 'system', name: 'System', kind: 'system' } : { id: 'usr-x', name: actor, kind: 'user' },
  action,
  target: { type: action.startsWith('order') ? 'order' : 'user', id: label, label },
  before: null,
  after: null,
  note: null,
});

/** A busy morning: 23 orders so far against 20 last week, three groups needing attention, five people online. */
export function overviewAnswer(now = Date.now()): OverviewAnswer {
  const days = Array.from({ length: 14 }, (_, i) => {
    const day = new Date(now);
    day.setDate(day.getDate() - 13 + i);
    return localDay(day);
  });
  return {
    at: new Date(now).toISOString(),
    kpis: {
      days,
      currency: 'EUR',
      orders: kpi([18, 21, 17, 25, 30, 22, 19, 24, 20, 26, 31, 28, 22, 23], 20),
      revenue: kpi([2210, 2580, 1990, 3105, 3620, 2700, 2350, 2930, 2480, 3240, 3810, 3400, 2690, 2875.5], 3100),
      averageOrderValue: kpi(
        [122.8, 122.9, 117.1, 124.2, 120.7, 122.7, 123.7, 122.1, 124, 124.6, 122.9, 121.4, 122.3, 125.02],
        155,
      ),
      refunds: kpi([0, 45, 0, 0, 120, 0, 30, 0, 0, 60, 0, 0, 89.9, 0], 0),
    },
    attention: {
      pendingOver24h: {
        count: 7,
        orders: [
          order(now, 11876, 70, 'Carmen Duarte', 249.9),
          order(now, 11902, 52, 'Hugo Ibáñez', 89.5),
          order(now, 11931, 30, 'Rosa Vidal', 1320),
        ],
      },
      paymentFailed: {
        count: 2,
        orders: [order(now, 11990, 5, 'Nico Santos', 58.8), order(now, 12004, 2, 'Zoe Alonso', 410)],
      },
      returnsRequested: {
        count: 1,
        orders: [{ ...order(now, 11544, 9 * 24, 'Elena Berg', 199), status: 'delivered', paymentStatus: 'paid' }],
      },
    },
    approvals: { waiting: 0 },
    teamOnline: {
      count: 5,
      users: [
        {
          id: '1f7e0fd8-5b6e-45de-8c14-74c55391b375',
          name: 'Lucía Navarro',
          avatar: null,
          lastActiveAt: new Date(now).toISOString(),
        },
        { id: 'usr-manager', name: 'Marina Sol', avatar: null, lastActiveAt: new Date(now - MINUTE).toISOString() },
        { id: 'usr-001', name: 'Ana Alonso', avatar: null, lastActiveAt: new Date(now - 2 * MINUTE).toISOString() },
        { id: 'usr-002', name: 'Bruno Herrera', avatar: null, lastActiveAt: new Date(now - 3 * MINUTE).toISOString() },
        { id: 'usr-004', name: 'Diego Castro', avatar: null, lastActiveAt: new Date(now - 4 * MINUTE).toISOString() },
      ],
    },
    recent: [
      event(now, 12, 'order.shipped', '#12001'),
      event(now, 40, 'user.suspended', 'sami.umar18@atrium.dev'),
      event(now, 95, 'order.delivered', '#11870', 'System'),
      event(now, 180, 'role.updated', 'Support agent'),
      event(now, 2 * 24 * 60, 'user.invited', 'ximena.lopez23@atrium.dev'),
    ],
  };
}

/** A quiet day: nothing placed, nothing waiting, nobody else online, no activity. */
export function quietAnswer(now = Date.now()): OverviewAnswer {
  const busy = overviewAnswer(now);
  const zero = kpi(new Array<number>(14).fill(0), 0);
  const none = { count: 0, orders: [] };
  return {
    ...busy,
    kpis: { ...busy.kpis!, orders: zero, revenue: zero, averageOrderValue: zero, refunds: zero },
    attention: { pendingOver24h: none, paymentFailed: none, returnsRequested: none },
    teamOnline: { count: 1, users: busy.teamOnline!.users.slice(0, 1) },
    recent: [],
  };
}

/** `api/me` of a Support agent: orders, customers, chat and the assistant's playground; no users, no audit. */
export const supportMe: MeAnswer = {
  user: {
    id: 'usr-support',
    name: 'Sergio Lago',
    email: 'support@atrium.dev',
    avatar: null,
    roles: ['support'],
    status: 'active',
    lastActiveAt: null,
    createdAt: '2025-11-01T10:00:00.000Z',
    mfa: false,
    invitedBy: null,
    inviteExpiresAt: null,
    suspendedUntil: null,
    suspensionReason: null,
  },
  roles: [{ id: 'support', name: 'Support agent' }],
  permissions: [
    'dashboard:view',
    'orders:view',
    'orders:edit',
    'customers:view',
    'chat:view',
    'chat:reply',
    'chat:assign',
    'agent:view',
    'agent:playground',
  ],
};

/** What the API answers a Support agent: no team online, no recent activity. */
export function supportAnswer(now = Date.now()): OverviewAnswer {
  const { teamOnline: _team, recent: _recent, ...rest } = overviewAnswer(now);
  return rest;
}
