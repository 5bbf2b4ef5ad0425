import { http, HttpResponse } from 'msw';
import type { MeAnswer, OrdersAnswer } from '@atrium/mock-api';

export const ORDERS = '*/api/orders';
export const TRANSITION = '*/api/orders/transition';

/** No order matches: every tab counts zero. */
export const noOrders: OrdersAnswer = {
  items: [],
  total: 0,
  page: 1,
  size: 25,
  counts: { all: 0, pending: 0, processing: 0, shipped: 0, delivered: 0, cancelled: 0 },
};

const user: MeAnswer['user'] = {
  id: 'usr-viewer',
  name: 'Vera Ortiz',
  email: 'viewer@atrium.dev',
  avatar: null,
  roles: ['viewer'],
  status: 'active',
  lastActiveAt: null,
  createdAt: '2025-11-01T09:00:00.000Z',
  mfa: false,
  invitedBy: null,
  inviteExpiresAt: null,
  suspendedUntil: null,
  suspensionReason: null,
};

/** Someone without `orders:view` or `customers:view`: the area answers with the 403 page. */
export const noOrdersAccess: MeAnswer = {
  user,
  roles: [{ id: 'custom', name: 'Chat only' }],
  permissions: ['dashboard:view', 'chat:view', 'chat:reply'],
};

/** A Viewer: every `:view`, no action. */
export const viewer: MeAnswer = {
  user,
  roles: [{ id: 'viewer', name: 'Viewer' }],
  permissions: [
    'dashboard:view',
    'users:view',
    'roles:view',
    'orders:view',
    'customers:view',
    'chat:view',
    'agent:view',
    'audit:view',
  ],
};

export const meAs = (answer: MeAnswer) => http.get('*/api/me', () => HttpResponse.json(answer));

/** Someone else moved the order first: the API refuses the step. */
export const transitionConflict = http.post(TRANSITION, () =>
  HttpResponse.json(
    {
      code: 'invalid_transition',
      from: 'cancelled',
      to: 'processing',
      error: 'An order can not go from cancelled to processing',
    },
    { status: 409 },
  ),
);
