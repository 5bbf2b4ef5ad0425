/**
 * The Mock API panel's scenarios, as a developer uses them: every call failing, offline and a slow network,
 * over every page of the navigation (each says what happened and offers Retry, never a blank page nor an
 * uncaught error); offline and back; a session expired on the next call, signed in again, and back where
 * it was.
 */
import type { BrowserContext, Page } from 'playwright-core';
import type { Navigation, NavigationItem } from '@atrium/mock-api';
import { callApi, expect, signInAt, test, type PageProblem } from './browser';

/** The in-app pages of the navigation, each once. */
function pagesOf(items: readonly NavigationItem[]): string[] {
  return items.flatMap((item) => [
    ...(item.link && !item.externalLink && !item.disabled ? [item.link] : []),
    ...pagesOf(item.children ?? []),
  ]);
}

async function openPanel(page: Page) {
  await page.getByRole('button', { name: /^API simulada/ }).click();
  const panel = page.getByRole('dialog', { name: 'API simulada' });
  await panel.waitFor();
  return panel;
}

/** Presses the panel's choice or switch labelled `label` (as a person does, on its label), then closes it. */
async function choose(page: Page, role: 'radio' | 'switch', label: string) {
  const panel = await openPanel(page);
  const control = panel.getByRole(role, { name: new RegExp(`^${label}`) });
  const was = await control.isChecked();
  await panel.locator('label', { has: page.getByRole(role, { name: new RegExp(`^${label}`) }) }).click();
  await expect.poll(() => control.isChecked()).toBe(role === 'radio' ? true : !was);
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'hidden' });
}

/** Goes to `path` inside the app, as its links do (the frame stays; a reload would start over). */
async function goInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
}

/** The page's main area says something: words, or a loading status. */
async function mainSaysSomething(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) return false;
    return main.innerText.trim().length > 0 || main.querySelector('[role="status"], [aria-busy="true"]') !== null;
  });
}

/** For a blank page's report: the address the tab is at and what its main area holds. */
async function whatMainHolds(page: Page): Promise<string> {
  return page.evaluate(() => {
    const mains = document.querySelectorAll('main');
    const at = `at ${window.location.pathname}`;
    if (mains.length === 0) return `${at}, no main`;
    const html = mains[0]!.innerHTML.replace(/\s+/g, ' ');
    return `${at}, ${mains.length} main, ${html.length} characters: ${html.slice(0, 300)}`;
  });
}

/**
 * The browser logs each failed call; the scenario fails them on purpose (500, a network error, or 401 for
 * the expired session), so those lines are expected here. Anything else still fails the test.
 */
function dropFailedCalls(problems: PageProblem[], status = '500') {
  const expected = new RegExp(
    `Failed to load resource: (the server responded with a status of ${status}|net::ERR_FAILED)`,
  );
  const others = problems.filter((problem) => !expected.test(problem));
  problems.splice(0, problems.length, ...others);
}

async function navigationPages(page: Page): Promise<string[]> {
  const navigation = await callApi<Navigation>(page, '/api/common/navigation');
  return [...new Set(pagesOf(navigation.default))];
}

/** How many tabs share the visits: most of a visit is waiting (the views retry twice before they give up). */
const TABS = 4;

/** The failed calls of one tab, counted per visit (see `watchFailedCalls`). */
interface FailedCalls {
  /**
   * Starts the count for a visit of `path`. By default only calls the tab had not made before count; `again`
   * counts every call from now on (a second visit, once the tab is quiet).
   */
  visiting(path: string, again?: boolean): void;
  /** The calls that failed since the visit started (or since the last take). */
  take(): string[];
  /**
   * Resolves once the tab has made no call for three seconds, longer than a query waits before its second
   * retry (or after 20 s at most).
   */
  quiet(): Promise<void>;
}

/**
 * Opens `TABS` tabs of the signed-in app, switches each to the scenario in its own panel (a scenario is
 * kept per tab), and visits `pages` spread over them, calling `visit` on each; answers what `visit` found.
 */
