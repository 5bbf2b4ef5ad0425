/**
 * The assistant console's management tabs, used as an operator would in the built app: a refund asked
 * for in the Playground waits in Approvals, is approved there, and the order shows the refund and its
 * timeline event "Asistente, aprobado por …"; a configuration saved, changed, and its first version
 * restored (and leaving with unsaved changes asks first); the saved tests run and pass. Every test starts
 * from the seed (#11995 is a paid order being prepared, 1355,20 €).
 */
import type { Page } from 'playwright-core';
import { expect, expectNoAxeViolations, signInAt, test } from './browser';

const ORDER = 11995;

/** Resolves once the mock API has answered a call (and so has stored any change). */
function answered(page: Page, method: string, path: string) {
  return page.waitForResponse(
    (response) => response.request().method() === method && new URL(response.url()).pathname === `/api/${path}`,
  );
}

const tab = (page: Page, name: string) =>
  page.getByRole('tablist', { name: 'Secciones del asistente' }).getByRole('tab', { name, exact: true });

test('a refund asked for in the Playground is approved in Approvals, and the order shows it', async ({
  page,
  appUrl,
}) => {
  await signInAt(page, appUrl, '/agent/playground');
  const field = page.getByRole('textbox', { name: 'Mensaje' });
  await field.fill(`Reembolsa el pedido #${ORDER}`);
  await field.press('Enter');
  await page
    .getByRole('log', { name: 'Conversación con el asistente' })
    .getByText('Cambio pendiente de aprobación')
    .waitFor();
  await page.getByRole('button', { name: 'Enviar' }).waitFor({ timeout: 15_000 });

  await tab(page, 'Aprobaciones').click();
  await page.waitForURL(`${appUrl}/agent/approvals`);
  const waiting = page.getByRole('region', { name: 'En espera (1)' });
  const proposal = waiting.getByRole('article', { name: new RegExp(`^Reembolsar 1355,20\\s€ del pedido #${ORDER}$`) });
  await proposal.waitFor();
  expect(await proposal.textContent()).toContain('Lo pidió Lucía Navarro');
  // Stored: after a reload it still waits.
  await page.reload();
  await proposal.waitFor({ timeout: 15_000 });
  await expectNoAxeViolations(page, 'the approvals with a refund waiting');
  const approved = answered(page, 'POST', 'agent/approvals/approve');
  await proposal.getByRole('button', { name: 'Aprobar' }).click();
  expect((await approved).status()).toBe(200);
  const decided = page.getByRole('region', { name: 'Decididas' });
  await decided.getByText(/^Aprobada por Lucía Navarro/).waitFor();
  await page.getByRole('region', { name: 'En espera (0)' }).getByText('Nada espera tu aprobación.').waitFor();

  await decided.getByRole('link', { name: `Ver el pedido #${ORDER}` }).click();
  await page.getByRole('heading', { level: 1, name: `Pedido #${ORDER}` }).waitFor();
  const totals = page.getByRole('region', { name: 'Artículos' }).getByLabel('Totales');
  await expect.poll(() => totals.textContent()).toMatch(/Reembolsado1355,20\s€/);
  const timeline = page.getByRole('region', { name: 'Historial' });
  await expect
    .poll(() => timeline.textContent())
    .toMatch(/Asistente, aprobado por Lucía Navarro: reembolso de 1355,20\s€/);
});

test('a configuration saved, changed, and its first version restored; unsaved changes ask before leaving', async ({
  page,
  appUrl,
}) => {
  await signInAt(page, appUrl, '/agent/configure');
  const form = (version: number) => page.getByRole('region', { name: `Configuración (versión ${version})` });
  const save = () => page.getByRole('button', { name: 'Guardar como nueva versión' });
  const tone = (version: number) => form(version).getByRole('button', { name: /Tono/ });

  await tone(1).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Formal', exact: true }).click();
  let saved = answered(page, 'PUT', 'agent/config');
  await save().click();
  await saved;
  await form(2).waitFor();
  expect(await tone(2).textContent()).toContain('Formal');

  await form(2)
    .getByRole('textbox', { name: /Saludo/ })
    .fill('Buenos días, soy el asistente.');
  // Leaving the tab with that change unsaved asks first; keeping it stays here with the change.
  await tab(page, 'Tests').click();
  const leave = page.getByRole('alertdialog', { name: '¿Salir sin guardar?' });
  await leave.waitFor();
  await leave.getByRole('button', { name: 'Seguir editando' }).click();
  expect(page.url()).toBe(`${appUrl}/agent/configure`);
  expect(
    await form(2)
      .getByRole('textbox', { name: /Saludo/ })
      .inputValue(),
  ).toBe('Buenos días, soy el asistente.');
  saved = answered(page, 'PUT', 'agent/config');
  await save().click();
  await saved;
  await form(3).waitFor();

  const versions = page.getByRole('region', { name: 'Versiones' });
  const first = versions.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Versión 1' }) });
  await first.getByRole('button', { name: 'Comparar la versión 1 con la actual' }).click();
  const diff = first.getByRole('table', { name: 'Diferencias entre la versión 1 y la actual (versión 3)' });
  expect(await diff.getByRole('row').allTextContents()).toEqual([
    'CampoEn la versión 1En la actual (3)',
    'SaludoHola, soy el asistente de Atrium.Buenos días, soy el asistente.',
    'TonoCercanoFormal',
  ]);
  await expectNoAxeViolations(page, 'the configuration with a comparison open');

  await first.getByRole('button', { name: 'Restaurar la versión 1' }).click();
  const confirm = page.getByRole('alertdialog', { name: '¿Restaurar la versión 1?' });
  const restored = answered(page, 'POST', 'agent/config/restore');
  await confirm.getByRole('button', { name: 'Restaurar' }).click();
  await restored;
  await form(4).waitFor();
  expect(await tone(4).textContent()).toContain('Cercano');
  expect(
    await form(4)
      .getByRole('textbox', { name: /Saludo/ })
      .inputValue(),
  ).toBe('Hola, soy el asistente de Atrium.');
  await versions.getByText('Restaura la versión 1.').waitFor();

  // Stored: a reload shows the restored version in force.
  await page.reload();
  await form(4).waitFor({ timeout: 15_000 });
});

test('the saved tests run and pass', async ({ page, appUrl }) => {
  await signInAt(page, appUrl, '/agent/tests');
  const table = page.getByRole('grid', { name: 'Pruebas guardadas' });
  await table.getByRole('rowheader', { name: /^Order by number/ }).waitFor();
  const ran = answered(page, 'POST', 'agent/tests/run');
  await page.getByRole('button', { name: 'Ejecutar todas' }).click();
  await ran;
  await page.getByRole('status').filter({ hasText: '4 de 4 pasan.' }).waitFor();
  expect(await table.getByText('Pasa', { exact: true }).count()).toBe(4);
  expect(await table.getByText('Falla', { exact: true }).count()).toBe(0);
  await expectNoAxeViolations(page, 'the tests after a run');
});
