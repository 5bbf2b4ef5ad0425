/**
 * The sample apps as the Viewer uses them (spec 4 §1: each app's view and write permissions; the Viewer
 * holds the views only): signed in through the form, mail, notes, tasks and scrumboard offer no write
 * that does anything (each says which permission it needs), and the API, called with her own token as a
 * hand-made request would be, refuses one write of each app with 403 naming the permission, changing
 * nothing.
 */
import type { Page } from 'playwright-core';
import { expect, signInAs, test } from './browser';

const REDESIGN_BOARD = 'a94f6f20-2330-42ca-88ec-6b2f7471c45b';

/** The button named `name` is there, refused (aria-disabled) and says why. */
async function refused(page: Page, name: string, permission: string) {
  const button = page.getByRole('button', { name, exact: true }).first();
  await expect.poll(() => button.getAttribute('aria-disabled')).toBe('true');
  expect(await button.evaluate((element) => element.getAttribute('data-missing-permission'))).toBe(permission);
}

test('the Viewer finds no write in mail, notes, tasks and scrumboard, and the API refuses one of each with 403', async ({
  page,
  appUrl,
  problems,
}) => {
  page.setDefaultTimeout(10_000);
  await signInAs(page, appUrl, 'viewer@atrium.dev', 'viewer', '/apps/mailbox/inbox');

  await refused(page, 'Redactar', 'mail:write');

  await page.goto(`${appUrl}/apps/notes`);
  await page.getByRole('heading', { level: 1, name: 'Notas' }).waitFor();
  await refused(page, 'Nueva nota', 'notes:write');
  expect(await page.getByRole('button', { name: 'Editar etiquetas' }).count()).toBe(0);

  await page.goto(`${appUrl}/apps/tasks`);
  await refused(page, 'Añadir tarea', 'tasks:write');
  await refused(page, 'Añadir sección', 'tasks:write');

  await page.goto(`${appUrl}/apps/scrumboard`);
  await refused(page, 'Añadir tablero', 'scrumboard:write');
  await page.goto(`${appUrl}/apps/scrumboard/${REDESIGN_BOARD}`);
  await page.getByRole('heading', { level: 2, name: 'To do' }).waitFor();
  await refused(page, 'Ajustes', 'scrumboard:write');
  expect(await page.getByRole('button', { name: /^(Añadir lista|Añadir tarjeta)$/ }).count()).toBe(0);

  const answers = await page.evaluate(async () => {
    const headers = {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${localStorage.getItem('atrium.accessToken') ?? ''}`,
    };
    const lists = ['apps/mailbox/labels', 'apps/notes/all', 'apps/tasks/all', 'apps/scrumboard/boards'];
    const read = () => Promise.all(lists.map(async (path) => (await fetch(`/api/${path}`, { headers })).text()));
    const before = await read();
    const writes: [string, string, unknown][] = [
      ['POST', 'apps/mailbox/label', { label: { title: 'Mine' } }],
      ['POST', 'apps/notes', { note: { title: 'Mine' } }],
      ['POST', 'apps/tasks/task', { type: 'task' }],
      ['POST', 'apps/scrumboard/board', { board: { title: 'Mine' } }],
    ];
    const refusals = [];
    for (const [method, path, body] of writes) {
      const response = await fetch(`/api/${path}`, { method, headers, body: JSON.stringify(body) });
      refusals.push({ path, status: response.status, body: (await response.json()) as unknown });
    }
    const after = await read();
    return { refusals, unchanged: after.every((text, index) => text === before[index]) };
  });
  const refusal = (path: string, permission: string) => ({
    path,
    status: 403,
    body: { code: 'forbidden', permission, error: `You need the ${permission} permission` },
  });
  expect(answers).toEqual({
    refusals: [
      refusal('apps/mailbox/label', 'mail:write'),
      refusal('apps/notes', 'notes:write'),
      refusal('apps/tasks/task', 'tasks:write'),
      refusal('apps/scrumboard/board', 'scrumboard:write'),
    ],
    unchanged: true,
  });
  // The browser reports each refused call itself (status 403); nothing else may have gone wrong.
  const others = problems.filter(
    (problem) => !/Failed to load resource: the server responded with a status of 403/.test(problem),
  );
  problems.splice(0, problems.length, ...others);
}, 90_000);
