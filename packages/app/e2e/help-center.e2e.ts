/**
 * The help center, used as a person would: open it from the navigation, find a guide with the search
 * and say it helped (the answer is kept after a reload); send the support form after fixing each field
 * it refuses; read a guide whose HTML carries markup that would run, and see that nothing does. The
 * mock API keeps its data in the page's localStorage (every test starts from the seed in a fresh context).
 */
import type { Page } from 'playwright-core';
import { expect, expectNoAxeViolations, signInAt, test } from './browser';

/** Resolves once the mock API has answered a call (and so has stored a change). */
function answered(page: Page, method: string, path: string) {
  return page.waitForResponse(
    (response) => response.request().method() === method && new URL(response.url()).pathname === `/api/${path}`,
  );
}

test('opened from the navigation, a guide found by search is answered helpful, and stays so', async ({
  page,
  appUrl,
}) => {
  await signInAt(page, appUrl, '/dashboard');
  const navigation = page.getByRole('navigation', { name: 'Navegación principal' });
  await navigation.getByRole('button', { name: 'Centro de ayuda' }).click();
  // The group's item in the list holds its button and the links it opens to.
  const group = navigation.locator('li', { has: page.getByRole('button', { name: 'Centro de ayuda' }) });
  await group.getByRole('link', { name: 'Inicio', exact: true }).click();
  await page.waitForURL(`${appUrl}/apps/help-center`);
  await page.getByRole('heading', { level: 1, name: '¿En qué podemos ayudarte?' }).waitFor();
  await page.getByRole('button', { name: '¿Hay un crédito mínimo para recargar el saldo?' }).waitFor();
  await expectNoAxeViolations(page, 'the help center home');

  // The search looks in the language on screen: "pago" finds the Spanish guides on payments.
  await page.getByRole('combobox', { name: 'Buscar en el centro de ayuda' }).pressSequentially('pago');
  const results = page.getByRole('listbox');
  await results.getByText('Guías', { exact: true }).waitFor();
  const option = results.getByRole('option', { name: /Pago con tarjeta/ });
  expect(await option.locator('mark').first().textContent()).toBe('Pago');
  await option.click();
  await page.waitForURL(`${appUrl}/apps/help-center/guides/payments/paying-by-card`);
  const article = page.getByRole('article', { name: 'Pago con tarjeta' });
  await article.getByText('Actualizada el', { exact: false }).waitFor();

  const saved = answered(page, 'POST', 'apps/help-center/guide/feedback');
  await article.getByRole('button', { name: 'Sí, útil' }).click();
  expect((await saved).status()).toBe(200);
  await article.getByText('Gracias por tu opinión').waitFor();
  await expectNoAxeViolations(page, 'a guide');

  await page.reload();
  await page.getByRole('article', { name: 'Pago con tarjeta' }).getByText('Gracias por tu opinión').waitFor();
  expect(await page.getByRole('button', { name: 'Sí, útil' }).count()).toBe(0);
});

test('the support form names each missing field, takes the fixes one by one, and sends', async ({ page, appUrl }) => {
  await signInAt(page, appUrl, '/apps/help-center/support');
  const send = page.getByRole('button', { name: 'Enviar' });
  const name = page.getByRole('textbox', { name: 'Nombre' });
  const email = page.getByRole('textbox', { name: 'Correo electrónico' });
  const subject = page.getByRole('textbox', { name: 'Asunto' });
  const message = page.getByRole('textbox', { name: 'Mensaje' });
  const messages = [
    'Escribe tu nombre.',
    'Escribe un correo válido, como nombre@ejemplo.com.',
    'Escribe el asunto.',
    'Escribe tu mensaje.',
  ];
  const shown = async () => {
    const visible = [];
    for (const text of messages) if (await page.getByText(text, { exact: true }).isVisible()) visible.push(text);
    return visible;
  };
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'));

  await send.click();
  await expect.poll(shown).toEqual(messages);
  await expect.poll(() => name.evaluate((element) => element === document.activeElement)).toBe(true);
  await expectNoAxeViolations(page, 'the support form with its messages');

  await name.fill('Ana Ruiz');
  await send.click();
  await expect.poll(shown).toEqual(messages.slice(1));
  await expect.poll(() => email.evaluate((element) => element === document.activeElement)).toBe(true);
  expect(await focused()).toBe('true');

  await email.fill('ana@example.com');
  await send.click();
  await expect.poll(shown).toEqual(messages.slice(2));
  await expect.poll(() => subject.evaluate((element) => element === document.activeElement)).toBe(true);

  await subject.fill('Facturas');
  await send.click();
  await expect.poll(shown).toEqual(messages.slice(3));
  await expect.poll(() => message.evaluate((element) => element === document.activeElement)).toBe(true);
  expect(await name.inputValue()).toBe('Ana Ruiz');

  await message.fill('¿Dónde encuentro las facturas de marzo?');
  const sent = answered(page, 'POST', 'apps/help-center/support');
  await send.click();
  expect((await sent).status()).toBe(200);
  const confirmation = page.getByRole('status', { name: 'Solicitud enviada' });
  await confirmation.getByText('Hemos recibido «Facturas»', { exact: false }).waitFor();
  await expectNoAxeViolations(page, 'the support confirmation');
});

test('a guide carrying markup that would run shows its words and runs nothing', async ({ page, appUrl }) => {
  await signInAt(page, appUrl, '/apps/help-center/guides/settings/pasting-formatted-text');
  const article = page.getByRole('article', { name: 'Pegar texto con formato' });
  await article.getByText('Las imágenes y los scripts se descartan.', { exact: false }).waitFor();
  await article.getByText('un enlace que ejecuta código', { exact: false }).waitFor();
  expect(await article.getByRole('link', { name: 'un enlace que ejecuta código' }).count()).toBe(0);
  expect(await article.getByRole('link', { name: 'un enlace web' }).getAttribute('href')).toBe('https://example.com/');
  // The article's text (its footer holds the feedback buttons' own icons).
  const text = article.locator(':scope > div').first();
  expect(await text.locator('img, script, svg, [onclick], [onerror], [onload]').count()).toBe(0);
  expect(await text.textContent()).toContain('Los estilos, colores y fuentes');
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
});
