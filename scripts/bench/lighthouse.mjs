// Lighthouse bench: the production build scored by Lighthouse (the npm package, 12.8: 13 needs Node 22)
// with its default mobile settings (a mid-range phone, simulated slow 4G and 4× CPU slowdown) in the
// Debian Chromium, headless, three runs per page, medians. Every run is a first load of the page:
//   /sign-in                     a first-time visitor: all of the origin's data is cleared
//   /dashboard, /apps/contacts,  a signed-in user: the session (and the mock's database) stay in
//   /orders, /dashboards/        localStorage from a sign-in through the form beforehand
//   analytics
// In both, Lighthouse itself empties the HTTP cache (disk and memory) and unregisters the mock's service
// worker before it navigates: its storage reset runs with the storage types below. In Lighthouse 12 that
// reset keeps localStorage by default; `disableStorageReset` would skip the cache as well, leaving the
// signed-in runs warm. A run that ends anywhere but the page asked for (a signed-in run sent back to
// /sign-in) fails the bench.
// LIGHTHOUSE_REPORTS=<folder> keeps every run's report there (HTML and JSON) for a closer look.
// LIGHTHOUSE_RUNS=<n> changes the number of runs (3); LIGHTHOUSE_PAGES=/a,/b scores only those pages.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { median } from '../bench-utils.mjs';
import { chromiumArgs, findChromium } from '../chromium.mjs';
import { serveBuild } from '../serve-build.mjs';

export const name = 'lighthouse';
export const description =
  'Lighthouse (mobile defaults) on /sign-in, and signed in on /dashboard, /apps/contacts, /orders and /dashboards/analytics: 3 runs, medians';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const RUN_TIMEOUT_MS = 120_000;
const SIGN_IN_TIMEOUT_MS = 60_000;
/** What Lighthouse clears before a run: everything for a visitor; for a signed-in load, its own
 * default (service workers, Cache Storage, file systems, shader cache), which keeps localStorage. */
