/**
 * The scrumboard, used as a person would: open it from the navigation, open a board, move a card to
 * another list with the keyboard and find it there after a reload; a card whose description holds
 * script runs nothing; a card's due date typed at speed is saved as typed, and only that. The mock API
 * keeps its data in the page's localStorage (every test starts from the seed in a fresh browser context).
 */
import type { Page } from 'playwright-core';
import { callApi, expect, expectNoAxeViolations, openFromNavigation, signInAt, test } from './browser';

const REDESIGN = 'a94f6f20-2330-42ca-88ec-6b2f7471c45b';

const cards = (page: Page, list: string) => page.getByRole('grid', { name: `Tarjetas de ${list}` });
const titles = (page: Page, list: string) =>
  cards(page, list)
    .getByRole('row')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label')));

/** Resolves once the mock API has answered a call (and so has stored a change). */
function answered(page: Page, method: string, path: string) {
  return page.waitForResponse(
    (response) => response.request().method() === method && new URL(response.url()).pathname === `/api/${path}`,
  );
}

test('a card moved to another list by keyboard is still there after a reload', async ({ page, appUrl }) => {
  await signInAt(page, appUrl, '/dashboard');
  await openFromNavigation(page, 'Tablero Scrum');
  await page.waitForURL(`${appUrl}/apps/scrumboard`);
  await page.getByRole('heading', { level: 1, name: 'Tableros' }).waitFor();
  await page.getByRole('link', { name: /^Atrium redesign/ }).click();
  await page.waitForURL(`${appUrl}/apps/scrumboard/${REDESIGN}`);
  await cards(page, 'To do').getByRole('row', { name: 'Interview five operators' }).waitFor();
  await expectNoAxeViolations(page, 'the board');

  // To the card's handle, Enter picks it up, Tab goes to the next list's drop places, Enter drops.
  await cards(page, 'To do').getByRole('row', { name: 'Interview five operators' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
    .toBe('Arrastrar Interview five operators');
  const saved = answered(page, 'PATCH', 'apps/scrumboard/board/card/positions');
  await page.keyboard.press('Enter');
  // The drag has begun once the focus has left the handle for the first drop place (react-aria starts it a
  // moment after the key; a Tab sent before would only move the focus on the page).
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
    .not.toBe('Arrastrar Interview five operators');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await saved;
  await expect.poll(() => titles(page, 'In progress')).toContain('Interview five operators');
  expect(await titles(page, 'To do')).toEqual([
    'Audit colour contrast in dark mode',
    'Icon set for the compact layout',
  ]);

  await page.reload();
  await cards(page, 'In progress').getByRole('row', { name: 'Interview five operators' }).waitFor();
  expect(await titles(page, 'To do')).toEqual([
    'Audit colour contrast in dark mode',
    'Icon set for the compact layout',
  ]);
});

test('a card description holding script runs nothing', async ({ page, appUrl }) => {
  await signInAt(page, appUrl, `/apps/scrumboard/${REDESIGN}`);
  await cards(page, 'To do').getByRole('row', { name: 'Interview five operators' }).waitFor();
  const payload =
    '<p>Before <img src=x onerror="window.__xss=1"> after <a href="javascript:window.__xss=2">link</a> ' +
    '<a href="https://example.com/ok">safe</a></p><script>window.__xss=3</script><svg onload="window.__xss=4"></svg>';

  // Stored as markup (what a hostile server could hold), it is cleaned before it is shown.
  const board = await callApi<{ lists: { cards: { id: string; title: string }[] }[] }>(
    page,
    '/api/apps/scrumboard/board?id=a94f6f20-2330-42ca-88ec-6b2f7471c45b',
  );
  const cardId = board.lists[0]!.cards.find((candidate) => candidate.title === 'Interview five operators')!.id;
  await callApi(page, '/api/apps/scrumboard/board/card', {
    method: 'PATCH',
    body: { id: cardId, card: { description: payload } },
  });
  expect(cardId).toBeTruthy();
  await page.reload();
  const row = cards(page, 'To do').getByRole('row', { name: 'Interview five operators' });
  await row.getByRole('img', { name: 'Tiene descripción' }).waitFor();
  await row.click();
  const dialog = page.getByRole('dialog', { name: 'Tarjeta' });
  await dialog.getByText(/Before\s+after/).waitFor();
  const editor = dialog.getByRole('textbox', { name: 'Descripción' });
  expect(await editor.locator('img, script, svg, [onerror], [onload]').count()).toBe(0);
  expect(await page.locator('img[src="x"], main script, [onerror], [onload], a[href^="javascript"]').count()).toBe(0);
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  await expectNoAxeViolations(page, 'the card dialog');
});

test('a card due date typed at speed is saved as typed, with no year on the way, and kept after a reload', async ({
  page,
  appUrl,
}) => {
  // Next year's 15 March: written with its year on the tile, whatever today is.
  const year = new Date().getFullYear() + 1;
  await signInAt(page, appUrl, `/apps/scrumboard/${REDESIGN}`);
  await cards(page, 'To do').getByRole('row', { name: 'Audit colour contrast in dark mode' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tarjeta' });
  const field = dialog.getByRole('group', { name: 'Fecha límite' });
  await field.waitFor();
  await page.waitForURL(/[?&]card=/);
  const sent: (string | null)[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'PATCH' || new URL(request.url()).pathname !== '/api/apps/scrumboard/board/card') return;
    const body = request.postDataJSON() as { card: { dueDate?: string | null } };
    if ('dueDate' in body.card) sent.push(body.card.dueDate ?? null);
  });

  // Every digit lands at once (no delay between keys): the year passes 0002, 0020 and 0202 on its way.
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.type(`1503${year}`);
  await expect.poll(() => field.textContent()).toContain(`15/3/${year}`);
  expect(sent).toEqual([]);
  // Leaving the field commits the day.
  const saved = answered(page, 'PATCH', 'apps/scrumboard/board/card');
  await dialog.getByRole('textbox', { name: 'Título' }).click();
  await saved;
  // Local midnight of the day typed (the browser runs in UTC), once.
  expect(sent).toEqual([`${year}-03-15T00:00:00.000Z`]);

  // The card is in the address: the reload opens it again, with the day typed, and its tile says it.
  await page.reload();
  const reopened = page.getByRole('dialog', { name: 'Tarjeta' }).getByRole('group', { name: 'Fecha límite' });
  await expect.poll(() => reopened.textContent()).toContain(`15/3/${year}`);
  // Closed (the board behind the dialog is hidden from the page's roles until then), the tile says it too.
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Tarjeta' }).waitFor({ state: 'detached' });
  const tile = cards(page, 'To do').getByRole('row', { name: 'Audit colour contrast in dark mode' });
  await expect.poll(() => tile.textContent()).toContain(`Vence el 15 mar ${year}`);
  expect(sent).toEqual([`${year}-03-15T00:00:00.000Z`]);
});
