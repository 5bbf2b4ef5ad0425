/**
 * The demo data is one store for every tab of the origin, and every call the app makes is answered by the
 * mock: two tabs writing keep both writes (and the audit of both); a page that followed a `mailto:` link
 * (which tells the mock's worker the page is leaving) while a domain's chunk loads slowly still gets the
 * mock's answers, never the static server's. Settings changed in one tab apply in the others.
 */
import type { BrowserContext, Page, Response } from 'playwright-core';
import { expect, signInAt, test } from './browser';

const usersTable = (page: Page) => page.getByRole('grid', { name: 'Usuarios' });
const userRow = (page: Page, text: string) => usersTable(page).getByRole('row').filter({ hasText: text });
const INVITED = 'pestanas.prueba@atrium.dev';
const REASON = 'Revisión desde otra pestaña';

/** Resolves with the answer to the next call `method api/<path>`. */
function answerTo(page: Page, method: string, path: string): Promise<Response> {
  return page.waitForResponse(
    (response) => response.request().method() === method && new URL(response.url()).pathname === `/api/${path}`,
  );
}

async function newTab(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(url);
  return page;
}

test('two tabs write: after a reload both writes are there, and the audit log has both', async ({
  page: b,
  context,
  appUrl,
}) => {
  // Each step waits up to 15 s, so a step that never comes says which one it was.
  b.setDefaultTimeout(15_000);
  // Tab B opens the users first, and stays open on the list.
  await signInAt(b, appUrl, '/users');
  await b.getByRole('tab', { name: 'Invitados 5' }).waitFor();

  // Tab A suspends someone.
  const a = await newTab(context, `${appUrl}/users?search=ferrer`);
  await userRow(a, 'Adrián Ferrer').getByRole('button', { name: 'Acciones de Adrián Ferrer' }).click();
  await a.getByRole('menuitem', { name: 'Suspender' }).click();
  const suspend = a.getByRole('dialog', { name: 'Suspender a Adrián Ferrer' });
  await suspend.getByRole('textbox', { name: /Motivo/ }).fill(REASON);
  await suspend.getByRole('button', { name: 'Suspender' }).click();
  await a.getByText('Adrián Ferrer está suspendido').waitFor();

  // Tab B, opened before, invites someone.
  await b.bringToFront();
  await b.getByRole('button', { name: 'Invitar' }).click();
  const invite = b.getByRole('dialog', { name: 'Invitar usuarios' });
  await invite.getByRole('textbox', { name: 'Correos electrónicos' }).fill(INVITED);
  await expect.poll(() => invite.getByText('Correcta', { exact: true }).count()).toBe(1);
  await invite.getByRole('button', { name: /^Enviar/ }).click();
  await b.getByRole('tab', { name: 'Invitados 6' }).waitFor();
  // Tab B shows tab A's suspension too.
  await b.getByRole('tab', { name: /^Suspendidos/ }).click();
  await userRow(b, 'Adrián Ferrer').getByText('Suspendido', { exact: true }).waitFor();

  // Reloaded, tab A has both writes, and the audit log both events.
  await a.bringToFront();
  await a.goto(`${appUrl}/users?status=suspended`);
  await userRow(a, 'Adrián Ferrer').getByText('Suspendido', { exact: true }).waitFor();
  await a.goto(`${appUrl}/users?status=invited`);
  await userRow(a, INVITED).getByText('Invitado', { exact: true }).waitFor();
  await a.goto(`${appUrl}/users/audit`);
  const audit = a.getByRole('grid', { name: 'Registro de auditoría' });
  await audit.getByRole('row').filter({ hasText: REASON }).getByText('Suspendido', { exact: true }).waitFor();
  await audit.getByRole('row').filter({ hasText: INVITED }).getByText('Invitado', { exact: true }).waitFor();
});

test('scheme, theme, layout and language changed in one tab apply in the other open tab', async ({
  page: b,
  context,
  appUrl,
}) => {
  b.setDefaultTimeout(15_000);
  await signInAt(b, appUrl, '/dashboard');
  const a = await newTab(context, `${appUrl}/apps/contacts`);
  await a.getByRole('heading', { level: 1 }).first().waitFor();

  // Tab A changes the scheme, the theme and the layout in the settings, and the language in the toolbar.
  await a.getByRole('button', { name: 'Ajustes' }).click();
  const settings = a.getByRole('dialog', { name: 'Ajustes' });
  await settings.locator('label', { hasText: 'Oscuro' }).click();
  await settings.locator('label', { hasText: 'Verde azulado' }).click();
  await settings.locator('label', { hasText: 'Compacto' }).click();
  await a.keyboard.press('Escape');
  await a.getByRole('button', { name: 'Idioma: Español' }).click();
  await a.getByRole('menuitemradio', { name: 'English' }).click();

  // Tab B, untouched, follows each of them without a reload.
  const html = (page: Page) =>
    page.locator('html').evaluate((element) => ({
      classes: [...element.classList].sort(),
      lang: document.documentElement.lang,
    }));
  await expect.poll(() => html(b)).toEqual({ classes: ['atrium-teal-dark', 'dark'], lang: 'en' });
  await expect.poll(() => b.locator('[data-layout]:not([data-rac])').getAttribute('data-layout')).toBe('compact');
  await b.getByRole('button', { name: 'Language: English' }).waitFor();
});

test("a page that followed a mail link, with a domain's chunk slow to load, gets the mock's answers", async ({
  page,
  context,
  appUrl,
}) => {
  // The contacts' handlers and seed (two chunks of the mock) arrive 2 s late.
  await context.route(/\/assets\/contacts-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
  const FARID = '8f3e7736-618a-4bff-a214-e3edf08b922b';
  await signInAt(page, appUrl, `/apps/contacts/${FARID}`);
  const panel = page.getByRole('article', { name: 'Farid Garrido' });
  await panel.getByRole('heading', { level: 2, name: 'Farid Garrido' }).waitFor({ timeout: 20_000 });

  // Following a mail link fires `beforeunload` though the page stays: MSW tells its worker the page left.
  await panel.getByRole('link', { name: 'farid68@mail.example' }).click();

  await panel.getByRole('button', { name: 'Editar' }).click();
  await page.getByRole('textbox', { name: /^Nombre/ }).fill('Farid Garrido Ríos');
  const stored = answerTo(page, 'PATCH', 'apps/contacts/contact');
  await page.getByRole('button', { name: 'Guardar' }).click();
  const answer = await stored;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['x-atrium-mock'], 'answered by the mock').toBe('1');
  await page.getByRole('article', { name: 'Farid Garrido Ríos' }).waitFor();
});
