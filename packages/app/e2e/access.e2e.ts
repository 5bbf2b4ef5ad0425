/**
 * The product narrows itself to the signed-in role (spec 4 §1): the navigation hides the areas a role
 * may not see, a direct address to one is the 403 page, the user menu names who signed in, and a
 * sign-out in one tab ends the session in the others.
 */
import type { Page } from 'playwright-core';
import { expect, expectNoAxeViolations, signInAs, test } from './browser';

/** Signs in through the form with a demo pair, asking for `path` first (the sign-in page brings the user back). */
const navigation = (page: Page) => page.getByRole('navigation', { name: 'Navegación principal' });
/** A navigation entry by its title (an entry with a badge, like Orders, carries the count after it). */
const entry = (page: Page, title: string) =>
  navigation(page).getByRole('link', { name: new RegExp(`^${title}(\\s|$)`) });

async function signedInAs(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Menú de usuario' }).first().click();
  const menu = page.getByRole('menu');
  const text = (await menu.textContent()) ?? '';
  await page.keyboard.press('Escape');
  return text;
}

test('a Viewer sees every area in the navigation, and the user menu names the Viewer', async ({ page, appUrl }) => {
  await signInAs(page, appUrl, 'viewer@atrium.dev', 'viewer');
  await entry(page, 'Panel').waitFor();
  for (const name of ['Panel', 'Usuarios', 'Roles', 'Pedidos', 'Chat', 'Agente']) {
    expect(await entry(page, name).count(), name).toBe(1);
  }
  expect(await signedInAs(page)).toContain('viewer@atrium.dev');
});

test('a Viewer finds every write disabled, each naming the permission it needs', async ({ page, appUrl }) => {
  await signInAs(page, appUrl, 'viewer@atrium.dev', 'viewer', '/users');
  const disabled = async (name: string | RegExp) => {
    const button = page.getByRole('button', { name, exact: typeof name === 'string' });
    await expect.poll(() => button.first().getAttribute('aria-disabled')).toBe('true');
  };
  await page.getByRole('heading', { level: 1, name: 'Usuarios' }).waitFor();
  await disabled('Invitar');

  await page.goto(`${appUrl}/roles`);
  await page.getByRole('heading', { level: 1, name: 'Roles' }).waitFor();
  await disabled('Nuevo rol');

  await page.goto(`${appUrl}/orders`);
  await page.getByRole('heading', { level: 1, name: 'Pedidos' }).waitFor();
  await disabled('Exportar CSV');

  await page.goto(`${appUrl}/orders/11996`);
  await page.getByRole('heading', { level: 1, name: 'Pedido #11996' }).waitFor();
  await disabled('Preparar');
  // Focus brings the reason, as hover does.
  await page.getByRole('button', { name: 'Preparar', exact: true }).focus();
  await expect.poll(() => page.getByRole('tooltip').textContent()).toMatch(/Avanzar pedidos/);
});

test('a Support agent lacks users:view: no Users entry, and /users is the 403 page naming it', async ({
  page,
  appUrl,
}) => {
  await signInAs(page, appUrl, 'support@atrium.dev', 'support');
  await entry(page, 'Pedidos').waitFor();
  expect(await entry(page, 'Usuarios').count()).toBe(0);
  expect(await entry(page, 'Roles').count()).toBe(0);
  expect(await signedInAs(page)).toContain('support@atrium.dev');

  await page.goto(`${appUrl}/users`);
  const heading = page.getByRole('heading', { level: 1, name: 'No tienes acceso a esta página' });
  await heading.waitFor();
  expect(await page.getByRole('main').textContent()).toContain('Ver usuarios');
  expect(new URL(page.url()).pathname).toBe('/users');
  await expectNoAxeViolations(page, 'the 403 page');
  await page.getByRole('link', { name: 'Volver al panel' }).click();
  await page.waitForURL(`${appUrl}/dashboard`);
  await heading.waitFor({ state: 'detached' });
});

test('signing out in one tab signs out the other tabs', async ({ context, page, appUrl }) => {
  await signInAs(page, appUrl, 'admin@atrium.dev', 'admin');
  const other = await context.newPage();
  await other.goto(`${appUrl}/dashboard`);
  await other.getByRole('navigation', { name: 'Navegación principal' }).waitFor();
  expect(new URL(other.url()).pathname).toBe('/dashboard');

  await other.goto(`${appUrl}/sign-out`);
  await other.waitForURL(`${appUrl}/sign-in`, { timeout: 15_000 });
  // The first tab hears the token go and leaves the signed-in area without a reload.
  await page.waitForURL(`${appUrl}/sign-in?redirectURL=%2Fdashboard`, { timeout: 10_000 });
  await page.reload();
  expect(new URL(page.url()).pathname).toBe('/sign-in');
});

test('a write without a token is refused: 401, and nothing changes', async ({ page, appUrl, problems }) => {
  await signInAs(page, appUrl, 'viewer@atrium.dev', 'viewer', '/users');
  await page.getByRole('heading', { level: 1, name: 'Usuarios' }).waitFor();
  const answer = await page.evaluate(async () => {
    const token = localStorage.getItem('atrium.accessToken');
    const auditTrail = async () =>
      (await fetch('api/audit?size=100', { headers: { Authorization: `Bearer ${token}` } })).text();
    const me = async () => (await fetch('api/me', { headers: { Authorization: `Bearer ${token}` } })).text();
    const before = { audit: await auditTrail(), me: await me() };
    // The same call the Roles dialog makes, without the Authorization header.
    const response = await fetch('api/users/roles', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: 'usr-viewer', roles: ['owner'] }),
    });
    return {
      status: response.status,
      body: (await response.json()) as unknown,
      auditUnchanged: (await auditTrail()) === before.audit,
      meUnchanged: (await me()) === before.me,
    };
  });
  expect(answer).toEqual({
    status: 401,
    body: { error: 'Invalid token' },
    auditUnchanged: true,
    meUnchanged: true,
  });
  // The browser reports the refused call itself (status 401); nothing else may have gone wrong.
  const others = problems.filter(
    (problem) => !/Failed to load resource: the server responded with a status of 401/.test(problem),
  );
  problems.splice(0, problems.length, ...others);
});
