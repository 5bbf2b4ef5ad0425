/**
 * Access (spec 4 §1, §2, §4, §5): `api/me`, the permission catalogue, roles, users (accounts) and the
 * audit trail. Guards against lock-out: nobody suspends, deletes or changes the roles of themselves, and
 * the last active Owner can not lose the Owner role nor be suspended or deleted (409 `last_owner`); only
 * an Owner gives or takes the Owner role (409 `owner_only`).
 */
import type { HttpHandler } from 'msw';
import type {
  Account,
  AccountDetail,
  AccountStatus,
  AccountSummary,
  AccountsAnswer,
  AuditAnswer,
  BulkAnswer,
  BulkFailure,
  MeAnswer,
  Permission,
  Role,
  RoleWithCount,
} from '../contract/back-office.ts';
import { OWNER_ROLE, PERMISSIONS, permissionCatalogue } from '../db/seed/back-office.ts';
import type { Context } from './http.ts';
import { readBody, uuid } from './http.ts';
import type { BackOffice } from './back-office-http.ts';
import {
  Refusal,
  actorOf,
  audit,
  authorize,
  callerOf,
  can,
  choice,
  conflict,
  csv,
  dateParam,
  invalid,
  notFound,
  op,
  optionalText,
  pageOf,
  paging,
  permissionsOf,
  requiredText,
  sortOrder,
  targets,
  textParam,
} from './back-office-http.ts';

const DAY = 24 * 60 * 60 * 1000;
const STATUSES = ['active', 'invited', 'suspended', 'deactivated'] as const;
const ACCOUNT_SORTS = ['name', 'email', 'status', 'lastActiveAt', 'createdAt'] as const;
/** Deliberately simple: one @, a dot in the domain, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const collator = new Intl.Collator('en', { sensitivity: 'base' });

export const summary = ({ sessions: _sessions, ...account }: Account): AccountSummary => account;

/** Permissions in catalogue order, each action implying its resource's `:view`. */
export function withImplied(permissions: readonly Permission[]): Permission[] {
  const resources = new Set(permissions.map((permission) => permission.split(':')[0]));
  return PERMISSIONS.filter(
    (permission) =>
      permissions.includes(permission) || (permission.endsWith(':view') && resources.has(permission.split(':')[0])),
  );
}

/** Active accounts holding the Owner role. */
const owners = (data: BackOffice) =>
  data.accounts.filter((account) => account.status === 'active' && account.roles.includes(OWNER_ROLE));

/**
 * Why `caller` may not make `target` lose its access (suspend, delete, or roles without the Owner one
 * when `keepsOwner` is false), or null. The last Owner first, then oneself, then the Owner-only rule.
 */
function lockOut(
  data: BackOffice,
  caller: Account,
  target: Account,
  keepsOwner: boolean,
  touchesOwner: boolean,
): BulkFailure | null {
  const ownersLeft = owners(data);
  if (target.roles.includes(OWNER_ROLE) && !keepsOwner && ownersLeft.length === 1 && ownersLeft[0] === target) {
    return 'last_owner';
  }
  if (target.id === caller.id) return 'self';
  if (touchesOwner && !caller.roles.includes(OWNER_ROLE)) return 'owner_only';
  return null;
}

const MESSAGES: Record<BulkFailure, string> = {
  not_found: 'No such user',
  self: 'You can not do this to your own account',
  last_owner: 'The last Owner can not lose the Owner role nor be suspended or removed',
  owner_only: 'Only an Owner can give or take the Owner role',
  invalid_state: 'The user’s status does not allow this',
  invalid_transition: 'This step is not allowed',
  exists: 'A user with this email exists',
  duplicate: 'This email is repeated',
};

