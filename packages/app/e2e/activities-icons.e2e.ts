/**
 * The activities page and the icon pages, used as a person would: open the timeline from the navigation,
 * read today's group and load older entries; a hostile description runs nothing; find an icon by name and
 * copy how to use it.
 */
import type { Page } from 'playwright-core';
import { expect, expectNoAxeViolations, openFromNavigation, signInAt, test } from './browser';

const timeline = (page: Page) => page.getByRole('list', { name: 'Actividad por días' });

test('the activities page opens from the navigation with today first, and loads older entries', async ({
  page,
  appUrl,
}) => {
  // The feed is dated relative to now: just after midnight, its newest entry (12 minutes old) is
  // yesterday's. The page's clock reads noon of today, so "today" holds it whenever the journey runs.
  const noon = new Date();
  noon.setUTCHours(12, 0, 0, 0);
  await page.clock.setFixedTime(noon);
  // Signed in under that clock, so the session's token is dated by it too.
  await signInAt(page, appUrl, '/dashboard', { throughForm: true });
  await openFromNavigation(page, 'Actividad');
  await page.waitForURL(`${appUrl}/pages/activities`);
  await page.getByRole('heading', { level: 1, name: 'Actividad' }).waitFor();
  const today = timeline(page).getByRole('listitem', { name: 'Hoy' });
  await expect.poll(() => today.getByText(/Se ha aceptado tu propuesta/).isVisible()).toBe(true);
  await expect.poll(() => page.getByText(/página de ejemplo está lista/).count()).toBe(0);
  await expectNoAxeViolations(page, 'the activities page');

  const older = page.getByRole('button', { name: 'Cargar actividad anterior' });
  await older.click();
  await older.click();
  await page.getByText(/página de ejemplo está lista/).waitFor();
  await page.getByText('No hay actividad anterior.').waitFor();

  // An in-app link goes through the router: no full page load.
  await page.evaluate(() => ((window as unknown as { __samePage?: boolean }).__samePage = true));
  await timeline(page).getByRole('link', { name: 'Rafael Bakr' }).click();
  await page.waitForURL(/\/apps\/contacts\/ca72e80e/);
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
});

test('an activity description carrying script runs nothing', async ({ page, appUrl }) => {
  // The mock answers through a service worker: the answer is swapped at the page's fetch.
  await page.addInitScript(() => {
    const realFetch = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!new URL(url, location.href).pathname.endsWith('/api/pages/activities')) return realFetch(input, init);
      const hostile = [
        {
          id: 'x1',
          icon: 'mail',
          image: null,
          date: new Date().toISOString(),
          description:
            'Hostile <img src="x" onerror="window.__pwned = 1"><script>window.__pwned = 2</script><a href="javascript:window.__pwned = 3">link</a> entry',
          extraContent:
            '<p onmouseover="window.__pwned = 4">Hover me</p><iframe srcdoc="<script>parent.__pwned = 5</script>"></iframe>',
          linkedContent: 'Bad link',
          link: 'javascript:window.__pwned = 6',
        },
      ];
      // Marked as the mock's answer, as every answer of the mock is (else the app asks the mock in the page).
      return new Response(JSON.stringify(hostile), {
        headers: { 'content-type': 'application/json', 'x-atrium-mock': '1' },
      });
    };
  });
  // Until the mock's worker controls a new page, its calls are answered in the page, past its fetch: the
  // swapped answer is seen once the worker is in control, on a move within the app (a new page load would
  // start over).
  await signInAt(page, appUrl, '/dashboard');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.evaluate(() => {
    window.history.pushState(null, '', '/pages/activities');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  const entry = timeline(page).getByText(/Hostile\s+link\s+entry/);
  await entry.waitFor();
  await entry.click();
  await page.getByText('Hover me').hover();
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(await timeline(page).locator('script, iframe, [onerror], [onmouseover], a[href^="javascript"]').count()).toBe(
    0,
  );
  expect(await page.getByRole('link', { name: 'Bad link' }).count()).toBe(0);
});

test('a Heroicons Solid icon found by name has its import from @heroicons/react copied', async ({
  page,
  appUrl,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: appUrl });
  await signInAt(page, appUrl, '/ui/icons/heroicons-solid');
  const grid = page.getByRole('grid', { name: 'Iconos de Heroicons Solid' });
  await grid.waitFor();
  await page.getByRole('searchbox', { name: 'Buscar iconos' }).fill('trash');
  await page.getByText('1 de 267 iconos').waitFor();
  // The tile draws the set's own filled glyph.
  const tile = grid.getByRole('row', { name: /^trash/ });
  expect(await tile.locator('svg path').first().getAttribute('fill')).toBe('currentColor');
  await tile.click();
  await page.waitForURL(/\?icon=trash$/);
  await expectNoAxeViolations(page, 'the Heroicons Solid icons page');
  await page.getByRole('button', { name: 'Copiar código' }).click();
  await page.getByText('Código de trash copiado').waitFor();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(
    'import { TrashIcon } from \'@heroicons/react/24/solid\';\n\n<TrashIcon width={20} height={20} aria-hidden="true" />',
  );
});
