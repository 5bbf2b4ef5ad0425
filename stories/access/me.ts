/**
 * `api/me` for the access stories: the signed-in user as an Owner, a Viewer or a Support agent, with the
 * seed roles' permissions (so a story narrows exactly as the product does for that role).
 */
import { delay, http, HttpResponse } from 'msw';
import type { MeAnswer, Permission } from '@atrium/mock-api';
import { PERMISSIONS, seedRoles } from '../../packages/mock-api/src/db/seed/back-office';

export const ME = '*/api/me';

const account = (id: string, name: string, email: string, role: string): MeAnswer['user'] => ({
  id,
  name,
  email,
  avatar: null,
  roles: [role],
  status: 'active',
  lastActiveAt: null,
  createdAt: '2025-11-01T09:00:00.000Z',
  mfa: false,
  invitedBy: null,
  inviteExpiresAt: null,
  suspendedUntil: null,
  suspensionReason: null,
});

export const owner: MeAnswer = {
  user: account('1f7e0fd8-5b6e-45de-8c14-74c55391b375', 'Lucía Navarro', 'admin@atrium.dev', 'owner'),
  roles: [{ id: 'owner', name: 'Owner' }],
  permissions: [...PERMISSIONS],
};

/** The seed's Viewer: every `:view`, and asking the assistant (which refuses every write). */
export const viewer: MeAnswer = {
  user: account('usr-viewer', 'Valeria Cruz', 'viewer@atrium.dev', 'viewer'),
  roles: [{ id: 'viewer', name: 'Viewer' }],
  permissions: seedRoles(0).find((role) => role.id === 'viewer')?.permissions ?? [],
};

/** Orders, customers, chat and the assistant's playground; no users, no roles. */
export const supportAgent: MeAnswer = {
  user: account('usr-support', 'Sergio Lago', 'support@atrium.dev', 'support'),
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
  ] satisfies Permission[],
};

export const meAs = (answer: MeAnswer) => http.get(ME, () => HttpResponse.json(answer));

/** `api/me` never answers: the loading state stays on screen. */
export const meNeverAnswers = http.get(ME, async () => {
  await delay('infinite');
  return HttpResponse.json(null);
});

/** `api/me` fails once with a 500, then answers `answer` (a Retry that works). */
export function meFailsOnce(answer: MeAnswer) {
  let calls = 0;
  return {
    handler: http.get(ME, () => {
      calls += 1;
      if (calls === 1) return HttpResponse.json({ error: 'Server error' }, { status: 500 });
      return HttpResponse.json(answer);
    }),
    reset: () => {
      calls = 0;
    },
  };
}
