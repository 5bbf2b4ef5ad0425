/**
 * The operator's home, the page after sign-in: the greeting and today's four figures, a card's link to
 * the filtered list behind it, the cards a Support agent may not see left out, and no axe violations.
 */
import type { Page } from 'playwright-core';
import { expect, expectNoAxeViolations, signInAt, test } from './browser';

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const KPIS = ['Pedidos de hoy', 'Ingresos de hoy', 'Ticket medio de hoy', 'Reembolsos de hoy'];

/** Every card has left its skeleton. */
async function cardsLoaded(page: Page) {
  await page.waitForFunction(() => document.querySelectorAll('main [aria-busy="true"]').length === 0);
}

test('signing in lands on the home: the greeting, today and the four figures, with no axe violations', async ({
  page,
  appUrl,
}) => {
  await signInAt(page, appUrl, '/dashboard', { throughForm: true });
  await page.getByRole('heading', { level: 1, name: /^(Buenos días|Buenas tardes|Buenas noches), Lucía$/ }).waitFor();
  expect(await page.getByText(/^Hoy es \p{L}+, \d{1,2} de \p{L}+ de \d{4}$/u).count()).toBe(1);
  for (const name of KPIS) {
    const kpi = card(page, name);
    await kpi.getByRole('figure', { name: `${name}, últimos 14 días` }).waitFor({ state: 'attached' });
    expect(await kpi.getByText(/pasado/).count(), name).toBeGreaterThan(0);
  }
  await cardsLoaded(page);
  // The Owner sees every card; none failed.
  for (const name of [
    'Pedidos que necesitan atención',
    'Aprobaciones del asistente',
    'Equipo conectado',
    'Actividad reciente',
  ])
    expect(await card(page, name).count(), name).toBe(1);
  expect(await page.getByRole('alert').count()).toBe(0);
  expect(await card(page, 'Equipo conectado').getByText('Lucía Navarro (tú)').count()).toBe(1);
  await expectNoAxeViolations(page, 'the home');
});

test("a card's link opens the filtered orders list", async ({ page, appUrl }) => {
  await signInAt(page, appUrl, '/dashboard');
  const attention = card(page, 'Pedidos que necesitan atención');
  const pending = attention.getByRole('link', { name: /^Ver (el pedido pendiente|los \d+ pendientes)$/ });
  // Exactly the orders it counts: pending for more than a day, not every pending order.
  expect(await pending.getAttribute('href')).toBe('/orders?attention=pendingOver24h');
  const counted = Number(/\d+/.exec((await pending.textContent()) ?? '')?.[0] ?? 1);
  await pending.click();
  await page.waitForURL((url) => url.pathname === '/orders' && url.searchParams.get('attention') === 'pendingOver24h');
  await page.getByRole('tab', { name: `Todos ${counted}` }).waitFor();

  await page.goBack();
  const today = card(page, 'Pedidos de hoy').getByRole('link', { name: 'Ver los pedidos de hoy' });
  expect(await today.getAttribute('href')).toMatch(/^\/orders\?from=(\d{4}-\d{2}-\d{2})&to=\1$/);
  await today.click();
  await page.waitForURL((url) => url.pathname === '/orders' && url.searchParams.get('from') !== null);
});

test('a Support agent sees no team online and no recent activity', async ({ page, appUrl }) => {
  page.setDefaultTimeout(10_000);
  await page.goto(`${appUrl}/dashboard`);
  await page.waitForURL(/\/sign-in\?redirectURL=/);
  await page.getByLabel('Correo electrónico').fill('support@atrium.dev');
  await page.getByLabel('Contraseña', { exact: true }).fill('support');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL(`${appUrl}/dashboard`, { timeout: 20_000 });
  await page.getByRole('heading', { level: 1, name: /, Sergio$/ }).waitFor();
  await card(page, 'Pedidos de hoy').waitFor();
  await cardsLoaded(page);
  expect(await card(page, 'Aprobaciones del asistente').count()).toBe(1);
  expect(await card(page, 'Equipo conectado').count()).toBe(0);
  expect(await card(page, 'Actividad reciente').count()).toBe(0);
  expect(await page.getByRole('alert').count()).toBe(0);
});
