import { expect, test } from './browser';

test('the app loads: a visitor at / is sent to sign-in, carrying /dashboard', async ({ page, appUrl }) => {
  await page.goto(`${appUrl}/`);
  await page.waitForURL(`${appUrl}/sign-in?redirectURL=%2Fdashboard`);
  await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBeTruthy();
});

test('the sign-in page is reachable at /sign-in, in Spanish by default', async ({ page, appUrl }) => {
  await page.goto(`${appUrl}/sign-in`);
  await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/sign-in');
});

test('the document declares lang="es"', async ({ page, appUrl }) => {
  await page.goto(`${appUrl}/sign-in`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  expect(await page.locator('html').getAttribute('lang')).toBe('es');
});

test('the in-browser mock API service worker is registered and controls the page', async ({ page, appUrl }) => {
  await page.goto(`${appUrl}/sign-in`);
  // MSW resolves `worker.start()` once its worker is active and has claimed the page.
  const handle = await page.waitForFunction(
    () => {
      const scriptURL = navigator.serviceWorker.controller?.scriptURL;
      return scriptURL ? new URL(scriptURL).pathname : false;
    },
    undefined,
    { timeout: 10_000 },
  );
  expect(await handle.jsonValue()).toBe('/mockServiceWorker.js');
});
