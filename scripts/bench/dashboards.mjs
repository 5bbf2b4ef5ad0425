// Dashboards bench: for each of the four dashboards, what a signed-in first load downloads (gzip JS: entry,
// shell, the view and the chart layer; the mock API apart) with the dashboard's own share (view and charts,
// what the shell does not already load), then how long the production build takes, in headless Chromium
// with the CPU slowed 4×, to show the dashboard with its charts drawn, and the longest task after the
// first paint (what the page could not answer a key or a click for).
/* global window, document, MutationObserver -- the page callbacks run in the browser */
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { median, signInAsAdmin } from '../bench-utils.mjs';
import { chromiumArgs, findChromium } from '../chromium.mjs';
import { appDist, formatKb, readManifest, screenLoad } from '../sizes.mjs';
import { serveBuild } from '../serve-build.mjs';

export const name = 'dashboards';
export const description =
  'gzip JS of each dashboard route and the time to a rendered dashboard, headless Chromium at 4× CPU slowdown';

const RUNS = 5;
const CPU_SLOWDOWN = 4;
const TIMEOUT_MS = 60_000;
/** A dashboard's own code (view and charts) must stay under this, gzip (issue 9). */
const OWN_BUDGET = 100_000;

const SHELL = [
  'src/shell/MainShell.tsx',
  'src/shell/shellData.ts',
  '../ui/src/primitives/LoadingBar/LoadingBarTrack.tsx',
];
const dashboards = [
  ['project', '../ui/src/views/dashboards/project/ProjectDashboard.tsx'],
  ['analytics', '../ui/src/views/dashboards/analytics/AnalyticsDashboard.tsx'],
  ['finance', '../ui/src/views/dashboards/finance/FinanceDashboard.tsx'],
  ['crypto', '../ui/src/views/dashboards/crypto/CryptoDashboard.tsx'],
];

const ms = (value) => `${Math.round(value)} ms`;

/**
 * Runs in the page before its scripts: records when the page heading and a drawn chart are in the
 * document with no card still loading, and every long task with its start.
 */
function watchDashboard() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const check = () => {
    if (window.__benchReady !== undefined) return true;
    const main = document.querySelector('[data-layout]:not([data-rac]) main');
    if (!main?.querySelector('h1') || !main.querySelector('figure svg path')) return false;
    if (main.querySelector('[data-skeleton]')) return false;
    window.__benchReady = performance.now();
    return true;
  };
  new MutationObserver((_, observer) => {
    if (check()) observer.disconnect();
  }).observe(document, { childList: true, subtree: true, attributes: true });
}

/** Opens `url` with the CPU slowed; the time to the rendered dashboard and the longest task after first paint. */
async function timedDashboard(context, url) {
  const page = await context.newPage();
  await page.addInitScript(watchDashboard);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const response = await page.goto(url, { waitUntil: 'commit' });
  if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
  await page.waitForFunction(() => window.__benchReady !== undefined, undefined, { timeout: TIMEOUT_MS });
  // A second after the dashboard is drawn, so the tasks that follow it (the mock's idle loading) count too.
  await page.waitForTimeout(1000);
  const { ready, longest } = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const after = window.__longTasks.filter((task) => task.start >= paint);
    return { ready: window.__benchReady, longest: Math.max(0, ...after.map((task) => task.duration)) };
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.close();
  return { ready, longest };
}

/** @param {import('../bench.mjs').BenchContext} context */
export async function run(context) {
  await context.buildApp();
  const manifest = readManifest(appDist);
  const shell = screenLoad(manifest, SHELL, [], appDist);
  const sizes = Object.fromEntries(
    dashboards.map(([id, module]) => {
      const load = screenLoad(manifest, [...SHELL, module], ['dashboards'], appDist);
      return [id, { app: load.appJs, all: load.jsGzip, own: load.appJs - shell.appJs }];
    }),
  );

  const server = await serveBuild(context.root, 'dashboards');
  const { origin } = server;
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  const load = loadavg()[0];
  const times = Object.fromEntries(dashboards.map(([id]) => [id, { cold: [], longest: [] }]));
  try {
    const newContext = (options = {}) =>
      browser.newContext({
        viewport: { width: 1280, height: 800 },
        locale: 'es-ES',
        serviceWorkers: 'allow',
        ...options,
      });
    const session = await newContext();
    await signInAsAdmin(session, origin);
    const storageState = await session.storageState();
    await session.close();
    // One round first, not counted: the preview server's files and the OS caches warm up.
    for (let round = -1; round < RUNS; round += 1) {
      for (const [id] of dashboards) {
        // The stored session in a browser with nothing cached and no service worker yet.
        const cold = await newContext({ storageState });
        const { ready, longest } = await timedDashboard(cold, `${origin}/dashboards/${id}`);
        await cold.close();
        if (round >= 0) {
          times[id].cold.push(ready);
          times[id].longest.push(longest);
        }
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }

  return {
    title: `Dashboards: signed-in first load (gzip JS) and time to a rendered dashboard at ${CPU_SLOWDOWN}× CPU`,
    columns: [
      'dashboard',
      'own (view + charts)',
      'app JS in all',
      'with the mock',
      'rendered (median)',
      'min',
      'max',
      'longest task',
    ],
    rows: dashboards.map(([id]) => ({
      dashboard: `/dashboards/${id}`,
      'own (view + charts)': `${formatKb(sizes[id].own)}${sizes[id].own > OWN_BUDGET ? ' (over 100 kB)' : ''}`,
      'app JS in all': formatKb(sizes[id].app),
      'with the mock': formatKb(sizes[id].all),
      'rendered (median)': ms(median(times[id].cold)),
      min: ms(Math.min(...times[id].cold)),
      max: ms(Math.max(...times[id].cold)),
      'longest task': ms(median(times[id].longest)),
    })),
    notes: [
      "own: what the dashboard adds to the shell's first load (its view chunk, the chart layer, their CSS-free JS). " +
        "app JS in all: entry, shell and view; with the mock: plus the mock API's first chunk and its dashboards domain.",
      'rendered: from navigation start until the heading and a drawn chart are in the page with no card loading, for a ' +
        'stored session in a fresh browser context (empty HTTP cache, no service worker yet). longest task: the median ' +
        'over the runs of the longest task after the first paint, until a second after the dashboard is drawn.',
      `${RUNS} runs each; 1-minute load average when they started: ${load.toFixed(2)}.`,
    ],
  };
}
