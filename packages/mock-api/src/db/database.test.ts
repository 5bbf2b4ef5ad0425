import { setupServer } from 'msw/node';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMockApi } from '../handlers/index.ts';
import { SEED_VERSION, createDatabase, databaseCheck } from './database.ts';
import { coreCheck, seedCore } from './core.ts';
import type { StorageLike } from './persistence.ts';
import { STORAGE_KEY, loadPart, storageKeyOf } from './persistence.ts';
import { MemoryStorage } from '../test/memoryStorage.ts';

/** Every string in a value, with its path. */
function strings(value: unknown, path = '$', out: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') out.push([path, value]);
  else if (Array.isArray(value)) value.forEach((item, index) => strings(item, `${path}[${index}]`, out));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) strings(item, `${path}.${key}`, out);
  return out;
}

describe('the seed', () => {
  it('is identical on every call for the same now', () => {
    const now = Date.now();
    expect(createDatabase(now)).toEqual(createDatabase(now));
  });

  it('keeps ids and contents across calls at different times; only relative dates move', () => {
    const a = createDatabase(Date.UTC(2030, 0, 1));
    const b = createDatabase(Date.UTC(2030, 0, 2));
    expect(a.contacts).toEqual(b.contacts);
    expect(a.notifications.map((item) => item.id)).toEqual(b.notifications.map((item) => item.id));
    expect(Date.parse(b.notifications[0]!.time) - Date.parse(a.notifications[0]!.time)).toBe(86_400_000);
  });

  it('computes dates relative to now', () => {
    const now = Date.UTC(2031, 5, 15, 12);
    const db = createDatabase(now);
    for (const item of [...db.notifications, ...db.messages]) {
      const age = now - Date.parse(item.time);
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThan(30 * 86_400_000);
    }
    const due = db.tasks.flatMap((task) => (task.dueDate ? [Date.parse(task.dueDate)] : []));
    expect(due.some((time) => time > now) && due.some((time) => time < now)).toBe(true);
  });

  it('passes its own shape check and has unique ids per collection', () => {
    const db = createDatabase();
    expect(databaseCheck(db, 'db')).toEqual(db);
    for (const list of [
      db.notifications,
      db.messages,
      db.shortcuts,
      db.contacts,
      db.contactTags,
      db.tasks,
      db.inventory.products,
    ]) {
      expect(new Set(list.map((item) => item.id)).size).toBe(list.length);
    }
  });

  it('has no network image URLs (images are data URLs or null)', () => {
    const db = createDatabase();
    const images = strings(db).filter(([path]) => /\.(avatar|background|image|thumbnail|images\[\d+\])$/.test(path));
    expect(images.length).toBeGreaterThan(50);
    for (const [path, value] of images) expect(value.startsWith('data:image/'), path).toBe(true);
  });

  it('is a fresh copy every time (changes do not leak between databases)', () => {
    const a = createDatabase();
    a.contacts[0]!.name = 'Changed';
    a.contacts[0]!.tags.push('x');
    expect(createDatabase().contacts[0]!.name).not.toBe('Changed');
    expect(createDatabase().contacts[0]!.tags).not.toContain('x');
  });
});

