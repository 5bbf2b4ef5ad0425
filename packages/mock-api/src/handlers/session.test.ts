/**
 * Who may call: every call but the public auth ones needs a session (a valid Bearer token, or the actor
 * the mock was created with); the chat's writes need the permission the UI asks for.
 */
import { HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AuditAnswer, MeAnswer } from '../contract/back-office.ts';
import type { SignInAnswer } from '../contract/common.ts';
import { chatContacts } from '../db/seed/chat.ts';
import { ROLE_SIGN_INS, seedUser } from '../db/seed/common.ts';
import { call, ok, useMockServer } from '../test/server.ts';
import { createAccessToken } from './auth.ts';

const OWNER = seedUser().id;
const pairOf = (id: string) => ROLE_SIGN_INS.find(([, , account]) => account === id)!;

async function tokenOf(id: string): Promise<string> {
  const [email, password] = pairOf(id);
  return (await ok<SignInAnswer>('POST', 'auth/sign-in', { body: { email, password } })).accessToken;
}

/** A sample of every domain's calls, reads and writes: `[method, path, body?]`. */
const SAMPLE: readonly (readonly [string, string, unknown?])[] = [
  ['GET', 'common/user'],
  ['PATCH', 'common/user', { user: { status: 'busy' } }],
  ['GET', 'common/notifications'],
  ['POST', 'common/notifications', { notification: { description: 'x' } }],
  ['GET', 'common/messages/mark-all-as-read'],
  ['POST', 'common/shortcuts', { shortcut: { label: 'x', icon: 'x', link: '/x', useRouter: true } }],
  ['GET', 'common/navigation'],
  ['POST', 'common/search', { query: 'a' }],
  ['GET', 'apps/contacts/all'],
  ['POST', 'apps/contacts/contact'],
  ['GET', 'apps/ecommerce/inventory/products'],
  ['GET', 'apps/tasks/all'],
  ['POST', 'apps/tasks/task', { type: 'task' }],
  ['GET', 'apps/mailbox/folders'],
  ['GET', 'apps/notes'],
  ['POST', 'apps/notes', { note: { title: 'x' } }],
  ['GET', 'apps/scrumboard/boards'],
  ['GET', 'apps/chat/chats'],
  ['POST', 'apps/chat/message', { chatId: 'x', value: 'hi' }],
  ['GET', 'apps/academy/courses'],
  ['GET', 'apps/help-center/faqs'],
  ['GET', 'apps/file-manager'],
  ['GET', 'dashboards/analytics'],
  ['GET', 'pages/activities'],
  ['GET', 'ui/icons/feather'],
  ['GET', 'me'],
  ['POST', 'users/roles', { id: 'usr-viewer', roles: ['owner'] }],
  ['POST', 'users/suspend', { id: 'usr-viewer', days: 7, reason: 'x' }],
  ['POST', 'roles', { role: { name: 'x', permissions: [] } }],
  ['GET', 'orders'],
  ['POST', 'orders/notes', { number: 10001, text: 'x' }],
  ['GET', 'customers'],
  ['GET', 'audit'],
  ['GET', 'overview'],
];

