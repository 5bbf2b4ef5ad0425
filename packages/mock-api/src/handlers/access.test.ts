import { describe, expect, it } from 'vitest';
import type {
  AccountDetail,
  AccountsAnswer,
  AuditAnswer,
  BulkAnswer,
  MeAnswer,
  PermissionInfo,
  Role,
  RoleWithCount,
} from '../contract/back-office.ts';
import type { SignInAnswer } from '../contract/common.ts';
import { ROLE_SIGN_INS, seedUser } from '../db/seed/common.ts';
import { ORIGIN, call, ok, useMockServer } from '../test/server.ts';

const OWNER = seedUser().id;

/** Signs in with a pair and answers a caller sending its token. */
async function signIn(email: string, password: string) {
  const { accessToken, user } = await ok<SignInAnswer>('POST', 'auth/sign-in', { body: { email, password } });
  const as = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(new URL(`/api/${path}`, ORIGIN), {
      method,
      headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as unknown };
  };
  return { as, user, accessToken };
}
const pairOf = (role: string) => ROLE_SIGN_INS.find(([, , id]) => id === `usr-${role}`)!;

describe('back office: me, roles and permissions', () => {
  const state = useMockServer({ actor: 'owner' });
  const data = () => state.api.db.backOffice;

  it('lists 32 permissions, four of them dangerous', async () => {
    const catalogue = await ok<PermissionInfo[]>('GET', 'permissions');
    expect(catalogue).toHaveLength(32);
    expect(catalogue.filter((p) => p.dangerous).map((p) => p.id)).toEqual([
      'users:delete',
      'roles:manage',
      'orders:refund',
      'agent:configure',
    ]);
    expect(catalogue[0]).toEqual({ id: 'dashboard:view', resource: 'dashboard', action: 'view', dangerous: false });
  });

  it('answers the Owner for the admin pair (and without a token) with every permission', async () => {
    const admin = await signIn('admin@atrium.dev', 'admin');
    const me = (await admin.as('GET', 'me')).body as MeAnswer;
    expect(me.user.id).toBe(OWNER);
    expect(me.roles).toEqual([{ id: 'owner', name: 'Owner' }]);
    expect(me.permissions).toHaveLength(32);
    expect((await ok<MeAnswer>('GET', 'me')).user.id).toBe(OWNER);
  });

  it.each([
    ['administrator', 'admin', 32],
    ['manager', 'manager', 24],
    ['support', 'support', 16],
    ['viewer', 'viewer', 14],
  ])('signs in the %s pair as its role', async (password, role, count) => {
    const [email] = pairOf(role);
    const session = await signIn(email, password);
    expect(session.user.email).toBe(email);
    const me = (await session.as('GET', 'me')).body as MeAnswer;
    expect(me.roles.map((r) => r.id)).toEqual([role]);
    expect(me.permissions).toHaveLength(count);
    // The token signs in again, as the same account.
    const again = await ok<SignInAnswer>('POST', 'auth/sign-in-with-token', {
      body: { accessToken: session.accessToken },
    });
    expect(again.user.id).toBe(session.user.id);
  });

  it('gives the Viewer every :view, and the assistant to ask and its runs to read, nothing else', async () => {
    const viewer = await signIn(...(pairOf('viewer').slice(0, 2) as [string, string]));
    const me = (await viewer.as('GET', 'me')).body as MeAnswer;
    expect(me.permissions.filter((p) => !p.endsWith(':view'))).toEqual(['agent:playground', 'agent:runs']);
  });

  it('gives the Manager the whole assistant but its configuration', async () => {
    const manager = await signIn(...(pairOf('manager').slice(0, 2) as [string, string]));
    const me = (await manager.as('GET', 'me')).body as MeAnswer;
    expect(me.permissions.filter((p) => p.startsWith('agent:'))).toEqual([
      'agent:view',
      'agent:playground',
      'agent:approve',
      'agent:runs',
    ]);
  });

  it('refuses a call without its permission with 403 naming it, and changes nothing', async () => {
    const viewer = await signIn(...(pairOf('viewer').slice(0, 2) as [string, string]));
    const before = JSON.stringify(data());
    expect(await viewer.as('POST', 'users/suspend', { id: 'usr-001', days: 1, reason: 'x' })).toEqual({
      status: 403,
      body: { code: 'forbidden', permission: 'users:suspend', error: expect.any(String) as string },
    });
    expect((await viewer.as('PATCH', 'roles/role', { id: 'viewer', role: { name: 'X' } })).body).toMatchObject({
      permission: 'roles:manage',
    });
    const support = await signIn(...(pairOf('support').slice(0, 2) as [string, string]));
    expect((await support.as('GET', 'users')).body).toMatchObject({ code: 'forbidden', permission: 'users:view' });
    expect((await support.as('GET', 'audit')).body).toMatchObject({ permission: 'audit:view' });
    expect(JSON.stringify(data())).toBe(before);
  });

  it('refuses a forged or ended session with 401', async () => {
    const manager = await signIn(...(pairOf('manager').slice(0, 2) as [string, string]));
    await ok('POST', 'users/suspend', { body: { id: 'usr-manager', days: null, reason: 'Left' } });
    expect((await manager.as('GET', 'me')).status).toBe(401);
    expect(
      (await call('POST', 'auth/sign-in', { body: { email: 'manager@atrium.dev', password: 'manager' } })).status,
    ).toBe(404);
    const response = await fetch(new URL('/api/me', ORIGIN), { headers: { Authorization: 'Bearer forged' } });
    expect(response.status).toBe(401);
  });

  it('lists roles with holders; the Owner role is a read-only system role', async () => {
    const roles = await ok<RoleWithCount[]>('GET', 'roles');
    expect(roles.map((r) => r.name)).toEqual(['Owner', 'Admin', 'Manager', 'Support agent', 'Viewer']);
    expect(roles[0]).toMatchObject({ system: true, userCount: 1 });
    expect(roles.reduce((n, r) => n + r.userCount, 0)).toBeGreaterThanOrEqual(60);
    const refused = await call('PATCH', 'roles/role', { body: { id: 'owner', role: { permissions: [] } } });
    expect(refused).toMatchObject({ status: 409, body: { code: 'system_role' } });
    expect((await call('DELETE', 'roles/role', { query: { id: 'owner' } })).body).toMatchObject({
      code: 'system_role',
    });
  });

  it('creates, edits (each action implying its :view) and duplicates roles, each audited', async () => {
    const role = await ok<Role>('POST', 'roles', {
      body: { role: { name: 'Refunds', permissions: ['orders:refund'] } },
    });
    expect(role.permissions).toEqual(['orders:view', 'orders:refund']);
    const edited = await ok<Role>('PATCH', 'roles/role', {
      body: { id: role.id, role: { permissions: ['orders:refund', 'customers:view', 'audit:view'] } },
    });
    expect(edited.permissions).toEqual(['orders:view', 'orders:refund', 'customers:view', 'audit:view']);
    const copy = await ok<Role>('POST', 'roles', { body: { copyOf: 'owner' } });
    expect(copy).toMatchObject({ name: 'Owner (copy)', system: false });
    expect(copy.permissions).toHaveLength(32);
    const trail = await ok<AuditAnswer>('GET', 'audit', { query: { targetType: 'role' } });
    expect(trail.items.map((e) => e.action)).toEqual(['role.duplicated', 'role.updated', 'role.created']);
    expect(trail.items[1]).toMatchObject({
      actor: { id: OWNER, kind: 'user' },
      before: { permissions: role.permissions },
    });
  });

  it('answers 400 with the field and the reason, changing nothing', async () => {
    const before = JSON.stringify(data());
    expect(await call('POST', 'roles', { body: { role: { name: 'X', permissions: ['orders:fly'] } } })).toMatchObject({
      status: 400,
      body: { field: 'role.permissions[0]', reason: 'is not a permission' },
    });
    expect((await call('POST', 'roles', { body: { role: { name: 'viewer', permissions: [] } } })).body).toMatchObject({
      field: 'name',
      reason: 'is already used',
    });
    expect((await call('GET', 'users', { query: { size: '10000' } })).body).toMatchObject({
      field: 'size',
      reason: 'must be an integer from 1 to 100',
    });
    expect((await call('GET', 'users', { query: { status: 'sleeping' } })).body).toMatchObject({ field: 'status' });
    expect(JSON.stringify(data())).toBe(before);
  });

  it('deletes a role in use only when told where its holders go', async () => {
    const holders = data().accounts.filter((a) => a.roles.includes('support')).length;
    expect(await call('DELETE', 'roles/role', { query: { id: 'support' } })).toMatchObject({
      status: 400,
      body: { field: 'moveTo' },
    });
    await ok('DELETE', 'roles/role', { query: { id: 'support', moveTo: 'viewer' } });
    expect(data().roles.map((r) => r.id)).not.toContain('support');
    expect(data().accounts.filter((a) => a.roles.includes('support'))).toHaveLength(0);
    const viewers = await ok<RoleWithCount[]>('GET', 'roles');
    expect(viewers.find((r) => r.id === 'viewer')!.userCount).toBeGreaterThanOrEqual(holders);
  });

  it('checks access through roles, and a role change shows in api/me at once', async () => {
    expect(await ok('GET', 'roles/check', { query: { userId: 'usr-viewer', permission: 'orders:refund' } })).toEqual({
      allowed: false,
      via: [],
      status: 'active',
    });
    await ok('PATCH', 'roles/role', { body: { id: 'viewer', role: { permissions: ['orders:refund'] } } });
    expect(
      await ok('GET', 'roles/check', { query: { userId: 'usr-viewer', permission: 'orders:refund' } }),
    ).toMatchObject({
      allowed: true,
      via: ['viewer'],
    });
    const viewer = await signIn('viewer@atrium.dev', 'viewer');
    expect(((await viewer.as('GET', 'me')).body as MeAnswer).permissions).toEqual(['orders:view', 'orders:refund']);
  });
});

