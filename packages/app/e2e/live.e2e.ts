/**
 * Pushed updates: with the tab's scenario asking for them, the mock pushes a chat message soon after the
 * shell opens its live call, and the chat's navigation entries count it, with a toast naming who wrote.
 */
import { expect, signInAt, test } from './browser';

/** The scenario kept for the tab, as the mock and the shell read it. */
const SCENARIO_KEY = 'atrium.mock-api.scenario';

test('a pushed chat message raises the chat badge and says who wrote', async ({ page, appUrl }) => {
  page.setDefaultTimeout(15_000);
  await signInAt(page, appUrl, '/dashboard');
  const chat = page
    .getByRole('navigation')
    .getByRole('link', { name: /^Chat( \d+)?$/ })
    .first();
  // Off by default while a test drives the browser: no count on the entry.
  await expect.poll(() => chat.textContent()).toBe('Chat');
  await page.evaluate((key) => sessionStorage.setItem(key, JSON.stringify({ live: true })), SCENARIO_KEY);
  await page.reload();
  await page
    .getByRole('link', { name: /^Chat \d+$/ })
    .first()
    .waitFor();
  const before = Number((await chat.textContent())!.replace('Chat', ''));
  const toast = page.getByRole('region', { name: 'Novedades' }).getByText(/^Mensaje nuevo de .+/);
  await toast.waitFor({ timeout: 20_000 });
  await page
    .getByRole('navigation')
    .getByRole('link', { name: `Chat ${before + 1}`, exact: true })
    .first()
    .waitFor();
  // Messenger is the same chat at its other address: the same count.
  await page
    .getByRole('navigation')
    .getByRole('link', { name: `Mensajería ${before + 1}` })
    .waitFor();
});
