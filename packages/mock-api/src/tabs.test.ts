/**
 * Several tabs of one origin, each with a mock of its own over the one localStorage: a write in one tab is
 * never undone by another, every tab answers with the others' writes, and a reset is seen by all. Each
 * "tab" here is a mock over one shared storage; the server answers with the handlers of the tab in use.
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AccountsAnswer, AuditAnswer, BulkAnswer } from './contract/back-office.ts';
import type { SignInAnswer } from './contract/common.ts';
import type { MockApi } from './core.ts';
import { createMockCore } from './core.ts';
import { storageKeyOf } from './db/persistence.ts';
import { lazyDomains } from './domains/registry.ts';
import { MemoryStorage } from './test/memoryStorage.ts';

const ORIGIN = 'http://localhost';
// Each tab seeds, parses and saves the back office's part (1.7 MB of JSON) on its own.
vi.setConfig({ testTimeout: 30_000 });
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A tab: its own mock (as the app's, loading domains on demand) over the shared storage. */
function openTab(storage: MemoryStorage) {
  const api: MockApi = createMockCore({ delays: false, actor: 'owner', storage, domains: lazyDomains });
  let token = '';
  const call = async <T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> => {
    server.resetHandlers(...api.handlers);
    const response = await fetch(new URL(`/api/${path}`, ORIGIN), {
      method,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  };
  const ok = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const answer = await call<T>(method, path, body);
    if (answer.status !== 200) throw new Error(`${method} ${path} answered ${answer.status}`);
    return answer.body;
  };
  return {
    api,
    ok,
    async signIn() {
      token = (await ok<SignInAnswer>('POST', 'auth/sign-in', { email: 'admin@atrium.dev', password: 'admin' }))
        .accessToken;
    },
    status: async (id: string) => (await ok<{ status: string }>('GET', `users/user?id=${id}`)).status,
    emails: async (status: string) =>
      (await ok<AccountsAnswer>('GET', `users?status=${status}&size=100`)).items.map((user) => user.email),
    audited: async (action: string) =>
      (await ok<AuditAnswer>('GET', `audit?action=${action}`)).items.map((event) => event.target.label),
    contactNames: async () => (await ok<{ name: string }[]>('GET', 'apps/contacts/all')).map((c) => c.name),
  };
}

const MANAGER = 'usr-manager';
const INVITED = 'new.one@example.com';

describe('two tabs over one storage', () => {
  it('keep both writes, and the audit of both, whichever tab wrote last', async () => {
    const storage = new MemoryStorage();
    const a = openTab(storage);
    const b = openTab(storage);
    await a.signIn();
    await b.signIn();
    // Both tabs have the users' list open before either writes.
    expect(await a.status(MANAGER)).toBe('active');
    expect(await b.emails('invited')).not.toContain(INVITED);

    await a.ok('POST', 'users/suspend', { id: MANAGER, days: null, reason: 'Left the company' });
    const invite = await b.ok<BulkAnswer>('POST', 'users/invite', { emails: [INVITED], roles: ['support'] });
    expect(invite.succeeded).toEqual([INVITED]);

    // Tab B answers with tab A's write, tab A with tab B's.
    expect(await b.status(MANAGER)).toBe('suspended');
    expect(await a.emails('invited')).toContain(INVITED);
    // A reload of tab A (a new mock over the same storage) has both, and so does the audit log.
    const reloaded = openTab(storage);
    await reloaded.signIn();
    expect(await reloaded.status(MANAGER)).toBe('suspended');
    expect(await reloaded.emails('invited')).toContain(INVITED);
    expect(await reloaded.audited('user.suspended')).toContain('manager@atrium.dev');
    expect(await reloaded.audited('user.invited')).toContain(INVITED);
  });

  it("rebuild a domain's sorted lists when another tab changed it", async () => {
    const storage = new MemoryStorage();
    const a = openTab(storage);
    const b = openTab(storage);
    const before = await b.contactNames();
    await a.ok('POST', 'apps/contacts/contact');
    const after = await b.contactNames();
    expect(after).toHaveLength(before.length + 1);
    expect(after).toContain('New Contact');
    // In the order a tab that loads the contacts now puts them.
    expect(after).toEqual(await openTab(storage).contactNames());
  });

  it('see a reset made in another tab', async () => {
    const storage = new MemoryStorage();
    const a = openTab(storage);
    const b = openTab(storage);
    await a.signIn();
    await b.signIn();
    await b.ok('POST', 'users/suspend', { id: MANAGER, days: null, reason: 'Left the company' });
    await b.ok('POST', 'apps/contacts/contact');
    expect(await a.status(MANAGER)).toBe('suspended');
    const seeded = (await a.contactNames()).length - 1;

    a.api.reset();
    expect(await b.status(MANAGER)).toBe('active');
    expect(await b.audited('user.suspended')).not.toContain('manager@atrium.dev');
    expect(await b.contactNames()).toHaveLength(seeded);
  });

  it('read a stored part again only when another tab has changed it', async () => {
    const storage = new MemoryStorage();
    const a = openTab(storage);
    const b = openTab(storage);
    await a.signIn();
    await b.signIn();
    await a.emails('active');
    await b.emails('active');
    const part = storageKeyOf('back-office');
    const reads = () => storage.reads.get(part) ?? 0;
    const first = reads();
    for (let i = 0; i < 5; i += 1) await b.emails('active');
    await b.ok('POST', 'users/suspend', { id: MANAGER, days: null, reason: 'Left the company' });
    expect(reads(), 'no read while only this tab writes').toBe(first);

    await a.ok('POST', 'users/reactivate', { id: MANAGER });
    expect(reads(), 'tab A read it once, before writing over it').toBe(first + 1);
    await b.emails('active');
    await b.emails('active');
    expect(reads(), 'tab B read it once after tab A wrote').toBe(first + 2);
  });
});
