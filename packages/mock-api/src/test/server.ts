/**
 * Test support (not part of the package's entries): an msw/node server over a fresh mock API for every
 * test, and a small `call()` that answers status plus parsed body.
 */
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { MockActor, MockApi, MockApiOptions } from '../handlers/index.ts';
import { createMockApi } from '../handlers/index.ts';

export const ORIGIN = 'http://localhost';

export interface Answer {
  status: number;
  /** Parsed JSON, or the text when the answer is not JSON. */
  body: unknown;
  contentType: string | null;
}

export interface MockServerOptions extends Omit<MockApiOptions, 'actor'> {
  /**
   * Who a call without an Authorization header acts as (see `MockApiOptions.actor`); every test file
   * names it, and `null` makes such calls answer 401 as in the app.
   */
  actor: MockActor | null;
}

/** Starts one server for the file; every test gets a fresh database. */
export function useMockServer({ actor, ...options }: MockServerOptions): { readonly api: MockApi } {
  const server = setupServer();
  const create = () => createMockApi({ delays: false, ...options, ...(actor === null ? {} : { actor }) });
  const state = { api: create() };
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    state.api = create();
    server.resetHandlers(...state.api.handlers);
  });
  afterAll(() => server.close());
  return state;
}

export interface CallOptions {
  /** A value to send as JSON, or a ready body (string, FormData). */
  body?: unknown;
  query?: Record<string, string>;
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
}

export async function call(method: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const url = new URL(`/api/${path}`, ORIGIN);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
  const headers: Record<string, string> = {};
  const init: RequestInit = { method, headers };
  if (options.token !== undefined) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) {
    if (typeof options.body === 'string' || options.body instanceof FormData) {
      init.body = options.body;
      if (typeof options.body === 'string') headers['Content-Type'] = 'application/json';
    } else {
      init.body = JSON.stringify(options.body);
      headers['Content-Type'] = 'application/json';
    }
  }
  const response = await fetch(url, init);
  const contentType = response.headers.get('Content-Type');
  const text = await response.text();
  let body: unknown = text;
  if (contentType?.includes('json')) body = JSON.parse(text) as unknown;
  return { status: response.status, body, contentType };
}

/** The answer body typed as T (tests assert the shape). */
export async function ok<T>(method: string, path: string, options: CallOptions = {}): Promise<T> {
  const answer = await call(method, path, options);
  if (answer.status !== 200)
    throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body as T;
}
