/**
 * @atrium/mock-api: the in-browser (and in-Node) mock server of Atrium. Importable in Node: nothing
 * here touches the DOM or `msw/browser` (the worker lives in `@atrium/mock-api/browser`).
 */
import { createHandlers } from './handlers/index.ts';

export { createHandlers, createMockApi } from './handlers/index.ts';
export type { MockActor, MockApi, MockApiOptions } from './handlers/index.ts';
export { createAccessToken } from './handlers/auth.ts';
export { SEED_VERSION, STORAGE_KEY, storageKeyOf } from './db/persistence.ts';
export type { StorageLike } from './db/persistence.ts';
export type { DomainName } from './domains/domain.ts';
export type { Database } from './db/database.ts';
export { LONG_WORD, lengthenText } from './db/longText.ts';
export { DELAYS } from './handlers/http.ts';

/** The same as `createHandlers()`: spec delays, a fresh in-memory database. */
export const handlers = createHandlers();

export type * from './contract/index.ts';
export {
  DEFAULT_SCENARIO,
  MOCK_FAILURE_RATES,
  MOCK_LATENCIES,
  SCENARIO_STORAGE_KEY,
  SLOW_NETWORK_MS,
  createScenarioStore,
  parseScenario,
} from './scenarios.ts';
export type { MockFailureRate, MockLatency, MockScenario, ScenarioStore } from './scenarios.ts';
export { SCENARIO_FAILURE, scenarioGate } from './handlers/scenario.ts';
