// Contacts bench: how the contacts list copes with 1,000, 10,000 and 100,000 contacts in headless
// Chromium. A production build of a page holding only the contacts app over the real mock API
// (scripts/bench/contacts/), its database grown to N contacts; for each N a fresh page measures
//   load   GET all: the mock sorts the database, the answer goes through JSON both ways
//   render mounting the app on that list until the first frame that shows rows (the list shows its
//          first rows at once and builds the rest in the background), then until the whole list is
//          in react-aria's collection (type-ahead and keyboard reach every contact)
//   filter a name search as the field sends it after its debounce, until the first frame that
//          shows the answer (mock search, JSON, grouping, render; each name matches ~4%), then until
//          the whole answer is in the list
//   scroll with the whole list in, 30 jumps of the scroll bar across it, each until the second frame
//          after it (the rows at the new place drawn and painted): the median and the worst
//   task   the longest task from mounting until the whole list is in: how long the page could not
//          answer a key or a click (tasks under 50 ms are not reported by the browser: shown as 0)
//   heap   JS heap in use after a garbage collection, once the whole list is in (the list and the
//          database both held), and again at the end, after the scroll and the search
// Each figure is the median of three fresh pages (one search name each). The list is virtualized,
// so the rows in the document stay the same whatever N: that is printed too.
/* global window -- the functions given to page.evaluate() run in the page. */
import { join } from 'node:path';
import { median, serveHarness, openBenchPage } from '../bench-utils.mjs';
import { chromiumArgs, findChromium } from '../chromium.mjs';

export const name = 'contacts';
export const description = 'contacts list: load, render, filter time and JS heap at 1k, 10k and 100k contacts';

const SIZES = [1_000, 10_000, 100_000];
const SEARCHES = ['hugo', 'vera', 'olga'];

const ms = (value) => `${value.toFixed(1)} ms`;

/** @param {import('../bench.mjs').BenchContext} context */
export async function run(context) {
  const { chromium } = await import('playwright-core');
  const harness = await serveHarness(join(context.root, 'scripts', 'bench', 'contacts'), 'contacts');
  const { url } = harness;
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  const rows = [];
  try {
    for (const count of SIZES) {
      // Three fresh pages per size, as a person opens the list: each loads, renders and searches once.
      const loads = [];
      const renders = [];
      const filters = [];
      const scrolls = [];
      let shownRows = 0;
      let heap = 0;
      let endHeap = 0;
      for (const search of SEARCHES) {
        const { page, errors } = await openBenchPage(browser, `${url}?n=${count}`, 120_000);
        loads.push(await page.evaluate(() => window.bench.load()));
        renders.push(await page.evaluate(() => window.bench.render()));
        shownRows = Math.max(shownRows, await page.evaluate(() => window.bench.rows()));
        const cdp = await page.context().newCDPSession(page);
        const heapUsed = async () => {
          await cdp.send('HeapProfiler.collectGarbage');
          return (await cdp.send('Runtime.getHeapUsage')).usedSize;
        };
        heap = Math.max(heap, await heapUsed());
        scrolls.push(await page.evaluate(() => window.bench.scroll()));
        filters.push(await page.evaluate((text) => window.bench.filter(text), search));
        endHeap = Math.max(endHeap, await heapUsed());
        if (errors.length > 0) throw new Error(`The bench page reported errors at ${count}:\n${errors.join('\n')}`);
        await page.close();
      }
      rows.push({
        contacts: count.toLocaleString('en'),
        load: ms(median(loads)),
        render: ms(median(renders.map((r) => r.first))),
        'render, all in': ms(median(renders.map((r) => r.full))),
        'render, longest task': ms(median(renders.map((r) => r.longestTask))),
        'scroll frame': ms(median(scrolls.map((s) => s.median))),
        'scroll, worst': ms(median(scrolls.map((s) => s.worst))),
        filter: ms(median(filters.map((f) => f.first))),
        'filter, all in': ms(median(filters.map((f) => f.full))),
        'filter, longest task': ms(median(filters.map((f) => f.longestTask))),
        found: median(filters.map((f) => f.found)).toLocaleString('en'),
        'rows in DOM': String(shownRows),
        heap: `${(heap / 1024 / 1024).toFixed(1)} MB`,
        'heap, end': `${(endHeap / 1024 / 1024).toFixed(1)} MB`,
      });
    }
  } finally {
    await browser.close();
    await harness.close();
  }
  return {
    title: 'Contacts list in headless Chromium (production build, median of 3 fresh pages)',
    columns: [
      'contacts',
      'load',
      'render',
      'render, all in',
      'render, longest task',
      'scroll frame',
      'scroll, worst',
      'filter',
      'filter, all in',
      'filter, longest task',
      'found',
      'rows in DOM',
      'heap',
      'heap, end',
    ],
    rows,
    notes: [
      'load: GET all from the mock (sort + JSON both ways). render: mount until the first frame with rows; ' +
        'all in: until every contact is in the list (type-ahead, keyboard). ' +
        'scroll frame: with all in, 30 jumps of the scroll bar across the list, each until the second frame after ' +
        'it (two frames are 33 ms at 60 Hz); median and worst. ' +
        'filter: a name search after the debounce, until the first frame with the answer; all in: the whole answer. ' +
        'longest task: the longest the page could not answer meanwhile (0: no task of 50 ms or more). ' +
        'heap: JS heap after a GC once the whole list is in, database and list both held; heap, end: the same after ' +
        'the scroll and the search (the layout keeps what it worked out for every place scrolled to).',
    ],
  };
}