describe('persistence', () => {
  afterEach(() => vi.restoreAllMocks());

  async function withServer<T>(
    storage: StorageLike,
    run: (api: ReturnType<typeof createMockApi>) => Promise<T>,
  ): Promise<T> {
    const api = createMockApi({ delays: false, storage, actor: 'owner' });
    const server = setupServer(...api.handlers);
    server.listen({ onUnhandledRequest: 'error' });
    try {
      return await run(api);
    } finally {
      server.close();
    }
  }
  const patchUser = (status: string) =>
    fetch('http://localhost/api/common/user', { method: 'PATCH', body: JSON.stringify({ user: { status } }) });
  const CONTACTS_KEY = storageKeyOf('contacts');

  it('saves every change and loads it back (nothing lost on reload)', async () => {
    const storage = new MemoryStorage();
    await withServer(storage, async () => {
      await patchUser('away');
      await fetch('http://localhost/api/apps/contacts/contact', { method: 'POST' });
    });
    for (const key of [STORAGE_KEY, CONTACTS_KEY]) {
      const stored = JSON.parse(storage.getItem(key)!) as { version: number };
      expect(stored.version).toBe(SEED_VERSION);
    }
    await withServer(storage, async (api) => {
      expect(api.db.user.status).toBe('away');
      expect(api.db.contacts[0]!.name).toBe('New Contact');
      const user = (await (await fetch('http://localhost/api/common/user')).json()) as { status: string };
      expect(user.status).toBe('away');
    });
  });

  it('saves a change under its own part only', async () => {
    const storage = new MemoryStorage();
    await withServer(storage, async () => {
      await patchUser('away');
    });
    expect(storage.parts()).toEqual([STORAGE_KEY]);
    const stored = JSON.parse(storage.getItem(STORAGE_KEY)!) as { data: Record<string, unknown> };
    expect(Object.keys(stored.data).sort()).toEqual(['messages', 'notifications', 'shortcuts', 'user']);
    storage.items.clear();
    await withServer(storage, async () => {
      await fetch('http://localhost/api/apps/contacts/contact', { method: 'POST' });
    });
    expect(storage.parts()).toEqual([CONTACTS_KEY]);
  });

  it('saves nothing for reads or refused requests', async () => {
    const storage = new MemoryStorage();
    await withServer(storage, async () => {
      await fetch('http://localhost/api/apps/contacts/all');
      await patchUser('sleeping');
    });
    expect(storage.items.size).toBe(0);
  });

  it('resets to the seed and clears every stored part', async () => {
    const storage = new MemoryStorage();
    await withServer(storage, async (api) => {
      await patchUser('busy');
      await fetch('http://localhost/api/apps/contacts/contact', { method: 'POST' });
      expect(storage.parts()).toHaveLength(2);
      api.reset();
      expect(storage.parts()).toEqual([]);
      expect(api.db.user.status).toBe('online');
      expect(api.db.contacts[0]!.name).not.toBe('New Contact');
      const user = (await (await fetch('http://localhost/api/common/user')).json()) as { status: string };
      expect(user.status).toBe('online');
    });
  });

  it.each([
    ['corrupt JSON', '{"version": 1, "data": '],
    ['another seed version', JSON.stringify({ version: SEED_VERSION - 1, data: seedCore(Date.now()) })],
    ['no version', JSON.stringify(seedCore(Date.now()))],
    ['null', 'null'],
    ['a wrong shape', JSON.stringify({ version: SEED_VERSION, data: { ...seedCore(Date.now()), shortcuts: 'none' } })],
    ['a bad entity', JSON.stringify({ version: SEED_VERSION, data: { ...seedCore(Date.now()), user: { id: 1 } } })],
  ])('discards %s with a console warning, never a crash', (_label, raw) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = new MemoryStorage();
    storage.setItem(STORAGE_KEY, raw);
    expect(loadPart(storage, STORAGE_KEY, coreCheck)).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]![0])).toContain('Discarded the stored demo data');
    expect(storage.getItem(STORAGE_KEY)).toBeNull();
    const api = createMockApi({ storage, actor: 'owner' });
    expect(api.db.user).toEqual(seedCore(Date.now()).user);
  });

  it("discards a domain's bad part alone: the rest of the stored data stays", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = new MemoryStorage();
    await withServer(storage, async () => {
      await patchUser('away');
    });
    storage.setItem(
      CONTACTS_KEY,
      JSON.stringify({ version: SEED_VERSION, data: { contacts: 'none', contactTags: [] } }),
    );
    await withServer(storage, async (api) => {
      const user = (await (await fetch('http://localhost/api/common/user')).json()) as { status: string };
      expect(user.status).toBe('away');
      expect(api.db.contacts.length).toBe(createDatabase().contacts.length);
    });
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]![0])).toContain(CONTACTS_KEY);
    expect(storage.getItem(CONTACTS_KEY)).toBeNull();
  });

  it('keeps working when storage throws (full or blocked)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage: StorageLike = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    await withServer(storage, async (api) => {
      const response = await patchUser('away');
      expect(response.status).toBe(200);
      expect(api.db.user.status).toBe('away');
    });
    // One failed read per stored part (the shell's and each domain's with data), one failed save.
    const reads = warn.mock.calls.filter(([message]) => String(message).includes('Could not read'));
    expect(reads.length).toBeGreaterThanOrEqual(2);
    expect(warn.mock.calls.filter(([message]) => String(message).includes('Could not save'))).toHaveLength(1);
  });
});
