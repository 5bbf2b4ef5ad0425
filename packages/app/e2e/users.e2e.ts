/**
 * The users area as the Owner uses it: invite two people and find them under Invited, suspend someone
 * and see their badge change, be stopped from demoting oneself with words that say why, and export the
 * filtered list as CSV. Each test starts from the mock's seed in a fresh browser context.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect, expectNoAxeViolations, signInAt, test } from './browser';

const table = (page: Page) => page.getByRole('grid', { name: 'Usuarios' });
const rowOf = (page: Page, text: string) => table(page).getByRole('row').filter({ hasText: text });

/** Types into the search box and waits until the address (and so the list) has the search. */
async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Buscar usuarios' }).fill(text);
  await page.waitForURL(new RegExp(`search=${encodeURIComponent(text)}`));
}

test('invites two people, who show under Invited; a suspended user shows the badge', async ({ page, appUrl }) => {
  await signInAt(page, appUrl, '/users');
  await page.getByRole('heading', { level: 1, name: 'Usuarios' }).waitFor();
  await page.getByRole('tab', { name: 'Invitados 5' }).waitFor();

  await page.getByRole('button', { name: 'Invitar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invitar usuarios' });
  await dialog
    .getByRole('textbox', { name: 'Correos electrónicos' })
    .fill('ana.prueba@atrium.dev\nbruno.prueba@atrium.dev');
  await expect.poll(() => dialog.getByText('Correcta', { exact: true }).count()).toBe(2);
  await dialog.getByRole('button', { name: 'Enviar 2 invitaciones' }).click();
  await page.getByText('2 invitaciones enviadas').waitFor();
  await page.waitForURL(/status=invited/);
  await expect.poll(() => page.getByRole('tab', { name: 'Invitados 7' }).getAttribute('aria-selected')).toBe('true');
  await rowOf(page, 'ana.prueba@atrium.dev').getByText('Invitado', { exact: true }).waitFor();
  await rowOf(page, 'bruno.prueba@atrium.dev').getByText('Invitado', { exact: true }).waitFor();

  await page.getByRole('tab', { name: /^Activos/ }).click();
  await search(page, 'ferrer');
  const adrian = rowOf(page, 'Adrián Ferrer');
  await adrian.getByRole('button', { name: 'Acciones de Adrián Ferrer' }).click();
  await page.getByRole('menuitem', { name: 'Suspender' }).click();
  const suspend = page.getByRole('dialog', { name: 'Suspender a Adrián Ferrer' });
  await suspend.getByRole('textbox', { name: /Motivo/ }).fill('Revisión de seguridad');
  await suspend.getByRole('button', { name: 'Suspender' }).click();
  await page.getByText('Adrián Ferrer está suspendido').waitFor();
  await page.getByRole('tab', { name: /^Suspendidos/ }).click();
  await rowOf(page, 'Adrián Ferrer').getByText('Suspendido', { exact: true }).waitFor();
  await expectNoAxeViolations(page, 'the users list');
});

test('the Owner can not demote themselves: the action says why, and the API refusal reads in words', async ({
  page,
  appUrl,
}) => {
  await signInAt(page, appUrl, '/users?search=navarro');
  const me = rowOf(page, 'Lucía Navarro');
  await me.getByRole('button', { name: 'Acciones de Lucía Navarro' }).click();
  const roles = page.getByRole('menuitem', { name: 'Cambiar roles' });
  await expect.poll(() => roles.getAttribute('aria-disabled')).toBe('true');
  await page.getByText('No puedes cambiar tus propios roles: pídeselo a otro propietario.').waitFor();
  await page.keyboard.press('Escape');

  // Through the bulk bar the request reaches the API, which refuses: the last Owner keeps the role.
  // The box drawn over the input takes the pointer; the input itself is what a person ticks.
  await me.getByRole('checkbox').check({ force: true });
  await page.getByRole('button', { name: 'Cambiar roles' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cambiar los roles de 1 usuario' });
  await dialog.getByText('Viewer', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Guardar roles' }).click();
  await page.getByText('0 completados, 1 omitido').waitFor();
  await page.getByText(/Lucía Navarro: es el último propietario: no puede perder el rol Owner/).waitFor();
  await me.getByText('Owner', { exact: true }).waitFor();
});

test('exports the filtered list as CSV, every matching user and only them', async ({ page, appUrl }) => {
  await signInAt(page, appUrl, '/users?status=suspended');
  await page.getByRole('tab', { name: 'Suspendidos 5' }).waitFor();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('users.csv');
  const lines = (await readFile(await file.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r\n/);
  expect(lines[0]).toBe('id,name,email,roles,status,lastActiveAt,createdAt,mfa');
  expect(lines).toHaveLength(6);
  expect(lines.slice(1).every((line) => line.includes(',suspended,'))).toBe(true);
});
