import { describe, expect, it } from 'vitest';
import { DELAYS, isApiPath } from './http.ts';
import { call, useMockServer } from '../test/server.ts';
import { createMockApi } from './index.ts';
import { setupServer } from 'msw/node';

describe('routing', () => {
  useMockServer({ actor: 'owner' });

  it('answers 404 NOT FOUND (text) for an /api path with no handler', async () => {
    const answer = await call('GET', 'does/not/exist');
    expect(answer).toMatchObject({ status: 404, body: 'NOT FOUND' });
    expect(answer.contentType).toContain('text/plain');
  });

  it('answers 404 NOT FOUND for a known path with a method it does not serve', async () => {
    expect(await call('PUT', 'apps/contacts/all')).toMatchObject({ status: 404, body: 'NOT FOUND' });
    expect(await call('DELETE', 'common/navigation')).toMatchObject({ status: 404, body: 'NOT FOUND' });
  });

  it('answers for any origin', async () => {
    const response = await fetch('https://atrium.example/api/common/user');
    expect(response.status).toBe(200);
  });

  it('answers 400 with a clear error for malformed JSON, never 500', async () => {
    const answer = await call('PATCH', 'apps/contacts/contact', { body: '{"id": ' });
    expect(answer).toEqual({
      status: 400,
      body: { error: 'The body is not valid JSON' },
      contentType: 'application/json',
    });
    expect(await call('PATCH', 'common/shortcuts', { body: '[1,2]' })).toMatchObject({
      status: 400,
      body: { error: 'The body must be a JSON object' },
    });
  });

  it('names the bad field in the error', async () => {
    const answer = await call('PATCH', 'apps/contacts/contact', { body: { id: 'x', contact: { name: 7 } } });
    expect(answer).toMatchObject({ status: 400, body: { error: 'contact.name must be a string' } });
  });
});

describe('isApiPath', () => {
  it('takes root and one-segment-base /api paths, not source modules', () => {
    expect(isApiPath('/api/common/user')).toBe(true);
    expect(isApiPath('/api')).toBe(true);
    expect(isApiPath('/atrium/api/common/user')).toBe(true);
    expect(isApiPath('/src/api/client.ts')).toBe(false);
    expect(isApiPath('/packages/ui/src/api/client')).toBe(false);
    expect(isApiPath('/@fs/work/main/packages/ui/src/api/query.ts')).toBe(false);
    expect(isApiPath('/apis/x')).toBe(false);
    expect(isApiPath('/i18n/es.json')).toBe(false);
  });
});

describe('delays', () => {
  it('are the spec values', () => {
    expect(DELAYS).toEqual({
      signIn: 1500,
      signUp: 1500,
      unlockSession: 1500,
      forgotPassword: 1000,
      resetPassword: 1000,
      products: 300,
      mails: 625,
    });
  });

  async function timed(path: string, method: string, body?: unknown): Promise<number> {
    const start = performance.now();
    await fetch(`http://localhost/api/${path}`, {
      method,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return performance.now() - start;
  }

  it('apply by default and are 0 with delays: false', async () => {
    const server = setupServer(...createMockApi({ actor: 'owner' }).handlers);
    server.listen();
    try {
      const pair = { email: 'admin@atrium.dev', password: 'admin' };
      const [signIn, signUp, unlock, forgot, reset, products, mails, user] = await Promise.all([
        timed('auth/sign-in', 'POST', pair),
        timed('auth/sign-up', 'POST', {}),
        timed('auth/unlock-session', 'POST', pair),
        timed('auth/forgot-password', 'POST', {}),
        timed('auth/reset-password', 'POST', {}),
        timed('apps/ecommerce/inventory/products', 'GET'),
        timed('apps/mailbox/mails', 'GET'),
        timed('common/user', 'GET'),
      ]);
      for (const ms of [signIn, signUp, unlock]) expect(ms).toBeGreaterThanOrEqual(1490);
      for (const ms of [forgot, reset]) expect(ms).toBeGreaterThanOrEqual(990);
      for (const ms of [forgot, reset]) expect(ms).toBeLessThan(1490);
      expect(products).toBeGreaterThanOrEqual(290);
      expect(products).toBeLessThan(1490);
      expect(mails).toBeGreaterThanOrEqual(615);
      expect(mails).toBeLessThan(1490);
      expect(user).toBeLessThan(1000);

      server.resetHandlers(...createMockApi({ delays: false, actor: 'owner' }).handlers);
      const fast = await Promise.all([
        timed('auth/sign-in', 'POST', pair),
        timed('apps/ecommerce/inventory/products', 'GET'),
      ]);
      for (const ms of fast) expect(ms).toBeLessThan(1000);
    } finally {
      server.close();
    }
  });
});

describe('sorted lists across domains', () => {
  const state = useMockServer({ actor: 'owner' });
  const contactNames = async () =>
    ((await call('GET', 'apps/contacts/all')).body as { name: string }[]).map((contact) => contact.name);
  const productNames = async () =>
    (
      (await call('GET', 'apps/ecommerce/inventory/products', { query: { sort: 'name', page: '0', size: '100' } }))
        .body as {
        products: { name: string }[];
      }
    ).products.map((product) => product.name);
  const sortedByName = (names: string[]) => [...names].sort((a, b) => a.localeCompare(b));

  it('keep each domain right while other domains change', async () => {
    const [first, second] = state.api.db.contacts;
    await call('PATCH', 'apps/contacts/contact', { body: { id: first!.id, contact: { name: 'Zzyzx Zúñiga' } } });
    await call('PATCH', 'apps/ecommerce/inventory/product', {
      body: { id: state.api.db.inventory.products[0]!.id, product: { name: 'aaa first product' } },
    });
    await call('POST', 'apps/notes/labels', { body: { title: 'Elsewhere' } });
    const names = await contactNames();
    expect(names).toEqual(sortedByName(names));
    expect(names.at(-1)).toBe('Zzyzx Zúñiga');
    expect((await productNames())[0]).toBe('aaa first product');

    await call('PATCH', 'apps/contacts/contact', { body: { id: second!.id, contact: { name: 'Aaron Abad' } } });
    expect((await contactNames())[0]).toBe('Aaron Abad');
    expect((await productNames())[0]).toBe('aaa first product');
  });

  it('follow records edited straight on the database after reindex(), and records pushed on it at once', async () => {
    const [first] = state.api.db.contacts;
    first!.name = 'Zzyzx Zapata';
    state.api.reindex();
    expect((await contactNames()).at(-1)).toBe('Zzyzx Zapata');

    state.api.db.contacts.push({ ...structuredClone(first!), id: 'pushed', name: 'Abel Aranda' });
    const names = await contactNames();
    expect(names[0]).toBe('Abel Aranda');
    expect(names).toEqual(sortedByName(names));
  });
});
