/**
 * The in-app documentation, used as a person would: open the introduction from the navigation, follow
 * its table of contents and a section's anchor, open a deep link to a section, copy a code block, read
 * it on a phone, and meet the message an unknown documentation address gets.
 */
import type { Page } from 'playwright-core';
import { expect, expectNoAxeViolations, signInAt, test } from './browser';

const INTRODUCTION = '/docs/guides/getting-started/introduction';

const introduction = (page: Page) => page.getByRole('article', { name: 'Introducción' });

/** The id of the focused element and whether its top is inside the window. */
const focusedSection = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    const top = active?.getBoundingClientRect().top ?? -1;
    return { id: active?.id, inView: top >= 0 && top < window.innerHeight };
  });

test('the introduction opens from the navigation, and its table of contents and anchors lead to their sections', async ({
  page,
  appUrl,
}) => {
  await signInAt(page, appUrl, '/dashboard');
  const navigation = page.getByRole('navigation', { name: 'Navegación principal' });
  await navigation.getByRole('button', { name: /Documentación/ }).click();
  const docs = page.getByRole('navigation', { name: 'Navegación de Documentación' });
  await docs.getByRole('link', { name: /Primeros pasos/ }).click();
  await page.waitForURL(`${appUrl}${INTRODUCTION}`);
  await introduction(page).waitFor();
  await expect.poll(() => page.title()).toBeTruthy();
  await expectNoAxeViolations(page, 'the introduction');

  await page.getByRole('navigation', { name: 'En esta página' }).getByRole('link', { name: 'Pruebas' }).click();
  await page.waitForURL(`${appUrl}${INTRODUCTION}#pruebas`);
  await expect.poll(() => focusedSection(page)).toEqual({ id: 'pruebas', inView: true });

  await page.getByRole('link', { name: 'Enlace a la sección «Un backend real»' }).click();
  await page.waitForURL(`${appUrl}${INTRODUCTION}#un-backend-real`);
  await expect.poll(() => focusedSection(page)).toEqual({ id: 'un-backend-real', inView: true });

  // A link in the text goes through the router to the changelog.
  await page.evaluate(() => ((window as unknown as { __samePage?: boolean }).__samePage = true));
  await introduction(page).getByRole('link', { name: 'Las novedades' }).click();
  await page.waitForURL(`${appUrl}/docs/changelog`);
  await page.getByRole('heading', { level: 2, name: '2.5 — Documentación, portada y variantes de acceso' }).waitFor();
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  await expectNoAxeViolations(page, 'the changelog');
});

test('a link to a section opens the page there, through sign-in, and a code block is copied', async ({
  page,
  appUrl,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: appUrl });
  // A shared link to a section, opened signed out: the section survives the sign-in.
  await signInAt(page, appUrl, `${INTRODUCTION}#un-backend-real`, { throughForm: true });
  await introduction(page).waitFor();
  await expect.poll(() => focusedSection(page)).toEqual({ id: 'un-backend-real', inView: true });

  await introduction(page).getByRole('button', { name: 'Copiar código' }).first().click();
  await page.getByText('Código copiado').waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('npm install\nnpm start');
});

test('on a phone the page does not scroll sideways: a long code line scrolls in its own block', async ({
  page,
  appUrl,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInAt(page, appUrl, INTRODUCTION);
  await introduction(page).waitFor();
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    code: Math.max(...Array.from(document.querySelectorAll('pre'), (pre) => pre.scrollWidth - pre.clientWidth)),
  }));
  expect(widths.page).toBe(0);
  expect(widths.code).toBeGreaterThan(0);
  await expectNoAxeViolations(page, 'the introduction on a phone');
});

test('an unknown documentation address says so and links to the pages there are', async ({ page, appUrl }) => {
  await signInAt(page, appUrl, '/docs/guides/nothing-here');
  await page.getByText('Esta página de la documentación no existe').waitFor();
  await page.getByRole('link', { name: 'Primeros pasos › Introducción' }).click();
  await page.waitForURL(`${appUrl}${INTRODUCTION}`);
  await introduction(page).waitFor();
});

test('a page whose file fails to load says so, and Retry loads it', async ({ page, appUrl, context, problems }) => {
  await signInAt(page, appUrl, '/dashboard');
  // The Spanish introduction's chunk is lost (a deploy replaced it, the network dropped) until Retry.
  let lost = true;
  await context.route(/\/assets\/introduction-[\w-]+\.md$/, (route) => (lost ? route.abort() : route.continue()));
  await page.goto(`${appUrl}${INTRODUCTION}`);
  const alert = page.getByRole('alert').filter({ hasText: 'No se ha podido cargar esta página de la documentación.' });
  await alert.waitFor({ timeout: 15_000 });
  await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Introducción' }).isVisible()).toBe(true);
  lost = false;
  await alert.getByRole('button', { name: 'Reintentar' }).click();
  await introduction(page).waitFor();
  await expectNoAxeViolations(page, 'the introduction after a retry');
  // The browser reports the lost file itself; nothing else may have gone wrong.
  const others = problems.filter((problem) => !/Failed to load resource|net::ERR_FAILED/.test(problem));
  problems.splice(0, problems.length, ...others);
});
