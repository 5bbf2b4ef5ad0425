import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHandlers, type MeAnswer, type SignInAnswer } from '@atrium/mock-api';
import { DEMO_ACCOUNTS } from './SignInPage.accounts';

const server = setupServer(...createHandlers({ delays: false }));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const ROLE_NAMES = { owner: 'Owner', admin: 'Admin', manager: 'Manager', support: 'Support agent', viewer: 'Viewer' };

describe('the sign-in page’s demo accounts', () => {
  it('lists one account per seed role, the Owner first', () => {
    expect(DEMO_ACCOUNTS.map((account) => account.role)).toEqual(['owner', 'admin', 'manager', 'support', 'viewer']);
  });

  it.each(DEMO_ACCOUNTS)('$email / $password signs in to the mock as $role', async ({ email, password, role }) => {
    const signIn = await fetch('http://localhost/api/auth/sign-in', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(signIn.status).toBe(200);
    const { user, accessToken } = (await signIn.json()) as SignInAnswer;
    expect(user.email).toBe(email);
    const me = (await (
      await fetch('http://localhost/api/me', { headers: { Authorization: `Bearer ${accessToken}` } })
    ).json()) as MeAnswer;
    expect(me.roles.map((held) => held.name)).toEqual([ROLE_NAMES[role]]);
  });
});
