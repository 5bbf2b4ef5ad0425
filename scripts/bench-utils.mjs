// What the browser benches in scripts/bench/ share: the median of their runs, signing in to the served
// build as the demo's admin, building and serving a bench page of their own, and opening it ready.
/* global document -- the function given to page.waitForFunction() runs in the page. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Signs in at `${origin}/sign-in` with the demo pair in a new page of `context` (a Playwright browser
 * context), waits for the dashboard, and closes the page: the context then holds the session.
 */
export async function signInAsAdmin(context, origin, timeout = 60_000) {
  const page = await context.newPage();
  await page.goto(`${origin}/sign-in`);
  await page.getByLabel('Correo electrónico').fill('admin@atrium.dev');
  await page.getByLabel('Contraseña', { exact: true }).fill('admin');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL(`${origin}/dashboard`, { timeout });
  await page.close();
}

/**
 * Builds the bench page in `harness` (a folder with an index.html and its entry) for production into a
 * temporary folder and serves it on 127.0.0.1. `close()` stops the server and removes the build.
 * @returns {Promise<{ outDir: string, url: string, close: () => Promise<void> }>}
 */
export async function serveHarness(harness, name) {
  const { build, preview } = await import('vite');
  const { vanillaExtractPlugin } = await import('@vanilla-extract/vite-plugin');
  const outDir = mkdtempSync(join(tmpdir(), `atrium-${name}-bench-`));
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: harness,
      configFile: false,
      logLevel: 'error',
      mode: 'production',
      plugins: [vanillaExtractPlugin()],
      build: { outDir, emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 4096 },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  const server = await preview({
    root: harness,
    configFile: false,
    logLevel: 'error',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, open: false },
  });
  return {
    outDir,
    url: server.resolvedUrls?.local[0] ?? '',
    async close() {
      await server.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh 1280×900 page at `url`, once the bench page says it is ready (its title becomes 'ready'), with
 * the list its uncaught errors and console errors go to (a run with any is not a measurement).
 * @param {import('playwright-core').Browser} browser
 * @returns {Promise<{ page: import('playwright-core').Page, errors: string[] }>}
 */
export async function openBenchPage(browser, url, timeout = 120_000) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(url);
  await page.waitForFunction(() => document.title === 'ready', undefined, { timeout });
  return { page, errors };
}
