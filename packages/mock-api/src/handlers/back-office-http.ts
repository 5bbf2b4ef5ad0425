/**
 * What the back office's handlers share (spec 4 §1–§2): who is calling (the Bearer token's account; no
 * token is a 401 unless the mock names an actor), the permission check (403 naming the permission), refusals with a
 * code (409), field errors (400 `{ error, field, reason }`), paging and sorting of lists, CSV, and the
 * audit trail every write leaves.
 */
import { HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import type { Account, AuditActor, AuditEvent, Permission, Role, SortOrder } from '../contract/back-office.ts';
import type { Database } from '../db/database.ts';
import { PERMISSIONS } from '../db/seed/back-office.ts';
import { seedUser } from '../db/seed/common.ts';
import { BadRequest } from '../schema.ts';
import type { Context } from './http.ts';
import { route, uuid } from './http.ts';

export type BackOffice = Database['backOffice'];

/** A refused request: its status and JSON body. Nothing has been changed when it is thrown. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.error));
  }
}

export const forbidden = (permission: Permission) =>
  new Refusal(403, { code: 'forbidden', permission, error: `You need the ${permission} permission` });

export const conflict = (code: string, error: string, extra: Record<string, unknown> = {}) =>
  new Refusal(409, { code, error, ...extra });

export const notFound = (what: string) => new Refusal(404, { code: 'not_found', error: `${what} not found` });

/** 400 for one field: `{ error: '<field> <reason>', field, reason }`. */
export const invalid = (field: string, reason: string) =>
  new Refusal(400, { error: `${field} ${reason}`, field, reason });

/** A route whose refusals (and the schema's bad-request errors) answer their status and body. */
export function op(
  method: 'get' | 'post' | 'put' | 'patch' | 'delete',
  path: string,
  resolve: (request: Request, url: URL) => unknown,
): HttpHandler {
  return route(method, path, async (request, url) => {
    try {
      return await resolve(request, url);
    } catch (error) {
      if (error instanceof Refusal) return HttpResponse.json(error.body, { status: error.status });
      if (error instanceof BadRequest) {
        // The schema's messages read `<field> must be …`.
        const [field = 'body', ...rest] = error.message.split(' ');
        return HttpResponse.json({ error: error.message, field, reason: rest.join(' ') }, { status: 400 });
      }
      throw error;
    }
  });
}

// ----------------------------------------------------------------------------------- who is calling

/** The account a request acts as (see `Context.subject`; the Owner pair is the seed Owner); 401 without one. */
export async function callerOf(request: Request, ctx: Context): Promise<Account> {
  const subject = await ctx.subject(request);
  if (subject === null) throw new Refusal(401, { error: 'Invalid token' });
  const id = subject === '' ? seedUser().id : subject;
  const account = ctx.db.backOffice.accounts.find((candidate) => candidate.id === id);
  if (!account || account.status !== 'active') throw new Refusal(401, { error: 'Invalid token' });
  return account;
}

/** Effective permissions of an account, each with the roles giving it, in catalogue order. */
export function permissionsOf(account: Pick<Account, 'roles'>, roles: readonly Role[]): Map<Permission, string[]> {
  const via = new Map<Permission, string[]>();
  for (const permission of PERMISSIONS) {
    const giving = roles.filter((role) => account.roles.includes(role.id) && role.permissions.includes(permission));
    if (giving.length > 0)
      via.set(
        permission,
        giving.map((role) => role.id),
      );
  }
  return via;
}

export function can(account: Pick<Account, 'roles'>, roles: readonly Role[], permission: Permission): boolean {
  return roles.some((role) => account.roles.includes(role.id) && role.permissions.includes(permission));
}

/** The caller, refused with 403 unless it holds `permission`. */
export async function authorize(request: Request, ctx: Context, permission: Permission): Promise<Account> {
  const caller = await callerOf(request, ctx);
  if (!can(caller, ctx.db.backOffice.roles, permission)) throw forbidden(permission);
  return caller;
}

export const actorOf = (account: Account): AuditActor => ({ id: account.id, name: account.name, kind: 'user' });

/** Puts an audit event at the front of the trail (newest first). */
export function audit(
  data: BackOffice,
  actor: AuditActor,
  action: string,
  target: AuditEvent['target'],
  before: unknown,
  after: unknown,
  note: string | null = null,
): AuditEvent {
  const event: AuditEvent = {
    id: uuid(),
    at: new Date().toISOString(),
    actor,
    action,
    target,
    before: before ?? null,
    after: after ?? null,
    note,
  };
  data.audit.unshift(event);
  return event;
}

// ------------------------------------------------------------------------------------------ queries

export const MAX_PAGE_SIZE = 100;

/** One of `options`, or undefined when absent or empty; a 400 naming the field otherwise. */
export function choice<const T extends readonly string[]>(url: URL, name: string, options: T): T[number] | undefined {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === '') return undefined;
  if (!options.includes(raw)) throw invalid(name, `must be one of ${options.join(', ')}`);
  return raw;
}

