import { http, HttpResponse } from 'msw';
import type { AccountSummary, MeAnswer, Permission } from '@atrium/mock-api';

export const ROLES = '*/api/roles';
export const ROLE = '*/api/roles/role';

const account = (id: string, name: string, email: string, roles: string[]): AccountSummary => ({
  id,
  name,
  email,
  avatar: null,
  roles,
  status: 'active',
  lastActiveAt: null,
  createdAt: '2025-11-01T09:00:00.000Z',
  mfa: false,
  invitedBy: null,
  inviteExpiresAt: null,
  suspendedUntil: null,
  suspensionReason: null,
});

const VIEWS: Permission[] = [
  'dashboard:view',
  'users:view',
  'roles:view',
  'orders:view',
  'customers:view',
  'chat:view',
  'agent:view',
  'audit:view',
];

/** A Viewer's `api/me`: every `:view`, so the area shows, but no `roles:manage` to change anything. */
export const viewer: MeAnswer = {
  user: account('usr-viewer', 'Valeria Cruz', 'viewer@atrium.dev', ['viewer']),
  roles: [{ id: 'viewer', name: 'Viewer' }],
  permissions: VIEWS,
};

/** A Support agent's `api/me`: no `roles:view`, so the area answers with the 403 page. */
export const supportAgent: MeAnswer = {
  user: account('usr-support', 'Sergio Lago', 'support@atrium.dev', ['support']),
  roles: [{ id: 'support', name: 'Support agent' }],
  permissions: ['dashboard:view', 'orders:view', 'orders:edit', 'customers:view', 'chat:view', 'chat:reply'],
};

export const meAs = (answer: MeAnswer) => http.get('*/api/me', () => HttpResponse.json(answer));
