/**
 * The quick chat in the shell, used as a person would: from the rail on a wide screen, open a
 * conversation, reply in the panel, go on using the page beside it (scroll, follow a link) and find the
 * reply read back after a reload; on a phone, open it from the top bar's button.
 */
import type { Page } from 'playwright-core';
import { expect, expectNoAxeViolations, openFromNavigation, signInAt, test } from './browser';

const rail = (page: Page) => page.getByRole('complementary', { name: 'Chat rápido' });

test('a reply written in the quick chat is sent, read the chat and kept', async ({ page, appUrl }) => {
  await signInAt(page, appUrl, '/dashboard');
  // The rail's first avatar is the chat with the newest message; it has unread messages.
  const chats = rail(page).getByRole('toolbar', { name: 'Conversaciones' });
  const first = chats.getByRole('button').first();
  const label = (await first.textContent())!;
  const name = (await first
    .locator('img, [role="img"]')
    .first()
    .evaluate((el) => el.getAttribute('alt') ?? el.getAttribute('aria-label')))!;
  expect(label).toMatch(/sin leer$/);

  await first.click();
  // Beside the page, not over it: a region named after the chat, and nothing modal.
  const panel = page.getByRole('region', { name });
  const log = panel.getByRole('log');
  await log.waitFor();
  expect(await page.getByRole('dialog').count()).toBe(0);
  // Shown, the chat is read: the avatar (in the panel, over the rail) no longer says it has unread messages.
  const panelChats = panel.getByRole('toolbar', { name: 'Conversaciones' });
  await expect.poll(() => panelChats.getByRole('button', { name, exact: true }).count()).toBe(1);

  const composer = panel.getByRole('textbox');
  await composer.fill('Te lo mando desde el chat rápido');
  const sent = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/apps/chat/message',
  );
  await composer.press('Enter');
  expect((await sent).status()).toBe(200);
  await log.getByText('Te lo mando desde el chat rápido').waitFor();
  expect(await composer.inputValue()).toBe('');
  await expectNoAxeViolations(page, 'the quick-chat panel');

  // The page stays usable while the panel is open: it scrolls under the wheel, and its links work.
  const scrolled = () =>
    page.evaluate(() =>
      Math.max(
        window.scrollY,
        ...Array.from(document.querySelectorAll('main, main *, [data-layout] *'), (el) => el.scrollTop),
      ),
    );
  expect(await scrolled()).toBe(0);
  await page.mouse.move(500, 500);
  await page.mouse.wheel(0, 600);
  await expect.poll(scrolled).toBeGreaterThan(0);
  await openFromNavigation(page, 'Mensajería');
  await page.waitForURL(/\/apps\/chat$/);
  await page.getByRole('grid', { name: 'Chats' }).waitFor();
  await expect.poll(() => panel.isVisible()).toBe(true);

  // Back in the panel, Escape closes it and the focus goes back to the avatar that opened it.
  await composer.focus();
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'detached' });
  await expect.poll(() => first.evaluate((button) => button === document.activeElement)).toBe(true);

  // The reply was stored: after a reload the conversation still ends with it.
  await page.reload();
  await chats.getByRole('button', { name, exact: true }).click();
  await page.getByRole('region', { name }).getByRole('log').getByText('Te lo mando desde el chat rápido').waitFor();
});

test('on a phone the top bar opens the quick chat as a dialog over the whole width', async ({ page, appUrl }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInAt(page, appUrl, '/dashboard');
  expect(await rail(page).isVisible()).toBe(false);
  // The rail is not shown on a phone: the chats are asked for when the panel opens, not with every page.
  const askedForChats = () =>
    page.evaluate(() =>
      performance.getEntriesByType('resource').some((entry) => entry.name.includes('/api/apps/chat/chats')),
    );
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForTimeout(1_000);
  expect(await askedForChats()).toBe(false);
  await page.getByRole('banner').getByRole('button', { name: 'Abrir el chat rápido' }).click();
  const panel = page.getByRole('dialog', { name: 'Chat del equipo' });
  await panel.getByText('Elige una conversación para empezar a chatear').waitFor();
  const box = (await panel.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(374);
  await panel.getByRole('toolbar', { name: 'Conversaciones' }).getByRole('button').nth(1).click();
  expect(await askedForChats()).toBe(true);
  // The panel is now named after the chosen contact.
  await page.getByRole('dialog').getByRole('log').waitFor();
});
