/**
 * The e2e test API: `test` gives each test a fresh browser context and page on the built app
 * (one Chromium per test file), and FAILS the test when the page logged a console error, threw
 * an uncaught error, or violated its Content Security Policy, even if every assertion passed.
 *
 *   import { expect, test } from './browser';
 *   test('the sign-in page', async ({ page, appUrl }) => { await page.goto(`${appUrl}/sign-in`); ... });
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect, inject, test as base } from 'vitest';
import { chromiumArgs, findChromium } from '../../../scripts/chromium.mjs';
import { ACCESS_TOKEN_KEY } from '@atrium/ui/auth/session.ts';

export { expect } from 'vitest';

/** One console error, uncaught page error or CSP violation seen during a test. */
export type PageProblem = string;

declare global {
  interface Window {
    /** Set by the helper's init script: reports a CSP violation to the test. */
    __atriumReportCsp?: (report: string) => void;
  }
}

async function newContext(browser: Browser, problems: PageProblem[]): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    locale: 'es-ES',
    timezoneId: 'UTC',
    reducedMotion: 'reduce',
    serviceWorkers: 'allow',
  });
  context.on('console', (message) => {
    if (message.type() === 'error') {
      const { url, lineNumber } = message.location();
      problems.push(`console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
    }
  });
  context.on('weberror', (error) => problems.push(`uncaught error: ${error.error().stack ?? error.error().message}`));
  await context.exposeFunction('__atriumReportCsp', (report: string) => problems.push(`CSP violation: ${report}`));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__atriumReportCsp?.(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}` +
          (event.sourceFile ? ` (${event.sourceFile}:${event.lineNumber})` : ''),
      );
    });
  });
  return context;
}

export const test = base
  .extend('appUrl', { scope: 'file' }, () => inject('appUrl'))
  // Vitest reads a fixture's dependencies from its destructuring pattern: this one has none.
  // eslint-disable-next-line no-empty-pattern
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }) => {
    const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('problems', (): PageProblem[] => [])
  .extend('context', async ({ browser, problems }, { onCleanup }) => {
    const context = await newContext(browser, problems);
    onCleanup(() => context.close());
    return context;
  })
  .extend('page', async ({ context }): Promise<Page> => context.newPage());

// Checked after the test body and before the context closes, so the failure names the test.
test.afterEach(({ problems }) => {
  if (problems.length > 0) {
    throw new Error(`The page reported ${problems.length} problem(s):\n  - ${problems.join('\n  - ')}`);
  }
});

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/**
 * Runs axe on the page as it is now and fails with every violation (WCAG 2.2 A and AA rules and
 * axe's best practices). axe is evaluated through the DevTools protocol, which the page's Content
 * Security Policy does not govern, so the policy stays as strict as in production.
 *
 * react-aria's live announcer is left out: a pending button is announced by reference to its own
 * id, and that announcement (already spoken) stays in the region for 7 s after the button has left
 * the page with the route that held it, pointing nowhere.
 */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run: (context: { exclude: string[][] }) => Promise<{ violations: AxeViolation[] }> };
    };
    const result = await axe.run({ exclude: [['[data-live-announcer]']] });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((node) => ({ target: node.target })),
    }));
  });
  const described = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} — ${violation.nodes
        .slice(0, 5)
        .map((node) => JSON.stringify(node.target))
        .join(', ')}`,
  );
  // The rules broken lead the message, so a one-line summary of the failure names them.
  if (described.length > 0) throw new Error(`axe violations on ${where}:\n  - ${described.join('\n  - ')}`);
}

/**
 * Opens `path` signed out, signs in through the form as `email` (a seed account: Viewer, Support agent…) and
 * waits to be brought back to `path`.
 */
export async function signInAs(page: Page, appUrl: string, email: string, password: string, path = '/dashboard') {
  page.setDefaultTimeout(10_000);
  await page.goto(`${appUrl}${path}`);
  await page.waitForURL(/\/sign-in\?redirectURL=/);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL(`${appUrl}${path}`, { timeout: 20_000 });
}

/** The admin's access token from the first sign-in through the form, per served app (each test file has one). */
const adminTokens = new Map<string, string>();

/**
 * Lands on `path` signed in as the demo's admin. The first call for an app signs in through the form
 * (the sign-in page brings the visitor back to `path`); later calls start as a returning admin does, with
 * that session stored, which the app checks with the API before it shows anything of it. The sign-in
 * form itself is the auth journeys' subject (auth.e2e.ts); `throughForm` asks for it where a journey is about
 * what the sign-in keeps (an address, a section).
 */
export async function signInAt(
  page: Page,
  appUrl: string,
  path: string,
  {
    throughForm = false,
  }: { /** Sign in through the form even when a session is at hand. */ throughForm?: boolean } = {},
): Promise<void> {
  // A step that cannot happen fails on its own line, well before the test's time runs out.
  page.setDefaultTimeout(10_000);
  const stored = throughForm ? undefined : adminTokens.get(appUrl);
  if (stored !== undefined) {
    // A blank page of the app's origin (answered here, never by the server) gives access to its storage
    // before the app starts.
    const blank = `${appUrl}/__e2e-storage`;
    await page.route(blank, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><link rel="icon" href="data:,">' }),
    );
    await page.goto(blank);
    await page.evaluate(([key, token]) => localStorage.setItem(key, token), [ACCESS_TOKEN_KEY, stored] as const);
    await page.unroute(blank);
    await page.goto(`${appUrl}${path}`);
    // Every layout draws a <main> once the route's guard has settled the stored token; a token the API
    // refused would have sent the page to the sign-in form instead.
    await page.locator('main').first().waitFor({ timeout: 20_000 });
    expect(page.url(), 'the stored session was refused').toBe(`${appUrl}${path}`);
    return;
  }
  await signInAs(page, appUrl, 'admin@atrium.dev', 'admin', path);
  const token = await page.evaluate((key) => localStorage.getItem(key), ACCESS_TOKEN_KEY);
  if (token !== null) adminTokens.set(appUrl, token);
}

/**
 * Calls the app's API from the page as the signed-in user (the mock refuses a call without a token), as
 * a hostile or older server could have written the data, and returns the parsed answer (null when empty).
 */
export async function callApi<T = unknown>(
  page: Page,
  path: string,
  { method = 'GET', body }: { method?: string; body?: unknown } = {},
): Promise<T> {
  const text = await page.evaluate(
    async (call) => {
      const response = await fetch(call.path, {
        method: call.method,
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${localStorage.getItem('atrium.accessToken') ?? ''}`,
        },
        body: call.body,
      });
      if (!response.ok) throw new Error(`${call.method} ${call.path} answered ${response.status}`);
      return response.text();
    },
    { path, method, body: body === undefined ? undefined : JSON.stringify(body) },
  );
  return (text ? JSON.parse(text) : null) as T;
}

/** Follows the main navigation's link named `name`. */
export async function openFromNavigation(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name, exact: true }).click();
}