async function visitEvery<T>(
  context: BrowserContext,
  appUrl: string,
  pages: readonly string[],
  [role, label]: readonly ['radio' | 'switch', string],
  visit: (page: Page, path: string, failed: FailedCalls) => Promise<T>,
): Promise<T[]> {
  const queue = [...pages];
  const found: T[] = [];
  await Promise.all(
    Array.from({ length: TABS }, async () => {
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      await page.goto(`${appUrl}/dashboard`);
      await page.locator('main').first().waitFor({ timeout: 30_000 });
      await choose(page, role, label);
      // The button says a scenario is on.
      await page.getByRole('button', { name: 'API simulada (Escenario activo)' }).waitFor();
      const failed = watchFailedCalls(page);
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        failed.visiting(path);
        found.push(await visit(page, path, failed));
      }
      await page.close();
    }),
  );
  return found;
}

/**
 * Calls whose failure is told where they are used, not on the page: the shell's own (the bell, the
 * messages, the user menu, the session check), the quick chat's list and the chat's profile (their panels
 * say it when opened).
 */
const TOLD_ON_DEMAND = /^\/api\/(?:common\/|me$|apps\/chat\/(?:chats|profile)$)/;

/**
 * The calls the page made for itself that failed (500, or on the network). On a first visit only calls
 * first made during it count, and not while the tab still shows the page before. That still lets through a
 * call the page before starts while the router waits for the next page's code (the page before stays on
 * screen meanwhile), so a page found silent is visited again once the tab is quiet, counting every call.
 */
function watchFailedCalls(page: Page): FailedCalls {
  const made = new Set<string>();
  let fresh = new Set<string>();
  let every = false;
  let leaving: string | undefined;
  let failed: string[] = [];
  let inFlight = 0;
  let lastCall = Date.now();
  const own = (url: string) => {
    const { pathname } = new URL(url);
    return pathname.startsWith('/api/') && !TOLD_ON_DEMAND.test(pathname) && fresh.has(url);
  };
  page.on('request', (request) => {
    const url = request.url();
    const first = !made.has(url);
    made.add(url);
    inFlight += 1;
    lastCall = Date.now();
    if ((first || every) && new URL(page.url()).pathname !== leaving) fresh.add(url);
  });
  const settled = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastCall = Date.now();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', (request) => {
    settled();
    if (own(request.url())) failed.push(new URL(request.url()).pathname);
  });
  page.on('response', (response) => {
    if (response.status() >= 500 && own(response.url())) failed.push(new URL(response.url()).pathname);
  });
  return {
    visiting(path, again = false) {
      failed = [];
      fresh = new Set();
      every = again;
      const here = new URL(page.url()).pathname;
      leaving = here === path ? undefined : here;
    },
    take() {
      const was = failed;
      failed = [];
      return was;
    },
    async quiet() {
      const until = Date.now() + 20_000;
      while (Date.now() < until && (inFlight > 0 || Date.now() - lastCall < 3_000)) {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },
  };
}