export function accessHandlers(ctx: Context): HttpHandler[] {
  const data = () => ctx.db.backOffice;
  const findAccount = (id: string) => data().accounts.find((account) => account.id === id);
  const findRole = (id: string) => data().roles.find((role) => role.id === id);
  // Role names are no secret to whoever may see users (the CSV export names them): a Manager without
  // roles:view still reads "Manager", not "manager", on the chips.
  const roleNames = () => Object.fromEntries(data().roles.map((role) => [role.id, role.name]));
  const target = (account: Account) => ({ type: 'user' as const, id: account.id, label: account.email });

  /**
   * Applies `apply` to each target: it answers a failure reason or changes the account (and audits).
   * One id: a failure answers 404 / 409 with its code. Several: `{ succeeded, failed }`. Commits once.
   */
  async function each(
    request: Request,
    permission: Permission,
    validate: (body: Record<string, unknown>) => void,
    apply: (caller: Account, account: Account, body: Record<string, unknown>) => BulkFailure | null,
  ): Promise<BulkAnswer | AccountSummary | true> {
    const body = await readBody(request);
    const caller = await authorize(request, ctx, permission);
    const { ids, bulk } = targets<string>(body, 'id', 'ids', 'string');
    validate(body);
    const answer: BulkAnswer = { succeeded: [], failed: [] };
    for (const id of ids) {
      const account = findAccount(id);
      const reason = account ? apply(caller, account, body) : 'not_found';
      if (reason) answer.failed.push({ id, reason });
      else answer.succeeded.push(id);
    }
    if (answer.succeeded.length > 0) ctx.commit();
    if (bulk) return answer;
    const failure = answer.failed[0];
    if (failure) {
      if (failure.reason === 'not_found') throw notFound('User');
      throw conflict(failure.reason, MESSAGES[failure.reason]);
    }
    // A revoked invitation or a deleted user is gone: answer true then.
    const account = findAccount(ids[0]!);
    return account ? summary(account) : true;
  }

  function rolesOf(body: Record<string, unknown>): string[] {
    const roles = body.roles;
    if (!Array.isArray(roles) || roles.length === 0) throw invalid('roles', 'must name at least one role');
    roles.forEach((id, i) => {
      if (typeof id !== 'string' || !findRole(id)) throw invalid(`roles[${i}]`, 'is not a role');
    });
    return [...new Set(roles as string[])];
  }

  /** Sets an account's roles under the lock-out rules. */
  function setRoles(caller: Account, account: Account, roles: string[]): BulkFailure | null {
    if (roles.length === account.roles.length && roles.every((role) => account.roles.includes(role))) return null;
    const touchesOwner = account.roles.includes(OWNER_ROLE) !== roles.includes(OWNER_ROLE);
    const reason = lockOut(data(), caller, account, roles.includes(OWNER_ROLE), touchesOwner);
    if (reason) return reason;
    const before = { roles: account.roles };
    account.roles = roles;
    audit(data(), actorOf(caller), 'user.roles_changed', target(account), before, { roles });
    return null;
  }

  /** The accounts matching the list's filters; counts per status tab (every other filter applied). */
  function filterAccounts(url: URL) {
    const status = choice(url, 'status', STATUSES);
    const role = textParam(url, 'role');
    const search = textParam(url, 'search').toLowerCase();
    const lastActive = choice(url, 'lastActive', ['7', '30', '90', 'never'] as const);
    const sort = choice(url, 'sort', ACCOUNT_SORTS) ?? 'name';
    const order = sortOrder(url, 'asc');
    const since =
      lastActive && lastActive !== 'never' ? new Date(Date.now() - Number(lastActive) * DAY).toISOString() : null;
    const counts: Record<AccountStatus | 'all', number> = {
      all: 0,
      active: 0,
      invited: 0,
      suspended: 0,
      deactivated: 0,
    };
    const rows: Account[] = [];
    for (const account of data().accounts) {
      if (role && !account.roles.includes(role)) continue;
      if (search && !account.name.toLowerCase().includes(search) && !account.email.toLowerCase().includes(search))
        continue;
      if (lastActive === 'never' && account.lastActiveAt !== null) continue;
      if (since && (account.lastActiveAt === null || account.lastActiveAt < since)) continue;
      counts.all += 1;
      counts[account.status] += 1;
      if (!status || account.status === status) rows.push(account);
    }
    const sign = order === 'desc' ? -1 : 1;
    const value = (account: Account) => account[sort] ?? '';
    rows.sort((a, b) => sign * collator.compare(value(a), value(b)) || collator.compare(a.name, b.name));
    return { rows, counts };
  }

  const roleName = (id: string) => findRole(id)?.name ?? id;

  return [
    // --------------------------------------------------------------------------------------- me
    op('get', 'me', async (request): Promise<MeAnswer> => {
      const caller = await callerOf(request, ctx);
      return {
        user: summary(caller),
        roles: caller.roles.map((id) => ({ id, name: roleName(id) })),
        permissions: [...permissionsOf(caller, data().roles).keys()],
      };
    }),
    op('get', 'permissions', async (request) => {
      await callerOf(request, ctx);
      return permissionCatalogue;
    }),

    // ------------------------------------------------------------------------------------ roles
    op('get', 'roles', async (request): Promise<RoleWithCount[]> => {
      await authorize(request, ctx, 'roles:view');
      return data().roles.map((role) => ({
        ...role,
        userCount: data().accounts.filter((account) => account.roles.includes(role.id)).length,
      }));
    }),
    op('get', 'roles/role', async (request, url) => {
      await authorize(request, ctx, 'roles:view');
      const role = findRole(textParam(url, 'id'));
      if (!role) throw notFound('Role');
      return {
        ...role,
        members: data()
          .accounts.filter((account) => account.roles.includes(role.id))
          .map(summary),
      };
    }),
    op('get', 'roles/check', async (request, url) => {
      await authorize(request, ctx, 'roles:view');
      const account = findAccount(textParam(url, 'userId'));
      if (!account) throw invalid('userId', 'is not a user');
      const permission = choice(url, 'permission', PERMISSIONS);
      if (!permission) throw invalid('permission', 'is required');
      const via = permissionsOf(account, data().roles).get(permission) ?? [];
      return { allowed: via.length > 0 && account.status === 'active', via, status: account.status };
    }),
    op('post', 'roles', async (request) => {
      const body = await readBody(request);
      const caller = await authorize(request, ctx, 'roles:manage');
      const input = (body.role ?? {}) as Record<string, unknown>;
      if (typeof input !== 'object' || input === null || Array.isArray(input))
        throw invalid('role', 'must be an object');
      const copyOf = typeof body.copyOf === 'string' ? findRole(body.copyOf) : undefined;
      if (body.copyOf !== undefined && !copyOf) throw invalid('copyOf', 'is not a role');
      const name = copyOf && input.name === undefined ? `${copyOf.name} (copy)` : requiredText(input, 'name', 60);
      const description = optionalText(input, 'description', 300) ?? copyOf?.description ?? '';
      const permissions =
        input.permissions === undefined && copyOf ? copyOf.permissions : permissionList(input.permissions);
      if (data().roles.some((role) => collator.compare(role.name, name) === 0))
        throw invalid('name', 'is already used');
      const now = new Date().toISOString();
      const role: Role = {
        id: uuid(),
        name,
        description,
        permissions: withImplied(permissions),
        system: false,
        createdAt: now,
        updatedAt: now,
      };
      data().roles.push(role);
      audit(
        data(),
        actorOf(caller),
        copyOf ? 'role.duplicated' : 'role.created',
        { type: 'role', id: role.id, label: role.name },
        null,
        {
          permissions: role.permissions,
        },
      );
      ctx.commit();
      return role;
    }),
    op('patch', 'roles/role', async (request) => {
      const body = await readBody(request);
      const caller = await authorize(request, ctx, 'roles:manage');
      const role = findRole(typeof body.id === 'string' ? body.id : '');
      if (!role) throw notFound('Role');
      const input = body.role;
      if (typeof input !== 'object' || input === null || Array.isArray(input))
        throw invalid('role', 'must be an object');
      const patch = input as Record<string, unknown>;
      if (role.system) throw conflict('system_role', 'A system role can not be changed; duplicate it instead');
      const name = patch.name === undefined ? role.name : requiredText(patch, 'name', 60);
      const description =
        patch.description === undefined ? role.description : (optionalText(patch, 'description', 300) ?? '');
      const permissions =
        patch.permissions === undefined ? role.permissions : withImplied(permissionList(patch.permissions));
      if (data().roles.some((other) => other !== role && collator.compare(other.name, name) === 0))
        throw invalid('name', 'is already used');
      const before = { name: role.name, description: role.description, permissions: role.permissions };
      Object.assign(role, { name, description, permissions, updatedAt: new Date().toISOString() });
      audit(data(), actorOf(caller), 'role.updated', { type: 'role', id: role.id, label: role.name }, before, {
        name,
        description,
        permissions,
      });
      ctx.commit();
      return role;
    }),
    op('delete', 'roles/role', async (request, url) => {
      const caller = await authorize(request, ctx, 'roles:manage');
      const role = findRole(textParam(url, 'id'));
      if (!role) throw notFound('Role');
      if (role.system) throw conflict('system_role', 'A system role can not be deleted');
      const holders = data().accounts.filter((account) => account.roles.includes(role.id));
      const moveTo = textParam(url, 'moveTo');
      if (holders.length > 0) {
        if (!moveTo) throw invalid('moveTo', `is required: ${holders.length} users hold this role`);
        if (moveTo === role.id || !findRole(moveTo)) throw invalid('moveTo', 'is not another role');
        if (moveTo === OWNER_ROLE && !caller.roles.includes(OWNER_ROLE))
          throw conflict('owner_only', MESSAGES.owner_only);
      }
      for (const account of holders) {
        account.roles = [...new Set(account.roles.map((id) => (id === role.id ? moveTo : id)))];
      }
      data().roles.splice(data().roles.indexOf(role), 1);
      audit(
        data(),
        actorOf(caller),
        'role.deleted',
        { type: 'role', id: role.id, label: role.name },
        { permissions: role.permissions },
        null,
        holders.length > 0 ? `${holders.length} users moved to ${roleName(moveTo)}` : null,
      );
      ctx.commit();
      return true;
    }),
    /** Adds and removes members (`add`, `remove`: user ids) under the same rules as a roles change. */
    op('post', 'roles/members', async (request) => {
      const body = await readBody(request);
      // A role's members are managed from the role (roles:manage) and change users' roles (users:edit),
      // as the Members tab guards it.
      await authorize(request, ctx, 'roles:manage');
      const caller = await authorize(request, ctx, 'users:edit');
      const role = findRole(typeof body.id === 'string' ? body.id : '');
      if (!role) throw notFound('Role');
      const list = (field: 'add' | 'remove'): string[] => {
        const value = body[field] ?? [];
        if (!Array.isArray(value) || value.some((id) => typeof id !== 'string'))
          throw invalid(field, 'must be an array of user ids');
        return value as string[];
      };
      const add = list('add');
      const remove = list('remove');
      const answer: BulkAnswer = { succeeded: [], failed: [] };
      for (const [id, adding] of [
        ...add.map((id) => [id, true] as const),
        ...remove.map((id) => [id, false] as const),
      ]) {
        const account = findAccount(id);
        const roles = account
          ? adding
            ? [...new Set([...account.roles, role.id])]
            : account.roles.filter((r) => r !== role.id)
          : [];
        // A rule about who may lose a role (the last Owner) is said before "a user needs a role".
        const reason = !account
          ? 'not_found'
          : roles.length === 0
            ? (lockOut(data(), caller, account, roles.includes(OWNER_ROLE), true) ?? 'invalid_state')
            : setRoles(caller, account, roles);
        if (reason) answer.failed.push({ id, reason });
        else answer.succeeded.push(id);
      }
      if (answer.succeeded.length > 0) ctx.commit();
      return answer;
    }),

    // ------------------------------------------------------------------------------------ users
    op('get', 'users', async (request, url): Promise<AccountsAnswer> => {
      await authorize(request, ctx, 'users:view');
      const { page, size } = paging(url);
      const { rows, counts } = filterAccounts(url);
      return {
        ...pageOf(rows, page, size),
        items: pageOf(rows, page, size).items.map(summary),
        counts,
        roleNames: roleNames(),
      };
    }),
    op('get', 'users/export', async (request, url) => {
      await authorize(request, ctx, 'users:view');
      const { rows } = filterAccounts(url);
      return csv(
        'users.csv',
        ['id', 'name', 'email', 'roles', 'status', 'lastActiveAt', 'createdAt', 'mfa'],
        rows.map((a) => [
          a.id,
          a.name,
          a.email,
          a.roles.map(roleName).join('; '),
          a.status,
          a.lastActiveAt,
          a.createdAt,
          a.mfa,
        ]),
      );
    }),
    op('get', 'users/user', async (request, url): Promise<AccountDetail> => {
      await authorize(request, ctx, 'users:view');
      const account = findAccount(textParam(url, 'id'));
      if (!account) throw notFound('User');
      const via = permissionsOf(account, data().roles);
      return {
        ...account,
        permissions: [...via].map(([permission, roles]) => ({ permission, via: roles })),
        roleNames: roleNames(),
      };
    }),
    op('post', 'users/invite', async (request) => {
      const body = await readBody(request);
      const caller = await authorize(request, ctx, 'users:invite');
      const emails = body.emails;
      if (!Array.isArray(emails) || emails.length === 0) throw invalid('emails', 'must hold at least one email');
      if (emails.length > 50) throw invalid('emails', 'must hold at most 50 emails');
      const clean = emails.map((email, i) => {
        if (typeof email !== 'string' || !EMAIL.test(email.trim()))
          throw invalid(`emails[${i}]`, 'is not a valid email address');
        return email.trim().toLowerCase();
      });
      const roles = rolesOf(body);
      const days = body.expiresInDays ?? 7;
      if (days !== 1 && days !== 7 && days !== 30) throw invalid('expiresInDays', 'must be 1, 7 or 30');
      const message = optionalText(body, 'message', 1000);
      if (roles.includes(OWNER_ROLE) && !caller.roles.includes(OWNER_ROLE))
        throw conflict('owner_only', MESSAGES.owner_only);
      const answer: BulkAnswer = { succeeded: [], failed: [] };
      const now = Date.now();
      clean.forEach((email, i) => {
        if (clean.indexOf(email) !== i) return answer.failed.push({ id: email, reason: 'duplicate' });
        if (data().accounts.some((account) => account.email.toLowerCase() === email))
          return answer.failed.push({ id: email, reason: 'exists' });
        const account: Account = {
          id: uuid(),
          name: email.split('@')[0]!,
          email,
          avatar: null,
          roles,
          status: 'invited',
          lastActiveAt: null,
          createdAt: new Date(now).toISOString(),
          mfa: false,
          invitedBy: caller.id,
          inviteExpiresAt: new Date(now + days * DAY).toISOString(),
          suspendedUntil: null,
          suspensionReason: null,
          sessions: [],
        };
        data().accounts.push(account);
        audit(data(), actorOf(caller), 'user.invited', target(account), null, { status: 'invited', roles }, message);
        return answer.succeeded.push(email);
      });
      if (answer.succeeded.length > 0) ctx.commit();
      return answer;
    }),
    op('post', 'users/resend-invite', (request) =>
      each(
        request,
        'users:invite',
        () => undefined,
        (caller, account) => {
          if (account.status !== 'invited') return 'invalid_state';
          const before = { inviteExpiresAt: account.inviteExpiresAt };
          account.inviteExpiresAt = new Date(Date.now() + 7 * DAY).toISOString();
          audit(data(), actorOf(caller), 'user.invite_resent', target(account), before, {
            inviteExpiresAt: account.inviteExpiresAt,
          });
          return null;
        },
      ),
    ),
    op('post', 'users/revoke-invite', (request) =>
      each(
        request,
        'users:invite',
        () => undefined,
        (caller, account) => {
          if (account.status !== 'invited') return 'invalid_state';
          data().accounts.splice(data().accounts.indexOf(account), 1);
          audit(data(), actorOf(caller), 'user.invite_revoked', target(account), { status: 'invited' }, null);
          return null;
        },
      ),
    ),
    op('post', 'users/reset-password', (request) =>
      each(
        request,
        'users:edit',
        () => undefined,
        (caller, account) => {
          if (account.status === 'invited' || account.status === 'deactivated') return 'invalid_state';
          audit(data(), actorOf(caller), 'user.password_reset_sent', target(account), null, null);
          return null;
        },
      ),
    ),
    op('post', 'users/sign-out-everywhere', (request) =>
      each(
        request,
        'users:edit',
        () => undefined,
        (caller, account) => {
          const before = { sessions: account.sessions.length };
          account.sessions = [];
          audit(data(), actorOf(caller), 'user.signed_out_everywhere', target(account), before, { sessions: 0 });
          return null;
        },
      ),
    ),
    op('delete', 'users/session', async (request, url) => {
      const caller = await authorize(request, ctx, 'users:edit');
      const account = findAccount(textParam(url, 'userId'));
      if (!account) throw notFound('User');
      const session = account.sessions.find((candidate) => candidate.id === textParam(url, 'id'));
      if (!session) throw notFound('Session');
      account.sessions = account.sessions.filter((candidate) => candidate !== session);
      audit(data(), actorOf(caller), 'user.session_revoked', target(account), { session: session.device }, null);
      ctx.commit();
      return summary(account);
    }),
    op('post', 'users/suspend', (request) => {
      let until: string | null = null;
      let reason = '';
      return each(
        request,
        'users:suspend',
        (body) => {
          const days = body.days ?? null;
          if (days !== null && (typeof days !== 'number' || !Number.isInteger(days) || days < 1 || days > 365)) {
            throw invalid('days', 'must be an integer from 1 to 365, or null');
          }
          reason = requiredText(body, 'reason', 500);
          until = days === null ? null : new Date(Date.now() + days * DAY).toISOString();
        },
        (caller, account) => {
          const refused = lockOut(data(), caller, account, false, false);
          if (refused) return refused;
          if (account.roles.includes(OWNER_ROLE) && !caller.roles.includes(OWNER_ROLE)) return 'owner_only';
          if (account.status !== 'active') return 'invalid_state';
          Object.assign(account, {
            status: 'suspended',
            suspendedUntil: until,
            suspensionReason: reason,
            sessions: [],
          });
          audit(
            data(),
            actorOf(caller),
            'user.suspended',
            target(account),
            { status: 'active' },
            { status: 'suspended', until },
            reason,
          );
          return null;
        },
      );
    }),
    op('post', 'users/reactivate', (request) =>
      each(
        request,
        'users:suspend',
        () => undefined,
        (caller, account) => {
          if (account.status !== 'suspended' && account.status !== 'deactivated') return 'invalid_state';
          const before = { status: account.status };
          Object.assign(account, { status: 'active', suspendedUntil: null, suspensionReason: null });
          audit(data(), actorOf(caller), 'user.reactivated', target(account), before, { status: 'active' });
          return null;
        },
      ),
    ),
    op('post', 'users/roles', (request) => {
      let roles: string[] = [];
      return each(
        request,
        'users:edit',
        (body) => {
          roles = rolesOf(body);
        },
        (caller, account) => setRoles(caller, account, roles),
      );
    }),
    /** Deletes users: one (`id`, with `confirm` = its email) or several (`ids`, from the bulk bar). */
    op('post', 'users/delete', (request) =>
      each(
        request,
        'users:delete',
        (body) => {
          if (body.id !== undefined && body.ids === undefined) {
            const account = typeof body.id === 'string' ? findAccount(body.id) : undefined;
            if (
              account &&
              (typeof body.confirm !== 'string' || body.confirm.trim().toLowerCase() !== account.email.toLowerCase())
            ) {
              throw invalid('confirm', 'must be the user’s email');
            }
          }
        },
        (caller, account) => {
          const refused = lockOut(data(), caller, account, false, account.roles.includes(OWNER_ROLE));
          if (refused) return refused;
          data().accounts.splice(data().accounts.indexOf(account), 1);
          audit(data(), actorOf(caller), 'user.deleted', target(account), summary(account), null);
          return null;
        },
      ),
    ),

    // ------------------------------------------------------------------------------------ audit
    op('get', 'audit', async (request, url): Promise<AuditAnswer> => {
      await authorize(request, ctx, 'audit:view');
      const actor = textParam(url, 'actor');
      const action = textParam(url, 'action');
      const targetType = choice(url, 'targetType', ['user', 'role', 'order', 'customer'] as const);
      const targetId = textParam(url, 'targetId');
      const from = dateParam(url, 'from');
      const to = dateParam(url, 'to');
      const { page, size } = paging(url);
      const rows = data().audit.filter(
        (event) =>
          (!actor || event.actor.id === actor) &&
          (!action || event.action === action || event.action.startsWith(`${action}.`)) &&
          (!targetType || event.target.type === targetType) &&
          (!targetId || event.target.id === targetId) &&
          (!from || event.at >= from) &&
          (!to || event.at <= to),
      );
      return pageOf(rows, page, size);
    }),
  ];

  function permissionList(value: unknown): Permission[] {
    if (!Array.isArray(value)) throw invalid('role.permissions', 'must be an array of permissions');
    value.forEach((permission, i) => {
      if (!(PERMISSIONS as readonly unknown[]).includes(permission))
        throw invalid(`role.permissions[${i}]`, 'is not a permission');
    });
    return value as Permission[];
  }
}

export { can, Refusal };
