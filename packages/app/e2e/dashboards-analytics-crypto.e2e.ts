/**
 * The analytics and crypto dashboards, used as a person would: open each from the navigation, switch
 * the year or the price's range, reach a chart's data by keyboard, and trade: every bad amount is refused beside the field
 * and nothing is sent, then a good one is done and the wallet shows its new balance.
 */
import type { Page } from 'playwright-core';
import { expect, expectNoAxeViolations, openFromNavigation, signInAt, test } from './browser';

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('analytics: the year switch changes the figures, and a chart point is reached by keyboard', async ({
  page,
  appUrl,
}) => {
  await signInAt(page, appUrl, '/dashboard');
  await openFromNavigation(page, 'Analítica');
  await page.waitForURL(`${appUrl}/dashboards/analytics`);
  await page.getByRole('heading', { level: 1, name: 'Analítica' }).waitFor();

  const visitors = card(page, 'Resumen de visitantes');
  await visitors.getByText('65.358', { exact: true }).waitFor();
  await visitors.getByRole('radio', { name: 'Año pasado' }).click();
  await visitors.getByText('53.991', { exact: true }).waitFor();
  expect(await visitors.getByText('65.358', { exact: true }).count()).toBe(0);

  // The first month of last year, by keyboard: its tooltip names the visitors.
  await visitors.getByRole('application').focus();
  await page.keyboard.press('ArrowRight');
  const tooltip = visitors.locator('[data-chart-tooltip]');
  await tooltip.waitFor();
  expect(await tooltip.textContent()).toMatch(/Visitantes/);

  // The legend table: a header row and one per group (the chart's own hidden table is another).
  const legend = card(page, 'Género').getByRole('table', { name: 'Visitantes por Género', exact: true });
  expect(await legend.getByRole('row').count()).toBe(4);
  await expectNoAxeViolations(page, 'the analytics dashboard');
});

test('crypto: each bad amount is refused with its message and nothing is sent; a good trade updates the wallet', async ({
  page,
  appUrl,
}) => {
  await signInAt(page, appUrl, '/dashboard');
  await openFromNavigation(page, 'Criptomonedas');
  await page.waitForURL(`${appUrl}/dashboards/crypto`);
  // The headline price (the chart's hidden table holds the same figure further down).
  await card(page, 'Bitcoin (BTC)').getByText('66.328,32 US$', { exact: true }).first().waitFor();

  // The range: 15 minutes names the chart anew; its last point, reached by keyboard, is the price now.
  const price = card(page, 'Bitcoin (BTC)');
  await price.getByRole('radio', { name: '15 min' }).click();
  const plot = price.getByRole('application', { name: /Precio de Bitcoin, 15 min/ });
  await plot.focus();
  await page.keyboard.press('End');
  const tooltip = price.locator('[data-chart-tooltip]');
  await tooltip.waitFor();
  expect(await tooltip.textContent()).toMatch(/66\.328,32\sUS\$/);

  const trades: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/dashboards/crypto/trade')) trades.push(request.postData() ?? '');
  });

  const form = card(page, 'Comprar o vender');
  const amount = form.getByRole('textbox', { name: 'Cantidad' });
  const refuses = async (text: string, message: RegExp) => {
    await amount.fill(text);
    await form.getByRole('button', { name: /^(Comprar|Vender) BTC$/ }).click();
    await expect.poll(() => amount.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await amount.getAttribute('aria-describedby')) ?? '';
    const description = await page.evaluate(
      (ids) =>
        ids
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      describedBy,
    );
    expect(description).toMatch(message);
  };

  await refuses('', /Escribe una cantidad\./);
  await refuses('0', /mayor que 0/);
  await refuses('-3', /mayor que 0/);
  await refuses('doce', /escríbelo como 1\.234,50/);
  await refuses('99.999.999.999', /Cuesta 99\.999\.999\.999,00\sUS\$ y tienes 25\.000,00\sUS\$ en efectivo/);

  await form.getByRole('button', { name: /Operación/ }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Vender', exact: true }).click();
  await form.getByRole('button', { name: /Moneda/ }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'BTC', exact: true }).click();
  await refuses('2', /El monedero tiene 0,6237\sBTC/);
  expect(trades).toEqual([]);

  await amount.fill('0,25');
  await form.getByRole('button', { name: 'Vender BTC' }).click();
  await form.getByText(/Hecho: has vendido 0,25\sBTC/).waitFor();
  expect(trades.map((body) => JSON.parse(body) as unknown)).toEqual([
    { action: 'sell', wallet: 'btc', amount: 0.25, currency: 'btc' },
  ]);
  await expect.poll(() => form.getByRole('button', { name: /Monedero/ }).textContent()).toMatch(/0,3737\sBTC/);
  await expectNoAxeViolations(page, 'the crypto dashboard after a trade');

  // Ethereum: the wallet switch keeps the page (the currency list's items keep their ids), and a purchase
  // in ETH moves the wallet and the cash.
  await form.getByRole('button', { name: /Operación/ }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Comprar', exact: true }).click();
  await form.getByRole('button', { name: /Monedero/ }).click();
  await page
    .getByRole('listbox')
    .getByRole('option', { name: /^Ethereum/ })
    .click();
  await expect.poll(() => form.getByRole('button', { name: /Moneda/ }).textContent()).toMatch(/ETH/);
  await amount.fill('0,5');
  await form.getByRole('button', { name: 'Comprar ETH' }).click();
  await form.getByText(/Hecho: has comprado 0,5\sETH/).waitFor();
  expect(JSON.parse(trades.at(-1) ?? '{}')).toEqual({ action: 'buy', wallet: 'eth', amount: 0.5, currency: 'eth' });
  await expect.poll(() => form.getByRole('button', { name: /Monedero/ }).textContent()).toMatch(/4,6825\sETH/);
  await expect.poll(() => form.getByText(/Efectivo disponible/).textContent()).not.toMatch(/25\.000,00/);
});
