// Chat bench: a conversation of 5,000 messages in headless Chromium. A production build of a page
// holding only the chat app over the real mock API (scripts/bench/chat/), opened at a chat whose
// messages are grown to N; for each of three fresh pages it measures:
//   open     mounting the app (GET chats, GET chat with every message, grouping by day and run, the
//            virtualized log) until the first frame with the newest message in view; and whether it
//            is still in view ten frames later (rows are measured as they are drawn)
//   scroll   from the newest to the oldest message, by the mouse wheel 2,000 px a notch (a fast flick), until
//            the top is reached with the oldest in view: frames taken, median and worst frame, frames
//            over 50 ms, the longest task (tasks under 50 ms are not reported by the browser: shown as 0)
// Each figure is the median of the three pages. The log is virtualized: the rows in the document are
// printed too, after opening and at the top.
/* global window -- the functions given to page.evaluate() run in the page. */
import { join } from 'node:path';
import { median, openBenchPage, serveHarness } from '../bench-utils.mjs';
import { chromiumArgs, findChromium } from '../chromium.mjs';

export const name = 'chat';
export const description = 'chat: a 5,000-message conversation opened at the newest, then scrolled to the oldest';

const SIZES = [5_000];
const RUNS = 3;
const STEP_PX = 2_000;
const ms = (value) => `${value.toFixed(1)} ms`;

/** @param {import('../bench.mjs').BenchContext} context */
export async function run(context) {
  const { chromium } = await import('playwright-core');
  const harness = await serveHarness(join(context.root, 'scripts', 'bench', 'chat'), 'chat');
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  const rows = [];
  try {
    for (const count of process.env.CHAT_BENCH_SIZES?.split(',').map(Number) ?? SIZES) {
      const opens = [];
      const scrolls = [];
      for (let i = 0; i < RUNS; i += 1) {
        const { page, errors } = await openBenchPage(browser, `${harness.url}?n=${count}`);
        const open = await page.evaluate(() => window.bench.open());
        if (!open.newestVisible) throw new Error(`At ${count}, the newest message left the view after opening`);
        // A reader's wheel over the log, a notch of STEP_PX at a time, until the oldest message is in view.
        const box = await page.evaluate(() => window.bench.logBox());
        await page.mouse.move(box.x, box.y);
        await page.evaluate(() => window.bench.startFrames());
        for (let step = 0; step < 5_000; step += 1) {
          await page.mouse.wheel(0, -STEP_PX);
          if (await page.evaluate(() => window.bench.atOldest())) break;
        }
        const scroll = await page.evaluate(() => window.bench.stopFrames());
        if (!scroll.reached) throw new Error(`At ${count}, scrolling up did not reach the oldest message`);
        if (errors.length > 0) throw new Error(`The bench page reported errors at ${count}:\n${errors.join('\n')}`);
        opens.push(open);
        scrolls.push(scroll);
        await page.close();
      }
      const mid = (list, key) => median(list.map((entry) => entry[key]));
      rows.push({
        messages: count.toLocaleString('en'),
        'open (newest in view)': ms(mid(opens, 'firstRender')),
        'open, longest task': ms(mid(opens, 'longestTask')),
        'newest still in view': opens.every((open) => open.newestVisible) ? 'yes' : 'no',
        'scroll frames': String(mid(scrolls, 'frames')),
        'frame, median': ms(mid(scrolls, 'medianFrame')),
        'frame, worst': ms(mid(scrolls, 'worstFrame')),
        'frames > 50 ms': String(mid(scrolls, 'slowFrames')),
        'scroll, longest task': ms(mid(scrolls, 'longestTask')),
        'rows in DOM': `${Math.max(...opens.map((open) => open.rows))} / ${Math.max(...scrolls.map((s) => s.rows))}`,
      });
    }
  } finally {
    await browser.close();
    await harness.close();
  }
  return {
    title: 'Chat conversation in headless Chromium (production build, median of 3 fresh pages)',
    columns: [
      'messages',
      'open (newest in view)',
      'open, longest task',
      'newest still in view',
      'scroll frames',
      'frame, median',
      'frame, worst',
      'frames > 50 ms',
      'scroll, longest task',
      'rows in DOM',
    ],
    rows,
    notes: [
      'open: mount until the first frame with the newest message in view (the API answers every message; ' +
        'they are grouped by day and run and the log is virtualized). scroll: the wheel, 2,000 px a notch, from the newest ' +
        'to the oldest message. longest task: the longest the page could not answer (0: no task of 50 ms or ' +
        'more). rows in DOM: after opening / at the top.',
    ],
  };
}
