/**
 * The notes app, used as a person would: write a note with a checklist and a picture, archive it and
 * find it in the archive; a note whose text tries to run script runs nothing; axe finds nothing wrong
 * on the grid or in the editor. The mock API keeps its data in the page's localStorage.
 */
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';
import { callApi, expect, expectNoAxeViolations, signInAt, test } from './browser';

/** A small blue square, as a PNG file. */
function blueSquare(): Buffer {
  const png = new PNG({ width: 24, height: 24 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([37, 99, 235, 255], i);
  return PNG.sync.write(png);
}

const grid = (page: Page) => page.getByRole('list', { name: /^\d+ notas?$/ });
const card = (page: Page, title: string) => grid(page).getByRole('article', { name: title, exact: true });

/** Resolves once the mock API has answered a change (and so has stored it). */
function answered(page: Page, method: string) {
  return page.waitForResponse(
    (response) => response.request().method() === method && new URL(response.url()).pathname === '/api/apps/notes',
  );
}

test('a note with a checklist and a picture, archived, is found in the archive', async ({ page, appUrl }) => {
  await signInAt(page, appUrl, '/apps/notes');
  await card(page, 'Groceries').waitFor();
  await expectNoAxeViolations(page, 'the notes grid');

  await page.getByRole('main').getByRole('button', { name: 'Nueva nota' }).click();
  const editor = page.getByRole('dialog', { name: 'Nueva nota' });
  await editor.getByRole('textbox', { name: 'Título' }).fill('Camping weekend');
  await editor.getByRole('textbox', { name: 'Texto de la nota' }).click();
  await page.keyboard.type('Pack on Friday.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Leave at eight.');

  // The checklist: two items added, the first ticked, then moved below the second.
  await editor.getByRole('button', { name: 'Añadir lista de tareas' }).click();
  const newItem = editor.getByRole('textbox', { name: 'Nueva tarea' });
  await newItem.fill('Tent');
  await newItem.press('Enter');
  await newItem.fill('Stove');
  await editor.getByRole('button', { name: 'Añadir tarea' }).click();
  await editor.getByRole('checkbox', { name: 'Hecho: Tent' }).check({ force: true });
  await editor.getByRole('button', { name: 'Bajar «Tent»' }).click();
  expect(await editor.getByRole('textbox', { name: 'Tarea 1' }).inputValue()).toBe('Stove');

  // The picture: a text file is refused with a clear message, a PNG is taken.
  const fileInput = editor.locator('input[type="file"]');
  await fileInput.setInputFiles({ name: 'lista.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  expect(await editor.getByRole('alert').textContent()).toBe(
    '«lista.txt» no es una imagen. Elige un archivo PNG, JPG, GIF, WEBP o SVG.',
  );
  await fileInput.setInputFiles({ name: 'camp.png', mimeType: 'image/png', buffer: blueSquare() });
  await editor.getByRole('img', { name: 'Imagen de la nota' }).waitFor();
  expect(await editor.getByRole('alert').count()).toBe(0);
  await expectNoAxeViolations(page, 'the note editor');

  const created = answered(page, 'POST');
  await editor.getByRole('button', { name: 'Guardar' }).click();
  await created;
  const camping = card(page, 'Camping weekend');
  await camping.waitFor();
  expect(await camping.getByRole('list', { name: 'Lista de tareas' }).innerText()).toMatch(/Stove[\s\S]*Tent/);
  expect(await camping.locator('img').getAttribute('src')).toMatch(/^data:image\/png;base64,/);

  // Archive it from its editor: it leaves the notes and is in the archive, after a reload too.
  await camping.getByRole('link', { name: 'Camping weekend' }).click();
  const archived = answered(page, 'PATCH');
  await page.getByRole('dialog', { name: 'Editar nota' }).getByRole('button', { name: 'Archivar' }).click();
  await archived;
  await expect.poll(() => camping.count()).toBe(0);
  await page.getByRole('navigation', { name: 'Filtros de notas' }).getByRole('link', { name: 'Archivo' }).click();
  await page.waitForURL(`${appUrl}/apps/notes/archive`);
  await page.reload();
  await card(page, 'Camping weekend').waitFor();
  expect(await card(page, 'Camping weekend').getByText('Leave at eight.').count()).toBe(1);
}, 60_000);

test('a note whose text holds script runs nothing', async ({ page, appUrl }) => {
  await signInAt(page, appUrl, '/apps/notes');
  await card(page, 'Groceries').waitFor();
  const payload =
    '<p>Before <img src=x onerror="window.__xss=1"> after <a href="javascript:window.__xss=2">link</a> ' +
    '<a href="https://example.com/ok">safe</a></p><script>window.__xss=3</script><svg onload="window.__xss=4"></svg>';

  // Typed in the editor, the markup is text.
  await page.getByRole('main').getByRole('button', { name: 'Nueva nota' }).click();
  const editor = page.getByRole('dialog', { name: 'Nueva nota' });
  await editor.getByRole('textbox', { name: 'Título' }).fill('Typed payload');
  await editor.getByRole('textbox', { name: 'Texto de la nota' }).fill(payload);
  const created = answered(page, 'POST');
  await editor.getByRole('button', { name: 'Guardar' }).click();
  await created;
  await card(page, 'Typed payload').getByText('window.__xss=1', { exact: false }).waitFor();

  // Stored as markup (what a hostile server could hold), it is cleaned before it is shown.
  await callApi(page, '/api/apps/notes', {
    method: 'POST',
    body: { note: { title: 'Stored payload', content: payload } },
  });
  await page.reload();
  const stored = card(page, 'Stored payload');
  await stored.getByText(/Before\s+after/).waitFor();
  // The card draws no picture, checklist, labels or reminder: any image, script or svg in it was injected.
  expect(await stored.locator('img, script, svg, [onerror], [onload]').count()).toBe(0);
  expect(await page.locator('main img[src="x"], main script, main [onerror], main [onload]').count()).toBe(0);
  expect(await page.locator('main a[href^="javascript"]').count()).toBe(0);
  expect(await stored.getByRole('link', { name: 'safe' }).getAttribute('href')).toBe('https://example.com/ok');
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
}, 60_000);
