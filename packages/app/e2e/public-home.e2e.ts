/**
 * The public home and the example page, used as a person would: a visitor lands on /home and finds the
 * way to sign in; someone signed in is offered the dashboard there, and it opens; the navigation's
 * Example entry opens the example page, whose card shows the mock API's data.
 */
import type { Page } from 'playwright-core';
import { expect, expectNoAxeViolations, openFromNavigation, signInAt, test } from './browser';

const HERO_TITLE = 'Un panel de administración listo para tu próximo proyecto';
const hero = (page: Page) => page.getByRole('region', { name: HERO_TITLE });

/** The scripts the page has loaded so far (the entry and every chunk), by file name. */
const scriptsLoaded = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname.split('/').pop() ?? '')
      .filter((name) => name.endsWith('.js')),
  );

test('a visitor lands on the public home and reaches the sign-in page from it', async ({ page, appUrl }) => {
  page.setDefaultTimeout(10_000);
  await page.goto(`${appUrl}/home`);
  await page.getByRole('heading', { level: 1, name: HERO_TITLE }).waitFor();
  await hero(page).getByRole('link', { name: 'Iniciar sesión' }).waitFor();
  expect(await page.getByRole('link', { name: 'Abrir el panel' }).count()).toBe(0);
  // Its own header and footer, without the dashboard's shell around it.
  expect(await page.getByRole('navigation', { name: 'Navegación principal' }).count()).toBe(0);
  expect(
    await page
      .getByRole('contentinfo')
      .getByText(/© \d{4} Atrium/)
      .count(),
  ).toBe(1);

  // The screenshots are files beside the app, drawn once scrolled to.
  const shots = page.getByRole('region', { name: 'Capturas' }).getByRole('img');
  expect(await shots.count()).toBe(4);
  for (const shot of await shots.all()) {
    await shot.scrollIntoViewIfNeeded();
    await expect
      .poll(() => shot.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), {
        timeout: 5_000,
      })
      .toBe(true);
  }
  await expectNoAxeViolations(page, 'the public home');

  // The page is a chunk of its own, and the shell's code does not come with it. (The auth pages' chunk
  // is the entry's own, loaded on every first screen: see the build's codeSplitting groups.)
  const scripts = await scriptsLoaded(page);
  expect(scripts.some((name) => name.startsWith('PublicHomeView'))).toBe(true);
  expect(scripts.filter((name) => /^(MainShell|shellData)-/.test(name))).toEqual([]);

  await page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' }).click();
  await page.waitForURL(`${appUrl}/sign-in`);
  await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
});

test('signed in, the public home offers the dashboard and it opens', async ({ page, appUrl }) => {
  await signInAt(page, appUrl, '/dashboard');
  // A full load: the page checks the stored session with the mock API before it offers the dashboard.
  await page.goto(`${appUrl}/home`);
  const open = hero(page).getByRole('link', { name: 'Abrir el panel' });
  await open.waitFor({ timeout: 20_000 });
  expect(await page.getByRole('link', { name: 'Iniciar sesión' }).count()).toBe(0);
  await open.click();
  await page.waitForURL(`${appUrl}/dashboard`);
  await page.getByRole('heading', { level: 1, name: /Lucía$/ }).waitFor({ timeout: 20_000 });
});

test("signed in, the navigation's Example entry opens the example page and its card shows data", async ({
  page,
  appUrl,
}) => {
  await signInAt(page, appUrl, '/dashboard');
  await openFromNavigation(page, 'Ejemplo');
  await page.waitForURL(`${appUrl}/example`);
  await page.getByRole('heading', { level: 1, name: 'Página de ejemplo' }).waitFor();
  const entries = page.getByRole('list', { name: 'Actividad reciente' }).getByRole('listitem');
  await expect.poll(() => entries.count(), { timeout: 10_000 }).toBe(5);
  // The newest entry of the mock's feed comes first.
  await expect.poll(() => entries.first().innerText()).toMatch(/Se ha aceptado tu propuesta/);
  await expectNoAxeViolations(page, 'the example page');
});
