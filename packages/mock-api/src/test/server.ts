/**
 * Test support (not part of the package's entries): an msw/node server over a fresh mock API for every
 * test, and a small `call()` that answers status plus parsed body.
 */
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { MockApi, MockApiOptions } from '../handlers/index.ts';
import { createMockApi } from '../handlers/index.ts';

export const ORIGIN = 'http://localhost';

export interface Answer {
  status: number;
  /** Parsed JSON, or the text when the answer is not JSON. */
  body: unknown;
  contentType: string | null;
}

/** Starts one server for the file; every test gets a fresh database. */
export function useMockServer(options: MockApiOptions = {}): { readonly api: MockApi } {
  const server = setupServer();
  const state = { api: createMockApi({ delays: false, ...options }) };
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    state.api = createMockApi({ delays: false, ...options });
    server.resetHandlers(...state.api.handlers);
  });
  afterAll(() => server.close());
  return state;
}

export interface CallOptions {
  /** A value to send as JSON, or a ready body (string, FormData). */
  body?: unknown;
  query?: Record<string, string>;
}

export async function call(method: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const url = new URL(`/api/${path}`, ORIGIN);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
  const init: RequestInit = { method };
  if (options.body !== undefined) {
    if (typeof options.body === 'string' || options.body instanceof FormData) {
      init.body = options.body;
      if (typeof options.body === 'string') init.headers = { 'Content-Type': 'application/json' };
    } else {
      init.body = JSON.stringify(options.body);
      init.headers = { 'Content-Type': 'application/json' };
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
