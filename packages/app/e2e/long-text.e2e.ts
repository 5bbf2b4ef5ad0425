/**
 * Long text, as people type it: an address with an 86-letter word and no space, a file named at length.
 * On a desktop and on a phone the page never scrolls sideways, the text stays readable, and the file's
 * details drawer keeps its close button in the window (and closes with Escape after a rename).
 */
import type { Page } from 'playwright-core';
import { expect, expectNoAxeViolations, signInAt, test, callApi } from './browser';

/** 86 letters, no place to break. */
const LONG_WORD =
  'Calle' + 'Supercalifragilisticoespialidosamente' + 'Anticonstitucionalisimamente' + 'Ferroviariamente';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 740 };

/** How far the page scrolls sideways (0 when it does not). */
const sideways = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });

/** Whether an element's box lies inside the window, left to right. */
const insideWindow = (page: Page, selector: ReturnType<Page['getByRole']>) =>
  selector.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.left >= 0 && box.right <= document.documentElement.clientWidth && box.width > 0;
  });

test('an order with a long shipping address reads whole and does not scroll sideways', async ({ page, appUrl }) => {
  expect(LONG_WORD).toHaveLength(86);
  await page.setViewportSize(DESKTOP);
  await signInAt(page, appUrl, '/orders/11996');
  await page.getByRole('heading', { level: 1, name: 'Pedido #11996' }).waitFor();
  await callApi(page, '/api/orders/order', {
    method: 'PATCH',
    body: {
      number: 11996,
      order: {
        shippingAddress: {
          name: 'Luis Ibáñez',
          line1: `${LONG_WORD} 12`,
          city: 'Madrid',
          postalCode: '28001',
          country: 'España',
        },
      },
    },
  });
  await page.reload();
  const address = page.locator('address').filter({ hasText: LONG_WORD });
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await expect.poll(() => address.isVisible()).toBe(true);
    await expect.poll(() => sideways(page)).toBeLessThanOrEqual(1);
    // Readable: the address is inside the window, its long word broken over lines rather than cut.
    await expect.poll(() => insideWindow(page, page.getByRole('heading', { name: 'Dirección de envío' }))).toBe(true);
    expect(
      await address.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return box.left >= 0 && box.right <= document.documentElement.clientWidth;
      }),
    ).toBe(true);
    expect(await address.innerText()).toContain(LONG_WORD.slice(0, 20));
  }
  await expectNoAxeViolations(page, 'an order with a long address on a phone');
});

test('a file with a long name: its details close by the button and by Escape after a rename', async ({
  page,
  appUrl,
}) => {
  const name = `${LONG_WORD}.pdf`;
  await page.setViewportSize(DESKTOP);
  await signInAt(page, appUrl, '/apps/file-manager');
  await page.getByRole('heading', { level: 1, name: 'Gestor de archivos' }).waitFor();
  await page.locator('input[type="file"]').setInputFiles({
    name,
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(2 * 1024),
  });
  // From 1440 px the details dock beside the folder (a named region); below, a modal drawer.
  const docked = page.getByRole('region', { name });
  const dockedClose = docked.getByRole('button', { name: 'Cerrar' }).first();
  await expect.poll(() => docked.isVisible()).toBe(true);
  await expect.poll(() => insideWindow(page, dockedClose)).toBe(true);
  expect(await sideways(page)).toBeLessThanOrEqual(1);
  await dockedClose.click();
  await expect.poll(() => docked.count()).toBe(0);

  const drawer = page.getByRole('dialog', { name });
  const close = drawer.getByRole('button', { name: 'Cerrar' }).first();

  // On a phone, from the list: the drawer takes the width, its close button still in reach.
  await page.setViewportSize(PHONE);
  const files = page.getByRole('grid', { name: 'Archivos' });
  await files.getByRole('row', { name }).click();
  await expect.poll(() => drawer.isVisible()).toBe(true);
  await expect.poll(() => insideWindow(page, close)).toBe(true);
  expect(await sideways(page)).toBeLessThanOrEqual(1);
  await expectNoAxeViolations(page, 'the details of a long-named file on a phone');

  // Renamed with the Save button: Escape still closes the drawer.
  const renamed = `Informe ${LONG_WORD}.pdf`;
  const field = drawer.getByRole('textbox', { name: 'Nombre' });
  await field.fill(renamed);
  await drawer.getByRole('button', { name: 'Renombrar' }).click();
  const after = page.getByRole('dialog', { name: renamed });
  await expect.poll(() => after.isVisible()).toBe(true);
  await expect.poll(() => insideWindow(page, after.getByRole('button', { name: 'Cerrar' }).first())).toBe(true);
  await page.keyboard.press('Escape');
  await expect.poll(() => after.count()).toBe(0);
  expect(await sideways(page)).toBeLessThanOrEqual(1);
});
