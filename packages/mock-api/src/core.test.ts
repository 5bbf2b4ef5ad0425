/**
 * Domains loaded on demand (the browser app's mock): the first screen's handlers answer the shell's
 * calls, and each domain loads on its first call and then answers exactly as the eager mock does.
 */
import { HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMockCore } from './core.ts';
import type { MockApi } from './core.ts';
import { SEED_VERSION, storageKeyOf } from './db/persistence.ts';
import { allDomains } from './domains/all.ts';
import type { DomainName, LazyDomain } from './domains/domain.ts';
import { domainsForPage, lazyDomains } from './domains/registry.ts';
import { createMockApi } from './handlers/index.ts';
import { MemoryStorage } from './test/memoryStorage.ts';

const ORIGIN = 'http://localhost';
const NOW = Date.UTC(2030, 4, 6, 9, 30);

/** The registry, counting each domain's loads; `fail` makes the next load of a domain reject. */
function countingRegistry() {
  const loads = new Map<DomainName, number>();
  const failing = new Set<DomainName>();
  const domains: LazyDomain[] = lazyDomains.map((domain) => ({
    ...domain,
    load: () => {
      loads.set(domain.name, (loads.get(domain.name) ?? 0) + 1);
      if (failing.delete(domain.name)) return Promise.reject(new Error('chunk failed to load'));
      return domain.load();
    },
  }));
  return { domains, loads, fail: (name: DomainName) => failing.add(name) };
}

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  return () => vi.useRealTimers();
});

function use(api: MockApi): MockApi {
  server.resetHandlers(...api.handlers);
  return api;
}

const get = async (path: string) => {
  const response = await fetch(`${ORIGIN}/api/${path}`);
  const text = await response.text();
  const body: unknown = response.headers.get('Content-Type')?.includes('json') ? JSON.parse(text) : text;
  return { status: response.status, body };
};

describe('the registry', () => {
  it('lists the same domains as the eager list', () => {
    expect(lazyDomains.map((domain) => domain.name).sort()).toEqual(allDomains.map((domain) => domain.name).sort());
    expect(new Set(lazyDomains.map((domain) => domain.name)).size).toBe(lazyDomains.length);
  });

  it("keeps every domain's calls under its own prefixes, and no prefix inside another's", async () => {
    const prefixes = lazyDomains.flatMap((domain) => domain.paths);
    for (const a of prefixes) for (const b of prefixes) if (a !== b) expect(`${a}/`.startsWith(`${b}/`)).toBe(false);
    const api = createMockApi({ delays: false, actor: 'owner' });
    for (const lazy of lazyDomains) {
      const domain = await lazy.load();
      expect(domain).toBe(allDomains.find((candidate) => candidate.name === lazy.name));
      const paths = domain
        .handlers({ ...contextStub(api), need: () => Promise.resolve() })
        .map((handler) => String(handler.info.path));
      expect(paths.length).toBeGreaterThan(0);
      for (const path of paths) {
        expect(
          lazy.paths.some((prefix) => path === `*/api/${prefix}` || path.startsWith(`*/api/${prefix}/`)),
          `${lazy.name}: ${path}`,
        ).toBe(true);
      }
    }
  });
});

/** A context good enough to create a domain's handlers (to read their paths). */
function contextStub(api: MockApi) {
  const ctx = {
    db: api.db,
    revision: 0,
    commit: () => undefined,
    wait: () => Promise.resolve(),
    onLoad: () => undefined,
    scoped: () => ctx,
    need: () => Promise.resolve(),
    subject: () => Promise.resolve(''),
  };
  return ctx;
}

describe('the domains a page calls first', () => {
  it.each([
    ['/apps/contacts', ['contacts']],
    ['/apps/contacts/8f3e7736/edit', ['contacts']],
    ['/apps/ecommerce/inventory', ['inventory']],
    ['/dashboards/project', ['dashboards']],
    ['/apps/help-center/faqs', ['help-center']],
    ['/ui/icons/lucide', ['icons']],
    ['/dashboard', ['back-office']],
    ['/orders/ORD-1042', ['back-office']],
    ['/dashboardsx', []],
    ['/sign-in', []],
    ['/apps/contactsx', []],
    ['/', []],
  ])('%s loads %j', (path, names) => {
    expect(domainsForPage(path)).toEqual(names);
  });
});