export function integerParam(url: URL, name: string, fallback: number, min: number, max: number): number {
  const raw = url.searchParams.get(name);
  if (raw === null || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw invalid(name, `must be an integer from ${min} to ${max}`);
  }
  return value;
}

export function numberParam(url: URL, name: string): number | undefined {
  const raw = url.searchParams.get(name);
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value)) throw invalid(name, 'must be a number');
  return value;
}

/** An ISO date-time (or date) parameter, answered as the ISO string of that instant. */
export function dateParam(url: URL, name: string): string | undefined {
  const raw = url.searchParams.get(name);
  if (raw === null || raw.trim() === '') return undefined;
  const time = Date.parse(raw);
  if (Number.isNaN(time)) throw invalid(name, 'must be an ISO date');
  return new Date(time).toISOString();
}

export function textParam(url: URL, name: string): string {
  return (url.searchParams.get(name) ?? '').trim();
}

/** `page` (from 1) and `size` (1–100, default 25). */
export function paging(url: URL): { page: number; size: number } {
  return {
    page: integerParam(url, 'page', 1, 1, 1_000_000),
    size: integerParam(url, 'size', 25, 1, MAX_PAGE_SIZE),
  };
}

export function sortOrder(url: URL, fallback: SortOrder): SortOrder {
  return choice(url, 'order', ['asc', 'desc'] as const) ?? fallback;
}

export function pageOf<T>(list: readonly T[], page: number, size: number) {
  return { items: list.slice((page - 1) * size, page * size), total: list.length, page, size };
}

// --------------------------------------------------------------------------------------------- body

/** A required non-empty trimmed string. */
export function requiredText(body: Record<string, unknown>, field: string, max = 500): string {
  const value = body[field];
  if (typeof value !== 'string' || value.trim() === '') throw invalid(field, 'is required');
  if (value.length > max) throw invalid(field, `must be at most ${max} characters`);
  return value.trim();
}

export function optionalText(body: Record<string, unknown>, field: string, max = 2000): string | null {
  const value = body[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw invalid(field, 'must be a string');
  if (value.length > max) throw invalid(field, `must be at most ${max} characters`);
  return value.trim() === '' ? null : value.trim();
}

/** The ids of a call: one `id` (answered alone) or `ids` (a bulk call, answered `{ succeeded, failed }`). */
export function targets<T extends string | number>(
  body: Record<string, unknown>,
  one: string,
  many: string,
  kind: 'string' | 'number',
): { ids: T[]; bulk: boolean } {
  const is = (value: unknown): value is T =>
    kind === 'string' ? typeof value === 'string' && value !== '' : Number.isSafeInteger(value);
  if (body[many] !== undefined) {
    const list = body[many];
    if (!Array.isArray(list) || list.length === 0) throw invalid(many, 'must be a non-empty array');
    if (list.length > 1000) throw invalid(many, 'must hold at most 1000 items');
    list.forEach((value, i) => {
      if (!is(value)) throw invalid(`${many}[${i}]`, `must be ${kind === 'string' ? 'an id' : 'an order number'}`);
    });
    return { ids: [...new Set(list as T[])], bulk: true };
  }
  const value = body[one];
  if (!is(value)) throw invalid(one, 'is required');
  return { ids: [value], bulk: false };
}

// ---------------------------------------------------------------------------------------------- CSV

function cell(value: unknown): string {
  let text = '';
  if (typeof value === 'string') text = value;
  else if (typeof value === 'number' || typeof value === 'boolean') text = String(value);
  else if (value !== null && value !== undefined) text = JSON.stringify(value);
  // A cell a spreadsheet would run as a formula is quoted as text.
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV download (RFC 4180, CRLF, UTF-8 with a BOM so spreadsheets read accents). */
export function csv(filename: string, header: readonly string[], rows: Iterable<readonly unknown[]>): Response {
  const lines = [header.map(cell).join(',')];
  for (const row of rows) lines.push(row.map(cell).join(','));
  return new HttpResponse(`\uFEFF${lines.join('\r\n')}\r\n`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
    },
  });
}

export type { Context };
