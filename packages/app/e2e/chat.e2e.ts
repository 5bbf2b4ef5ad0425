/**
 * The chat, used as a person would: open it from the navigation, leave a message half-written and find
 * it after a reload, send it and find it as the chat's last message in the list (and after a reload); a message holding markup shows as typed and
 * runs nothing; the operator's /chat area is the same view. The mock API keeps its data in the page's
 * localStorage (every test starts from the seed in a fresh browser context).
 */
import type { Page } from 'playwright-core';
import { expect, expectNoAxeViolations, openFromNavigation, signInAt, test } from './browser';

const RAFAEL = 'Rafael Bakr';
const RAFAEL_CHAT = 'b6fa3e07-acf5-4b6c-bcbb-3e1fdc6dee14';
const FARID_CHAT = 'cacda942-5042-4ac4-82b1-5172165e753e';

const chats = (page: Page) => page.getByRole('grid', { name: 'Chats' });
const row = (page: Page, name: string) => chats(page).getByRole('row', { name: new RegExp(`^${name}`) });
const log = (page: Page, name: string) => page.getByRole('log', { name: `Conversación con ${name}` });

/** Resolves once the mock API has answered a call (and so has stored a change). */
function answered(page: Page, method: string, path: string) {
  return page.waitForResponse(
    (response) => response.request().method() === method && new URL(response.url()).pathname === `/api/${path}`,
  );
}

test('a message sent shows in the conversation and as the list’s last message; markup in one runs nothing', async ({
  page,
  appUrl,
}) => {
  await signInAt(page, appUrl, '/dashboard');
  await openFromNavigation(page, 'Mensajería');
  await page.waitForURL(/\/apps\/chat$/);
  await row(page, RAFAEL).waitFor();
  await page.getByText('Elige una conversación').waitFor();
  await expectNoAxeViolations(page, 'the chat list');

  await row(page, RAFAEL).click();
  await page.waitForURL(new RegExp(`/apps/chat/${RAFAEL_CHAT}$`));
  await log(page, RAFAEL).getByText('Thanks, sending it now.').waitFor();
  const field = page.getByRole('textbox', { name: `Mensaje para ${RAFAEL}` });
  // A message left unsent is kept: after a reload it is still in the field, to finish and send.
  await field.fill('Hola, ¿llegas');
  await page.reload();
  await log(page, RAFAEL).getByText('Thanks, sending it now.').waitFor();
  await expect.poll(() => field.inputValue()).toBe('Hola, ¿llegas');
  await field.fill('Hola, ¿llegas el martes?');
  const sent = answered(page, 'POST', 'apps/chat/message');
  await field.press('Enter');
  expect((await sent).status()).toBe(200);
  await log(page, RAFAEL).getByText('Hola, ¿llegas el martes?').waitFor();
  await expect
    .poll(() => row(page, RAFAEL).getByTestId('chat-last-message').textContent())
    .toBe('Hola, ¿llegas el martes?');
  // Its chat is now the newest: first in the list.
  await expect.poll(() => chats(page).getByRole('row').first().getAttribute('data-key')).toBe(RAFAEL_CHAT);
  await expectNoAxeViolations(page, 'the conversation');

  const payload = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';
  await field.fill(payload);
  const hostile = answered(page, 'POST', 'apps/chat/message');
  await field.press('Enter');
  await hostile;
  await log(page, RAFAEL).getByText(payload, { exact: true }).waitFor();

  // After a reload both are still there, the payload still as text, and nothing ran; the field, its
  // messages sent, is empty.
  await page.reload();
  await log(page, RAFAEL).getByText(payload, { exact: true }).waitFor();
  expect(await field.inputValue()).toBe('');
  await log(page, RAFAEL).getByText('Hola, ¿llegas el martes?').waitFor();
  expect(await row(page, RAFAEL).getByTestId('chat-last-message').textContent()).toBe(payload);
  expect(await page.locator('img[src="x"], main script').count()).toBe(0);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
});

test('the operator’s /chat area shows the same chat view', async ({ page, appUrl }) => {
  await signInAt(page, appUrl, '/dashboard');
  await openFromNavigation(page, 'Chat');
  await page.waitForURL(/\/chat$/);
  await row(page, 'Farid Garrido').click();
  await page.waitForURL(new RegExp(`/chat/${FARID_CHAT}$`));
  expect(new URL(page.url()).pathname).toBe(`/chat/${FARID_CHAT}`);
  await log(page, 'Farid Garrido').getByText('Can we ship it on Thursday?').waitFor();
  // Read now: its unread count is gone from the list.
  await expect
    .poll(() =>
      row(page, 'Farid Garrido')
        .getByText(/sin leer/)
        .count(),
    )
    .toBe(0);
  await page.getByRole('textbox', { name: 'Mensaje para Farid Garrido' }).waitFor();
});
