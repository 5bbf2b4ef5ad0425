// Shell bench: how long the production build takes, in headless Chromium with the CPU slowed 4×
// (a mid-range phone), to show the sign-in form to a visitor and the dashboard shell to a signed-in
// user; the median of several runs is the figure. Times count from the start of navigation to the
// moment the element a person waits for is in the document:
//   sign-in form      the submit button of /sign-in
//   dashboard shell   the layout with its navigation links and the page's heading, at /dashboard
// The dashboard is timed twice per run: for the user who just signed in (at full speed; cache and
// mock worker in place), and for the same stored session in a fresh browser context (nothing
// cached): token check, start-up calls and lazy chunks in both.
/* global window, document, MutationObserver -- watchForReady and the page callbacks run in the browser */
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { median, signInAsAdmin } from '../bench-utils.mjs';
import { chromiumArgs, findChromium } from '../chromium.mjs';
import { serveBuild } from '../serve-build.mjs';

export const name = 'shell';
export const description =
  'time to the sign-in form and to the dashboard shell, production build, headless Chromium at 4× CPU slowdown';

const RUNS = 7;
const CPU_SLOWDOWN = 4;
const TIMEOUT_MS = 60_000;

/** What each target waits for: CSS selectors that must all match, checked on every DOM change. */
const targets = {
  signIn: { path: '/sign-in', ready: ['form button[type="submit"]'] },
  // react-aria collections carry a data-layout of their own: the layout root is the other one.
  dashboard: {
    path: '/dashboard',
    ready: ['[data-layout]:not([data-rac]) nav a[href]', '[data-layout]:not([data-rac]) main h1'],
  },
};

const ms = (value) => `${Math.round(value)} ms`;

/**
 * Runs in the page before any of its scripts: records `performance.now()` the first time every
 * selector in `selectors` matches (all of them at once).
 */
function watchForReady(selectors) {
  const check = () => {
    if (window.__benchReady !== undefined) return true;
    if (!selectors.every((selector) => document.querySelector(selector))) return false;
    window.__benchReady = performance.now();
    return true;
  };
  new MutationObserver((_, observer) => {
    if (check()) observer.disconnect();
  }).observe(document, { childList: true, subtree: true, attributes: true });
}

/** Loads `url` with the CPU slowed and returns the milliseconds from navigation start to ready. */
async function timedLoad(context, url, selectors) {
  const page = await context.newPage();
  await page.addInitScript(watchForReady, selectors);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const response = await page.goto(url, { waitUntil: 'commit' });
  if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
  await page.waitForFunction(() => window.__benchReady !== undefined, undefined, { timeout: TIMEOUT_MS });
  const ready = await page.evaluate(() => window.__benchReady);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.close();
  return ready;
}

/** @param {import('../bench.mjs').BenchContext} context */
export async function run(context) {
  await context.buildApp();
  const server = await serveBuild(context.root, 'shell');
  const { origin } = server;
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  const load = loadavg()[0];
  const results = { signIn: [], dashboardCold: [], dashboardWarm: [] };
  try {
    const newContext = (options = {}) =>
      browser.newContext({
        viewport: { width: 1280, height: 800 },
        locale: 'es-ES',
        serviceWorkers: 'allow',
        ...options,
      });
    // One round first, not counted: the preview server's files and the OS caches warm up.
    for (let run = -1; run < RUNS; run += 1) {
      const visitor = await newContext();
      const signInForm = await timedLoad(visitor, `${origin}${targets.signIn.path}`, targets.signIn.ready);
      await visitor.close();

      const dashboardUrl = `${origin}${targets.dashboard.path}`;
      const returning = await newContext();
      await signInAsAdmin(returning, origin);
      const dashboardWarm = await timedLoad(returning, dashboardUrl, targets.dashboard.ready);
      const storageState = await returning.storageState();
      await returning.close();

      // The same stored session in a browser with nothing cached and no service worker yet.
      const cold = await newContext({ storageState });
      const dashboardCold = await timedLoad(cold, dashboardUrl, targets.dashboard.ready);
      await cold.close();
      if (run >= 0) {
        results.signIn.push(signInForm);
        results.dashboardCold.push(dashboardCold);
        results.dashboardWarm.push(dashboardWarm);
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }

  const row = (target, times) => ({
    target,
    median: ms(median(times)),
    min: ms(Math.min(...times)),
    max: ms(Math.max(...times)),
    runs: times.length,
  });
  return {
    title: `Time to a usable screen, production build, headless Chromium at ${CPU_SLOWDOWN}× CPU slowdown`,
    columns: ['target', 'median', 'min', 'max', 'runs'],
    rows: [
      row('sign-in form (/sign-in, first visit)', results.signIn),
      row('dashboard shell (/dashboard, signed in, cold cache)', results.dashboardCold),
      row('dashboard shell (/dashboard, signed in, returning)', results.dashboardWarm),
    ],
    notes: [
      "From navigation start until the sign-in submit button, or the layout with its navigation links and the page's " +
        'heading, is in the document. First visit and cold cache: a fresh browser context (empty HTTP cache, no ' +
        'service worker); returning: the context that just signed in (cache and mock worker in place).',
      `1-minute load average when the runs started: ${load.toFixed(2)} (the figures grow on a busy machine).`,
    ],
  };
}
