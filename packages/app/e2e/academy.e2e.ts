/**
 * The academy, used as a person would: open it from the navigation, carry on with a course, jump to
 * its last step in the stepper and finish it, and find it completed on the grid (and after a reload);
 * then a step whose stored text tries to run script, which runs nothing. The mock API keeps its data
 * in the page's localStorage (every test starts from the seed in a fresh browser context).
 */
import type { Page } from 'playwright-core';
import { expect, expectNoAxeViolations, openFromNavigation, signInAt, test } from './browser';

const BASICS = 'Basics of the web platform';
const FORMS_ID = '650eaf10-8f37-4da1-9d07-384bd60a1cd4';

const grid = (page: Page) => page.getByRole('list', { name: 'Cursos' });
const card = (page: Page, title: string) => grid(page).getByRole('article', { name: title });
const stepper = (page: Page) => page.getByRole('navigation', { name: 'Pasos del curso' });

/** Resolves once the mock API has answered a call (and so has stored a change). */
function answered(page: Page, method: string, path: string) {
  return page.waitForResponse(
    (response) => response.request().method() === method && new URL(response.url()).pathname === `/api/${path}`,
  );
}

test('a course carried on to its last step and finished shows as completed on the grid', async ({ page, appUrl }) => {
  await signInAt(page, appUrl, '/dashboard');
  await openFromNavigation(page, 'Academia');
  await page.waitForURL(/\/apps\/academy$/);
  await expect.poll(() => grid(page).getByRole('article').count()).toBe(10);
  await card(page, BASICS).getByText('Completado dos veces').waitFor();
  await expectNoAxeViolations(page, 'the course grid');

  // Three of eleven steps done: it carries on at the fourth.
  await card(page, BASICS)
    .getByRole('button', { name: `Continuar: ${BASICS}` })
    .click();
  await page.waitForURL(/\/apps\/academy\/ee8828bf-ced3-44d3-b5ff-9ea124c0d973\/basics-of-the-web-platform\?step=4$/);
  await page.getByRole('article').getByText('Paso 4 de 11').waitFor();
  expect(
    await stepper(page)
      .getByRole('link', { name: /A small example/ })
      .getAttribute('aria-current'),
  ).toBe('step');
  await expectNoAxeViolations(page, 'the course');

  // Straight to the last step in the stepper: the steps before it are saved as done.
  const reached = answered(page, 'PATCH', 'apps/academy/courses/course');
  await stepper(page)
    .getByRole('link', { name: /Wrapping up/ })
    .click();
  await reached;
  await page.waitForURL(/\?step=11$/);
  await page.getByRole('article').getByText('Paso 11 de 11').waitFor();

  const finished = answered(page, 'PATCH', 'apps/academy/courses/course');
  await page.getByRole('button', { name: /Terminar el curso/ }).click();
  expect((await finished).status()).toBe(200);
  await page.waitForURL(/\/apps\/academy$/);
  await page.getByText(`Has terminado «${BASICS}».`).waitFor();
  await card(page, BASICS).getByText('Completado 3 veces').waitFor();
  await card(page, BASICS)
    .getByRole('button', { name: `Empezar de nuevo: ${BASICS}` })
    .waitFor();
  expect(await card(page, BASICS).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');

  // Kept by the mock: the same after a reload, and hidden with the completed ones.
  await page.reload();
  await card(page, BASICS).getByText('Completado 3 veces').waitFor();
  await page.getByRole('switch', { name: 'Ocultar completados' }).click({ force: true });
  await page.waitForURL(/hideCompleted=1/);
  await expect.poll(() => card(page, BASICS).count()).toBe(0);
});

test('a step whose stored text holds script runs nothing', async ({ page, appUrl }) => {
  await signInAt(page, appUrl, `/apps/academy/${FORMS_ID}/forms-that-people-can-finish?step=1`);
  await page.getByRole('article').getByText('Paso 1 de 11').waitFor();
  // A first change makes the mock store the academy's data; the third step's text is then replaced in
  // that store, as a hostile server would send it.
  const saved = answered(page, 'PATCH', 'apps/academy/courses/course');
  await page.getByRole('button', { name: /Paso siguiente/ }).click();
  await saved;
  const stored = await page.evaluate((id) => {
    const key = 'atrium.mock-api.db.academy';
    const raw = localStorage.getItem(key);
    if (raw === null) return false;
    const part = JSON.parse(raw) as {
      data: { academy: { courses: { id: string; steps: { content: string }[] }[] } };
    };
    const course = part.data.academy.courses.find((candidate) => candidate.id === id);
    if (!course) return false;
    course.steps[2]!.content =
      '<p>Texto seguro</p><img src="x" onerror="window.__xss=1"><script>window.__xss=1</script>' +
      '<a href="javascript:window.__xss=1">enlace</a><svg><script>window.__xss=1</script></svg>';
    localStorage.setItem(key, JSON.stringify(part));
    return true;
  }, FORMS_ID);
  expect(stored).toBe(true);

  await page.goto(`${appUrl}/apps/academy/${FORMS_ID}/forms-that-people-can-finish?step=3`);
  const step = page.getByRole('article');
  await step.getByText('Texto seguro').waitFor();
  expect(await step.locator('img, script, svg').count()).toBe(0);
  expect(await step.getByText('enlace').getAttribute('href')).toBeNull();
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
});
