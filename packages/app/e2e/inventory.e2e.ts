/**
 * The e-commerce inventory, used as a person would: sort and page the products (the address keeps
 * both across a reload), edit a product past the refusals of bad input, and create then delete a tag.
 * The mock API keeps its data in the page's localStorage, so a reload shows what was saved.
 */
import type { Page } from 'playwright-core';
import { expect, expectNoAxeViolations, signInAt, test } from './browser';

const INVENTORY = '/apps/ecommerce/inventory';
const FIRST = 'Corvina Atlas 40 Chrono';

const table = (page: Page) => page.getByRole('grid', { name: 'Productos' });
const row = (page: Page, name: string) => table(page).getByRole('row', { name: new RegExp(name) });
const drawer = (page: Page) => page.getByRole('dialog');

/** Resolves once the mock API has answered a call. */
function answered(page: Page, method: string, path: string) {
  return page.waitForResponse(
    (response) => response.request().method() === method && new URL(response.url()).pathname === `/api/${path}`,
  );
}

const settled = (page: Page) => expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);

test('sorted by price, most expensive first, page 3 stays page 3 after a reload', async ({ page, appUrl }) => {
  await signInAt(page, appUrl, INVENTORY);
  await row(page, FIRST).waitFor();
  await expectNoAxeViolations(page, 'the inventory table');

  await settled(page);
  const price = table(page).getByRole('columnheader', { name: /Precio/ });
  // The second click waits for the first sort's rows: a click while the table is drawing them again
  // can land on a header that is being replaced.
  const ascending = page.waitForResponse((response) => /[?&]sort=price&order=asc/.test(response.url()));
  await price.click();
  await expect.poll(() => page.url()).toMatch(/sort=price&order=asc/);
  await ascending;
  await settled(page);
  await expect.poll(() => price.getAttribute('aria-sort')).toBe('ascending');
  await price.click();
  await expect.poll(() => page.url()).toMatch(/sort=price&order=desc/);
  await settled(page);
  await row(page, 'Corvina Ember 44').first().waitFor();

  const next = page.getByRole('button', { name: 'Página siguiente' });
  await next.click();
  await expect.poll(() => page.url()).toMatch(/page=2/);
  // As a person does: the next click once page 2 is on screen (the address changes before the table draws it).
  await page.getByText('11 – 20 de 30').waitFor();
  await settled(page);
  await next.click();
  await expect.poll(() => page.url()).toMatch(/page=3/);
  await settled(page);
  await page.getByText('21 – 30 de 30').waitFor();
  await row(page, 'Ostrava Atlas 36').first().waitFor();

  await page.reload();
  await page.getByText('21 – 30 de 30').waitFor();
  expect(new URL(page.url()).searchParams.get('page')).toBe('3');
  expect(new URL(page.url()).searchParams.get('order')).toBe('desc');
  await row(page, 'Ostrava Atlas 36').first().waitFor();
});

test('a negative stock and a tax of 150 are refused; once fixed, the update shows in the row', async ({
  page,
  appUrl,
}) => {
  await signInAt(page, appUrl, INVENTORY);
  await page.getByRole('button', { name: `Detalles de ${FIRST}` }).click();
  const editor = drawer(page);
  const stock = editor.getByRole('textbox', { name: 'Existencias' });
  const tax = editor.getByRole('textbox', { name: 'Impuesto (%)' });
  await stock.fill('-5');
  await tax.fill('150');
  let patches = 0;
  page.on('request', (request) => {
    if (request.method() === 'PATCH') patches += 1;
  });
  await editor.getByRole('button', { name: 'Actualizar' }).click();
  await editor.getByText('No puede ser negativo.').waitFor();
  await editor.getByText('Debe estar entre 0 y 100.').waitFor();
  expect(await stock.getAttribute('aria-invalid')).toBe('true');
  expect(await stock.inputValue()).toBe('-5');
  expect(patches).toBe(0);
  await expectNoAxeViolations(page, 'the editor with refused fields');

  await stock.fill('12');
  await tax.fill('20');
  const stored = answered(page, 'PATCH', 'apps/ecommerce/inventory/product');
  await editor.getByRole('button', { name: 'Actualizar' }).click();
  expect((await stored).status()).toBe(200);
  await editor.getByText('Producto actualizado').waitFor();
  expect(await editor.getByText('No puede ser negativo.').count()).toBe(0);
  await editor.getByRole('button', { name: 'Cerrar' }).click();
  await settled(page);
  // 2077 € before tax, 20 % on top; 12 in stock is a low level.
  await row(page, FIRST)
    .getByText(/2492,40\s€/)
    .waitFor();
  await row(page, FIRST).getByText('Bajo').waitFor();
});

test('a tag created in the editor, once deleted, is gone from every product', async ({ page, appUrl }) => {
  await signInAt(page, appUrl, INVENTORY);
  await page.getByRole('button', { name: `Detalles de ${FIRST}` }).click();
  const editor = drawer(page);
  await editor.getByRole('textbox', { name: 'Filtrar o crear etiqueta' }).fill('Edición limitada');
  const created = answered(page, 'POST', 'apps/ecommerce/inventory/tag');
  await editor.getByRole('button', { name: 'Crear «Edición limitada»' }).click();
  const { id } = (await (await created).json()) as { id: string };
  const stored = answered(page, 'PATCH', 'apps/ecommerce/inventory/product');
  await editor.getByRole('button', { name: 'Actualizar' }).click();
  await stored;
  await editor.getByText('Producto actualizado').waitFor();

  await editor.getByRole('button', { name: 'Renombrar o eliminar' }).click();
  await editor.getByRole('button', { name: 'Eliminar la etiqueta Edición limitada' }).click();
  const deleted = answered(page, 'DELETE', 'apps/ecommerce/inventory/tag');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
  await deleted;
  await expect.poll(() => editor.getByText('Edición limitada').count()).toBe(0);

  // After a reload the API's own data says the same: no product carries it, the tag list lacks it.
  await page.reload();
  // The address still names the product: it opens again by itself.
  await drawer(page).getByRole('button', { name: 'Renombrar o eliminar' }).waitFor();
  expect(await drawer(page).getByText('Edición limitada').count()).toBe(0);
  // The mock's stored data (products and tags) holds the tag's id nowhere.
  const stored2 = await page.evaluate(() => JSON.stringify(Object.values(localStorage)));
  expect(stored2.length).toBeGreaterThan(0);
  expect(stored2.includes(id)).toBe(false);
});
