/**
 * The roles area, as an Owner uses it: give the Support role a permission, and see a Support agent who
 * is already signed in gain it without signing out.
 *
 * The mock API runs inside each browser and keeps its data in that browser's localStorage, so there is no
 * server for two people to share. The journey stands one in: after the Owner saves, the roles part of the
 * Owner's stored data is copied into the Support agent's browser, which then reloads — still signed in,
 * as with a real server after `api/me` is fetched again.
 */
import type { Page } from 'playwright-core';
import { expect, expectNoAxeViolations, signInAt, test } from './browser';

const BACK_OFFICE = 'atrium.mock-api.db.back-office';

/** Signs in with a demo pair through the form and lands on `path`. */
async function signInAs(page: Page, appUrl: string, email: string, password: string, path: string) {
  page.setDefaultTimeout(10_000);
  await page.goto(`${appUrl}${path}`);
  await page.waitForURL(/\/sign-in\?redirectURL=/);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL(`${appUrl}${path}`, { timeout: 20_000 });
}

test('an Owner gives the Support role a permission and a signed-in Support agent gains it', async ({
  page,
  browser,
  appUrl,
}) => {
  // The Support agent, signed in before the change: the users area is closed to them.
  const supportContext = await browser.newContext({ locale: 'es-ES', timezoneId: 'UTC', reducedMotion: 'reduce' });
  try {
    const support = await supportContext.newPage();
    await signInAs(support, appUrl, 'support@atrium.dev', 'support', '/users');
    await expect
      .poll(() => support.getByRole('heading', { name: 'No tienes acceso a esta página' }).isVisible())
      .toBe(true);

    // The Owner opens the Support role and ticks "Ver usuarios".
    await signInAt(page, appUrl, '/roles');
    await page.getByRole('grid', { name: 'Roles' }).getByRole('link', { name: 'Support agent' }).click();
    await page.waitForURL(`${appUrl}/roles/support`);
    const matrix = page.getByRole('table', { name: 'Permisos de Support agent' });
    // react-aria draws the box over its hidden input: the label is what a pointer presses.
    const viewUsers = matrix.getByRole('checkbox', { name: 'Ver usuarios' });
    await matrix.locator('label', { has: page.getByRole('checkbox', { name: 'Ver usuarios' }) }).click();
    expect(await viewUsers.isChecked()).toBe(true);
    const bar = page.getByRole('region', { name: 'Cambios sin guardar' });
    await expect.poll(() => bar.textContent()).toMatch(/\+1 \/ −0 · afecta a \d+ usuarios/);
    await expectNoAxeViolations(page, 'the role editor with unsaved changes');

    const saved = page.waitForResponse(
      (response) => response.request().method() === 'PATCH' && new URL(response.url()).pathname === '/api/roles/role',
    );
    await bar.getByRole('button', { name: 'Guardar permisos' }).click();
    expect((await saved).status()).toBe(200);
    await expect.poll(() => page.getByText('Permisos de «Support agent» guardados.').isVisible()).toBe(true);
    await expect.poll(() => bar.count()).toBe(0);

    // The check-access tool agrees: the Support agent now holds it, through their role.
    await page.getByRole('button', { name: 'Volver a roles' }).click();
    const tool = page.getByRole('region', { name: 'Comprobar acceso' });
    await tool.getByRole('combobox', { name: 'Usuario' }).fill('support@');
    await page.getByRole('option', { name: /Sergio Lago/ }).click();
    await tool.getByRole('button', { name: /Permiso/ }).click();
    await page.getByRole('option', { name: 'Ver usuarios', exact: true }).click();
    await expect
      .poll(() => tool.getByText('Sergio Lago puede «Ver usuarios» a través de Support agent.').isVisible())
      .toBe(true);

    // The "server" catches up in the Support agent's browser; they are still signed in and can now see users.
    const stored = await page.evaluate((key) => localStorage.getItem(key), BACK_OFFICE);
    expect(stored).not.toBeNull();
    await support.evaluate(([key, value]) => localStorage.setItem(key, value), [BACK_OFFICE, stored!] as const);
    await support.reload();
    await expect.poll(() => support.url()).toBe(`${appUrl}/users`);
    await expect
      .poll(() => support.getByRole('heading', { name: 'No tienes acceso a esta página' }).count(), { timeout: 15_000 })
      .toBe(0);
    await expect.poll(() => support.getByRole('heading', { level: 1, name: 'Usuarios' }).isVisible()).toBe(true);
  } finally {
    await supportContext.close();
  }
});
