/**
 * The assistant console's Playground and Runs, used as a person would in the built app, over the mock's
 * rule-based assistant streaming as it does in the product (a word every 35 ms, a tool call 190 ms): an
 * order asked for by number comes back as its card; a reply stopped mid-stream stays stopped and its run
 * reads cancelled in Runs; asking for a person opens the conversation in chat with its transcript; the
 * Viewer asking for a refund gets the refusal the mock sends.
 */
import type { Page } from 'playwright-core';
import { expect, expectNoAxeViolations, signInAs, signInAt, test } from './browser';

const transcript = (page: Page) => page.getByRole('log', { name: 'Conversación con el asistente' });

/** Writes a message in the composer and sends it with Enter. */
async function ask(page: Page, message: string) {
  const field = page.getByRole('textbox', { name: 'Mensaje' });
  await field.fill(message);
  await field.press('Enter');
}

/** Waits until the reply streaming now has finished (the composer offers Send again). */
async function replied(page: Page) {
  await page.getByRole('button', { name: 'Enviar' }).waitFor({ timeout: 15_000 });
}

test('an order asked for by number comes back as its card, linked to the order', async ({ page, appUrl }) => {
  await signInAt(page, appUrl, '/agent/playground');
  await page.getByRole('heading', { level: 1, name: 'Asistente' }).waitFor();
  await ask(page, '¿Cómo va el pedido #10234?');
  const card = transcript(page).getByRole('article', { name: 'Pedido #10234' });
  await card.waitFor();
  await replied(page);
  expect(await card.getByRole('link', { name: 'Pedido #10234' }).getAttribute('href')).toBe('/orders/10234');
  expect(await transcript(page).getByTestId('agent-reply').textContent()).toMatch(/^Hola, .*Pedido #10234 de /);
  await expectNoAxeViolations(page, 'the Playground with an order card');
  await card.getByRole('link', { name: 'Pedido #10234' }).click();
  await page.getByRole('heading', { level: 1, name: 'Pedido #10234' }).waitFor();
});

test('a reply stopped mid-stream stays stopped, and its run reads cancelled in Runs', async ({ page, appUrl }) => {
  await signInAt(page, appUrl, '/agent/playground');
  // A help-center answer: a long reply, a word every 35 ms.
  const message = '¿Cómo restablezco mi contraseña?';
  await ask(page, message);
  const reply = transcript(page).getByTestId('agent-reply');
  // Its first words are in (beside them, while it streams, a hidden "replying…" for screen readers).
  const words = async () => ((await reply.textContent()) ?? '').replace('(respondiendo…)', '').trim();
  await expect.poll(words, { timeout: 10_000 }).not.toBe('');
  await page.getByRole('button', { name: 'Detener' }).click();
  await transcript(page).getByText('Detenida: la respuesta se quedó a medias.').waitFor();
  const stopped = await words();
  expect(stopped).not.toBe('');
  // Nothing more arrives after the stop.
  await page.waitForTimeout(500);
  expect(await words()).toBe(stopped);

  await page.getByRole('tab', { name: 'Ejecuciones' }).click();
  await page.waitForURL(`${appUrl}/agent/runs`);
  const table = page.getByRole('grid', { name: 'Ejecuciones del asistente' });
  const row = table.getByRole('row', { name: new RegExp(message.replace(/[?¿]/g, '.')) }).first();
  await row.waitFor();
  await expect.poll(() => row.locator('[data-outcome]').getAttribute('data-outcome')).toBe('cancelled');
  expect(await row.getByText('Cancelada').count()).toBe(1);
});

test('asking for a person hands over into chat, where the conversation is, transcript and all', async ({
  page,
  appUrl,
}) => {
  await signInAt(page, appUrl, '/agent/playground');
  await ask(page, '¿Cuántos pedidos hay?');
  await replied(page);
  await ask(page, 'Quiero hablar con una persona');
  const handover = transcript(page).getByRole('link', { name: 'Abrir la conversación en el chat' });
  await handover.waitFor();
  await replied(page);
  const href = (await handover.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/chat\/.+/);
  await handover.click();
  await page.waitForURL(`${appUrl}${href}`);
  const messages = page.getByTestId('chat-message');
  await messages.filter({ hasText: 'Quiero hablar con una persona' }).first().waitFor();
  const texts = await messages.allTextContents();
  // Both turns are there in order, the assistant's under its name.
  const first = texts.indexOf('¿Cuántos pedidos hay?');
  expect(first).toBeGreaterThanOrEqual(0);
  expect(texts[first + 1]).toMatch(/^Asistente: .*Hay 2000 pedidos\./);
  expect(texts[first + 2]).toBe('Quiero hablar con una persona');
  expect(texts[first + 3]).toMatch(/^Asistente: .*Paso esta conversación a una persona del equipo\./);
});

test('the Viewer asking for a refund gets the refusal the mock sends, and nothing waits for approval', async ({
  page,
  appUrl,
}) => {
  page.setDefaultTimeout(10_000);
  await signInAs(page, appUrl, 'viewer@atrium.dev', 'viewer', '/agent/playground');
  // The Viewer sees every tab (reading only: deciding and configuring are guarded inside them).
  const tabs = page.getByRole('tablist', { name: 'Secciones del asistente' });
  await tabs.getByRole('tab', { name: 'Pruebas' }).waitFor();
  expect(await tabs.getByRole('tab').allTextContents()).toEqual([
    'Resumen',
    'Pruebas',
    'Ejecuciones',
    'Aprobaciones',
    'Configuración',
    'Tests',
  ]);

  await ask(page, 'Reembolsa el pedido #10234');
  await replied(page);
  expect(await transcript(page).getByTestId('agent-reply').textContent()).toMatch(
    /No puedo hacer eso por ti: necesitas el permiso orders:refund\.$/,
  );
  expect(await transcript(page).getByText('Cambio pendiente de aprobación').count()).toBe(0);
  await transcript(page).getByRole('button', { name: 'Ver en el inspector' }).click();
  await page.getByText(/Rechazado: falta el permiso «.+» \(orders:refund\)\./).waitFor();
  const approvals = await page.evaluate(async () => {
    const response = await fetch('/api/agent/approvals?status=pending', {
      headers: { Authorization: `Bearer ${localStorage.getItem('atrium.accessToken') ?? ''}` },
    });
    return (await response.json()) as unknown[];
  });
  expect(approvals).toEqual([]);
});
