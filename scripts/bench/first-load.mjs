// First-load bench: a cold load of the production build, as a returning operator opening a bookmark and
// as a visitor opening the sign-in page, in headless Chromium with the CPU slowed 4× and the network
// throttled as DevTools' "Fast 4G" (165 ms round trip, 9 Mb/s down, 1.5 Mb/s up, as DevTools applies
// it), HTTP/1.1 from the preview server, service workers allowed. Each run is a fresh browser context:
// empty HTTP cache, no service worker; a signed-in run starts from the session (and the mock's stored
// data) that a sign-in through the form left in localStorage. Per page, the medians of the runs:
//   requests   what the page asked for before its first contentful paint (the document included)
//   FCP, LCP   first and largest contentful paint
//   data       when the page's own data is on screen (its first loaded card, row or list item)
//   TBT        total blocking time: the part over 50 ms of every long task from FCP until the page
//              has been quiet (no request, no long task) for 2 s
//   JS         gzip bytes of the scripts loaded before the page was quiet
// FIRST_LOAD_RUNS=<n> changes the number of runs (5); FIRST_LOAD_WATERFALL=1 prints, for the last run
// of every page, each request with its start time and size, marked '·' when it started between the first
// and the largest paint and '~' after the largest. FIRST_LOAD_PAGES=/a,/b measures only those pages.
// The signed-in pages are measured a second time against a backend (the app built with VITE_API_URL, the
// mock's handlers served from Node: scripts/bench/backend.mjs); FIRST_LOAD_BACKEND=0 skips that.
/* global window, document, requestAnimationFrame, MutationObserver -- observeVitals runs in the page */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { median, signInAsAdmin } from '../bench-utils.mjs';
import { chromiumArgs, findChromium } from '../chromium.mjs';
import { serveBuild } from '../serve-build.mjs';
import { serveBackend } from './backend.mjs';

export const name = 'first-load';
export const description =
  'cold first loads of sign-in and four signed-in routes at 4× CPU and Fast 4G: requests before FCP, FCP, LCP, TBT';