describe('a call without a session', () => {
  const state = useMockServer({ actor: null });

  const sample = SAMPLE.map(([method, path, body]) => ({ method, path, body }));
  it.each(sample)('$method $path answers 401 Invalid token and changes nothing', async ({ method, path, body }) => {
    const before = JSON.stringify(state.api.db);
    const answer = await call(method, path, { body });
    expect(answer).toMatchObject({ status: 401, body: { error: 'Invalid token' } });
    expect(JSON.stringify(state.api.db)).toBe(before);
  });

  it('answers 401 on every call the mock has but the public auth ones', async () => {
    const paths = state.api.routes
      .filter((handler): handler is HttpHandler => handler instanceof HttpHandler)
      .map((handler) => [String(handler.info.method), String(handler.info.path)] as const)
      .filter(
        ([method, path]) => /^[A-Z]+$/.test(method) && path.startsWith('*/api/') && !path.startsWith('*/api/auth/'),
      )
      .map(([method, path]) => [method, path.replace('*/api/', '')] as const);
    expect(paths.length).toBeGreaterThan(100);
    const before = JSON.stringify(state.api.db);
    for (const [method, path] of paths) {
      const answer = await call(method, path.replace(/:(\w+)/g, '$1'), method === 'GET' ? {} : { body: {} });
      expect(answer.status, `${method} ${path}`).toBe(401);
    }
    expect(JSON.stringify(state.api.db)).toBe(before);
  }, 30_000);

  it('keeps the public calls open: signing in, signing up, the forgotten and reset password', async () => {
    const signedIn = await ok<SignInAnswer>('POST', 'auth/sign-in', {
      body: { email: 'admin@atrium.dev', password: 'admin' },
    });
    expect(signedIn.user.id).toBe(OWNER);
    for (const path of ['auth/sign-up', 'auth/forgot-password', 'auth/reset-password']) {
      expect(await ok('POST', path, { body: {} })).toBe(true);
    }
    const again = await ok<SignInAnswer>('POST', 'auth/sign-in-with-token', {
      body: { accessToken: signedIn.accessToken },
    });
    expect(again.user.id).toBe(OWNER);
    // With the token it got, the same call is answered.
    expect(await ok<MeAnswer>('GET', 'me', { token: signedIn.accessToken })).toMatchObject({ user: { id: OWNER } });
  });

  it('answers 401 to a forged token, an expired one, and one whose account is no longer active', async () => {
    const expired = await createAccessToken(Math.floor(Date.now() / 1000) - 8 * 24 * 60 * 60, 'usr-viewer');
    const viewer = await tokenOf('usr-viewer');
    state.api.db.backOffice.accounts.find((account) => account.id === 'usr-viewer')!.status = 'suspended';
    for (const token of ['forged', expired, viewer]) {
      for (const [method, path, body] of [SAMPLE[0]!, SAMPLE[9]!, SAMPLE[25]!, SAMPLE[26]!]) {
        const answer = await call(method, path, { body, token });
        expect(answer.status, `${method} ${path}`).toBe(401);
      }
    }
  });

  it('does not act as the Owner: the Viewer gains nothing and the audit log names nobody', async () => {
    const viewer = await tokenOf('usr-viewer');
    const audit = state.api.db.backOffice.audit.length;
    expect((await call('POST', 'users/roles', { body: { id: 'usr-viewer', roles: ['owner'] } })).status).toBe(401);
    expect(state.api.db.backOffice.audit).toHaveLength(audit);
    const me = await ok<MeAnswer>('GET', 'me', { token: viewer });
    expect(me.user.roles).toEqual(['viewer']);
  });
});

describe('the actor option', () => {
  describe('as an account', () => {
    const state = useMockServer({ actor: 'usr-viewer' });

    it('acts as that account on calls without a token, with its permissions only', async () => {
      expect(await ok<MeAnswer>('GET', 'me')).toMatchObject({ user: { id: 'usr-viewer', roles: ['viewer'] } });
      const refused = await call('POST', 'users/roles', { body: { id: 'usr-viewer', roles: ['owner'] } });
      expect(refused).toMatchObject({ status: 403, body: { code: 'forbidden', permission: 'users:edit' } });
      expect(state.api.db.backOffice.accounts.find((account) => account.id === 'usr-viewer')!.roles).toEqual([
        'viewer',
      ]);
    });

    it('still follows a token when one is sent, and refuses a bad one', async () => {
      const manager = await tokenOf('usr-manager');
      expect(await ok<MeAnswer>('GET', 'me', { token: manager })).toMatchObject({ user: { id: 'usr-manager' } });
      expect((await call('GET', 'me', { token: 'forged' })).status).toBe(401);
    });
  });

  describe('as the Owner', () => {
    useMockServer({ actor: 'owner' });

    it('acts as the Owner pair: the shell user, every permission, audited under her name', async () => {
      expect(await ok<{ id: string }>('GET', 'common/user')).toMatchObject({ id: OWNER });
      await ok('POST', 'users/roles', { body: { id: 'usr-viewer', roles: ['support'] } });
      const audit = await ok<AuditAnswer>('GET', 'audit', { query: { action: 'user.roles_changed' } });
      expect(audit.items[0]!.actor).toMatchObject({ id: OWNER, name: 'Lucía Navarro' });
    });
  });
});