describe('back office: users', () => {
  const state = useMockServer({ actor: 'owner' });
  const data = () => state.api.db.backOffice;

  it('seeds about 60 users across the five roles and four statuses', async () => {
    const all = await ok<AccountsAnswer>('GET', 'users', { query: { size: '100' } });
    expect(all.total).toBeGreaterThanOrEqual(55);
    expect(all.counts).toMatchObject({ all: all.total });
    for (const status of ['active', 'invited', 'suspended', 'deactivated'] as const)
      expect(all.counts[status]).toBeGreaterThan(0);
    for (const role of ['owner', 'admin', 'manager', 'support', 'viewer']) {
      expect(all.items.some((user) => user.roles.includes(role))).toBe(true);
    }
    expect(all.items[0]).not.toHaveProperty('sessions');
  });

  it('filters by status, role, search and last activity, with tab counts from the other filters; sorts and pages', async () => {
    const invited = await ok<AccountsAnswer>('GET', 'users', { query: { status: 'invited' } });
    expect(invited.items.every((u) => u.status === 'invited')).toBe(true);
    expect(invited.total).toBe(invited.counts.invited);
    const managers = await ok<AccountsAnswer>('GET', 'users', { query: { role: 'manager', status: 'active' } });
    expect(managers.items.every((u) => u.roles.includes('manager') && u.status === 'active')).toBe(true);
    expect(managers.counts.all).toBe(data().accounts.filter((a) => a.roles.includes('manager')).length);
    const found = await ok<AccountsAnswer>('GET', 'users', { query: { search: 'VIEWER@atrium' } });
    expect(found.items.map((u) => u.id)).toEqual(['usr-viewer']);
    const never = await ok<AccountsAnswer>('GET', 'users', { query: { lastActive: 'never' } });
    expect(never.items.every((u) => u.lastActiveAt === null)).toBe(true);
    const week = await ok<AccountsAnswer>('GET', 'users', { query: { lastActive: '7', size: '100' } });
    const since = Date.now() - 7 * 86_400_000;
    expect(week.items.every((u) => u.lastActiveAt !== null && Date.parse(u.lastActiveAt) >= since)).toBe(true);
    const byEmail = await ok<AccountsAnswer>('GET', 'users', {
      query: { sort: 'email', order: 'desc', size: '10', page: '2' },
    });
    const emails = data()
      .accounts.map((a) => a.email)
      .sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' }));
    expect(byEmail.items.map((u) => u.email)).toEqual(emails.slice(10, 20));
    expect(byEmail).toMatchObject({ page: 2, size: 10 });
  });

  it('exports the filtered list as CSV', async () => {
    const answer = await call('GET', 'users/export', { query: { status: 'suspended' } });
    expect(answer.contentType).toContain('text/csv');
    const lines = String(answer.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('id,name,email,roles,status,lastActiveAt,createdAt,mfa');
    expect(lines.length - 1).toBe(data().accounts.filter((a) => a.status === 'suspended').length);
    expect(lines.slice(1).every((line) => line.includes(',suspended,'))).toBe(true);
  });

  it('shows a user with effective permissions, each via its roles', async () => {
    const user = data().accounts.find((a) => a.roles.length === 2)!;
    const detail = await ok<AccountDetail>('GET', 'users/user', { query: { id: user.id } });
    const view = detail.permissions.find((p) => p.permission === 'orders:view')!;
    expect(view.via).toEqual(expect.arrayContaining(user.roles));
    expect((await call('GET', 'users/user', { query: { id: 'nope' } })).status).toBe(404);
  });

  it('invites several emails: existing and repeated ones fail alone, the rest are invited and audited', async () => {
    const answer = await ok<BulkAnswer>('POST', 'users/invite', {
      body: {
        emails: ['new.one@example.com', 'NEW.one@example.com ', 'viewer@atrium.dev', 'two@example.com'],
        roles: ['support'],
        expiresInDays: 7,
      },
    });
    expect(answer).toEqual({
      succeeded: ['new.one@example.com', 'two@example.com'],
      failed: [
        { id: 'new.one@example.com', reason: 'duplicate' },
        { id: 'viewer@atrium.dev', reason: 'exists' },
      ],
    });
    const invited = await ok<AccountsAnswer>('GET', 'users', { query: { status: 'invited', search: 'example.com' } });
    expect(invited.items.map((u) => u.email).sort()).toEqual(['new.one@example.com', 'two@example.com']);
    expect(invited.items[0]).toMatchObject({ invitedBy: seedUser().id, roles: ['support'] });
    const trail = await ok<AuditAnswer>('GET', 'audit', { query: { action: 'user.invited', size: '2' } });
    expect(trail.items.map((e) => e.target.label).sort()).toEqual(['new.one@example.com', 'two@example.com']);
  });

  it('refuses a malformed email in an invite with 400, inviting nobody', async () => {
    const before = JSON.stringify(data());
    expect(
      await call('POST', 'users/invite', { body: { emails: ['ok@example.com', 'not-an-email'], roles: ['viewer'] } }),
    ).toEqual({
      status: 400,
      contentType: expect.any(String) as string,
      body: {
        error: 'emails[1] is not a valid email address',
        field: 'emails[1]',
        reason: 'is not a valid email address',
      },
    });
    expect(
      (await call('POST', 'users/invite', { body: { emails: ['ok@example.com'], roles: ['boss'] } })).body,
    ).toMatchObject({ field: 'roles[0]' });
    expect(
      (
        await call('POST', 'users/invite', {
          body: { emails: ['ok@example.com'], roles: ['viewer'], expiresInDays: 3 },
        })
      ).body,
    ).toMatchObject({
      field: 'expiresInDays',
    });
    expect(JSON.stringify(data())).toBe(before);
  });

  it('resends and revokes invitations only of invited users', async () => {
    const invited = data().accounts.find((a) => a.status === 'invited')!;
    await ok('POST', 'users/resend-invite', { body: { id: invited.id } });
    expect((await call('POST', 'users/resend-invite', { body: { id: 'usr-viewer' } })).body).toMatchObject({
      code: 'invalid_state',
    });
    await ok('POST', 'users/revoke-invite', { body: { id: invited.id } });
    expect(data().accounts.some((a) => a.id === invited.id)).toBe(false);
  });

  it('suspends with a duration and a reason, reactivates, and signs out everywhere', async () => {
    const user = data().accounts.find(
      (a) => a.status === 'active' && a.roles.includes('support') && a.sessions.length > 0,
    )!;
    expect((await call('POST', 'users/suspend', { body: { id: user.id, days: 0, reason: 'x' } })).body).toMatchObject({
      field: 'days',
    });
    expect((await call('POST', 'users/suspend', { body: { id: user.id, days: 7 } })).body).toMatchObject({
      field: 'reason',
    });
    const suspended = await ok<AccountDetail>('POST', 'users/suspend', {
      body: { id: user.id, days: 7, reason: 'Holiday' },
    });
    expect(suspended).toMatchObject({ status: 'suspended', suspensionReason: 'Holiday' });
    expect(Date.parse(suspended.suspendedUntil!) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect((await call('POST', 'users/suspend', { body: { id: user.id, days: 7, reason: 'x' } })).body).toMatchObject({
      code: 'invalid_state',
    });
    await ok('POST', 'users/reactivate', { body: { id: user.id } });
    expect(data().accounts.find((a) => a.id === user.id)).toMatchObject({ status: 'active', suspendedUntil: null });
    const other = data().accounts.find((a) => a.sessions.length > 1 && a.id !== seedUser().id)!;
    const [ended, ...kept] = other.sessions.map((session) => session.id);
    await ok('DELETE', 'users/session', { query: { userId: other.id, id: ended! } });
    expect(
      data()
        .accounts.find((a) => a.id === other.id)!
        .sessions.map((session) => session.id),
    ).toEqual(kept);
    await ok('POST', 'users/sign-out-everywhere', { body: { id: other.id } });
    expect(data().accounts.find((a) => a.id === other.id)!.sessions).toEqual([]);
    const activity = await ok<AuditAnswer>('GET', 'audit', { query: { targetId: user.id } });
    expect(activity.items.slice(0, 2).map((e) => e.action)).toEqual(['user.reactivated', 'user.suspended']);
  });

  it('never lets the last Owner lose the role, nor anyone suspend, delete or demote themselves', async () => {
    const before = JSON.stringify(data());
    expect(await call('POST', 'users/roles', { body: { id: OWNER, roles: ['admin'] } })).toMatchObject({
      status: 409,
      body: { code: 'last_owner' },
    });
    expect((await call('POST', 'users/suspend', { body: { id: OWNER, days: null, reason: 'x' } })).body).toMatchObject({
      code: 'last_owner',
    });
    expect(
      (await call('POST', 'users/delete', { body: { id: OWNER, confirm: 'admin@atrium.dev' } })).body,
    ).toMatchObject({ code: 'last_owner' });
    const admin = await signIn('administrator@atrium.dev', 'administrator');
    expect(await admin.as('POST', 'users/suspend', { id: 'usr-admin', days: 1, reason: 'x' })).toMatchObject({
      status: 409,
      body: { code: 'self' },
    });
    expect((await admin.as('POST', 'users/roles', { id: 'usr-admin', roles: ['viewer'] })).body).toMatchObject({
      code: 'self',
    });
    // Only an Owner gives or takes the Owner role.
    expect((await admin.as('POST', 'users/roles', { id: 'usr-viewer', roles: ['owner'] })).body).toMatchObject({
      code: 'owner_only',
    });
    expect(JSON.stringify(data())).toBe(before);
    // With a second Owner, the first may step down (the rule is about the last one), but not by themselves.
    await ok('POST', 'users/roles', { body: { id: 'usr-admin', roles: ['owner'] } });
    const second = await signIn('administrator@atrium.dev', 'administrator');
    expect((await second.as('POST', 'users/roles', { id: OWNER, roles: ['admin'] })).status).toBe(200);
    expect((await call('POST', 'users/roles', { body: { id: 'usr-admin', roles: ['admin'] } })).status).toBe(409);
  });

  it('answers bulk calls with { succeeded, failed }, applying the rules per user', async () => {
    const suspended = data()
      .accounts.filter((a) => a.status === 'suspended')
      .map((a) => a.id);
    const active = data().accounts.find(
      (a) => a.status === 'active' && a.roles.includes('viewer') && a.id !== 'usr-viewer',
    )!;
    const answer = await ok<BulkAnswer>('POST', 'users/reactivate', {
      body: { ids: [...suspended, active.id, 'ghost'] },
    });
    expect(answer).toEqual({
      succeeded: suspended,
      failed: [
        { id: active.id, reason: 'invalid_state' },
        { id: 'ghost', reason: 'not_found' },
      ],
    });
    expect(data().accounts.find((a) => a.id === active.id)!.status).toBe('active');
    const roles = await ok<BulkAnswer>('POST', 'users/roles', {
      body: { ids: [OWNER, 'usr-manager', 'usr-support'], roles: ['viewer'] },
    });
    expect(roles).toEqual({ succeeded: ['usr-manager', 'usr-support'], failed: [{ id: OWNER, reason: 'last_owner' }] });
    const deleted = await ok<BulkAnswer>('POST', 'users/delete', { body: { ids: ['usr-support', OWNER] } });
    expect(deleted).toEqual({ succeeded: ['usr-support'], failed: [{ id: OWNER, reason: 'last_owner' }] });
    // A bad field refuses the whole bulk call.
    const before = JSON.stringify(data());
    expect(
      (await call('POST', 'users/roles', { body: { ids: ['usr-manager', 42], roles: ['viewer'] } })).body,
    ).toMatchObject({ field: 'ids[1]' });
    expect(JSON.stringify(data())).toBe(before);
  });

  it('deletes one user only with its email typed to confirm', async () => {
    expect(
      (await call('POST', 'users/delete', { body: { id: 'usr-viewer', confirm: 'someone@else' } })).body,
    ).toMatchObject({ field: 'confirm' });
    await ok('POST', 'users/delete', { body: { id: 'usr-viewer', confirm: 'Viewer@Atrium.dev' } });
    expect(data().accounts.some((a) => a.id === 'usr-viewer')).toBe(false);
    expect((await ok<AuditAnswer>('GET', 'audit', { query: { action: 'user.deleted' } })).items[0]!.target.id).toBe(
      'usr-viewer',
    );
  });

  it('adds and removes role members under the same rules', async () => {
    expect(data().accounts.find((a) => a.id === 'usr-027')!.roles).toEqual(['manager', 'viewer']);
    const answer = await ok<BulkAnswer>('POST', 'roles/members', {
      body: { id: 'manager', add: ['usr-viewer'], remove: ['usr-027', 'usr-manager'] },
    });
    // Nobody is left without a role.
    expect(answer).toEqual({
      succeeded: ['usr-viewer', 'usr-027'],
      failed: [{ id: 'usr-manager', reason: 'invalid_state' }],
    });
    expect(data().accounts.find((a) => a.id === 'usr-027')!.roles).toEqual(['viewer']);
    const admin = await signIn('administrator@atrium.dev', 'administrator');
    expect((await admin.as('POST', 'roles/members', { id: 'owner', add: ['usr-viewer'] })).body).toEqual({
      succeeded: [],
      failed: [{ id: 'usr-viewer', reason: 'owner_only' }],
    });
  });

  it('pages and filters the audit log, newest first', async () => {
    const all = await ok<AuditAnswer>('GET', 'audit', { query: { size: '5' } });
    expect(all.items).toHaveLength(5);
    const ats = all.items.map((e) => e.at);
    expect(ats).toEqual([...ats].sort().reverse());
    const recent = await ok<AuditAnswer>('GET', 'audit', {
      query: { from: new Date(Date.now() - 86_400_000).toISOString() },
    });
    expect(recent.items.every((e) => Date.parse(e.at) >= Date.now() - 86_400_000 - 1000)).toBe(true);
    expect((await call('GET', 'audit', { query: { from: 'yesterday' } })).body).toMatchObject({ field: 'from' });
  });
});

describe('back office: loaded on demand', () => {
  it('signs in a role pair before any back-office call, loading the domain first', async () => {
    const { setupServer } = await import('msw/node');
    const { createMockCore } = await import('../core.ts');
    const { lazyDomains } = await import('../domains/registry.ts');
    const api = createMockCore({ delays: false, domains: lazyDomains });
    const server = setupServer(...api.handlers);
    server.listen({ onUnhandledRequest: 'error' });
    try {
      expect(api.db.backOffice).toBeUndefined();
      const answer = await ok<SignInAnswer>('POST', 'auth/sign-in', {
        body: { email: 'viewer@atrium.dev', password: 'viewer' },
      });
      expect(answer.user).toMatchObject({ id: 'usr-viewer', email: 'viewer@atrium.dev' });
      expect(api.db.backOffice.accounts.length).toBeGreaterThan(55);
      const response = await fetch(new URL('/api/me', ORIGIN), {
        headers: { Authorization: `Bearer ${answer.accessToken}` },
      });
      expect(((await response.json()) as MeAnswer).roles).toEqual([{ id: 'viewer', name: 'Viewer' }]);
    } finally {
      server.close();
    }
  });
});