const RUNS = Number(process.env.FIRST_LOAD_RUNS ?? 5);
const CPU_SLOWDOWN = 4;
/** DevTools' "Fast 4G" preset, with the factors DevTools itself applies to its nominal figures. */
const FAST_4G = {
  offline: false,
  latency: 60 * 2.75,
  downloadThroughput: ((9 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((1.5 * 1000 * 1000) / 8) * 0.9,
  connectionType: 'cellular4g',
};
const QUIET_MS = 2_000;
const TIMEOUT_MS = 90_000;

/** `data`: what shows once the page's own data is drawn (the moment the "data" column reports). */
const ALL_PAGES = [
  { path: '/sign-in', signedIn: false },
  { path: '/dashboard', signedIn: true, data: 'main section[data-status="success"]' },
  { path: '/apps/contacts', signedIn: true, data: 'main [role="grid"] [role="row"]' },
  { path: '/orders', signedIn: true, data: 'main tbody [role="rowheader"]' },
  { path: '/dashboards/analytics', signedIn: true, data: 'main section[data-status="success"]' },
];
const only = process.env.FIRST_LOAD_PAGES?.split(',');
export const PAGES = only ? ALL_PAGES.filter((page) => only.includes(page.path)) : ALL_PAGES;

/** Runs in the page before its scripts: keeps paints, the largest paint and long tasks as they happen. */
function observeVitals(dataSelector) {
  const vitals = { fcp: undefined, lcp: 0, longTasks: [], data: undefined };
  window.__vitals = vitals;
  if (dataSelector) {
    const seen = new MutationObserver(() => {
      if (!document.querySelector(dataSelector)) return;
      // The frame after the one that drew it: when it is on screen.
      requestAnimationFrame(() => setTimeout(() => (vitals.data = performance.now())));
      seen.disconnect();
    });
    seen.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-status'] });
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') vitals.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.lcp = Math.max(vitals.lcp, entry.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
}

/**
 * One cold load of `url` in a new context; resolves once the page has been quiet for QUIET_MS.
 * @returns {Promise<{ requests: number, fcp: number, lcp: number, tbt: number, jsBytes: number,
 *   landed: string, waterfall: string[] }>}
 */
async function coldLoad(browser, url, storageState, dataSelector) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    locale: 'es-ES',
    serviceWorkers: 'allow',
    ...(storageState ? { storageState } : {}),
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(observeVitals, dataSelector);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', FAST_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    // Every request the page makes (the service worker's own fetches are not the page's), with when it
    // started and how many bytes it brought.
    const requests = new Map();
    let lastActivity = Date.now();
    cdp.on('Network.requestWillBeSent', (event) => {
      requests.set(event.requestId, { url: event.request.url, at: event.timestamp, type: event.type, bytes: 0 });
      lastActivity = Date.now();
    });
    cdp.on('Network.loadingFinished', (event) => {
      const request = requests.get(event.requestId);
      if (request) request.bytes = event.encodedDataLength;
      lastActivity = Date.now();
    });
    let navigationStart;
    cdp.on('Network.requestWillBeSent', (event) => {
      if (navigationStart === undefined && event.type === 'Document') navigationStart = event.timestamp;
    });
    await page.goto(url, { waitUntil: 'commit', timeout: TIMEOUT_MS });
    const started = Date.now();
    let longTasksSeen = 0;
    for (;;) {
      await page.waitForTimeout(250);
      const vitals = await page.evaluate(() => window.__vitals);
      if (vitals.longTasks.length !== longTasksSeen) {
        longTasksSeen = vitals.longTasks.length;
        lastActivity = Date.now();
      }
      const drawn = !dataSelector || vitals.data !== undefined;
      if (vitals.fcp !== undefined && drawn && Date.now() - lastActivity >= QUIET_MS) break;
      if (Date.now() - started > TIMEOUT_MS) throw new Error(`${url} was not quiet after ${TIMEOUT_MS / 1000} s`);
    }
    const vitals = await page.evaluate(() => window.__vitals);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    // CDP timestamps are seconds on a monotonic clock; the page's times are ms since its navigation.
    const fcpAt = navigationStart + vitals.fcp / 1000;
    const beforePaint = [...requests.values()].filter((request) => request.at <= fcpAt);
    const tbt = vitals.longTasks
      .filter(([start]) => start >= vitals.fcp)
      .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    const jsBytes = [...requests.values()]
      .filter((request) => request.type === 'Script')
      .reduce((sum, request) => sum + request.bytes, 0);
    const lcpAt = navigationStart + Math.max(vitals.lcp, vitals.fcp) / 1000;
    const mark = (at) => (at <= fcpAt ? '   ' : at <= lcpAt ? ' · ' : ' ~ ');
    const waterfall = [...requests.values()]
      .sort((a, b) => a.at - b.at)
      .map(
        (request) =>
          `${String(Math.round((request.at - navigationStart) * 1000)).padStart(6)} ms${mark(request.at)}${String(Math.round(request.bytes / 1024)).padStart(4)} kB  ${request.url.replace(/^https?:\/\/[^/]+/, '')}`,
      );
    return {
      requests: beforePaint.length,
      fcp: vitals.fcp,
      lcp: Math.max(vitals.lcp, vitals.fcp),
      data: vitals.data,
      tbt,
      jsBytes,
      landed: new URL(page.url()).pathname,
      waterfall,
    };
  } finally {
    await context.close();
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/**
 * Measures every page of `pages` RUNS times (after one round not counted: the server's files and the OS
 * caches warm up) on the build served at `origin`; the signed-in runs start from one sign-in through the form.
 * @returns {Promise<Map<string, Awaited<ReturnType<typeof coldLoad>>[]>>}
 */
async function measure(browser, origin, pages) {
  const results = new Map(pages.map((page) => [page.path, []]));
  const signingIn = await browser.newContext({ locale: 'es-ES', serviceWorkers: 'allow' });
  await signInAsAdmin(signingIn, origin);
  const storageState = await signingIn.storageState();
  await signingIn.close();
  for (let round = -1; round < RUNS; round += 1) {
    for (const page of pages) {
      const result = await coldLoad(
        browser,
        `${origin}${page.path}`,
        page.signedIn ? storageState : undefined,
        page.data,
      );
      if (result.landed !== page.path) throw new Error(`${page.path} ended on ${result.landed}`);
      if (round >= 0) results.get(page.path).push(result);
    }
  }
  return results;
}

/**
 * The same signed-in pages against a backend instead of the embedded mock: the app built with VITE_API_URL
 * pointing at the mock's handlers served from Node (scripts/bench/backend.mjs), so no mock loads in the page.
 */
async function measureAgainstBackend(context, browser, pages) {
  const { build } = await import('vite');
  const backend = await serveBackend(context.root);
  const outDir = mkdtempSync(join(tmpdir(), 'atrium-first-load-backend-'));
  const appRoot = join(context.root, 'packages', 'app');
  const before = process.env.VITE_API_URL;
  // Set for the build and for the preview server, whose Content-Security-Policy header lets the page call it.
  process.env.VITE_API_URL = backend.origin;
  let server;
  try {
    await build({ root: appRoot, configFile: join(appRoot, 'vite.config.ts'), logLevel: 'error', build: { outDir } });
    server = await serveBuild(context.root, 'first-load-backend', outDir);
  } finally {
    if (before === undefined) delete process.env.VITE_API_URL;
    else process.env.VITE_API_URL = before;
  }
  try {
    return await measure(browser, server.origin, pages);
  } finally {
    await server.close();
    await backend.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** @param {import('../bench.mjs').BenchContext} context */
export async function run(context) {
  await context.buildApp();
  const server = await serveBuild(context.root, 'first-load');
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  const load = loadavg()[0];
  const withBackend = process.env.FIRST_LOAD_BACKEND !== '0';
  let results;
  let backendResults = new Map();
  try {
    results = await measure(browser, server.origin, PAGES);
    if (withBackend)
      backendResults = await measureAgainstBackend(
        context,
        browser,
        PAGES.filter((page) => page.signedIn),
      );
  } finally {
    await browser.close();
    await server.close();
  }

  if (process.env.FIRST_LOAD_WATERFALL) {
    for (const { path } of PAGES) {
      console.log(`Requests of ${path} (last run; · after the first paint, ~ after the largest):`);
      for (const line of results.get(path).at(-1).waterfall) console.log(`  ${line}`);
      console.log('');
    }
  }

  const row = (label, runs) => {
    const of = (key) => median(runs.map((r) => r[key]));
    return {
      page: label,
      'requests before FCP': String(Math.round(of('requests'))),
      FCP: seconds(of('fcp')),
      LCP: seconds(of('lcp')),
      data: runs.every((r) => r.data !== undefined) ? seconds(of('data')) : '—',
      TBT: `${Math.round(of('tbt'))} ms`,
      'JS gzip': `${Math.round(of('jsBytes') / 1024)} kB`,
      runs: runs.length,
    };
  };
  const rows = [
    ...PAGES.map(({ path, signedIn }) =>
      row(signedIn ? `${path} (signed in)` : `${path} (visitor)`, results.get(path)),
    ),
    ...[...backendResults].map(([path, runs]) => row(`${path} (signed in, backend)`, runs)),
  ];
  return {
    title: `Cold first loads, production build, headless Chromium at ${CPU_SLOWDOWN}× CPU and Fast 4G, medians of ${RUNS}`,
    columns: ['page', 'requests before FCP', 'FCP', 'LCP', 'data', 'TBT', 'JS gzip', 'runs'],
    rows,
    notes: [
      'Each run a fresh browser context (empty HTTP cache, no service worker); signed in, the session and the ' +
        "mock's data stay in localStorage from a sign-in through the form. TBT counts from FCP until 2 s quiet.",
      "'backend': the app built with VITE_API_URL set, against the mock's handlers served from Node (no mock in " +
        'the page); FIRST_LOAD_BACKEND=0 leaves those rows out.',
      `1-minute load average when the runs started: ${load.toFixed(2)} (the figures grow on a busy machine).`,
    ],
  };
}
