/**
 * The tasks app, used as a person would: put tasks in order with the keyboard and find the order kept
 * after a reload; open a task, add and tick a sub-task, and write notes that try to run script. The
 * mock API keeps its data in the page's localStorage (every test starts from the seed in a fresh
 * browser context).
 */
import type { Page } from 'playwright-core';
import { expect, expectNoAxeViolations, signInAt, test } from './browser';

const LANDING = 'Create the landing/marketing page and host it';

const list = (page: Page) => page.getByRole('grid', { name: 'Lista de tareas' });
const rowKeys = (page: Page) =>
  list(page)
    .getByRole('row')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-key')).filter(Boolean));

/** Resolves once the mock API has answered a call (and so has stored a change). */
function answered(page: Page, method: string, path: string) {
  return page.waitForResponse(
    (response) => response.request().method() === method && new URL(response.url()).pathname === `/api/${path}`,
  );
}

test('three tasks put in order by keyboard keep their order after a reload', async ({ page, appUrl }) => {
  await signInAt(page, appUrl, '/apps/tasks');
  await page.getByText('Quedan 11 tareas por hacer', { exact: true }).waitFor();
  await list(page)
    .getByRole('row', { name: new RegExp(LANDING) })
    .waitFor();
  await expectNoAxeViolations(page, 'the task list');
  const before = (await rowKeys(page)).slice(0, 4);

  // The third task of the first section goes to its top: to its handle, Enter, up to the place before
  // the first task (the places run: after itself, before itself, before the one above, ...), Enter.
  const third = list(page).getByRole('row', { name: /Fix the sign-in redirect/ });
  await third.focus();
  await page.keyboard.press('ArrowRight');
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
    .toBe('Arrastrar Fix the sign-in redirect after a session expires');
  const saved = answered(page, 'PATCH', 'apps/tasks/order');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await saved;
  const expected = [before[0], before[3], before[1], before[2]];
  await expect.poll(async () => (await rowKeys(page)).slice(0, 4)).toEqual(expected);
  await expect.poll(() => page.getByRole('progressbar').count()).toBe(0);

  await page.reload();
  await list(page)
    .getByRole('row', { name: new RegExp(LANDING) })
    .waitFor();
  await expect.poll(async () => (await rowKeys(page)).slice(0, 4)).toEqual(expected);
});

test('a sub-task is added and ticked; notes holding markup stay text and run nothing', async ({ page, appUrl }) => {
  await signInAt(page, appUrl, '/apps/tasks');
  await list(page)
    .getByRole('row', { name: new RegExp(LANDING) })
    .click();
  await page.waitForURL(/\/apps\/tasks\/d5f89bf8-2e8c-41a1-b7e4-88973f86e9be$/);
  const drawer = page.getByRole('dialog', { name: 'Tarea' });
  await drawer.getByText('1 de 3 hechas').waitFor();

  await drawer.getByRole('textbox', { name: 'Nueva subtarea' }).fill('Revisar los textos');
  const added = answered(page, 'PATCH', 'apps/tasks/task');
  await drawer.getByRole('textbox', { name: 'Nueva subtarea' }).press('Enter');
  await added;
  const box = drawer.getByRole('checkbox', { name: 'Hecha: Revisar los textos' });
  const ticked = answered(page, 'PATCH', 'apps/tasks/task');
  // react-aria hides the input itself: tick it through its label, as a pointer would.
  await box.locator('xpath=ancestor::label').click();
  await ticked;
  await drawer.getByText('2 de 4 hechas').waitFor();
  expect(await box.isChecked()).toBe(true);

  const payload = '<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>';
  const notes = drawer.getByRole('textbox', { name: 'Notas' });
  await notes.fill(payload);
  const savedNotes = answered(page, 'PATCH', 'apps/tasks/task');
  await drawer.getByRole('textbox', { name: 'Título', exact: true }).focus();
  await savedNotes;
  await expectNoAxeViolations(page, 'the task drawer');

  // Back in the drawer after a reload: the notes come back as the text typed, and nothing ran.
  await page.reload();
  const reopened = page.getByRole('dialog', { name: 'Tarea' });
  await reopened.getByText('2 de 4 hechas').waitFor();
  expect(await reopened.getByRole('textbox', { name: 'Notas' }).inputValue()).toBe(payload);
  expect(await page.locator('img[src="x"], main script').count()).toBe(0);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
});
