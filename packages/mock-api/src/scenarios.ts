/**
 * Demo scenarios: how the mock answers, kept for the tab (sessionStorage in the app), switched by the app's
 * Mock API panel and by Storybook's toolbar. Read on every call (see handlers/scenario.ts): latency, a
 * share of calls failing with 500, offline (network errors), empty lists, a session expired on the next
 * call, and pushed updates (the live call reads `live` before each push).
 *
 * Nothing here touches the DOM: it runs in Node too (tests).
 */
import type { StorageLike } from './db/persistence.ts';
import { isPlainObject } from './schema.ts';

/** `none`: no delay at all; `realistic`: the spec's delays; `slow`: a slow network on top of them. */
export type MockLatency = 'none' | 'realistic' | 'slow';
export const MOCK_LATENCIES: readonly MockLatency[] = ['none', 'realistic', 'slow'];

/** The share of calls, in percent, answered 500 (100: every one, to see each screen's error). */
export type MockFailureRate = 0 | 10 | 50 | 100;
export const MOCK_FAILURE_RATES: readonly MockFailureRate[] = [0, 10, 50, 100];

/** What `slow` adds to every call, in milliseconds: a slow mobile network's round trip. */
export const SLOW_NETWORK_MS = 2000;

export interface MockScenario {
  latency: MockLatency;
  failureRate: MockFailureRate;
  /** Every call fails as a network error. */
  offline: boolean;
  /** Every list answers with nothing in it. */
  empty: boolean;
  /** The mock pushes new notifications and chat messages over time. */
  live: boolean;
  /** The next call that needs a session answers 401, as when a session expires (then this is false again). */
  expire: boolean;
}

export const DEFAULT_SCENARIO: MockScenario = {
  latency: 'realistic',
  failureRate: 0,
  offline: false,
  empty: false,
  live: true,
  expire: false,
};

/** Where the app keeps the tab's scenario (in sessionStorage). */
export const SCENARIO_STORAGE_KEY = 'atrium.mock-api.scenario';

/** A scenario from stored or given data: each field that is missing or not one of its values is the default. */
export function parseScenario(value: unknown, defaults: MockScenario = DEFAULT_SCENARIO): MockScenario {
  const given = isPlainObject(value) ? value : {};
  const pick = <T>(field: keyof MockScenario, allowed: readonly T[]): T => {
    const candidate = given[field] as T;
    return allowed.includes(candidate) ? candidate : (defaults[field] as T);
  };
  return {
    latency: pick('latency', MOCK_LATENCIES),
    failureRate: pick('failureRate', MOCK_FAILURE_RATES),
    offline: pick('offline', [true, false]),
    empty: pick('empty', [true, false]),
    live: pick('live', [true, false]),
    expire: pick('expire', [true, false]),
  };
}

export interface ScenarioStore {
  get(): MockScenario;
  /** Changes part of the scenario (kept in the store's storage) and tells the subscribers. */
  set(patch: Partial<MockScenario>): void;
  /** Calls `listener` after every change; answers the way to stop. */
  subscribe(listener: (scenario: MockScenario) => void): () => void;
}

export interface ScenarioStoreOptions {
  /** Where the scenario is kept (sessionStorage in the app); in memory only without it. */
  storage?: StorageLike;
  /** The scenario when nothing is stored (tests and screenshots start with `live: false`). */
  defaults?: Partial<MockScenario>;
}

export function createScenarioStore({ storage, defaults = {} }: ScenarioStoreOptions = {}): ScenarioStore {
  const base = { ...DEFAULT_SCENARIO, ...defaults };
  const read = (): unknown => {
    try {
      const raw = storage?.getItem(SCENARIO_STORAGE_KEY);
      return raw ? JSON.parse(raw) : null;
    } catch {
      return null;
    }
  };
  let scenario = parseScenario(read(), base);
  const listeners = new Set<(scenario: MockScenario) => void>();
  return {
    get: () => scenario,
    set(patch) {
      scenario = parseScenario({ ...scenario, ...patch }, scenario);
      try {
        storage?.setItem(SCENARIO_STORAGE_KEY, JSON.stringify(scenario));
      } catch {
        // A full or refused storage keeps the scenario for this page only.
      }
      for (const listener of listeners) listener(scenario);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
