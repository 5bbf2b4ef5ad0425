/**
 * The command palette and the keyboard help, as a keyboard user meets them: Ctrl + K, a contact found by
 * name and opened, then the dark scheme from the palette; `?` on the tasks page lists its own shortcuts.
 */
import { expect, signInAt, test } from './browser';

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
