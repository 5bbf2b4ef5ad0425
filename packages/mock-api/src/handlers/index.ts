/** The mock API with every domain loaded at once (Node, tests, benches, Storybook). */
import type { RequestHandler } from 'msw';
import type { MockApi, MockApiOptions } from '../core.ts';
import { createMockCore } from '../core.ts';
import { allDomains } from '../domains/all.ts';

export type { MockActor, MockApi, MockApiOptions } from '../core.ts';

export function createMockApi(options: MockApiOptions = {}): MockApi {
  return createMockCore({ ...options, domains: allDomains });
}

/** MSW handlers over a fresh database seeded identically on every call. */
export function createHandlers(options: MockApiOptions = {}): RequestHandler[] {
  return createMockApi(options).handlers;
}
