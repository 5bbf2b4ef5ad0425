/**
 * The orders area, used as an operator would: take a pending order to delivered (shipping with carrier
 * and tracking), refund one line and see the totals and the timeline; refund an amount typed the
 * Spanish way ("1.000") and the English way ("1,000"); save a view of the list, reload
 * and pick it again; export the filtered orders and count the CSV's rows. The mock API keeps its data
 * in the page's localStorage, so a reload shows what was saved; every test starts from the seed
 * (#11996 is a pending, paid order of two units of one product).
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect, expectNoAxeViolations, signInAt, test } from './browser';

/** Resolves once the mock API has answered a call (and so has stored any change). */
function answered(page: Page, method: string, path: string) {
  return page.waitForResponse(
    (response) => response.request().method() === method && new URL(response.url()).pathname === `/api/${path}`,
  );
}

const actions = (page: Page) => page.getByRole('button', { name: 'Más acciones del pedido' });

/** Picks an option of a react-aria Select by the trigger's name. */
async function choose(page: Page, trigger: RegExp, option: string) {
  await page.getByRole('button', { name: trigger }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

test('a pending order is prepared, shipped, delivered and partly refunded', async ({ page, appUrl }) => {
  await signInAt(page, appUrl, '/orders/11996');
  await page.getByRole('heading', { level: 1, name: 'Pedido #11996' }).waitFor();
  await expectNoAxeViolations(page, 'an order');

  let moved = answered(page, 'POST', 'orders/transition');
  await page.getByRole('button', { name: 'Preparar' }).click();
  await moved;

  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  const ship = page.getByRole('dialog', { name: 'Enviar el pedido #11996' });
  await ship.getByRole('textbox', { name: /Transportista/ }).fill('SEUR');
  await ship.getByRole('textbox', { name: /Número de seguimiento/ }).fill('SE-556677');
  moved = answered(page, 'POST', 'orders/transition');
  await ship.getByRole('button', { name: 'Marcar como enviado' }).click();
  await moved;

  moved = answered(page, 'POST', 'orders/transition');
  await page.getByRole('button', { name: 'Marcar como entregado' }).click();
  await moved;
  const timeline = page.getByRole('region', { name: 'Historial' });
  await expect.poll(() => timeline.getByText(/estado de Enviado a Entregado/).count(), { timeout: 10_000 }).toBe(1);
  await expect.poll(() => timeline.getByText(/SEUR SE-556677 · cliente avisado/).count(), { timeout: 10_000 }).toBe(1);

  // One of the two units back: 1538 € plus 21 % tax.
  await actions(page).click();
  await page.getByRole('menuitem', { name: 'Reembolsar' }).click();
  const refund = page.getByRole('dialog', { name: 'Reembolsar el pedido #11996' });
  await choose(page, /Qué reembolsar/, 'Algunas líneas');
  await refund.getByRole('textbox', { name: 'Unidades de Corvina Ember 36 Chrono' }).fill('1');
  const refunded = answered(page, 'POST', 'orders/refund');
  await refund.getByRole('button', { name: /Reembolsar 1860,98\s€/ }).click();
  await refunded;

  const totals = page.getByRole('region', { name: 'Artículos' }).getByLabel('Totales');
  await expect.poll(() => totals.textContent(), { timeout: 10_000 }).toMatch(/Reembolsado1860,98\s€/);
  await expect.poll(() => timeline.getByText(/reembolso de 1860,98\s€/).count(), { timeout: 10_000 }).toBe(1);

  // Stored: a reload shows the same.
  await page.reload();
  await expect
    .poll(() => page.getByRole('region', { name: 'Artículos' }).getByLabel('Totales').textContent(), {
      timeout: 10_000,
    })
    .toMatch(/Reembolsado1860,98\s€/);
  await expect.poll(() => page.getByText('Reembolsado en parte').count(), { timeout: 10_000 }).toBeGreaterThan(0);
  await expectNoAxeViolations(page, 'a delivered, partly refunded order');
});

test('a saved view of the list survives a reload and is picked again', async ({ page, appUrl }) => {
  await signInAt(page, appUrl, '/orders');
  await page.getByRole('tab', { name: /^Enviados \d+$/ }).click();
  // The address changes at once, the screen a moment later (the router renders it as a transition):
  // the view is saved from what the screen shows, so wait for the tab.
  await page.getByRole('tab', { name: /^Enviados \d+$/, selected: true }).waitFor();
  await page.getByRole('button', { name: 'Vistas guardadas' }).click();
  await page.getByRole('menuitem', { name: 'Guardar la vista actual…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Guardar la vista actual' });
  await dialog.getByRole('textbox', { name: /Nombre de la vista/ }).fill('En camino');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await page.getByText('Vista «En camino» guardada').waitFor();

  await page.goto(`${appUrl}/orders`);
  await page.reload();

  // The list has loaded (its rows and counts) before the menu is used.
  // A reload starts the app and the mock again, from what the page stored: slower than a step within the page.
  await page.getByRole('tab', { name: /^Todos \d+$/, selected: true }).waitFor({ timeout: 20_000 });
  await page.getByRole('grid', { name: 'Pedidos' }).getByRole('row', { name: /#\d+/ }).first().waitFor();
  await page.getByRole('button', { name: 'Vistas guardadas' }).click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  await menu.getByRole('menuitem', { name: 'En camino' }).click();
  // A client-side change of address: polled, since waitForURL also waits for a page load that never comes.
  await expect.poll(() => page.url(), { timeout: 10_000 }).toMatch(/status=shipped/);
  await page.getByRole('tab', { name: /^Enviados/, selected: true }).waitFor();
  // The page as it settles: the menu gone, the view's rows drawn.
  await menu.waitFor({ state: 'detached' });
  await page.getByRole('grid', { name: 'Pedidos' }).getByRole('row', { name: /#\d+/ }).first().waitFor();
  await expectNoAxeViolations(page, 'the orders list');
});

test('the CSV export holds every order of the filter, not just the page', async ({ page, appUrl }) => {
  await signInAt(page, appUrl, '/orders?payment=unpaid');
  // The "All" tab counts every order of the other filters.
  const all = page.getByRole('tab', { name: /^Todos \d+$/ });
  await all.waitFor();
  const count = Number((await all.textContent())?.replace(/\D/g, ''));
  expect(count).toBeGreaterThan(25);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('orders.csv');
  const text = await readFile(await file.path(), 'utf8');
  const lines = text
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r\n/);
  expect(lines[0]).toMatch(/^number,createdAt,customer/);
  expect(lines).toHaveLength(count + 1);
  expect(lines.slice(1).every((line) => line.includes(',unpaid,'))).toBe(true);
});

/** The words of #11996's refund as an amount, in each language, and what the refund of a thousand reads. */
const REFUND_WORDS = {
  es: {
    more: 'Más acciones del pedido',
    refund: 'Reembolsar',
    dialog: 'Reembolsar el pedido #11996',
    what: 'Qué reembolsar',
    amount: 'Un importe',
    amountField: 'Importe',
    confirm: /^Reembolsar 1000,00\s€$/,
    items: 'Artículos',
    totals: 'Totales',
    refunded: /Reembolsado1000,00\s€/,
  },
  en: {
    more: 'More order actions',
    refund: 'Refund',
    dialog: 'Refund order #11996',
    what: 'What to refund',
    amount: 'An amount',
    amountField: 'Amount',
    confirm: /^Refund €1,000\.00$/,
    items: 'Items',
    totals: 'Totals',
    refunded: /Refunded€1,000\.00/,
  },
};

/** Refunds `typed` of #11996 as an amount and checks a thousand euros is sent and shown in the totals. */
async function refundsAThousand(page: Page, words: (typeof REFUND_WORDS)['es'], typed: string) {
  await page.getByRole('button', { name: words.more }).click();
  await page.getByRole('menuitem', { name: words.refund }).click();
  const dialog = page.getByRole('dialog', { name: words.dialog });
  await choose(page, new RegExp(words.what), words.amount);
  await dialog.getByRole('textbox', { name: new RegExp(words.amountField) }).fill(typed);
  const refunded = answered(page, 'POST', 'orders/refund');
  await dialog.getByRole('button', { name: words.confirm }).click();
  expect((await refunded).request().postDataJSON()).toMatchObject({ amount: 1000 });
  const totals = page.getByRole('region', { name: words.items }).getByLabel(words.totals);
  await expect.poll(() => totals.textContent(), { timeout: 10_000 }).toMatch(words.refunded);
}

test('an amount typed the Spanish way, "1.000", refunds a thousand euros', async ({ page, appUrl }) => {
  await signInAt(page, appUrl, '/orders/11996');
  await page.getByRole('heading', { level: 1, name: 'Pedido #11996' }).waitFor();
  await refundsAThousand(page, REFUND_WORDS.es, '1.000');
});

test('an amount typed the English way, "1,000", refunds a thousand euros', async ({ page, appUrl }) => {
  await signInAt(page, appUrl, '/orders/11996');
  await page.getByRole('heading', { level: 1, name: 'Pedido #11996' }).waitFor();
  await page.getByRole('button', { name: 'Idioma: Español' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await page.getByRole('heading', { level: 1, name: 'Order #11996' }).waitFor();
  await refundsAThousand(page, REFUND_WORDS.en, '1,000');
});
