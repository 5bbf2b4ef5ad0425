/**
 * The helper layer every domain's handlers go through: one route wrapper (answers JSON, turns a
 * {@link BadRequest} into 400 `{ error }`), body and query readers that refuse bad input with a clear
 * message, and the catch-all 404 for unknown `/api/...` paths.
 */
import { HttpResponse, http } from 'msw';
import type { HttpHandler, JsonBodyType } from 'msw';
import type { Database } from '../db/database.ts';
import type { DomainName } from '../domains/domain.ts';
import { BadRequest, isPlainObject } from '../schema.ts';

/** What a domain's handlers get: the live database, a way to persist a change, and the delay switch. */
export interface Context {
  /** The current database (replaced wholesale by a reset, so read it on every request). */
  readonly db: Database;
  /**
   * Call after every change: bumps the revision (for caches) and saves to storage when there is one.
   * A call that also changed other domains' data (the assistant's approvals change orders, its handovers
   * add chats) names them: their parts are saved too, and every scope's revision moves, so their sorted
   * lists and memos re-read the records changed behind their handlers' back.
   */
  commit(...others: DomainName[]): void;
  /**
   * A counter that changes on every commit (of this scope, for a {@link Context.scoped} context) and on
   * every load, reset and reindex; lets handlers cache derived lists.
   */
  readonly revision: number;
  /** Waits the given simulated delay, or not at all when delays are off. */
  wait(ms: number): Promise<void>;
  /**
   * Registers work to do whenever the database is created, loaded, reset or reindexed (building the
   * sorted lists), so that requests do not pay for it. `checkedAt` is the revision the data is known to
   * be current at (after `reindex()`), or null when edits made straight on the database before the first
   * read must still be followed (so the first read checks every record once).
   */
  onLoad(prepare: (checkedAt: number | null) => void): void;
  /**
   * The same database with a revision of its own, which only this context's commits move (and loads,
   * resets, reindexes). A domain that keeps sorted lists or memos over its collection takes one, so that
   * changes in other domains do not make it re-read its records.
   */
  scoped(): Context;
  /**
   * Makes sure the named domains are loaded (their collections in `db`), for a call that reads another
   * domain's data (the common search reads contacts and tasks). At once where every domain is loaded.
   */
  need(...domains: DomainName[]): Promise<void>;
  /**
   * Who a request acts as: its Bearer token's subject ('' for the Owner pair, an account id for a role
   * pair); without an Authorization header, the actor the mock was created with (see
   * `MockApiOptions.actor`); null for a token this mock did not sign, or no token and no actor (a 401).
   */
  subject(request: Request): Promise<string | null>;
}

/** The spec's simulated delays, in milliseconds. */
export const DELAYS = {
  signIn: 1500,
  signUp: 1500,
  unlockSession: 1500,
  forgotPassword: 1000,
  resetPassword: 1000,
  products: 300,
  mails: 625,
} as const;

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A resolver answers a JSON value (sent with status 200) or a full Response. */
export type Resolve = (request: Request, url: URL) => unknown;

/** A handler for `<any origin>/api/<path>`. */
export function route(method: Method, path: string, resolve: Resolve): HttpHandler {
  return http[method](`*/api/${path}`, async ({ request }) => {
    try {
      const result: unknown = await resolve(request, new URL(request.url));
      if (result instanceof Response) return result;
      return HttpResponse.json((result ?? null) as JsonBodyType);
    } catch (error) {
      if (error instanceof BadRequest) return badRequest(error.message);
      throw error;
    }
  });
}

export function badRequest(message: string): Response {
  return HttpResponse.json({ error: message }, { status: 400 });
}

/** Reads a JSON object body. An empty body reads as `{}`; anything else that is not a JSON object is a 400. */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  let raw: string;
  try {
    raw = await request.text();
  } catch {
    throw new BadRequest('The body could not be read');
  }
  if (raw.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new BadRequest('The body is not valid JSON');
  }
  if (!isPlainObject(parsed)) throw new BadRequest('The body must be a JSON object');
  return parsed;
}

/**
 * An id given in the body: undefined when missing (the spec answers "not found" then), a 400 when it is
 * not a string.
 */
export function bodyId(body: Record<string, unknown>, field = 'id'): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new BadRequest(`${field} must be a string`);
  return value;
}

/** A query-string parameter, or null when absent. */
export function query(url: URL, name: string): string | null {
  return url.searchParams.get(name);
}

/** An integer query parameter within [min, max]; the fallback when absent or empty; a 400 otherwise. */
export function queryInt(url: URL, name: string, fallback: number, min: number, max: number): number {
  const raw = url.searchParams.get(name);
  if (raw === null || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new BadRequest(`${name} must be an integer from ${min} to ${max}`);
  }
  return value;
}

/**
 * An `/api/...` path at the root (or under one base segment, such as a deployment base path). Paths
 * that end in a file extension are source modules (for instance `/src/api/client.ts` served by Vite
 * through the worker), not calls.
 */
export function isApiPath(pathname: string): boolean {
  return /^(?:\/[^/]+)?\/api(?:\/|$)/.test(pathname) && !/\.[a-z0-9]+$/i.test(pathname);
}

/** Last handler: any `/api/...` request no other handler served (unknown path, or a method it lacks). */
export function notFoundHandler(): HttpHandler {
  return http.all(
    ({ request }) => isApiPath(new URL(request.url).pathname),
    () => new HttpResponse('NOT FOUND', { status: 404, headers: { 'Content-Type': 'text/plain' } }),
  );
}

/** Random v4 UUID from `crypto.getRandomValues` (available in Node and in every browser context). */
export function uuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Removes the first item with the id; true when one was removed. */
export function removeById<T extends { id: string }>(list: T[], id: string | null | undefined): boolean {
  const index = list.findIndex((item) => item.id === id);
  if (index === -1) return false;
  list.splice(index, 1);
  return true;
}
