import { beforeEach, describe, expect, it } from 'vitest';
import { createScenarioStore } from '../scenarios.ts';
import { ORIGIN, call, useMockServer } from '../test/server.ts';
import { SCENARIO_FAILURE } from './scenario.ts';

const scenario = createScenarioStore({ defaults: { latency: 'none', live: false } });
const OWNER = { email: 'admin@atrium.dev', password: 'admin' };

describe('demo scenarios', () => {
  useMockServer({ actor: 'owner', scenario });
  beforeEach(() => scenario.set({ latency: 'none', failureRate: 0, offline: false, empty: false, expire: false }));

  it('answers as usual by default', async () => {
    const contacts = await call('GET', 'apps/contacts/all');
    expect(contacts.status).toBe(200);
    expect((contacts.body as unknown[]).length).toBeGreaterThan(0);
  });

  it('offline: a call needing a session fails as a network error', async () => {
    scenario.set({ offline: true });
    await expect(fetch(new URL('/api/apps/contacts/all', ORIGIN))).rejects.toThrow(TypeError);
  });

  it('leaves the public sign-in calls alone, so one can always sign in and switch back', async () => {
    scenario.set({ offline: true, failureRate: 100, expire: true });
    const signIn = await call('POST', 'auth/sign-in', { body: OWNER });
    expect(signIn.status).toBe(200);
    expect(scenario.get().expire).toBe(true);
  });

  it('a failure rate of 100 answers every call 500, and 0 none', async () => {
    scenario.set({ failureRate: 100 });
    for (const path of ['apps/contacts/all', 'common/navigation', 'orders']) {
      expect(await call('GET', path)).toMatchObject({ status: 500, body: { error: SCENARIO_FAILURE } });
    }
    scenario.set({ failureRate: 0 });
    expect((await call('GET', 'orders')).status).toBe(200);
  });

  it('a failure rate of 50 fails about half of the calls', async () => {
    scenario.set({ failureRate: 50 });
    const answers = await Promise.all(Array.from({ length: 80 }, () => call('GET', 'common/shortcuts')));
    const failed = answers.filter((answer) => answer.status === 500).length;
    expect(failed).toBeGreaterThan(20);
    expect(failed).toBeLessThan(60);
  });

  it('an expired session answers 401 once, on the next call, then the scenario is off again', async () => {
    scenario.set({ expire: true });
    expect(await call('GET', 'common/user')).toMatchObject({ status: 401, body: { error: 'Invalid token' } });
    expect(scenario.get().expire).toBe(false);
    expect((await call('GET', 'common/user')).status).toBe(200);
  });

  it('empty: lists answer with nothing in them, the navigation and single records stay', async () => {
    const navigation = (await call('GET', 'common/navigation')).body;
    scenario.set({ empty: true });
    expect((await call('GET', 'apps/contacts/all')).body).toEqual([]);
    const orders = (await call('GET', 'orders')).body as { items: unknown[]; total: number };
    expect(orders.items).toEqual([]);
    expect(orders.total).toBe(0);
    expect((await call('GET', 'common/navigation')).body).toEqual(navigation);
    expect((await call('GET', 'common/user')).body).toMatchObject({ id: expect.any(String) as string });
  });

  it('slow: a call waits for the slow network on top of the spec delays', async () => {
    scenario.set({ latency: 'slow' });
    const started = performance.now();
    await call('GET', 'common/shortcuts');
    expect(performance.now() - started).toBeGreaterThanOrEqual(1900);
  });

  it('is kept for the tab: a stored scenario is read back, bad stored values fall back field by field', () => {
    const stored = new Map<string, string>();
    const storage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    };
    createScenarioStore({ storage }).set({ failureRate: 50, offline: true });
    expect(createScenarioStore({ storage }).get()).toMatchObject({ failureRate: 50, offline: true });
    stored.set('atrium.mock-api.scenario', JSON.stringify({ failureRate: 33, latency: 'slow', offline: 'yes' }));
    expect(createScenarioStore({ storage }).get()).toMatchObject({ failureRate: 0, latency: 'slow', offline: false });
  });
});