const VISITOR_STORAGE = ['all'];
const SIGNED_IN_STORAGE = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'];
const ALL_PAGES = [
  { path: '/sign-in', signedIn: false },
  { path: '/dashboard', signedIn: true },
  { path: '/apps/contacts', signedIn: true },
  { path: '/orders', signedIn: true },
  { path: '/dashboards/analytics', signedIn: true },
];
const only = process.env.LIGHTHOUSE_PAGES?.split(',');
const pages = only ? ALL_PAGES.filter((page) => only.includes(page.path)) : ALL_PAGES;
const categories = ['performance', 'accessibility', 'best-practices'];
/** Lighthouse's warning that stored data may change the figures: expected when signed in. */
const STORED_DATA_WARNING = /^There may be stored data affecting loading performance/;

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** `promise`, or an error naming `what` after `ms`; the timer never outlives the promise. */
async function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Signs in through the form in the launched Chromium's default profile, then closes the page. */
async function signIn(port, origin) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`, { timeout: SIGN_IN_TIMEOUT_MS });
  try {
    const page = await browser.contexts()[0].newPage();
    page.setDefaultTimeout(SIGN_IN_TIMEOUT_MS);
    await page.goto(`${origin}/sign-in`);
    await page.getByLabel('Correo electrónico').fill('admin@atrium.dev');
    await page.getByLabel('Contraseña', { exact: true }).fill('admin');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL(`${origin}/dashboard`);
    await page.close();
  } finally {
    // Disconnects without closing the browser it did not launch.
    await browser.close();
  }
}

/** One Lighthouse run on `url`; throws when it fails or ends on another page. */
async function audit(port, url, signedIn) {
  const result = await withTimeout(
    lighthouse(
      url,
      {
        port,
        output: ['html', 'json'],
        logLevel: 'error',
        onlyCategories: categories,
        clearStorageTypes: signedIn ? SIGNED_IN_STORAGE : VISITOR_STORAGE,
      },
      // Lighthouse's default config: mobile form factor, simulated throttling.
    ),
    RUN_TIMEOUT_MS,
    `Lighthouse on ${url}`,
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const asked = new URL(url).pathname;
  const landed = new URL(lhr.finalDisplayedUrl).pathname;
  if (landed !== asked) {
    const why = signedIn && landed === '/sign-in' ? ' (the session was not there: the run was not signed in)' : '';
    throw new Error(`Lighthouse on ${asked} ended on ${landed}${why}`);
  }
  return result;
}

/** @param {import('../bench.mjs').BenchContext} context */
export async function run(context) {
  const chromePath = findChromium();
  const reportDir = process.env.LIGHTHOUSE_REPORTS ? resolve(process.env.LIGHTHOUSE_REPORTS) : undefined;
  if (reportDir) mkdirSync(reportDir, { recursive: true });
  await context.buildApp();
  const load = loadavg()[0];
  const results = new Map(pages.map((page) => [page.path, []]));
  const warnings = new Set();
  const server = await serveBuild(context.root, 'lighthouse');
  let chrome;
  try {
    const { origin } = server;
    chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: [...chromiumArgs, '--headless=new'],
      logLevel: 'silent',
    });
    for (let round = 1; round <= RUNS; round += 1) {
      for (const page of pages) {
        // The visitor's run clears the session: sign in again before the first signed-in page.
        if (page.signedIn && !pages[pages.indexOf(page) - 1]?.signedIn) await signIn(chrome.port, origin);
        const { lhr, report } = await audit(chrome.port, `${origin}${page.path}`, page.signedIn);
        if (reportDir) {
          const file = join(reportDir, `${page.path.slice(1).replace(/\W+/g, '-')}-${round}`);
          writeFileSync(`${file}.report.html`, report[0]);
          writeFileSync(`${file}.report.json`, report[1]);
        }
        const figures = {
          performance: lhr.categories.performance.score,
          accessibility: lhr.categories.accessibility.score,
          bestPractices: lhr.categories['best-practices'].score,
          fcp: lhr.audits['first-contentful-paint'].numericValue,
          lcp: lhr.audits['largest-contentful-paint'].numericValue,
          tbt: lhr.audits['total-blocking-time'].numericValue,
          // The audits behind a lost point of accessibility or best practices, and other failed checks.
          failing: Object.values(lhr.audits)
            .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
            .map((a) => a.id),
        };
        results.get(page.path).push(figures);
        for (const warning of lhr.runWarnings) if (!STORED_DATA_WARNING.test(warning)) warnings.add(warning);
        process.stderr.write(
          `  ${page.path} run ${round}/${RUNS}: performance ${figures.performance.toFixed(2)}, ` +
            `FCP ${seconds(figures.fcp)}, LCP ${seconds(figures.lcp)}, TBT ${Math.round(figures.tbt)} ms\n`,
        );
      }
    }
  } finally {
    await chrome?.kill();
    await server.close();
  }

  const score = (values) => median(values).toFixed(2);
  const rows = pages.map(({ path, signedIn }) => {
    const runs = results.get(path);
    return {
      page: signedIn ? `${path} (signed in)` : path,
      performance: score(runs.map((r) => r.performance)),
      accessibility: score(runs.map((r) => r.accessibility)),
      'best practices': score(runs.map((r) => r.bestPractices)),
      FCP: seconds(median(runs.map((r) => r.fcp))),
      LCP: seconds(median(runs.map((r) => r.lcp))),
      TBT: `${Math.round(median(runs.map((r) => r.tbt)))} ms`,
    };
  });
  const failing = pages.flatMap(({ path }) => {
    const ids = [...new Set(results.get(path).flatMap((r) => r.failing))];
    return ids.length ? [`${path}: ${ids.join(', ')}`] : [];
  });
  return {
    title: `Lighthouse ${lighthouseVersion(context.root)} (mobile defaults), production build, medians of ${RUNS} runs`,
    columns: ['page', 'performance', 'accessibility', 'best practices', 'FCP', 'LCP', 'TBT'],
    rows,
    notes: [
      `Checks failed in some run: ${failing.length ? failing.join('; ') : 'none'}.`,
      ...[...warnings].map((warning) => `Lighthouse warned: ${warning}`),
      'Every run a first load (HTTP cache emptied, no service worker); signed in, the session stays in localStorage.',
      `1-minute load average when the runs started: ${load.toFixed(2)} (the figures grow on a busy machine).`,
      ...(reportDir ? [`Reports in ${reportDir}`] : []),
    ],
  };
}

function lighthouseVersion(root) {
  const file = join(root, 'node_modules', 'lighthouse', 'package.json');
  return JSON.parse(readFileSync(file, 'utf8')).version;
}
