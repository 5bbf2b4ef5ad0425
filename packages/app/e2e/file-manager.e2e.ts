/**
 * The file manager, used as a person would: down three folders and back up by the breadcrumb, upload a
 * file and read it in the details, move a folder (after being refused a move into its own child).
 */
import type { Page } from 'playwright-core';
import { expect, expectNoAxeViolations, signInAt, test } from './browser';

const folders = (page: Page) => page.getByRole('grid', { name: 'Carpetas', exact: true });
const trail = (page: Page) => page.getByRole('navigation', { name: 'Ruta de la carpeta' });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

test('three folders deep and back by the breadcrumb, then an upload found in its details', async ({ page, appUrl }) => {
  await signInAt(page, appUrl, '/apps/file-manager');
  await expect.poll(() => heading(page, 'Gestor de archivos').isVisible()).toBe(true);
  for (const name of ['Personal', 'Photos', 'Summer 2026']) {
    await folders(page).getByRole('row', { name, exact: true }).click();
    await expect.poll(() => heading(page, name).isVisible()).toBe(true);
  }
  expect(page.url()).toMatch(/\/apps\/file-manager\/folders\/9b6fb08a-1f21-47b7-946f-6875dbaa3bf9$/);
  await expect
    .poll(() => trail(page).getByRole('link').allTextContents())
    .toEqual(['Gestor de archivos', 'Personal', 'Photos', 'Summer 2026']);
  await expectNoAxeViolations(page, 'a folder three deep');
  await trail(page).getByRole('link', { name: 'Personal' }).click();
  await expect.poll(() => heading(page, 'Personal').isVisible()).toBe(true);
  await trail(page).getByRole('link', { name: 'Gestor de archivos' }).click();
  await expect.poll(() => page.getByText('3 carpetas, 5 archivos').isVisible()).toBe(true);

  // Too big: refused with a message, nothing sent.
  const input = page.locator('input[type="file"]');
  await input.setInputFiles({ name: 'Huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(11 * 1024 * 1024) });
  await expect.poll(() => page.getByRole('alert').filter({ hasText: 'hasta 10 MB' }).isVisible()).toBe(true);
  await input.setInputFiles({
    name: 'Quarterly plan.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(3 * 1024),
  });
  const drawer = page.getByRole('dialog', { name: 'Quarterly plan.pdf' });
  await expect.poll(() => drawer.isVisible()).toBe(true);
  await expect.poll(() => drawer.getByText('3 KB').isVisible()).toBe(true);
  await expect.poll(() => drawer.getByText('PDF', { exact: true }).isVisible()).toBe(true);
  await expectNoAxeViolations(page, 'the details of an uploaded file');
  await drawer.getByRole('button', { name: 'Cerrar' }).first().click();
  await expect
    .poll(() =>
      page.getByRole('grid', { name: 'Archivos' }).getByRole('row', { name: 'Quarterly plan.pdf' }).isVisible(),
    )
    .toBe(true);
});

test('a folder cannot move into its own child, and moves into another folder', async ({ page, appUrl }) => {
  await signInAt(page, appUrl, '/apps/file-manager');
  await folders(page).getByRole('button', { name: 'Detalles de Personal' }).click();
  const details = page.getByRole('dialog', { name: 'Personal' });
  await details.getByRole('button', { name: 'Mover' }).click();
  const picker = page.getByRole('dialog', { name: 'Mover «Personal»' });
  await picker
    .getByRole('grid', { name: 'Carpetas en Gestor de archivos' })
    .getByRole('row', { name: 'Personal' })
    .click();
  await picker.getByRole('grid', { name: 'Carpetas en Personal' }).getByRole('row', { name: 'Photos' }).click();
  await expect
    .poll(() => picker.getByRole('alert').textContent())
    .toBe('«Personal» no se puede mover dentro de sí misma ni de una carpeta que contiene.');
  expect(await picker.getByRole('button', { name: 'Mover a Photos' }).isDisabled()).toBe(true);
  await picker.getByRole('button', { name: 'Subir un nivel' }).click();
  await picker.getByRole('button', { name: 'Subir un nivel' }).click();
  await picker
    .getByRole('grid', { name: 'Carpetas en Gestor de archivos' })
    .getByRole('row', { name: 'Projects' })
    .click();
  await picker.getByRole('button', { name: 'Mover a Projects' }).click();
  await expect.poll(() => folders(page).getByRole('row', { name: 'Personal', exact: true }).count()).toBe(0);
  await folders(page).getByRole('row', { name: 'Projects', exact: true }).click();
  await expect.poll(() => folders(page).getByRole('row', { name: 'Personal', exact: true }).isVisible()).toBe(true);
});
