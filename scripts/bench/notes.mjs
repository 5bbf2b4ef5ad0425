// Notes bench: the notes grid (a masonry of cards, every card in the document) at 100 and 1,000 notes
// in headless Chromium. A production build of a page holding only the notes app over the real mock API
// (scripts/bench/notes/), its database grown to N notes (a tenth archived); for each N a fresh page
// measures, each until the second frame after every card shown has its measured row span:
//   render  mounting the app: GET all and labels, the cards, the masonry's measuring pass
//   search  a search in the address (title, text and checklist, on the client)
//   label   one label's filter (a sixth of the notes, or a third with the second label)
// with the longest task meanwhile (the page could not answer a key; 0 when none took 50 ms).
// Each figure is the median of three fresh pages.
/* global window -- the functions given to page.evaluate() run in the page. */
import { join } from 'node:path';
import { median, serveHarness, openBenchPage } from '../bench-utils.mjs';
import { chromiumArgs, findChromium } from '../chromium.mjs';

export const name = 'notes';
export const description = 'notes grid: render, search and label filter at 100 and 1,000 notes';

const SIZES = [100, 1_000];
const SEARCHES = ['garden', 'coffee', 'invoice'];
const ms = (value) => `${value.toFixed(1)} ms`;

/** @param {import('../bench.mjs').BenchContext} context */
export async function run(context) {
  const { chromium } = await import('playwright-core');
  const harness = await serveHarness(join(context.root, 'scripts', 'bench', 'notes'), 'notes');
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  const rows = [];
  try {
    for (const count of SIZES) {
      const runs = { render: [], renderTask: [], search: [], searchTask: [], label: [], labelTask: [], cards: 0 };
      for (const [i, search] of SEARCHES.entries()) {
        const { page, errors } = await openBenchPage(browser, `${harness.url}?n=${count}`, 120_000);
        const render = await page.evaluate(() => window.bench.render());
        runs.render.push(render.time);
        runs.renderTask.push(render.longestTask);
        runs.cards = render.cards;
        const found = await page.evaluate((text) => window.bench.search(text), search);
        runs.search.push(found.time);
        runs.searchTask.push(found.longestTask);
        const label = await page.evaluate((index) => window.bench.label(index), i);
        runs.label.push(label.time);
        runs.labelTask.push(label.longestTask);
        if (errors.length > 0) throw new Error(`The bench page reported errors at ${count}:\n${errors.join('\n')}`);
        await page.close();
      }
      rows.push({
        notes: count.toLocaleString('en'),
        'cards shown': runs.cards.toLocaleString('en'),
        render: ms(median(runs.render)),
        'render, longest task': ms(median(runs.renderTask)),
        search: ms(median(runs.search)),
        'search, longest task': ms(median(runs.searchTask)),
        label: ms(median(runs.label)),
        'label, longest task': ms(median(runs.labelTask)),
      });
    }
  } finally {
    await browser.close();
    await harness.close();
  }
  return {
    title: 'Notes grid in headless Chromium (production build, median of 3 fresh pages)',
    columns: [
      'notes',
      'cards shown',
      'render',
      'render, longest task',
      'search',
      'search, longest task',
      'label',
      'label, longest task',
    ],
    rows,
    notes: [
      'render: mount until the second frame after every card is laid out (GET all and labels, cards, the ' +
        "masonry's measuring pass). search / label: a search or a label filter in the address until the narrowed " +
        'grid is laid out. longest task: the longest the page could not answer meanwhile (0: none of 50 ms or more).',
    ],
  };
}
