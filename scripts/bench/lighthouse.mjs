// Lighthouse bench: the production build scored by Lighthouse (the npm package, its default mobile
// settings: a mid-range phone, simulated slow 4G and 4× CPU slowdown) in the Debian Chromium, three
// runs per page, medians. Pages: /sign-in for a first-time visitor (the origin's data cleared), and /dashboard and /apps/contacts for a signed-in user on a first load: the session is
// in localStorage (signed in once beforehand), while the HTTP cache is emptied and the mock's service
// worker is gone before each run (MSW's worker unregisters itself when its last page closes).
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from '../chromium.mjs';
import { serveBuild } from '../serve-build.mjs';

export const name = 'lighthouse';
export const description =
  'Lighthouse (mobile defaults) on /sign-in, and signed in on /dashboard and /apps/contacts: 3 runs, medians';

const RUNS = 3;
const RUN_TIMEOUT_MS = 120_000;
const pages = [
  { path: '/sign-in', signedIn: false },
  { path: '/dashboard', signedIn: true },
  { path: '/apps/contacts', signedIn: true },
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const withTimeout = (promise, ms, what) =>
  Promise.race([
    promise,
    new Promise((_, reject) => setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms)),
  ]);

/** Signs in through the form in the launched Chromium's default profile, then closes the page. */
async function signIn(port, origin) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    await page.goto(`${origin}/sign-in`);
    await page.getByLabel('Correo electrónico').fill('admin@atrium.dev');
    await page.getByLabel('Contraseña', { exact: true }).fill('admin');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL(`${origin}/dashboard`, { timeout: 60_000 });
    await page.close();
  } finally {
    // Disconnects without closing the browser it did not launch.
    await browser.close();
  }
}

/**
 * Empties the HTTP cache and clears the origin's data of the given types ('all' for a first visit;
 * the service workers and caches only for a signed-in first load, which keeps localStorage).
 */
async function forget(port, origin, storageTypes) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    await page.goto(`${origin}/favicon.svg`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes });
    await page.close();
  } finally {
    await browser.close();
  }
}

/** @param {import('../bench.mjs').BenchContext} context */
export async function run(context) {
  await context.buildApp();
  const server = await serveBuild(context.root, 'lighthouse');
  const { origin } = server;
  const load = loadavg()[0];
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: [...chromiumArgs, '--headless=new'],
    logLevel: 'silent',
  });
  const results = new Map(pages.map((page) => [page.path, []]));
  try {
    for (let round = 0; round < RUNS; round += 1) {
      let signedIn = false;
      for (const page of pages) {
        if (page.signedIn && !signedIn) {
          await signIn(chrome.port, origin);
          signedIn = true;
        }
        await forget(chrome.port, origin, page.signedIn ? 'service_workers,cache_storage' : 'all');
        const url = `${origin}${page.path}`;
        const result = await withTimeout(
          lighthouse(url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices'],
            // Cleared above instead: everything for a visitor, all but localStorage (the session) signed in.
            disableStorageReset: true,
          }),
          RUN_TIMEOUT_MS,
          `Lighthouse on ${page.path}`,
        );
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse gave no result for ${page.path}`);
        if (lhr.runtimeError) throw new Error(`Lighthouse on ${page.path}: ${lhr.runtimeError.message}`);
        const landed = new URL(lhr.finalDisplayedUrl).pathname;
        if (landed !== page.path)
          throw new Error(`Lighthouse on ${page.path} ended on ${landed}: not the page asked for`);
        results.get(page.path).push({
          performance: lhr.categories.performance.score,
          accessibility: lhr.categories.accessibility.score,
          bestPractices: lhr.categories['best-practices'].score,
          fcp: lhr.audits['first-contentful-paint'].numericValue,
          lcp: lhr.audits['largest-contentful-paint'].numericValue,
          tbt: lhr.audits['total-blocking-time'].numericValue,
          failing: Object.values(lhr.audits)
            .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
            .map((audit) => audit.id),
        });
      }
    }
  } finally {
    await chrome.kill();
    await server.close();
  }

  const score = (values) => median(values).toFixed(2);
  const seconds = (values) => `${(median(values) / 1000).toFixed(1)} s`;
  const rows = pages.map(({ path, signedIn }) => {
    const runs = results.get(path);
    return {
      page: signedIn ? `${path} (signed in)` : path,
      performance: score(runs.map((r) => r.performance)),
      accessibility: score(runs.map((r) => r.accessibility)),
      'best practices': score(runs.map((r) => r.bestPractices)),
      FCP: seconds(runs.map((r) => r.fcp)),
      LCP: seconds(runs.map((r) => r.lcp)),
      TBT: `${Math.round(median(runs.map((r) => r.tbt)))} ms`,
    };
  });
  const failing = [...new Set([...results.values()].flat().flatMap((r) => r.failing))];
  return {
    title: `Lighthouse ${lighthouseVersion()} (mobile defaults), production build, medians of ${RUNS} runs`,
    columns: ['page', 'performance', 'accessibility', 'best practices', 'FCP', 'LCP', 'TBT'],
    rows,
    notes: [
      `Audits not passed in some run: ${failing.length ? failing.join(', ') : 'none'}.`,
      `1-minute load average when the runs started: ${load.toFixed(2)} (the figures grow on a busy machine).`,
    ],
  };
}

function lighthouseVersion() {
  const file = join(fileURLToPath(new URL('../..', import.meta.url)), 'node_modules', 'lighthouse', 'package.json');
  return JSON.parse(readFileSync(file, 'utf8')).version;
}
