// Inventory bench: the products table (/apps/ecommerce/inventory) at 100, 10,000 and 100,000 products in
// headless Chromium. A production build of a page holding only the inventory over the real mock API
// (scripts/bench/inventory/), its products grown to N; for each N a fresh page measures, each until the
// first frame that shows the expected first row:
//   first rows  mounting the app: api/me and the first page (10 rows, sorted by name)
//   page 2      the next page
//   page last   the last page (10 at 100 products, 10,000 at 100,000)
//   sort        by price, dearest first (the mock keeps one sorted list per sort: a first sort pays for it)
//   search      a name search (a pass over every product in the mock)
// Each figure is the median of three fresh pages.
/* global window -- the functions given to page.evaluate() run in the page. */
import { join } from 'node:path';
import { median, serveHarness, openBenchPage } from '../bench-utils.mjs';
import { chromiumArgs, findChromium } from '../chromium.mjs';

export const name = 'inventory';
export const description = 'inventory table: first rows, page change, sort and search at 100, 10k and 100k products';

const SIZES = [100, 10_000, 100_000];
const RUNS = 3;
const ms = (value) => `${value.toFixed(1)} ms`;

/** @param {import('../bench.mjs').BenchContext} context */
export async function run(context) {
  const { chromium } = await import('playwright-core');
  const harness = await serveHarness(join(context.root, 'scripts', 'bench', 'inventory'), 'inventory');
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  const rows = [];
  try {
    for (const count of process.env.INVENTORY_BENCH_SIZES?.split(',').map(Number) ?? SIZES) {
      const runs = { first: [], page2: [], pageLast: [], sort: [], search: [], api: [] };
      for (let i = 0; i < RUNS; i += 1) {
        const { page, errors } = await openBenchPage(browser, `${harness.url}?n=${count}`, 180_000);
        runs.first.push(await page.evaluate(() => window.bench.firstRows()));
        runs.page2.push(await page.evaluate(() => window.bench.page(2)));
        runs.pageLast.push(await page.evaluate(() => window.bench.page(window.bench.lastPage)));
        runs.api.push(await page.evaluate(() => window.bench.apiPage(3)));
        runs.sort.push(await page.evaluate(() => window.bench.sort()));
        runs.search.push(await page.evaluate(() => window.bench.search()));
        if (errors.length > 0) throw new Error(`The bench page reported errors at ${count}:\n${errors.join('\n')}`);
        await page.close();
      }
      rows.push({
        products: count.toLocaleString('en'),
        'first rows': ms(median(runs.first)),
        'page 2': ms(median(runs.page2)),
        'last page': ms(median(runs.pageLast)),
        'page 3, API alone': ms(median(runs.api)),
        sort: ms(median(runs.sort)),
        search: ms(median(runs.search)),
      });
    }
  } finally {
    await browser.close();
    await harness.close();
  }
  return {
    title: 'Inventory table in headless Chromium (production build, median of 3 fresh pages)',
    columns: ['products', 'first rows', 'page 2', 'last page', 'page 3, API alone', 'sort', 'search'],
    rows,
    notes: [
      'Each figure runs until the first frame that shows the expected first row, with no page being fetched. ' +
        'page 2 / last page: another page of the list sorted by name; with server paging its cost does not ' +
        'grow with the number of products. sort: by price, dearest first. search: a case-insensitive name ' +
        'search (a pass over every product). page 3, API alone: the call without rendering.',
    ],
  };
}
