// Icons bench: the largest icon set's page (feather, 287 icons; also grown to 1,000 and 5,000 names) in
// headless Chromium, a production build of a page holding only the icon page over the real mock API
// (scripts/bench/icons/). For each of three fresh pages it measures:
//   first render   mounting the page (GET the set, the virtualized grid) until the first frame with tiles
//   search         typing "arrow" in one go until the first frame where every tile drawn matches it
// Each figure is the median of the three pages; the tiles in the document are printed too.
/* global window -- the functions given to page.evaluate() run in the page. */
import { join } from 'node:path';
import { median, openBenchPage, serveHarness } from '../bench-utils.mjs';
import { chromiumArgs, findChromium } from '../chromium.mjs';

export const name = 'icons';
export const description = 'icon page: first render and a search (time to filtered grid) for the largest set';

const SIZES = [0, 1_000, 5_000];
const RUNS = 3;
const QUERY = 'arrow';
const ms = (value) => `${value.toFixed(1)} ms`;

/** @param {import('../bench.mjs').BenchContext} context */
export async function run(context) {
  const { chromium } = await import('playwright-core');
  const harness = await serveHarness(join(context.root, 'scripts', 'bench', 'icons'), 'icons');
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  const rows = [];
  try {
    for (const size of process.env.ICONS_BENCH_SIZES?.split(',').map(Number) ?? SIZES) {
      const firsts = [];
      const searches = [];
      let icons = 0;
      for (let i = 0; i < RUNS; i += 1) {
        const { page, errors } = await openBenchPage(browser, `${harness.url}?n=${size}`);
        icons = await page.evaluate(() => window.bench.icons);
        firsts.push(await page.evaluate(() => window.bench.firstRender()));
        // Let the first render's work settle, as a person reads the page before typing.
        await page.waitForTimeout(300);
        searches.push(await page.evaluate((query) => window.bench.search(query), QUERY));
        if (errors.length > 0) throw new Error(`The bench page reported errors at ${icons}:\n${errors.join('\n')}`);
        await page.close();
      }
      rows.push({
        icons: icons.toLocaleString('en'),
        'first render': ms(median(firsts.map((run) => run.ms))),
        'tiles in DOM': String(Math.max(...firsts.map((run) => run.tiles))),
        [`search "${QUERY}"`]: ms(median(searches.map((run) => run.ms))),
        matches: searches[0].matches.toLocaleString('en'),
        'tiles after search': String(Math.max(...searches.map((run) => run.tiles))),
      });
    }
  } finally {
    await browser.close();
    await harness.close();
  }
  return {
    title: 'Icon page in headless Chromium (production build, median of 3 fresh pages)',
    columns: ['icons', 'first render', 'tiles in DOM', `search "${QUERY}"`, 'matches', 'tiles after search'],
    rows,
    notes: [
      'first render: mount until the first frame with tiles (the set is fetched from the mock in the page, the grid ' +
        'is virtualized). search: the whole word typed at once until every tile drawn matches. 287 is the seed ' +
        'feather set; larger sets repeat its names with a numbered suffix.',
    ],
  };
}
