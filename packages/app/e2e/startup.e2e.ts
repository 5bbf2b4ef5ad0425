/**
 * Nothing typed is lost while the app is still starting: the sign-in form can be filled as soon as it
 * shows, whatever start-up work (the mock API's chunk and worker, the language file) is still pending.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { expect, test } from './browser';

const EMAIL = 'admin@atrium.dev';
const PASSWORD = 'admin';

/** Holds back every response whose URL matches until `ms` have passed (the mock's first chunk, a language file). */
async function slowDown(context: BrowserContext, pattern: RegExp, ms: number): Promise<void> {
  await context.route(pattern, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

const emailField = (page: Page) => page.getByLabel('Correo electrónico');
const passwordField = (page: Page) => page.getByLabel('Contraseña', { exact: true });
const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

/** Types the pair as a person would, the password only once the mock has started meanwhile. */
async function typeThroughStartUp(page: Page, mockStarted: () => Promise<unknown>) {
  await emailField(page).pressSequentially(EMAIL);
  await mockStarted();
  await passwordField(page).pressSequentially(PASSWORD);
  expect(await emailField(page).inputValue()).toBe(EMAIL);
  expect(await passwordField(page).inputValue()).toBe(PASSWORD);
}

test('a visitor types while the language file and the mock are still loading: both fields keep their text', async ({
  page,
  context,
  appUrl,
}) => {
  await slowDown(context, /\/i18n\/es\.json$/, 800);
  await slowDown(context, /\/assets\/browser-[\w-]+\.js$/, 2500);
  const mockChunk = page.waitForResponse(/\/assets\/browser-[\w-]+\.js$/, { timeout: 20_000 });
  await page.goto(`${appUrl}/sign-in`);
  await emailField(page).waitFor();
  await typeThroughStartUp(page, async () => {
    await mockChunk;
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15_000 });
  });
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL(`${appUrl}/dashboard`, { timeout: 15_000 });
});

test('a page the registered worker does not control: typing is not lost to a reload', async ({
  page,
  context,
  appUrl,
}) => {
  await page.goto(`${appUrl}/sign-in`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15_000 });
  // A second tab keeps the worker registered across the reload (MSW's worker unregisters itself when
  // its last page closes).
  const other = await context.newPage();
  await other.goto(`${appUrl}/sign-in`);
  await other.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15_000 });
  // The next load of the first tab starts as a page the registered worker does not control, as after a
  // reload that bypassed it: the case where MSW reloads the page as its worker starts.
  await page.evaluate(() => sessionStorage.setItem('test.uncontrolledOnce', '1'));
  await context.addInitScript(() => {
    if (sessionStorage.getItem('test.uncontrolledOnce') !== '1') return;
    sessionStorage.removeItem('test.uncontrolledOnce');
    Object.defineProperty(navigator.serviceWorker, 'controller', { get: () => null, configurable: true });
  });
  await page.reload();
  await emailField(page).waitFor();
  const loads: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) loads.push(frame.url());
  });
  // Long enough for the mock to start (which, were it started only now, would reload the page).
  await typeThroughStartUp(page, () => page.waitForTimeout(3500));
  expect(loads, 'the page reloaded after the form was shown').toEqual([]);
  expect(await controlled(page)).toBe(true);
});
