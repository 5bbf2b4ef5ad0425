// Scrumboard bench: a board of 20 lists × 100 cards (/apps/scrumboard/:boardId) in headless Chromium. A
// production build of a page holding only the scrumboard app over the real mock API
// (scripts/bench/scrumboard/); each fresh page measures:
//   first render  mounting the app until the first frame with every list and the first list's cards
//   move shown    a card moved by keyboard to the next list (its handle: Enter, Tab, Enter), from the
//                 Enter that drops to the first frame showing the card in its new list (optimistic)
//   move settled  the same, to the frame after the move was saved (PATCH board/card/positions) and the
//                 board read again
// Each figure is the median of three fresh pages.
/* global document, window -- the functions given to page.evaluate() run in the page. */
import { join } from 'node:path';
import { median, openBenchPage, serveHarness } from '../bench-utils.mjs';
import { chromiumArgs, findChromium } from '../chromium.mjs';

export const name = 'scrumboard';
export const description = 'scrumboard: first render and a keyboard card move across lists on a 20 × 100 board';

const LISTS = 20;
const CARDS = 100;
const RUNS = 3;
const ms = (value) => `${value.toFixed(1)} ms`;

/** @param {import('../bench.mjs').BenchContext} context */
export async function run(context) {
  const { chromium } = await import('playwright-core');
  const harness = await serveHarness(join(context.root, 'scripts', 'bench', 'scrumboard'), 'scrumboard');
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  const runs = { first: [], shown: [], settled: [] };
  let rowsInDom = 0;
  try {
    for (let i = 0; i < RUNS; i += 1) {
      const { page, errors } = await openBenchPage(browser, `${harness.url}?lists=${LISTS}&cards=${CARDS}`);
      runs.first.push(await page.evaluate(() => window.bench.firstRender()));
      rowsInDom = Math.max(rowsInDom, await page.evaluate(() => window.bench.rowsInDom()));
      // The second card of the first list goes to the second list.
      const cardId = 'bench-card-0-1';
      await page.locator(`[role="row"][data-key="${cardId}"]`).focus();
      await page.keyboard.press('ArrowRight');
      // A person's pace between the keys: the drag starts and the drop places are offered in between.
      await page.waitForTimeout(100);
      await page.keyboard.press('Enter');
      await page.waitForTimeout(100);
      await page.keyboard.press('Tab');
      await page.waitForTimeout(100);
      await page.evaluate((id) => window.bench.armMove(id, 'Lista 2'), cardId);
      await page.keyboard.press('Enter');
      const result = await page.evaluate(() =>
        Promise.race([window.bench.moveResult(), new Promise((resolve) => setTimeout(() => resolve(null), 20_000))]),
      );
      if (!result) {
        const where = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 300));
        throw new Error(`No move was measured: the card never showed in the second list (focus on ${where})`);
      }
      runs.shown.push(result.shown);
      runs.settled.push(result.settled);
      if (errors.length > 0) throw new Error(`The bench page reported errors:\n${errors.join('\n')}`);
      await page.close();
    }
  } finally {
    await browser.close();
    await harness.close();
  }
  return {
    title: 'Scrumboard in headless Chromium (production build, median of 3 fresh pages)',
    columns: ['board', 'first render', 'move shown', 'move settled', 'card rows in DOM'],
    rows: [
      {
        board: `${LISTS} lists × ${CARDS} cards`,
        'first render': ms(median(runs.first)),
        'move shown': ms(median(runs.shown)),
        'move settled': ms(median(runs.settled)),
        'card rows in DOM': String(rowsInDom),
      },
    ],
    notes: [
      'move shown: from the Enter that drops a card (picked up by keyboard on its handle, Tab to the next ' +
        "list's drop places) to the first frame showing it in that list, before the API answers. move " +
        'settled: to the frame after PATCH board/card/positions has answered and the board has been read ' +
        'again. Each list is virtualized, so only the cards in view are in the DOM.',
    ],
  };
}
