import { SignJWT, decodeJwt, decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import type { SignInAnswer } from '../contract/common.ts';
import { call, ok, useMockServer } from '../test/server.ts';
import { TOKEN_ISSUER, TOKEN_LIFETIME_SECONDS, createAccessToken } from './auth.ts';

const PAIR = { email: 'admin@atrium.dev', password: 'admin' };
const INVALID = { status: 401, body: { error: 'Invalid token' } };

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('auth', () => {
  const state = useMockServer({ actor: 'owner' });

  it('signs in the one pair with the user, a token and tokenType bearer', async () => {
    const answer = await ok<SignInAnswer>('POST', 'auth/sign-in', { body: PAIR });
    expect(answer.user).toEqual(state.api.db.user);
    expect(answer.user.email).toBe('admin@atrium.dev');
    expect(answer.tokenType).toBe('bearer');
    expect(typeof answer.accessToken).toBe('string');
  });

  it('accepts the e-mail in any case and with spaces, the password exactly', async () => {
    expect(
      (await call('POST', 'auth/sign-in', { body: { email: ' Admin@Atrium.dev ', password: 'admin' } })).status,
    ).toBe(200);
    expect(await call('POST', 'auth/sign-in', { body: { ...PAIR, password: 'Admin' } })).toMatchObject({
      status: 404,
      body: false,
    });
  });

  it('issues an HS256 JWT with iss, iat and exp exactly 7 days after iat', async () => {
    const before = Math.floor(Date.now() / 1000);
    const { accessToken } = await ok<SignInAnswer>('POST', 'auth/sign-in', { body: PAIR });
    expect(decodeProtectedHeader(accessToken).alg).toBe('HS256');
    const claims = decodeJwt(accessToken);
    expect(claims.iss).toBe(TOKEN_ISSUER);
    expect(claims.iat).toBeGreaterThanOrEqual(before);
    expect(claims.exp).toBe(claims.iat! + 7 * 24 * 60 * 60);
    expect(TOKEN_LIFETIME_SECONDS).toBe(604800);
  });

  it('answers 404 false to a wrong pair (sign-in and unlock-session)', async () => {
    for (const path of ['auth/sign-in', 'auth/unlock-session']) {
      expect(await call('POST', path, { body: { ...PAIR, password: 'nope' } })).toMatchObject({
        status: 404,
        body: false,
      });
      expect(await call('POST', path, { body: { ...PAIR, email: 'someone@atrium.dev' } })).toMatchObject({
        status: 404,
        body: false,
      });
    }
  });

  it('answers 400 when email or password is missing or not a string', async () => {
    for (const body of [
      {},
      { email: 'admin@atrium.dev' },
      { email: 1, password: 'admin' },
      { ...PAIR, password: null },
    ]) {
      expect(await call('POST', 'auth/sign-in', { body })).toMatchObject({
        status: 400,
        body: { error: 'email and password must be strings' },
      });
    }
  });

  it('unlocks the session with the pair, answering like sign-in', async () => {
    const answer = await ok<SignInAnswer>('POST', 'auth/unlock-session', { body: PAIR });
    expect(answer).toMatchObject({ user: { email: 'admin@atrium.dev' }, tokenType: 'bearer' });
  });

  it('signs in with a valid token and answers a fresh token', async () => {
    const old = await createAccessToken(Math.floor(Date.now() / 1000) - 3600);
    const answer = await ok<SignInAnswer>('POST', 'auth/sign-in-with-token', { body: { accessToken: old } });
    expect(answer.user).toEqual(state.api.db.user);
    expect(answer.tokenType).toBe('bearer');
    expect(answer.accessToken).not.toBe(old);
    expect(decodeJwt(answer.accessToken).iat).toBeGreaterThan(decodeJwt(old).iat!);
  });

  it('refuses an expired token', async () => {
    const expired = await createAccessToken(Math.floor(Date.now() / 1000) - TOKEN_LIFETIME_SECONDS - 60);
    expect(await call('POST', 'auth/sign-in-with-token', { body: { accessToken: expired } })).toMatchObject(INVALID);
  });

  it('refuses a tampered token', async () => {
    const token = await createAccessToken();
    const [header, , signature] = token.split('.');
    const claims = decodeJwt(token);
    const tampered = `${header}.${base64url({ ...claims, exp: claims.exp! + 1000 })}.${signature}`;
    expect(await call('POST', 'auth/sign-in-with-token', { body: { accessToken: tampered } })).toMatchObject(INVALID);
    const flipped = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    expect(await call('POST', 'auth/sign-in-with-token', { body: { accessToken: flipped } })).toMatchObject(INVALID);
  });

  it('refuses alg none', async () => {
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ iss: TOKEN_ISSUER, iat: now, exp: now + 3600 })}.`;
    expect(await call('POST', 'auth/sign-in-with-token', { body: { accessToken: unsigned } })).toMatchObject(INVALID);
  });

  it('refuses a token signed with another key or issuer', async () => {
    const now = Math.floor(Date.now() / 1000);
    const otherKey = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(TOKEN_ISSUER)
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(new TextEncoder().encode('some other secret of enough length'));
    expect(await call('POST', 'auth/sign-in-with-token', { body: { accessToken: otherKey } })).toMatchObject(INVALID);
  });

  it('refuses garbage, a missing token and a malformed body with 401', async () => {
    for (const body of [{ accessToken: 'garbage' }, { accessToken: '' }, { accessToken: 12 }, {}, '{oops', '"text"']) {
      expect(await call('POST', 'auth/sign-in-with-token', { body })).toMatchObject(INVALID);
    }
  });

  it('answers true to sign-up, forgot-password and reset-password', async () => {
    const body = { name: 'Ada', email: 'ada@example.com', password: 'x' };
    expect(await call('POST', 'auth/sign-up', { body })).toMatchObject({ status: 200, body: true });
    expect(await call('POST', 'auth/forgot-password', { body: { email: 'ada@example.com' } })).toMatchObject({
      status: 200,
      body: true,
    });
    expect(await call('POST', 'auth/reset-password', { body: { password: 'y' } })).toMatchObject({
      status: 200,
      body: true,
    });
    expect(await call('POST', 'auth/sign-up')).toMatchObject({ status: 200, body: true });
  });

  it('answers 400 to a malformed body on sign-up, forgot and reset', async () => {
    for (const path of ['auth/sign-up', 'auth/forgot-password', 'auth/reset-password']) {
      expect((await call('POST', path, { body: '{' })).status).toBe(400);
    }
  });
});
