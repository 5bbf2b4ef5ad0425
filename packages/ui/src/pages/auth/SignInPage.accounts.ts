/** The demo note's accounts, apart from the page so a Node test can check them against the mock. */

/** A demo account of the mock API: one per seed role (spec 4 §1), the admin pair the Owner. */
export interface DemoAccount {
  /** The role's key under `auth.signIn.demo.roles`. */
  role: 'owner' | 'admin' | 'manager' | 'support' | 'viewer';
  email: string;
  password: string;
}

/** The mock API's sign-in pairs, as its README lists them (a test checks them against its seed). */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { role: 'owner', email: 'admin@atrium.dev', password: 'admin' },
  { role: 'admin', email: 'administrator@atrium.dev', password: 'administrator' },
  { role: 'manager', email: 'manager@atrium.dev', password: 'manager' },
  { role: 'support', email: 'support@atrium.dev', password: 'support' },
  { role: 'viewer', email: 'viewer@atrium.dev', password: 'viewer' },
];
