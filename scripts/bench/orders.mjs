// Orders bench: the orders list (/orders) at 1,000, 10,000 and 100,000 orders in headless Chromium. A
// production build of a page holding only the orders area over the real mock API (scripts/bench/orders/),
// its orders grown to N; for each N a fresh page measures, each until the first frame that shows the
// expected first row:
//   first rows  mounting the area: api/me, the first page (25) with the status tab counts, the tags
//   sort        by total, cheapest first (the mock keeps one sorted list per sort: a first sort pays for it)
//   filter      unpaid orders only (a pass over every order in the mock, counts per tab included)
//   page 2      the next page of the unfiltered list
//   page far    a page 40 pages in: with server paging its cost should not depend on N
// Each figure is the median of three fresh pages.
/* global window -- the functions given to page.evaluate() run in the page. */
import { join } from 'node:path';
import { median, serveHarness, openBenchPage } from '../bench-utils.mjs';
import { chromiumArgs, findChromium } from '../chromium.mjs';

export const name = 'orders';
export const description = 'orders list: first rows, sort, filter and page change at 1k, 10k and 100k orders';

const SIZES = [1_000, 10_000, 100_000];
const RUNS = 3;
const ms = (value) => `${value.toFixed(1)} ms`;

/** @param {import('../bench.mjs').BenchContext} context */
export async function run(context) {
  const { chromium } = await import('playwright-core');
  const harness = await serveHarness(join(context.root, 'scripts', 'bench', 'orders'), 'orders');
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  const rows = [];
  try {
    for (const count of process.env.ORDERS_BENCH_SIZES?.split(',').map(Number) ?? SIZES) {
      const runs = { first: [], sort: [], filter: [], page2: [], pageFar: [], api: [] };
      let shownRows = 0;
      for (let i = 0; i < RUNS; i += 1) {
        const { page, errors } = await openBenchPage(browser, `${harness.url}?n=${count}`, 180_000);
        runs.first.push(await page.evaluate(() => window.bench.firstRows()));
        shownRows = Math.max(shownRows, await page.evaluate(() => window.bench.rows()));
        runs.page2.push(await page.evaluate(() => window.bench.page(2)));
        runs.pageFar.push(await page.evaluate(() => window.bench.page(40)));
        runs.api.push(await page.evaluate(() => window.bench.apiPage(41)));
        runs.sort.push(await page.evaluate(() => window.bench.sort()));
        runs.filter.push(await page.evaluate(() => window.bench.filter()));
        if (errors.length > 0) throw new Error(`The bench page reported errors at ${count}:\n${errors.join('\n')}`);
        await page.close();
      }
      rows.push({
        orders: count.toLocaleString('en'),
        'first rows': ms(median(runs.first)),
        sort: ms(median(runs.sort)),
        filter: ms(median(runs.filter)),
        'page 2': ms(median(runs.page2)),
        'page 40': ms(median(runs.pageFar)),
        'page 41, API alone': ms(median(runs.api)),
        'rows in DOM': String(shownRows),
      });
    }
  } finally {
    await browser.close();
    await harness.close();
  }
  return {
    title: 'Orders list in headless Chromium (production build, median of 3 fresh pages)',
    columns: ['orders', 'first rows', 'sort', 'filter', 'page 2', 'page 40', 'page 41, API alone', 'rows in DOM'],
    rows,
    notes: [
      'Each figure runs until the first frame that shows the expected first row, with no page being fetched. ' +
        'first rows: mounting the area (api/me, the first page and its status counts). sort: by total, cheapest ' +
        'first. filter: unpaid only. page 2 / page 40: another page of the unfiltered list; with server paging ' +
        'its cost does not grow with the number of orders. page 41, API alone: the same kind of call without ' +
        'rendering (the mock and JSON both ways), so the rest of a page change is the rendering’s.',
    ],
  };
}
