/**
 * A returning operator's first load: the page paints early, from few files, and shows nothing of the
 * stored session until the API has confirmed its token. (`npm run bench -- first-load` measures the same
 * loads throttled; these tests keep the shape of it: what is asked for before the first paint, and what
 * shows before the token check.)
 */
import type { Browser, Page } from 'playwright-core';
import { expect, signInAt, test } from './browser';

/** At most this many requests (the document included) before a signed-in page's first contentful paint. */
const MAX_REQUESTS_BEFORE_PAINT = 30;
const ROUTES = ['/dashboard', '/apps/contacts', '/orders', '/dashboards/analytics'];

/** A stored session: signs in through the form in `page` and answers the context's storage. */
async function storedSession(page: Page, appUrl: string) {
  await signInAt(page, appUrl, '/dashboard');
  return page.context().storageState();
}

/** A fresh context (empty cache, no service worker yet) holding `storageState`. */
function freshContext(browser: Browser, storageState: Awaited<ReturnType<typeof storedSession>>) {
  return browser.newContext({
    storageState,
    locale: 'es-ES',
    timezoneId: 'UTC',
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'allow',
  });
}

/** Loads `url` cold and counts the page's requests that started before its first contentful paint. */
async function requestsBeforeFirstPaint(page: Page, url: string): Promise<{ count: number; urls: string[] }> {
  await page.addInitScript(() => {
    const win = window as Window & { __fcp?: number };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') win.__fcp = entry.startTime;
    }).observe({ type: 'paint', buffered: true });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const started: { url: string; at: number; document: boolean }[] = [];
  cdp.on('Network.requestWillBeSent', (event) =>
    started.push({ url: event.request.url, at: event.timestamp, document: event.type === 'Document' }),
  );
  await page.goto(url);
  await page.waitForFunction(() => (window as Window & { __fcp?: number }).__fcp !== undefined);
  const fcp = await page.evaluate(() => (window as Window & { __fcp?: number }).__fcp ?? 0);
  const navigation = started.find((request) => request.document);
  if (!navigation) throw new Error(`No document request for ${url}`);
  const before = started.filter((request) => request.at <= navigation.at + fcp / 1000);
  return { count: before.length, urls: before.map((request) => request.url.replace(/^https?:\/\/[^/]+/, '')) };
}

test(`a signed-in first load asks for at most ${MAX_REQUESTS_BEFORE_PAINT} files before it paints`, async ({
  page,
  browser,
  appUrl,
}) => {
  const storageState = await storedSession(page, appUrl);
  for (const route of ROUTES) {
    const context = await freshContext(browser, storageState);
    try {
      const cold = await context.newPage();
      const { count, urls } = await requestsBeforeFirstPaint(cold, `${appUrl}${route}`);
      expect(
        count,
        `${route} asked for ${count} files before its first paint:\n${urls.join('\n')}`,
      ).toBeLessThanOrEqual(MAX_REQUESTS_BEFORE_PAINT);
      // And the page it paints first is the one asked for, then its content.
      await cold.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
      expect(new URL(cold.url()).pathname).toBe(route);
    } finally {
      await context.close();
    }
  }
});

test('a stored session whose token is no longer valid shows nothing of it before sign-in', async ({
  page,
  browser,
  appUrl,
}) => {
  const storageState = await storedSession(page, appUrl);
  // The same stored session, but the token is one the API never signed (expired, revoked, tampered with).
  const origin = storageState.origins.find((entry) => appUrl.startsWith(entry.origin));
  const token = origin?.localStorage.find((item) => item.name === 'atrium.accessToken');
  expect(token).toBeDefined();
  token!.value = `${token!.value.slice(0, -4)}XXXX`;
  const context = await freshContext(browser, storageState);
  try {
    const cold = await context.newPage();
    // Whatever the page ever shows, from its first frame: the user's name, the navigation, the frame.
    await cold.addInitScript(() => {
      const win = window as Window & { __leaked?: string[] };
      win.__leaked = [];
      new MutationObserver(() => {
        const text = document.body?.innerText ?? '';
        if (text.includes('Lucía Navarro')) win.__leaked!.push('the user’s name');
        if (document.querySelector('nav a[href]')) win.__leaked!.push('the navigation');
        if (document.querySelector('[data-layout]:not([data-rac])')) win.__leaked!.push('the signed-in frame');
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await cold.goto(`${appUrl}/orders`);
    await cold.waitForURL(/\/sign-in\?redirectURL=%2Forders/, { timeout: 30_000 });
    await cold.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
    const leaked = await cold.evaluate(() => (window as Window & { __leaked?: string[] }).__leaked ?? []);
    expect([...new Set(leaked)]).toEqual([]);
    expect(await cold.evaluate(() => localStorage.getItem('atrium.accessToken'))).toBeNull();
  } finally {
    await context.close();
  }
});

/** Layout shift, as Core Web Vitals count it: "poor" from 0.25, "good" below 0.1. */
const MAX_LAYOUT_SHIFT = 0.1;

test(`the dashboards' cards keep their place on a phone while their figures load (layout shift under ${MAX_LAYOUT_SHIFT})`, async ({
  page,
  appUrl,
}) => {
  await signInAt(page, appUrl, '/dashboard');
  await page.setViewportSize({ width: 412, height: 823 });
  // A slow network, so every card draws its skeleton before its figures come.
  await page.evaluate(() =>
    sessionStorage.setItem('atrium.mock-api.scenario', JSON.stringify({ latency: 'slow', live: false })),
  );
  await page.addInitScript(() => {
    const win = window as Window & { __shift?: number };
    win.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) win.__shift! += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const route of ['/dashboard', '/dashboards/analytics']) {
    await page.goto(`${appUrl}${route}`);
    await page.locator('main section[data-status="pending"]').first().waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => !document.querySelector('main section[data-status="pending"]'), undefined, {
      timeout: 30_000,
    });
    await page.waitForTimeout(500);
    const shift = await page.evaluate(() => (window as Window & { __shift?: number }).__shift ?? 0);
    expect(shift, `${route} shifted ${shift.toFixed(3)}`).toBeLessThan(MAX_LAYOUT_SHIFT);
  }
});
