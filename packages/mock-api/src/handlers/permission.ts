/**
 * The permission check for domains outside the back office (chat): the caller's roles from the back
 * office's accounts, and the same 403 `{ code: 'forbidden', permission, error }` as the back office's
 * calls. Kept free of the back office's seed so a domain's chunk does not carry it.
 */
import { HttpResponse } from 'msw';
import type { Permission } from '../contract/back-office.ts';
import { seedUser } from '../db/seed/common.ts';
import type { Context } from './http.ts';

/** Null when the caller holds `permission`; otherwise the answer to send (401 without a caller, 403). */
export async function refusal(ctx: Context, request: Request, permission: Permission): Promise<Response | null> {
  const subject = await ctx.subject(request);
  if (subject === null) return HttpResponse.json({ error: 'Invalid token' }, { status: 401 });
  await ctx.need('back-office');
  const { accounts, roles } = ctx.db.backOffice;
  const id = subject === '' ? seedUser().id : subject;
  const caller = accounts.find((account) => account.id === id && account.status === 'active');
  if (!caller) return HttpResponse.json({ error: 'Invalid token' }, { status: 401 });
  if (roles.some((role) => caller.roles.includes(role.id) && role.permissions.includes(permission))) return null;
  return HttpResponse.json(
    { code: 'forbidden', permission, error: `You need the ${permission} permission` },
    { status: 403 },
  );
}
