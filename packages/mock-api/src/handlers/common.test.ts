import { describe, expect, it } from 'vitest';
import type {
  Message,
  Navigation,
  NavigationItem,
  Notification,
  SearchResultGroup,
  Shortcut,
  SignInAnswer,
  User,
} from '../contract/common.ts';
import { ROLE_SIGN_INS } from '../db/seed/common.ts';
import { ORIGIN, call, ok, useMockServer } from '../test/server.ts';
import { createAccessToken } from './auth.ts';

/** `common/user` as the holder of `token` asks for it (the shell's client sends the bearer token). */
async function asHolder(token: string, method = 'GET', body?: unknown): Promise<{ status: number; body: unknown }> {
  const response = await fetch(new URL('/api/common/user', ORIGIN), {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

async function tokenFor(email: string, password: string): Promise<string> {
  return (await ok<SignInAnswer>('POST', 'auth/sign-in', { body: { email, password } })).accessToken;
}

describe('common/user', () => {
  const state = useMockServer({ actor: 'owner' });

  it('answers the user', async () => {
    const user = await ok<User>('GET', 'common/user');
    expect(user).toMatchObject({ email: 'admin@atrium.dev', status: 'online' });
    expect(user).toEqual(state.api.db.user);
  });

  it('merges a patch (for example a new status) and keeps it', async () => {
    const user = await ok<User>('PATCH', 'common/user', { body: { user: { status: 'busy' } } });
    expect(user.status).toBe('busy');
    expect(user.name).toBe(state.api.db.user.name);
    expect((await ok<User>('GET', 'common/user')).status).toBe('busy');
  });

  it('accepts the whole user but never changes its id', async () => {
    const current = await ok<User>('GET', 'common/user');
    const user = await ok<User>('PATCH', 'common/user', { body: { user: { ...current, id: 'other', name: 'Lu' } } });
    expect(user).toEqual({ ...current, name: 'Lu' });
  });

  it('refuses a bad status or a missing user with 400 and changes nothing', async () => {
    const before = structuredClone(state.api.db.user);
    expect(await call('PATCH', 'common/user', { body: { user: { status: 'asleep' } } })).toMatchObject({
      status: 400,
      body: { error: 'user.status must be one of online, away, busy, not-visible' },
    });
    expect((await call('PATCH', 'common/user', { body: { user: null } })).status).toBe(400);
    expect((await call('PATCH', 'common/user', { body: {} })).status).toBe(400);
    expect(state.api.db.user).toEqual(before);
  });
});

describe('common/user for the signed-in account', () => {
  const state = useMockServer({ actor: 'owner' });

  it('answers the shell user for the Owner pair', async () => {
    const token = await tokenFor('admin@atrium.dev', 'admin');
    expect(await asHolder(token)).toEqual({ status: 200, body: state.api.db.user });
  });

  it.each(ROLE_SIGN_INS.map(([email, password, id]) => ({ email, password, id })))(
    'answers $email as themself, the same user the sign-in answered',
    async ({ email, password, id }) => {
      const signIn = await ok<SignInAnswer>('POST', 'auth/sign-in', { body: { email, password } });
      const answer = await asHolder(signIn.accessToken);
      expect(answer.status).toBe(200);
      const account = state.api.db.backOffice.accounts.find((candidate) => candidate.id === id)!;
      expect(answer.body).toEqual({
        id,
        name: account.name,
        email,
        avatar: account.avatar,
        status: 'online',
      });
      expect(answer.body).toEqual(signIn.user);
      expect((answer.body as User).name).not.toBe(state.api.db.user.name);
    },
  );

  it('keeps a role account’s status apart from the shell user’s, and the sign-in-with-token answer follows it', async () => {
    const token = await tokenFor('viewer@atrium.dev', 'viewer');
    const changed = await asHolder(token, 'PATCH', { user: { status: 'busy' } });
    expect(changed).toMatchObject({ status: 200, body: { email: 'viewer@atrium.dev', status: 'busy' } });
    expect((await asHolder(token)).body).toMatchObject({ status: 'busy' });
    expect(state.api.db.user.status).toBe('online');
    const again = await ok<SignInAnswer>('POST', 'auth/sign-in-with-token', { body: { accessToken: token } });
    expect(again.user).toMatchObject({ email: 'viewer@atrium.dev', status: 'busy' });
  });

  it('refuses a forged token, and an account that is no longer active, with 401', async () => {
    expect(await asHolder('forged')).toEqual({ status: 401, body: { error: 'Invalid token' } });
    const token = await tokenFor('support@atrium.dev', 'support');
    state.api.db.backOffice.accounts.find((account) => account.id === 'usr-support')!.status = 'suspended';
    expect((await asHolder(token)).status).toBe(401);
    expect((await asHolder(token, 'PATCH', { user: { status: 'away' } })).status).toBe(401);
    expect((await asHolder(await createAccessToken(undefined, 'nobody'))).status).toBe(401);
  });
});

describe.each([
  { path: 'common/notifications', key: 'notification', list: 'notifications' },
  { path: 'common/messages', key: 'message', list: 'messages' },
] as const)('$path', ({ path, key, list }) => {
  const state = useMockServer({ actor: 'owner' });
  type Item = Notification | Message;
  const items = () => state.api.db[list] as Item[];

  it('lists the items', async () => {
    const answer = await ok<Item[]>('GET', path);
    expect(answer.length).toBeGreaterThanOrEqual(5);
    expect(answer).toEqual(items());
    expect(answer.some((item) => !item.read)).toBe(true);
  });

  it('creates an item on top with a new id and defaults', async () => {
    const created = await ok<Item>('POST', path, { body: { [key]: { title: 'Hello', description: 'New' } } });
    expect(created).toMatchObject({
      title: 'Hello',
      description: 'New',
      read: false,
      seen: false,
      link: null,
      useRouter: false,
    });
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(created.time)).not.toBeNaN();
    expect(items()[0]).toEqual(created);
  });

  it('updates an item by merging', async () => {
    const target = items()[1]!;
    const updated = await ok<Item>('PATCH', path, { body: { id: target.id, [key]: { description: 'Changed' } } });
    expect(updated).toEqual({ ...target, description: 'Changed' });
    expect(items()[1]).toEqual(updated);
  });

  it('answers null when updating an unknown or missing id', async () => {
    expect(await call('PATCH', path, { body: { id: 'nope', [key]: { read: true } } })).toMatchObject({
      status: 200,
      body: null,
    });
    expect(await call('PATCH', path, { body: { [key]: { read: true } } })).toMatchObject({ status: 200, body: null });
  });

  it('refuses a mistyped patch with 400 and changes nothing', async () => {
    const before = structuredClone(items());
    const id = items()[0]!.id;
    for (const patch of [null, 'x', { read: 'yes' }, { time: 'not a date' }]) {
      expect((await call('PATCH', path, { body: { id, [key]: patch } })).status).toBe(400);
    }
    expect((await call('PATCH', path, { body: { id: 5, [key]: {} } })).status).toBe(400);
    expect(items()).toEqual(before);
  });

  it('deletes by ?id, answering whether something was removed', async () => {
    const target = items()[0]!;
    expect(await ok('DELETE', path, { query: { id: target.id } })).toBe(true);
    expect(items().find((item) => item.id === target.id)).toBeUndefined();
    expect(await ok('DELETE', path, { query: { id: target.id } })).toBe(false);
    expect(await ok('DELETE', path)).toBe(false);
  });

  it('marks all as read and seen', async () => {
    expect(await ok('GET', `${path}/mark-all-as-read`)).toBe(true);
    const answer = await ok<Item[]>('GET', path);
    expect(answer.every((item) => item.read && item.seen)).toBe(true);
  });

  it('toggles the read status of one item (reading also marks it seen)', async () => {
    const target = items().find((item) => !item.read && !item.seen)!;
    const read = await ok<Item>('POST', `${path}/toggle-read-status`, { body: { id: target.id } });
    expect(read).toMatchObject({ id: target.id, read: true, seen: true });
    const unread = await ok<Item>('POST', `${path}/toggle-read-status`, { body: { id: target.id } });
    expect(unread).toMatchObject({ read: false, seen: true });
    const forced = await ok<Item>('POST', `${path}/toggle-read-status`, { body: { id: target.id, read: false } });
    expect(forced.read).toBe(false);
    expect(await ok('POST', `${path}/toggle-read-status`, { body: { id: 'nope' } })).toBeNull();
    expect((await call('POST', `${path}/toggle-read-status`, { body: { id: target.id, read: 'yes' } })).status).toBe(
      400,
    );
  });
});

describe('common/shortcuts', () => {
  const state = useMockServer({ actor: 'owner' });
  const input = { label: 'Reports', icon: 'chart-bar', link: '/reports', useRouter: true };

  it('lists, creates (description optional), updates and deletes', async () => {
    const list = await ok<Shortcut[]>('GET', 'common/shortcuts');
    expect(list.length).toBeGreaterThan(3);
    const created = await ok<Shortcut>('POST', 'common/shortcuts', { body: { shortcut: input } });
    expect(created).toMatchObject({ ...input, description: null });
    expect(state.api.db.shortcuts.at(-1)).toEqual(created);

    const updated = await ok<Shortcut>('PATCH', 'common/shortcuts', {
      body: { id: created.id, shortcut: { description: 'Monthly' } },
    });
    expect(updated).toEqual({ ...created, description: 'Monthly' });

    expect(await ok('DELETE', 'common/shortcuts', { query: { id: created.id } })).toBe(true);
    expect(await ok<Shortcut[]>('GET', 'common/shortcuts')).toEqual(list);
    expect(await ok('DELETE', 'common/shortcuts', { query: { id: created.id } })).toBe(false);
  });

  it('requires label, icon, link and useRouter on create', async () => {
    for (const missing of ['label', 'icon', 'link', 'useRouter'] as const) {
      const { [missing]: _dropped, ...rest } = input;
      expect(await call('POST', 'common/shortcuts', { body: { shortcut: rest } })).toMatchObject({
        status: 400,
        body: { error: expect.stringContaining(`shortcut.${missing}`) as string },
      });
    }
    expect((await call('POST', 'common/shortcuts', { body: { shortcut: { ...input, label: '  ' } } })).status).toBe(
      400,
    );
  });

  it('answers null for an unknown id and 400 for a bad patch', async () => {
    expect(await ok('PATCH', 'common/shortcuts', { body: { id: 'nope', shortcut: { label: 'x' } } })).toBeNull();
    const first = state.api.db.shortcuts[0]!;
    expect(
      (await call('PATCH', 'common/shortcuts', { body: { id: first.id, shortcut: { useRouter: 1 } } })).status,
    ).toBe(400);
    expect(state.api.db.shortcuts[0]).toEqual(first);
  });
});

function flatten(items: NavigationItem[]): NavigationItem[] {
  return items.flatMap((item) => [item, ...flatten(item.children ?? [])]);
}

describe('common/navigation', () => {
  useMockServer({ actor: 'owner' });

  it('answers the four lists', async () => {
    const navigation = await ok<Navigation>('GET', 'common/navigation');
    expect(Object.keys(navigation).sort()).toEqual(['compact', 'default', 'futuristic', 'horizontal']);
    for (const list of Object.values(navigation) as NavigationItem[][]) {
      const all = flatten(list);
      expect(new Set(all.map((item) => item.id)).size).toBe(all.length);
      expect(all).toContainEqual(
        expect.objectContaining({ id: 'example', type: 'basic', title: 'Example', link: '/example' }),
      );
    }
  });

  it('uses every item type in the default list, with icons, badges and children', async () => {
    const { default: items } = await ok<Navigation>('GET', 'common/navigation');
    const all = flatten(items);
    expect(new Set(all.map((item) => item.type))).toEqual(
      new Set(['aside', 'basic', 'collapsable', 'divider', 'group', 'spacer']),
    );
    expect(all.some((item) => item.badge)).toBe(true);
    expect(all.filter((item) => item.type === 'group').every((item) => item.icon && item.children?.length)).toBe(true);
  });

  it('is the navigation of Atrium: dashboards, the areas, every sample app, activities, icons', async () => {
    const { default: items } = await ok<Navigation>('GET', 'common/navigation');
    const links = new Set(flatten(items).map((item) => item.link));
    const expected = [
      '/dashboards/project',
      '/dashboards/analytics',
      '/dashboards/finance',
      '/dashboards/crypto',
      '/users',
      '/dashboard',
      '/chat',
      '/agent',
      '/roles',
      '/orders',
      '/apps/academy',
      '/apps/chat',
      '/apps/contacts',
      '/apps/ecommerce/inventory',
      '/apps/file-manager',
      '/apps/help-center',
      '/apps/mailbox',
      '/apps/notes',
      '/apps/scrumboard',
      '/apps/tasks',
      '/pages/activities',
      '/ui/theme',
      '/ui/icons/feather',
      '/ui/icons/material-twotone',
      '/example',
    ];
    for (const link of expected) expect(links, link).toContain(link);
  });

  it('builds compact from asides and horizontal from groups', async () => {
    const navigation = await ok<Navigation>('GET', 'common/navigation');
    expect(navigation.compact.filter((item) => item.id !== 'example').every((item) => item.type === 'aside')).toBe(
      true,
    );
    expect(navigation.horizontal.filter((item) => item.id !== 'example').every((item) => item.type === 'group')).toBe(
      true,
    );
  });
});

describe('common/search', () => {
  const state = useMockServer({ actor: 'owner' });
  const search = (query: unknown) => ok<SearchResultGroup[]>('POST', 'common/search', { body: { query } });

  it('groups contacts, pages and tasks, each result with link and value', async () => {
    const contact = state.api.db.contacts[0]!;
    const groups = await search(contact.name.split(' ')[0]!.slice(0, 3));
    const contacts = groups.find((group) => group.id === 'contacts');
    expect(contacts?.label).toBe('Contacts');
    expect(contacts?.results).toContainEqual({
      id: contact.id,
      name: contact.name,
      avatar: contact.avatar,
      value: contact.name,
      link: `/apps/contacts/${contact.id}`,
    });

    const pages = (await search('mail')).find((group) => group.id === 'pages');
    expect(pages).toMatchObject({ label: 'Pages' });
    expect(pages?.results).toContainEqual({
      id: 'apps.mailbox',
      title: 'Mailbox',
      link: '/apps/mailbox',
      value: 'Mailbox',
    });

    const task = state.api.db.tasks.find((item) => item.type === 'task' && item.completed)!;
    const tasks = (await search(task.title)).find((group) => group.id === 'tasks');
    expect(tasks).toMatchObject({ label: 'Tasks' });
    expect(tasks?.results).toContainEqual({
      id: task.id,
      title: task.title,
      completed: true,
      value: task.title,
      link: `/apps/tasks/${task.id}`,
    });
  });

  it('matches case-insensitively', async () => {
    expect(await search('DASHBOARD')).toEqual(await search('dashboard'));
    expect((await search('DASHBOARD')).length).toBeGreaterThan(0);
  });

  it('answers only groups with results, and [] for no match or an empty query', async () => {
    const groups = await search('inventory');
    expect(groups.map((group) => group.id)).toEqual(['pages']);
    expect(await search('zzzzqqq')).toEqual([]);
    expect(await search('   ')).toEqual([]);
  });

  it('refuses a missing or non-text query with 400', async () => {
    expect((await call('POST', 'common/search', { body: {} })).status).toBe(400);
    expect((await call('POST', 'common/search', { body: { query: 3 } })).status).toBe(400);
  });
});
