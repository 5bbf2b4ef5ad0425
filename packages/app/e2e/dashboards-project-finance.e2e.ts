/**
 * The project and finance dashboards, used as a person would: open each from the navigation, switch a
 * period, a project and a tab (the tab and the project stay in the address), pick an expenses card's
 * period, reach a chart's data by keyboard, sort the transactions and see all of them.
 */
import type { Page } from 'playwright-core';
import { seedProject } from '../../mock-api/src/db/seed/dashboards.ts';
import { expect, expectNoAxeViolations, openFromNavigation, signInAt, test } from './browser';

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Focuses a chart's plot, moves one point and waits for the tooltip the focus shows. */
async function reachChartPoint(page: Page, cardName: string, key: string) {
  const region = card(page, cardName);
  const plot = region.getByRole('application');
  await plot.focus();
  await page.keyboard.press(key);
  const tooltip = region.locator('[data-chart-tooltip]');
  await tooltip.waitFor();
  return (await tooltip.textContent()) ?? '';
}

test('the project dashboard: period, project and tab change what is shown, and the address keeps them', async ({
  page,
  appUrl,
}) => {
  await signInAt(page, appUrl, '/dashboard');
  await openFromNavigation(page, 'Proyecto');
  await page.waitForURL(`${appUrl}/dashboards/project`);
  await page.getByRole('heading', { level: 1, name: /^¡Hola, / }).waitFor();

  const due = card(page, 'Tareas pendientes');
  await due.getByText('17', { exact: true }).waitFor();
  await due.getByRole('button', { name: 'Tareas pendientes: Hoy' }).click();
  await page.getByRole('menuitemradio', { name: 'Ayer' }).click();
  await due.getByText('21', { exact: true }).waitFor();

  await page.getByRole('button', { name: 'Proyecto: ACME Corp. Backend App' }).click();
  await page.getByRole('menuitemradio', { name: 'DMB Mobile App' }).click();
  await page.waitForURL(/project=dmb-mobile/);
  await card(page, 'Resumen de incidencias de GitHub').getByText('128', { exact: true }).waitFor();

  // New issues on Tuesday, by keyboard.
  expect(await reachChartPoint(page, 'Resumen de incidencias de GitHub', 'ArrowRight')).toMatch(/mar/i);
  await expectNoAxeViolations(page, 'the project dashboard');

  await page.getByRole('tab', { name: 'Presupuesto' }).click();
  await page.waitForURL(/tab=budget/);
  await card(page, 'Detalle del presupuesto').getByRole('grid').waitFor();
  // The weekly expenses' menu shows last week's spending, of this project.
  const usd = (value: number) => new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'USD' }).format(value);
  const weeks = seedProject('dmb-mobile')!.weeklyExpenses;
  const weekly = card(page, 'Gastos semanales');
  await weekly.getByText(usd(weeks.current.amount), { exact: true }).waitFor();
  await weekly.getByRole('button', { name: 'Gastos semanales: Esta semana' }).click();
  await page.getByRole('menuitemradio', { name: 'La semana pasada' }).click();
  await weekly.getByText(usd(weeks.previous.amount), { exact: true }).waitFor();
  await page.getByRole('tab', { name: /^Equipo/ }).click();
  await page.waitForURL(/tab=team/);
  await page.getByRole('link', { name: 'Correo a Inés Valverde' }).waitFor();

  // Back returns to the budget tab, of the same project.
  await page.goBack();
  await page.waitForURL(/tab=budget/);
  expect(page.url()).toContain('project=dmb-mobile');
  // The address changes first; the page follows it on its next render.
  await expect.poll(() => page.getByRole('tab', { name: 'Presupuesto' }).getAttribute('aria-selected')).toBe('true');
  await card(page, 'Detalle del presupuesto').getByRole('grid').waitFor();
});

test('the finance dashboard: the balance by keyboard, the transactions sorted by amount, and all of them', async ({
  page,
  appUrl,
}) => {
  await signInAt(page, appUrl, '/dashboard');
  await openFromNavigation(page, 'Finanzas');
  await page.waitForURL(`${appUrl}/dashboards/finance`);
  await page.getByRole('heading', { level: 1, name: 'Finanzas' }).waitFor();

  const last = await reachChartPoint(page, 'Saldo de la cuenta', 'End');
  expect(last).toMatch(/58\.129/);

  const table = card(page, 'Movimientos recientes').getByRole('grid');
  const firstRow = () => table.getByRole('row').nth(1);
  expect(await firstRow().textContent()).toContain('Marisol Ibáñez');
  await table.getByRole('columnheader', { name: 'Importe' }).click();
  await expect.poll(() => firstRow().textContent()).toContain('Harbor Lane Studio');
  await table.getByRole('columnheader', { name: 'Importe' }).click();
  await expect.poll(() => firstRow().textContent()).toContain('Tobias Lindqvist');
  await expectNoAxeViolations(page, 'the finance dashboard');

  // "See all" lists every transaction, a page at a time, and keeps the pending ones on request.
  await card(page, 'Movimientos recientes').getByRole('button', { name: 'Ver todos los movimientos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Todos los movimientos' });
  const all = dialog.getByRole('grid', { name: 'Todos los movimientos' });
  await dialog.getByText('1 – 10 de 46').waitFor();
  expect(await all.getByRole('row').nth(1).textContent()).toContain('Marisol Ibáñez');
  await dialog.getByRole('button', { name: 'Página siguiente' }).click();
  await dialog.getByText('11 – 20 de 46').waitFor();
  await dialog.getByRole('radio', { name: 'Pendiente' }).click();
  await dialog.getByText('1 – 4 de 4').waitFor();
  await expect.poll(() => all.getByText('Completada').count()).toBe(0);
  await expectNoAxeViolations(page, 'every transaction');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
});
