/**
 * The command palette and the keyboard help, as a keyboard user meets them: Ctrl + K, a contact found by
 * name and opened, then the dark scheme from the palette; a new contact, a mail, an invitation and a task started
 * from it on their pages; `?` on the tasks page lists its own shortcuts.
 */
import { callApi, expect, signInAt, test } from './browser';

test('the palette finds a contact by name and opens it, then switches to dark', async ({ page, appUrl }) => {
  await signInAt(page, appUrl, '/dashboard');
  // Its button says the shortcut.
  await page.getByRole('button', { name: 'Paleta de comandos (Ctrl + K)' }).waitFor();
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Paleta de comandos' });
  await palette.waitFor();
  await page.keyboard.type('farid');
  const farid = page.getByRole('group', { name: 'Contactos' }).getByRole('option', { name: 'Farid Garrido' });
  await farid.waitFor();
  await page.keyboard.press('ArrowDown');
  for (let step = 0; step < 20 && (await farid.getAttribute('data-focused')) === null; step += 1)
    await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/apps\/contacts\/[^/]+$/);
  await page.getByRole('article', { name: 'Farid Garrido' }).waitFor();

  await page.keyboard.press('Control+k');
  await palette.waitFor();
  await page.keyboard.type('oscuro');
  await page.getByRole('option', { name: 'Esquema: Oscuro' }).waitFor();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.scheme)).toBe('dark');
  await palette.waitFor({ state: 'hidden' });
});

test('? lists the shortcuts of the app and of the page on screen', async ({ page, appUrl }) => {
  await signInAt(page, appUrl, '/apps/tasks');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Atajos de teclado' });
  await help.getByRole('region', { name: 'En toda la aplicación' }).getByText('Abrir la paleta de comandos').waitFor();
  const here = help.getByRole('region', { name: 'En esta página' });
  await here.getByText('Añadir una tarea').waitFor();
  await here.getByText('Ctrl + /').waitFor();
});

test('the palette starts a new contact, a mail, an invitation and a task on their pages, once', async ({
  page,
  appUrl,
}) => {
  await signInAt(page, appUrl, '/dashboard');
  await page.getByRole('button', { name: 'Paleta de comandos (Ctrl + K)' }).waitFor();
  const palette = page.getByRole('dialog', { name: 'Paleta de comandos' });
  const run = async (typed: string, action: string) => {
    await page.keyboard.press('Control+k');
    await palette.waitFor();
    await page.keyboard.type(typed);
    await page.getByRole('option', { name: action }).click();
    await palette.waitFor({ state: 'hidden' });
  };

  const newContacts = async () =>
    (await callApi<{ name: string }[]>(page, '/api/apps/contacts/all')).filter(
      (contact) => contact.name === 'New Contact',
    ).length;
  await run('nuevo contacto', 'Nuevo contacto');
  // The contact is added and opened to be filled in, as the Add button does.
  await page.waitForURL(/\/apps\/contacts\/[^/]+\/edit$/);
  await page.getByRole('textbox', { name: 'Nombre' }).first().waitFor();
  await expect.poll(newContacts).toBe(1);

  await run('redactar', 'Redactar un correo');
  const compose = page.getByRole('dialog', { name: 'Nuevo correo' });
  await compose.waitFor();
  // The request is taken off the address: a reload shows the inbox without a new mail.
  await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe('/apps/mailbox/inbox');
  await page.keyboard.press('Escape');
  await compose.waitFor({ state: 'hidden' });
  await page.reload();
  await page.getByRole('heading', { name: 'Entrada', exact: true }).first().waitFor();
  expect(await compose.count()).toBe(0);

  await run('invitar', 'Invitar usuarios');
  await page.getByRole('dialog', { name: 'Invitar usuarios' }).waitFor();
  await expect.poll(() => new URL(page.url()).search).toBe('');
  await page.keyboard.press('Escape');

  // A new task opens in the task drawer, as the Add task button does.
  await run('nueva tarea', 'Nueva tarea');
  await page.waitForURL(/\/apps\/tasks\/[^/?]+$/);
});
