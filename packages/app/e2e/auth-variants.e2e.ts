/**
 * The auth pages' variants, reviewed as an operator would: each sign-in variant opens from the
 * navigation (Pages › Authentication › Sign in › variant); signing in through a preview says what
 * would happen and keeps the session; the sign-out preview counts down without ending it.
 */
import type { Page } from 'playwright-core';
import { expect, expectNoAxeViolations, signInAt, test } from './browser';

const variants = [
  ['classic', 'Clásica'],
  ['modern', 'Moderna'],
  ['modern-reversed', 'Moderna invertida'],
  ['split-screen', 'Pantalla dividida'],
  ['split-screen-reversed', 'Pantalla dividida invertida'],
  ['fullscreen', 'Pantalla completa'],
  ['fullscreen-reversed', 'Pantalla completa invertida'],
] as const;

const previewBar = (page: Page) =>
  page.getByRole('navigation', { name: 'Vista previa de las páginas de autenticación' });

/** Opens a collapsable of the main navigation unless it is open already. */
async function expand(page: Page, name: string) {
  const toggle = page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('button', { name, exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
}

/** Back on the dashboard, signed in: the main layout shows and the address stays. */
async function expectDashboard(page: Page, appUrl: string) {
  await page.waitForURL(`${appUrl}/dashboard`);
  await page.locator('[data-layout]:not([data-rac])').waitFor();
  await page.waitForTimeout(300);
  expect(new URL(page.url()).pathname).toBe('/dashboard');
}

test('every sign-in variant opens from the navigation, and signing in through one keeps the session', async ({
  page,
  appUrl,
}) => {
  await signInAt(page, appUrl, '/dashboard');
  for (const [variant, name] of variants) {
    await expand(page, 'Autenticación');
    await expand(page, 'Iniciar sesión');
    await page
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('link', { name, exact: true })
      .click();
    await page.waitForURL(`${appUrl}/pages/authentication/sign-in/${variant}`);
    await page.getByRole('heading', { level: 1, name: 'Iniciar sesión' }).waitFor();
    expect(
      await previewBar(page)
        .getByRole('button', { name: /Variante/ })
        .textContent(),
    ).toContain(name);
    const panels = await page.getByText('Bienvenido a').count();
    expect(panels, variant).toBe(variant === 'classic' ? 0 : 1);
    if (variant === 'modern') await expectNoAxeViolations(page, 'the modern sign-in preview');
    await previewBar(page).getByRole('link', { name: 'Volver al panel' }).click();
    await expectDashboard(page, appUrl);
  }

  // Sign in through the fullscreen variant with the demo pair: success says what would happen, nothing more.
  await page.goto(`${appUrl}/pages/authentication/sign-in/fullscreen`);
  await page.getByLabel('Correo electrónico').fill('admin@atrium.dev');
  await page.getByLabel('Contraseña', { exact: true }).fill('admin');
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await page.getByText(/Datos correctos\. En el producto ahora habrías iniciado sesión/).waitFor();
  expect(new URL(page.url()).pathname).toBe('/pages/authentication/sign-in/fullscreen');
  // A link inside the preview stays in the same variant.
  expect(await page.getByRole('link', { name: 'Regístrate' }).getAttribute('href')).toBe(
    '/pages/authentication/sign-up/fullscreen',
  );
  await page.goto(`${appUrl}/dashboard`);
  await expectDashboard(page, appUrl);
});

test('the sign-out preview counts down without ending the session', async ({ page, appUrl }) => {
  await signInAt(page, appUrl, '/pages/authentication/sign-out/modern');
  await page.getByRole('heading', { level: 1, name: 'Has cerrado sesión' }).waitFor();
  await page.getByText(/tu sesión sigue abierta/).waitFor();
  await page.getByText('En el producto ahora te llevaríamos a iniciar sesión.').waitFor({ timeout: 10_000 });
  expect(new URL(page.url()).pathname).toBe('/pages/authentication/sign-out/modern');
  await expectNoAxeViolations(page, 'the sign-out preview');
  await page.goto(`${appUrl}/dashboard`);
  await expectDashboard(page, appUrl);
});

test('an unknown variant says so, with a way on', async ({ page, appUrl }) => {
  await signInAt(page, appUrl, '/pages/authentication/sign-in/sideways');
  await page.getByRole('heading', { level: 1, name: 'Esta vista previa no existe' }).waitFor();
  await page.getByRole('link', { name: 'Ver Iniciar sesión en pantalla dividida' }).click();
  await page.waitForURL(`${appUrl}/pages/authentication/sign-in/split-screen`);
  await page.getByRole('heading', { level: 1, name: 'Iniciar sesión' }).waitFor();
});
