/**
 * Auth (spec 1 §7, spec 2 §7): the one sign-in pair, JWTs signed with jose (HS256; `iss`, `iat`,
 * `exp` = `iat` + 7 days), sign-in-with-token, sign-up, forgot/reset password and unlock-session.
 */
import { SignJWT, jwtVerify } from 'jose';
import { HttpResponse, http } from 'msw';
import type { HttpHandler } from 'msw';
import type { SignInAnswer, User, UserStatus } from '../contract/common.ts';
import type { Database } from '../db/database.ts';
import { ROLE_SIGN_INS, SIGN_IN_EMAIL, SIGN_IN_PASSWORD } from '../db/seed/common.ts';
import { BadRequest } from '../schema.ts';
import type { Context } from './http.ts';
import { DELAYS, isApiPath, readBody, route } from './http.ts';

/** A demo secret: the tokens only need to survive a round trip through this mock. */
const SECRET = new TextEncoder().encode('atrium-mock-api: demo signing key, not a secret');
export const TOKEN_ISSUER = 'atrium-mock-api';
export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

/** A fresh access token issued at `iat` (seconds since the epoch); `sub` names a back-office account. */
export async function createAccessToken(iat: number = Math.floor(Date.now() / 1000), sub?: string): Promise<string> {
  return new SignJWT(sub ? { sub } : {})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(TOKEN_ISSUER)
    .setIssuedAt(iat)
    .setExpirationTime(iat + TOKEN_LIFETIME_SECONDS)
    .sign(SECRET);
}

/** The `sub` of a token this mock signed (HS256, right issuer, not expired): '' without one, null if invalid. */
export async function tokenSubject(token: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, SECRET, {
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      requiredClaims: ['iat', 'exp'],
    });
    return payload.sub ?? '';
  } catch {
    return null;
  }
}

/**
 * Who a request acts as (see `Context.subject`): its Bearer token's subject, or without an Authorization
 * header the mock's configured actor (`'owner'` is the Owner pair, ''), or null.
 */
export async function requestSubject(request: Request, actor?: string): Promise<string | null> {
  const header = request.headers.get('Authorization');
  if (header === null) {
    if (actor === undefined) return null;
    return actor === 'owner' ? '' : actor;
  }
  return tokenSubject(header.replace(/^Bearer\s+/i, ''));
}

/**
 * The calls anyone may make without a session: signing in (with the pair or a token), signing up, the
 * forgotten and reset password, and unlocking a locked session (spec 1 §7). Every other call needs one.
 */
export const PUBLIC_CALLS = /^(?:\/[^/]+)?\/api\/auth(?:\/|$)/;

export const invalidToken = () => HttpResponse.json({ error: 'Invalid token' }, { status: 401 });

/**
 * Put before every handler but the public ones: a call without a valid token (or the mock's actor), or
 * whose token names an account that is no longer active, answers 401 `{ error: 'Invalid token' }` and
 * reaches no handler. Otherwise it falls through to the call's own handler.
 */
export function sessionGate(ctx: Context): HttpHandler {
  return http.all(
    ({ request }) => {
      const { pathname } = new URL(request.url);
      return isApiPath(pathname) && !PUBLIC_CALLS.test(pathname);
    },
    async ({ request }) => {
      const sub = await ctx.subject(request);
      if (sub !== null && (await signedInUser(ctx, sub))) return undefined;
      return invalidToken();
    },
  );
}

/** True only for a token this mock signed (HS256, right issuer, not expired). */
export async function isValidAccessToken(token: string): Promise<boolean> {
  return (await tokenSubject(token)) !== null;
}

/**
 * The presence (status dot) of the back-office accounts signed in with a role pair, per database: an
 * account has no such field, and a reset forgets it with the rest.
 */
const presence = new WeakMap<Database, Map<string, UserStatus>>();

function presenceOf(db: Database): Map<string, UserStatus> {
  let statuses = presence.get(db);
  if (!statuses) {
    statuses = new Map<string, UserStatus>();
    presence.set(db, statuses);
  }
  return statuses;
}

/** Sets a role account's status dot (the user menu's Status submenu). */
export function setPresence(db: Database, id: string, status: UserStatus): void {
  presenceOf(db).set(id, status);
}

/**
 * The shell's user for a token's `sub` (see `tokenSubject`): '' is the shell's own user (the Owner pair),
 * an account id is that back-office account while it is active, anything else null.
 */
export async function signedInUser(ctx: Context, sub: string): Promise<User | null> {
  if (sub === '') return structuredClone(ctx.db.user);
  await ctx.need('back-office');
  const account = ctx.db.backOffice.accounts.find((candidate) => candidate.id === sub && candidate.status === 'active');
  if (!account) return null;
  const { id, name, email, avatar } = account;
  return { id, name, email, avatar, status: presenceOf(ctx.db).get(id) ?? 'online' };
}

function credentials(body: Record<string, unknown>): { email: string; password: string } {
  const { email, password } = body;
  if (typeof email !== 'string' || typeof password !== 'string') {
    throw new BadRequest('email and password must be strings');
  }
  return { email, password };
}

/** The e-mail is compared trimmed and case-insensitively, the password exactly. */
function isTheSignInPair({ email, password }: { email: string; password: string }): boolean {
  return email.trim().toLowerCase() === SIGN_IN_EMAIL && password === SIGN_IN_PASSWORD;
}

export function authHandlers(ctx: Context): HttpHandler[] {
  /** The shell's user, or (with `sub`) an active back-office account (one per seed role can sign in). */
  const session = async (sub = ''): Promise<SignInAnswer | null> => {
    const user = await signedInUser(ctx, sub);
    if (!user) return null;
    return { user, accessToken: await createAccessToken(undefined, sub || undefined), tokenType: 'bearer' };
  };
  const checkPair = (delay: number) => async (request: Request) => {
    const body = await readBody(request);
    await ctx.wait(delay);
    const pair = credentials(body);
    const email = pair.email.trim().toLowerCase();
    const role = ROLE_SIGN_INS.find(([e, password]) => e === email && password === pair.password);
    const answer = isTheSignInPair(pair) ? await session() : role ? await session(role[2]) : null;
    return answer ?? HttpResponse.json(false, { status: 404 });
  };
  /** Calls whose payload the spec does not show: any JSON object (or no body) answers true. */
  const acknowledge = (delay: number) => async (request: Request) => {
    await readBody(request);
    await ctx.wait(delay);
    return true;
  };

  return [
    route('post', 'auth/sign-in', checkPair(DELAYS.signIn)),
    route('post', 'auth/unlock-session', checkPair(DELAYS.unlockSession)),
    route('post', 'auth/sign-in-with-token', async (request) => {
      const invalid = () => HttpResponse.json({ error: 'Invalid token' }, { status: 401 });
      let token: unknown;
      try {
        token = (await readBody(request)).accessToken;
      } catch {
        return invalid();
      }
      const sub = typeof token === 'string' ? await tokenSubject(token) : null;
      return (sub !== null && (await session(sub))) || invalid();
    }),
    route('post', 'auth/sign-up', acknowledge(DELAYS.signUp)),
    route('post', 'auth/forgot-password', acknowledge(DELAYS.forgotPassword)),
    route('post', 'auth/reset-password', acknowledge(DELAYS.resetPassword)),
  ];
}
