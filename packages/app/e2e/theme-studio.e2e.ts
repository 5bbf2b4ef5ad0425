/**
 * The theme studio used as a designer would: a theme with a failing contrast pair is flagged, fixed, saved,
 * and the next load wears it from the first paint (no flash of the default theme), under the page's CSP.
 */
import { expect, signInAt, test } from './browser';

test('a theme with a failing contrast pair is flagged, fixed, saved, shown from the first paint and in another tab', async ({
  page,
  context,
  appUrl,
}) => {
  page.setDefaultTimeout(15_000);
  await signInAt(page, appUrl, '/ui/theme');
  await page.getByRole('heading', { level: 1, name: 'Estudio de temas' }).waitFor();

  // A deep green with dark text on it: the pair is flagged with its ratio.
  await page.getByRole('textbox', { name: 'Nombre' }).fill('Bosque');
  const primary = page.getByRole('textbox', { name: /Color principal/ });
  await primary.fill('#15803d');
  await primary.press('Enter');
  await page.getByRole('button', { name: /Texto sobre el color principal/ }).click();
  await page.getByRole('option', { name: 'Oscuro (casi negro)' }).click();
  const report = page.getByRole('region', { name: 'Contraste (WCAG AA)' });
  await report
    .getByRole('status')
    .filter({ hasText: /no cumplen? WCAG AA/ })
    .waitFor();
  await report
    .getByRole('listitem')
    .filter({ hasText: 'texto sobre principal sobre principal (Claro)' })
    .filter({ hasText: /mínimo 4,50:1/ })
    .waitFor();

  // Light text fixes it; saved, the theme is the app's at once.
  await page.getByRole('button', { name: /Texto sobre el color principal/ }).click();
  await page.getByRole('option', { name: 'Claro (blanco)' }).click();
  await report.getByRole('status').filter({ hasText: 'Todos los pares cumplen' }).waitFor();
  await page.getByRole('button', { name: 'Guardar y aplicar' }).click();
  await page.getByText(/^Tema guardado y aplicado/).waitFor();
  await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('custom');
  // The saved button wears the new primary (the pointer moved off it: hovered, it is the hover shade).
  const styledButton = page.getByRole('button', { name: 'Guardar y aplicar' });
  await page.mouse.move(0, 0);
  const savedBackground = await styledButton.evaluate((button) => getComputedStyle(button).backgroundColor);
  expect(savedBackground).toBe('rgb(21, 128, 61)');

  // Reloaded, the document wears the custom theme the moment <body> is parsed, before any module ran.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.body) return;
      observer.disconnect();
      const html = document.documentElement;
      sessionStorage.setItem(
        'atrium.e2e.firstParse',
        JSON.stringify({ classes: [...html.classList].sort(), theme: html.dataset.theme }),
      );
    }).observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Estudio de temas' }).waitFor();
  const firstParse = await page.evaluate(() => sessionStorage.getItem('atrium.e2e.firstParse'));
  expect(JSON.parse(firstParse ?? 'null')).toEqual({ classes: ['atrium-custom-light', 'light'], theme: 'custom' });
  expect(await styledButton.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe(savedBackground);

  // The settings list it beside the six, chosen.
  await page.getByRole('button', { name: 'Ajustes' }).click();
  const settings = page.getByRole('dialog', { name: 'Ajustes' });
  expect(await settings.getByRole('radio', { name: 'Bosque' }).isChecked()).toBe(true);
  await page.keyboard.press('Escape');

  // Saved again with another primary, the theme changes in another open tab too.
  const other = await context.newPage();
  await other.goto(`${appUrl}/ui/theme`);
  const otherButton = other.getByRole('button', { name: 'Guardar y aplicar' });
  await other.mouse.move(0, 0);
  expect(await otherButton.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe(savedBackground);
  await page.bringToFront();
  const primaryAgain = page.getByRole('textbox', { name: /Color principal/ });
  await primaryAgain.fill('#1d4ed8');
  await primaryAgain.press('Enter');
  await page.getByRole('button', { name: 'Guardar y aplicar' }).click();
  await page.mouse.move(0, 0);
  const blue = await styledButton.evaluate((button) => getComputedStyle(button).backgroundColor);
  expect(blue).not.toBe(savedBackground);
  await expect.poll(() => otherButton.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe(blue);
});