describe('domains loaded on demand', () => {
  it('start with the shell only, and load a domain on its first call, once', async () => {
    const registry = countingRegistry();
    const api = use(createMockCore({ delays: false, actor: 'owner', domains: registry.domains }));
    expect(api.db.contacts).toBeUndefined();
    expect((await get('common/user')).status).toBe(200);
    expect(registry.loads.size).toBe(0);
    const [first, second] = await Promise.all([get('apps/contacts/all'), get('apps/contacts/tags')]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect((await get('apps/contacts/all')).body).toEqual(first.body);
    expect(registry.loads.get('contacts')).toBe(1);
    expect([...registry.loads.keys()]).toEqual(['contacts']);
    expect(api.db.contacts.length).toBeGreaterThan(0);
  });

  it('answer every GET call exactly as the mock with every domain loaded', async () => {
    const eager = createMockApi({ delays: false, actor: 'owner' });
    const paths = eager.routes
      .filter((handler): handler is HttpHandler => handler instanceof HttpHandler && handler.info.method === 'GET')
      .map((handler) => String(handler.info.path).replace('*/api/', ''))
      // The live call is a stream that stays open (live.test.ts reads it).
      .filter((path) => !path.includes(':') && path !== 'common/live');
    expect(paths.length).toBeGreaterThan(30);
    use(eager);
    const expected = await Promise.all(paths.map(get));
    use(createMockCore({ delays: false, actor: 'owner', domains: lazyDomains }));
    const actual = await Promise.all(paths.map(get));
    paths.forEach((path, index) => expect(actual[index], path).toEqual(expected[index]));
  });

  it('load contacts and tasks for the common search', async () => {
    const registry = countingRegistry();
    use(createMockCore({ delays: false, actor: 'owner', domains: registry.domains }));
    const response = await fetch(`${ORIGIN}/api/common/search`, {
      method: 'POST',
      body: JSON.stringify({ query: 'a' }),
    });
    const groups = (await response.json()) as { id: string }[];
    expect(groups.map((group) => group.id)).toEqual(expect.arrayContaining(['contacts', 'tasks']));
    expect([...registry.loads.keys()].sort()).toEqual(['contacts', 'tasks']);
  });

  it("answer 404 NOT FOUND for an unknown call under a domain's prefix", async () => {
    use(createMockCore({ delays: false, actor: 'owner', domains: lazyDomains }));
    expect(await get('apps/contacts/nothing-here')).toEqual({ status: 404, body: 'NOT FOUND' });
    expect(await get('apps/contactsx')).toEqual({ status: 404, body: 'NOT FOUND' });
  });

  it('try a domain again on the next call when its chunk failed to load', async () => {
    const registry = countingRegistry();
    use(createMockCore({ delays: false, actor: 'owner', domains: registry.domains }));
    registry.fail('notes');
    expect(await get('apps/notes/all')).toEqual({
      status: 503,
      body: { error: 'The notes calls could not be loaded; try again' },
    });
    expect((await get('apps/notes/all')).status).toBe(200);
    expect(registry.loads.get('notes')).toBe(2);
  });

  it("read a domain's stored part when it loads, and save changes under it", async () => {
    const storage = new MemoryStorage();
    use(createMockCore({ delays: false, actor: 'owner', storage, domains: lazyDomains }));
    await fetch(`${ORIGIN}/api/apps/contacts/contact`, { method: 'POST' });
    const stored = JSON.parse(storage.getItem(storageKeyOf('contacts'))!) as { version: number };
    expect(stored.version).toBe(SEED_VERSION);
    const reloaded = use(createMockCore({ delays: false, actor: 'owner', storage, domains: lazyDomains }));
    expect(reloaded.db.contacts).toBeUndefined();
    const all = (await get('apps/contacts/all')).body as { name: string }[];
    expect(all.some((contact) => contact.name === 'New Contact')).toBe(true);
  });

  it('reset: loaded domains go back to the seed, stored parts of the others are removed', async () => {
    const storage = new MemoryStorage();
    use(createMockCore({ delays: false, actor: 'owner', storage, domains: lazyDomains }));
    await fetch(`${ORIGIN}/api/apps/contacts/contact`, { method: 'POST' });
    await fetch(`${ORIGIN}/api/apps/notes`, { method: 'POST', body: JSON.stringify({ note: { title: 'Kept?' } }) });
    expect(storage.parts()).toHaveLength(2);
    const api = use(createMockCore({ delays: false, actor: 'owner', storage, domains: lazyDomains }));
    await get('apps/contacts/all');
    api.reset();
    expect(storage.parts()).toEqual([]);
    expect(api.db.contacts.some((contact) => contact.name === 'New Contact')).toBe(false);
    const notes = (await get('apps/notes/all')).body as { title: string }[];
    expect(notes.some((note) => note.title === 'Kept?')).toBe(false);
  });

  it('load every domain on load() with no names (the idle preload)', async () => {
    const registry = countingRegistry();
    const api = createMockCore({ delays: false, actor: 'owner', domains: registry.domains });
    await api.load();
    expect([...registry.loads.keys()].sort()).toEqual(lazyDomains.map((domain) => domain.name).sort());
    expect(api.db.inventory.products.length).toBeGreaterThan(0);
  });
});
