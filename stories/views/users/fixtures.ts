import { http, HttpResponse } from 'msw';
import type { AccountsAnswer, MeAnswer } from '@atrium/mock-api';

export const USERS = '*/api/users';

/** No user matches: every tab counts zero. */
export const noUsers: AccountsAnswer = {
  items: [],
  total: 0,
  page: 1,
  size: 25,
  counts: { all: 0, active: 0, invited: 0, suspended: 0, deactivated: 0 },
  roleNames: {},
};

/** A Support agent's `api/me`: no `users:view`, so the area answers with the 403 page. */
export const supportAgent: MeAnswer = {
  user: {
    id: 'usr-support',
    name: 'Sergio Lago',
    email: 'support@atrium.dev',
    avatar: null,
    roles: ['support'],
    status: 'active',
    lastActiveAt: null,
    createdAt: '2025-11-01T09:00:00.000Z',
    mfa: false,
    invitedBy: null,
    inviteExpiresAt: null,
    suspendedUntil: null,
    suspensionReason: null,
  },
  roles: [{ id: 'support', name: 'Support agent' }],
  permissions: ['dashboard:view', 'orders:view', 'orders:edit', 'customers:view', 'chat:view', 'chat:reply'],
};

export const meAs = (answer: MeAnswer) => http.get('*/api/me', () => HttpResponse.json(answer));