for (const [scenario, choice] of [
  ['every call failing', ['radio', 'Todas']],
  ['no connection', ['switch', 'Sin conexión']],
] as const) {
  test(
    `with ${scenario}, every page of the navigation says so and offers Retry`,
    { timeout: 180_000 },
    async ({ page, context, appUrl, problems }) => {
      await signInAt(page, appUrl, '/dashboard');
      const pages = await navigationPages(page);
      expect(pages.length).toBeGreaterThan(20);
      /** Visits `path`: whether its main area is blank, and the calls it made that failed without a Retry. */
      const look = async (tab: Page, path: string, failed: FailedCalls) => {
        await goInApp(tab, path);
        const retry = tab.getByRole('button', { name: 'Reintentar' }).first();
        // A page with calls shows their failure; a page without any (a "coming soon" page) its content.
        await retry.waitFor({ timeout: 6_000 }).catch(() => undefined);
        const failedCalls = failed.take();
        // A page whose own calls failed gets longer: its views try twice more before they say so, and the
        // four tabs share two cores. A page with no failed call is not kept waiting.
        if (failedCalls.length > 0) await retry.waitFor({ timeout: 10_000 }).catch(() => undefined);
        const silent = failedCalls.length > 0 && (await retry.count()) === 0;
        const blank = !(await mainSaysSomething(tab));
        return { path, blank, shown: blank ? await whatMainHolds(tab) : '', silent, failedCalls };
      };
      const found = await visitEvery(context, appUrl, pages, choice, async (tab, path, failed) => {
        const first = await look(tab, path, failed);
        if (!first.silent) return first;
        // Once more from a page already seen, after every call of the pages before has settled.
        await goInApp(tab, path === '/dashboard' ? '/apps/contacts' : '/dashboard');
        await failed.quiet();
        failed.visiting(path, true);
        return look(tab, path, failed);
      });
      // Joined, so a failure names the pages (a list of more than one prints as "Array(n)").
      expect(
        found
          .filter((each) => each.blank)
          .map((each) => `${each.path} (${each.shown})`)
          .join(', '),
        'blank pages',
      ).toBe('');
      expect(
        found
          .filter((each) => each.silent)
          .map((each) => `${each.path} (${[...new Set(each.failedCalls)].join(' ')})`)
          .join(', '),
        'failed calls without a Retry',
      ).toBe('');
      dropFailedCalls(problems);
    },
  );
}

test(
  'on a slow network every page of the navigation shows something while it waits',
  { timeout: 180_000 },
  async ({ page, context, appUrl, problems }) => {
    await signInAt(page, appUrl, '/dashboard');
    const pages = await navigationPages(page);
    const blank = await visitEvery(context, appUrl, pages, ['radio', 'Red lenta'], async (tab, path) => {
      await goInApp(tab, path);
      // Within the slow network's two seconds: the page is still waiting for its calls.
      const shown = await expect
        .poll(() => mainSaysSomething(tab), { timeout: 1_500 })
        .toBe(true)
        .then(() => true)
        .catch(() => false);
      return shown ? null : path;
    });
    expect(blank.filter(Boolean), 'blank pages').toEqual([]);
    dropFailedCalls(problems);
  },
);

test('offline and back: the contacts say they could not load, and Retry brings them once online', async ({
  page,
  appUrl,
  problems,
}) => {
  await signInAt(page, appUrl, '/dashboard');
  await choose(page, 'switch', 'Sin conexión');
  await goInApp(page, '/apps/contacts');
  const retry = page.getByRole('main').getByRole('button', { name: 'Reintentar' }).first();
  // The list tries three times (the query's two retries) before it says so: seconds on a busy machine.
  await retry.waitFor({ timeout: 30_000 });
  await choose(page, 'switch', 'Sin conexión');
  await page.getByRole('button', { name: /^API simulada$/ }).waitFor();
  await retry.click();
  await page.getByRole('grid', { name: 'Lista de contactos' }).getByRole('row').first().waitFor({ timeout: 15_000 });
  expect(await page.getByRole('main').getByRole('button', { name: 'Reintentar' }).count()).toBe(0);
  dropFailedCalls(problems);
});

test('an expired session goes to sign-in with the address kept, and back there after signing in', async ({
  page,
  appUrl,
  problems,
}) => {
  await signInAt(page, appUrl, '/orders?status=pending');
  const panel = await openPanel(page);
  await panel.getByRole('button', { name: 'Caducar mi sesión ahora' }).click();
  await page.waitForURL(/\/sign-in\?redirectURL=/, { timeout: 15_000 });
  expect(new URL(page.url()).searchParams.get('redirectURL')).toBe('/orders?status=pending');
  await page.getByLabel('Correo electrónico').fill('admin@atrium.dev');
  await page.getByLabel('Contraseña', { exact: true }).fill('admin');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL(`${appUrl}/orders?status=pending`, { timeout: 20_000 });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  dropFailedCalls(problems, '401');
});
