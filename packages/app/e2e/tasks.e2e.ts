/**
 * The tasks app, used as a person would: put tasks in order with the keyboard and find the order kept
 * after a reload; open a task, add and tick a sub-task, and write notes that try to run script; type a
 * due date at speed and find it, and only it, saved; add a task with the shortcut on a Spanish keyboard.
 * The mock API keeps its data in the page's localStorage (every test starts from the seed in a fresh
 * browser context).
 */
import type { Page } from 'playwright-core';
import { callApi, expect, expectNoAxeViolations, signInAt, test } from './browser';

const LANDING = 'Create the landing/marketing page and host it';
const LANDING_ID = 'd5f89bf8-2e8c-41a1-b7e4-88973f86e9be';

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

/** The due dates the page sends in task writes, from now on (every one, in order). */
function watchDueDates(page: Page): (string | null)[] {
  const sent: (string | null)[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'PATCH' || new URL(request.url()).pathname !== '/api/apps/tasks/task') return;
    const body = request.postDataJSON() as { task: { dueDate?: string | null } };
    if ('dueDate' in body.task) sent.push(body.task.dueDate ?? null);
  });
  return sent;
}

test('a due date typed at speed is saved as typed, with no year on the way, and kept after a reload', async ({
  page,
  appUrl,
}) => {
  // Next year's 15 March: written with its year in the list, whatever today is.
  const year = new Date().getFullYear() + 1;
  await signInAt(page, appUrl, `/apps/tasks/${LANDING_ID}`);
  const field = page.getByRole('dialog', { name: 'Tarea' }).getByRole('group', { name: 'Fecha límite' });
  await field.waitFor();
  const sent = watchDueDates(page);

  // Every digit lands at once (no delay between keys): the year passes 0002, 0020 and 0202 on its way.
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.type(`1503${year}`);
  await expect.poll(() => field.textContent()).toContain(`15/3/${year}`);
  expect(sent).toEqual([]);
  const saved = answered(page, 'PATCH', 'apps/tasks/task');
  await page.keyboard.press('Enter');
  await saved;
  // Local midnight of the day typed (the browser runs in UTC), once.
  expect(sent).toEqual([`${year}-03-15T00:00:00.000Z`]);

  await page.reload();
  const reopened = page.getByRole('dialog', { name: 'Tarea' }).getByRole('group', { name: 'Fecha límite' });
  await expect.poll(() => reopened.textContent()).toContain(`15/3/${year}`);
  // Closed (the list behind the drawer is hidden from the page's roles until then), the row says it too.
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Tarea' }).waitFor({ state: 'detached' });
  await expect
    .poll(() =>
      list(page)
        .getByRole('row', { name: new RegExp(LANDING) })
        .textContent(),
    )
    .toContain(`15 mar ${year}`);
  expect(sent).toEqual([`${year}-03-15T00:00:00.000Z`]);
});

/**
 * What a Spanish layout writes on the keys the shortcut needs: no key of its own for '/', which is Shift + 7
 * (Chromium's Keyboard API reports what each key writes unshifted; the page reads it to word the tooltip).
 */
const SPANISH_LAYOUT: [string, string][] = [
  ['Digit7', '7'],
  ['Period', '.'],
  ['Comma', ','],
  ['Slash', '-'],
  ['Minus', "'"],
  ['Semicolon', 'ñ'],
  ['BracketLeft', '`'],
  ['KeyQ', 'q'],
];

test('on a Spanish keyboard the tooltip names Ctrl + Mayús + 7, and that shortcut adds a task', async ({
  page,
  appUrl,
}) => {
  await page.addInitScript((layout) => {
    Object.defineProperty(navigator, 'keyboard', {
      configurable: true,
      value: { getLayoutMap: () => Promise.resolve(new Map(layout)), lock: () => Promise.resolve(), unlock() {} },
    });
  }, SPANISH_LAYOUT);
  await signInAt(page, appUrl, '/apps/tasks');
  await list(page)
    .getByRole('row', { name: new RegExp(LANDING) })
    .waitFor();
  // Focus brings the tooltip, as hover does; the shortcut works from there (the button takes no text).
  await page.getByRole('button', { name: 'Añadir tarea' }).focus();
  await expect.poll(() => page.getByRole('tooltip').textContent()).toBe('Atajo: Ctrl + Mayús + 7');

  // The keys as a Spanish layout sends them: Ctrl, Shift, then the 7 key, which writes '/' with Shift.
  const cdp = await page.context().newCDPSession(page);
  const CTRL = 2;
  const SHIFT = 8;
  const send = (type: 'rawKeyDown' | 'keyUp', modifiers: number, key: string, code: string, keyCode: number) =>
    cdp.send('Input.dispatchKeyEvent', { type, modifiers, key, code, windowsVirtualKeyCode: keyCode });
  const created = answered(page, 'POST', 'apps/tasks/task');
  await send('rawKeyDown', CTRL, 'Control', 'ControlLeft', 17);
  await send('rawKeyDown', CTRL | SHIFT, 'Shift', 'ShiftLeft', 16);
  await send('rawKeyDown', CTRL | SHIFT, '/', 'Digit7', 55);
  await send('keyUp', CTRL | SHIFT, '/', 'Digit7', 55);
  await send('keyUp', CTRL, 'Shift', 'ShiftLeft', 16);
  await send('keyUp', 0, 'Control', 'ControlLeft', 17);
  const task = (await (await created).json()) as { id: string };
  await page.waitForURL(`${appUrl}/apps/tasks/${task.id}`);

  // The new task opens with its title ready for typing.
  const title = page.getByRole('dialog', { name: 'Tarea' }).getByRole('textbox', { name: 'Título', exact: true });
  await expect.poll(() => title.evaluate((element) => element === document.activeElement)).toBe(true);
  const saved = answered(page, 'PATCH', 'apps/tasks/task');
  await page.keyboard.type('Llamar al proveedor');
  await page.keyboard.press('Enter');
  await saved;
  await page.keyboard.press('Escape');
  await page.waitForURL(`${appUrl}/apps/tasks`);
  await page.reload();
  await list(page)
    .getByRole('row', { name: /Llamar al proveedor/ })
    .waitFor();
  const stored = await callApi<{ id: string; title: string }[]>(page, '/api/apps/tasks/all');
  expect(stored.find((candidate) => candidate.id === task.id)?.title).toBe('Llamar al proveedor');
});
