/**
 * axe on every page of the built app a person reaches: the visitor pages, the signed-in shell in
 * each of the eleven layouts (light and dark), its open panels, the contacts app, and the pages for
 * an unknown address, at desktop and phone width. Any violation fails.
 */
import type { Page } from 'playwright-core';
import { layoutNames } from '@atrium/ui/shell/config.ts';
import { expect, expectNoAxeViolations, test } from './browser';

const SIGN_IN_TIMEOUT = 15_000;

async function signIn(page: Page, appUrl: string) {
  await page.goto(`${appUrl}/sign-in?redirectURL=${encodeURIComponent('/dashboard')}`);
  await page.getByLabel('Correo electrónico').fill('admin@atrium.dev');
  await page.getByLabel('Contraseña', { exact: true }).fill('admin');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL(`${appUrl}/dashboard`, { timeout: SIGN_IN_TIMEOUT });
  await page.getByRole('main').waitFor();
}

/** Waits for the page's own content (a level-1 heading), then runs axe. */
async function checkPage(page: Page, where: string) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await expectNoAxeViolations(page, where);
}

test('the visitor pages have no axe violations', async ({ page, appUrl }) => {
  for (const path of ['/sign-in', '/sign-up', '/forgot-password', '/reset-password', '/confirmation-required']) {
    await page.goto(`${appUrl}${path}`);
    await checkPage(page, path);
  }
});

for (const scheme of ['light', 'dark'] as const) {
  test(`every layout of the signed-in shell has no axe violations (${scheme})`, async ({ page, appUrl }) => {
    await signIn(page, appUrl);
    if (scheme === 'dark') {
      await page.getByRole('button', { name: 'Ajustes' }).click();
      await page.getByRole('dialog', { name: 'Ajustes' }).locator('label', { hasText: 'Oscuro' }).click();
      await page.keyboard.press('Escape');
    }
    for (const layout of layoutNames) {
      await page.goto(`${appUrl}/dashboard?layout=${layout}`);
      await page.locator(`[data-layout="${layout}"]`).waitFor();
      expect(await page.locator('html').getAttribute('data-scheme')).toBe(scheme);
      await checkPage(page, `/dashboard in the ${layout} layout (${scheme})`);
    }
  }, 90_000);
}

test('the shell with its panels open, and the other signed-in pages, have no axe violations', async ({
  page,
  appUrl,
}) => {
  await signIn(page, appUrl);

  await page.getByRole('button', { name: 'Notificaciones' }).click();
  await page.getByRole('dialog', { name: 'Notificaciones' }).waitFor();
  await expectNoAxeViolations(page, 'the notifications panel');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Ajustes' }).click();
  await page.getByRole('dialog', { name: 'Ajustes' }).waitFor();
  await expectNoAxeViolations(page, 'the settings drawer');
  await page.keyboard.press('Escape');

  await page.goto(`${appUrl}/apps/contacts`);
  const contacts = page.getByRole('grid', { name: 'Lista de contactos' });
  await contacts.waitFor();
  await checkPage(page, '/apps/contacts');
  await page.getByRole('searchbox', { name: 'Buscar contactos' }).fill('Farid');
  await contacts.getByRole('row', { name: /Farid Garrido/ }).click();
  await page.getByRole('button', { name: 'Editar' }).waitFor();
  await expectNoAxeViolations(page, 'a contact open beside the list');

  for (const path of ['/apps/chat', '/no/such/page', '/unlock-session']) {
    await page.goto(`${appUrl}${path}`);
    await checkPage(page, path);
  }
});

test('at phone width, the shell and its navigation drawer have no axe violations', async ({ page, appUrl }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, appUrl);
  await checkPage(page, '/dashboard at phone width');
  await page.getByRole('button', { name: 'Mostrar u ocultar la navegación' }).click();
  await page.getByRole('dialog', { name: 'Menú de navegación' }).waitFor();
  await expectNoAxeViolations(page, 'the navigation drawer at phone width');
});