describe('chat permissions', () => {
  const state = useMockServer({ actor: null });
  const chat = () => state.api.db.chat;

  it('refuses every chat write of a Viewer (chat:view only) with 403 naming chat:reply, changing nothing', async () => {
    const viewer = await tokenOf('usr-viewer');
    const first = chat().chats[0]!;
    const contact = chatContacts.at(-1)!.id;
    const before = JSON.stringify(chat());
    const writes: [string, string, { body?: unknown; query?: Record<string, string> }][] = [
      ['POST', 'apps/chat/message', { body: { chatId: first.id, value: 'hola' } }],
      ['PATCH', 'apps/chat/chat', { body: { id: first.id, chat: { muted: !first.muted } } }],
      ['DELETE', 'apps/chat/chat', { query: { id: first.id } }],
      ['DELETE', 'apps/chat/messages', { query: { chatId: first.id } }],
      ['POST', 'apps/chat/chat', { body: { contactId: contact } }],
    ];
    for (const [method, path, options] of writes) {
      const answer = await call(method, path, { ...options, token: viewer });
      expect(answer, `${method} ${path}`).toMatchObject({
        status: 403,
        body: { code: 'forbidden', permission: 'chat:reply' },
      });
    }
    expect(JSON.stringify(chat())).toBe(before);
    // Reading, and marking a chat read, is what chat:view is for.
    expect((await call('GET', 'apps/chat/chats', { token: viewer })).status).toBe(200);
    expect(
      (await call('PATCH', 'apps/chat/chat', { body: { id: first.id, chat: { unreadCount: 0 } }, token: viewer }))
        .status,
    ).toBe(200);
  });

  it('lets a support agent (chat:reply) write', async () => {
    const support = await tokenOf('usr-support');
    const first = chat().chats[0]!;
    const sent = await call('POST', 'apps/chat/message', {
      body: { chatId: first.id, value: 'hola' },
      token: support,
    });
    expect(sent.status).toBe(200);
    expect(chat().chats[0]!.lastMessage).toBe('hola');
  });

  it('refuses chat reads to someone without chat:view', async () => {
    const viewer = await tokenOf('usr-viewer');
    const role = state.api.db.backOffice.roles.find((candidate) => candidate.id === 'viewer')!;
    role.permissions = role.permissions.filter((permission) => permission !== 'chat:view');
    const answer = await call('GET', 'apps/chat/chats', { token: viewer });
    expect(answer).toMatchObject({ status: 403, body: { permission: 'chat:view' } });
  });
});

describe('role members', () => {
  const state = useMockServer({ actor: 'owner' });

  it('tells the only Owner, leaving the Owner role she alone holds, the last-Owner rule', async () => {
    const answer = await ok('POST', 'roles/members', { body: { id: 'owner', remove: [OWNER] } });
    expect(answer).toEqual({ succeeded: [], failed: [{ id: OWNER, reason: 'last_owner' }] });
    expect(state.api.db.backOffice.accounts.find((account) => account.id === OWNER)!.roles).toEqual(['owner']);
  });

  it('needs roles:manage besides users:edit, as the Members tab guards it', async () => {
    const roles = state.api.db.backOffice.roles;
    roles.push({ ...roles.find((role) => role.id === 'viewer')!, id: 'editor', name: 'Editor', system: false });
    roles.at(-1)!.permissions = ['users:view', 'users:edit', 'roles:view'];
    state.api.db.backOffice.accounts.find((account) => account.id === 'usr-viewer')!.roles = ['editor'];
    const answer = await call('POST', 'roles/members', {
      body: { id: 'support', add: ['usr-manager'] },
      token: await tokenOf('usr-viewer'),
    });
    expect(answer).toMatchObject({ status: 403, body: { code: 'forbidden', permission: 'roles:manage' } });
    expect(state.api.db.backOffice.accounts.find((account) => account.id === 'usr-manager')!.roles).toEqual([
      'manager',
    ]);
  });
});
