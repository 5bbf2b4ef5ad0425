// Tasks bench: the tasks list (/apps/tasks) at 100, 1,000 and 10,000 tasks in headless Chromium. A
// production build of a page holding only the tasks app over the real mock API (scripts/bench/tasks/),
// its tasks grown to N; for each N a fresh page measures:
//   first rows  mounting the app until the first frame with rows
//   drop shown  a keyboard move (the second row's handle: Enter, ArrowDown, Enter), from the Enter that
//               drops to the first frame showing the new order (the optimistic update)
//   drop settled  the same, to the frame after the order was saved (PATCH order) and the list read again
// Each figure is the median of three fresh pages.
/* global document, window -- the functions given to page.evaluate() run in the page. */
import { join } from 'node:path';
import { median, serveHarness } from '../bench-utils.mjs';
import { chromiumArgs, findChromium } from '../chromium.mjs';

export const name = 'tasks';
export const description = 'tasks list: first rows and a keyboard drop (shown, settled) at 100, 1k and 10k tasks';

const SIZES = [100, 1_000, 10_000];
const RUNS = 3;
const ms = (value) => `${value.toFixed(1)} ms`;

/** @param {import('../bench.mjs').BenchContext} context */
export async function run(context) {
  const { chromium } = await import('playwright-core');
  const harness = await serveHarness(join(context.root, 'scripts', 'bench', 'tasks'), 'tasks');
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  const rows = [];
  try {
    for (const count of process.env.TASKS_BENCH_SIZES?.split(',').map(Number) ?? SIZES) {
      const runs = { first: [], shown: [], settled: [] };
      let shownRows = 0;
      for (let i = 0; i < RUNS; i += 1) {
        const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
        const errors = [];
        page.on('pageerror', (error) => errors.push(error.message));
        page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
        await page.goto(`${harness.url}?n=${count}`);
        await page
          .waitForFunction(() => document.title === 'ready', undefined, { timeout: 60_000 })
          .catch(() => {
            throw new Error(`The bench page did not get ready at ${count}:\n${errors.join('\n')}`);
          });
        runs.first.push(await page.evaluate(() => window.bench.firstRows()));
        shownRows = Math.max(shownRows, await page.evaluate(() => window.bench.rows()));
        const before = await page.evaluate(() => window.bench.rowKeys());
        // The second row goes one place down.
        const expected = [before[0], before[2], before[1]];
        await page.locator(`[role="row"][data-key="${before[1]}"]`).focus();
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('Enter');
        await page.keyboard.press('ArrowDown');
        await page.evaluate((keys) => window.bench.armDrop(keys), expected);
        await page.keyboard.press('Enter');
        const result = await page.evaluate(() =>
          Promise.race([window.bench.dropResult(), new Promise((resolve) => setTimeout(() => resolve(null), 20_000))]),
        );
        if (!result) {
          const keys = await page.evaluate(() => window.bench.rowKeys().slice(0, 3));
          throw new Error(`No drop was measured at ${count}: rows ${keys.join(', ')}, wanted ${expected.join(', ')}`);
        }
        runs.shown.push(result.shown);
        runs.settled.push(result.settled);
        if (errors.length > 0) throw new Error(`The bench page reported errors at ${count}:\n${errors.join('\n')}`);
        await page.close();
      }
      rows.push({
        tasks: count.toLocaleString('en'),
        'first rows': ms(median(runs.first)),
        'drop shown': ms(median(runs.shown)),
        'drop settled': ms(median(runs.settled)),
        'rows in DOM': String(shownRows),
      });
    }
  } finally {
    await browser.close();
    await harness.close();
  }
  return {
    title: 'Tasks list in headless Chromium (production build, median of 3 fresh pages)',
    columns: ['tasks', 'first rows', 'drop shown', 'drop settled', 'rows in DOM'],
    rows,
    notes: [
      'drop shown: from the Enter that drops a row (moved by keyboard on its handle) to the first frame showing ' +
        'the new order, before the API answers. drop settled: to the frame after PATCH order has answered and ' +
        'the list has been read again. The list is virtualized, so rows in DOM stays flat.',
    ],
  };
}
