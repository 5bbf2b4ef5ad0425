// Assistant bench: the Playground in headless Chromium.
//   reply        in the app's production build, signed in as the demo's admin, at /agent/playground: a
//                message asking for an order by number, from the press of Send until the first streamed
//                word is drawn, and until the whole reply is (Send offered again). The mock streams with
//                its delays on, as in the product (a tool call 190 ms, a word 35 ms): the run's own
//                simulated figures (first word, end) are printed beside, so what the page adds shows.
//   500 turns    a page holding only the Playground over the real mock API (scripts/bench/agent/), its
//                transcript opened with 500 finished turns: mounting it, then, while a long reply streams
//                (the greeting made 300 characters long), typing 40 characters in the composer, a key
//                every 30 ms: from each key's event to the first frame showing it (median, 95th
//                percentile, worst), and the longest task meanwhile; the same typing with nothing streaming.
// Each figure is the median of five replies (reply) or three fresh pages (500 turns).
/* global window, document, requestAnimationFrame -- the functions given to page.evaluate() run in the page. */
import { join } from 'node:path';
import { median, openBenchPage, serveHarness, signInAsAdmin } from '../bench-utils.mjs';
import { chromiumArgs, findChromium } from '../chromium.mjs';
import { serveBuild } from '../serve-build.mjs';

export const name = 'agent';
export const description =
  'assistant Playground: first streamed word and end of a reply in the built app; typing while a reply streams over 500 turns';

const REPLIES = 5;
const PAGES = 3;
const TURNS = 500;
const TYPED = 'Quisiera saber cuándo llega mi pedido 1';
const ms = (value) => `${value.toFixed(1)} ms`;

/** Times replies in the built app; answers the medians. */
async function timeReplies(browser, context) {
  await context.buildApp();
  const server = await serveBuild(context.root, 'agent');
  try {
    const session = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      locale: 'es-ES',
      serviceWorkers: 'allow',
    });
    await signInAsAdmin(session, server.origin);
    const page = await session.newPage();
    await page.goto(`${server.origin}/agent/playground`);
    await page.getByRole('textbox', { name: 'Mensaje' }).waitFor({ timeout: 60_000 });
    const runs = [];
    // One reply first, not counted: the mock's domains load on the first run.
    for (let i = -1; i < REPLIES; i += 1) {
      await page.getByRole('textbox', { name: 'Mensaje' }).fill('¿Cómo va el pedido #10234?');
      const timed = await page.evaluate(async () => {
        const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
        const replies = () => document.querySelectorAll('[data-testid="agent-reply"]');
        const before = replies().length;
        const started = performance.now();
        document.querySelector('form button[type="submit"]').click();
        let first = 0;
        for (;;) {
          const reply = replies()[before];
          const words = reply?.firstChild?.nodeType === 3 ? reply.firstChild.textContent.trim() : '';
          if (first === 0 && words !== '') first = (await frame()) - started;
          const last = document.querySelectorAll('[data-phase]');
          if (first > 0 && last[last.length - 1]?.getAttribute('data-phase') === 'done') break;
          await frame();
        }
        return { first, end: (await frame()) - started };
      });
      const [run] = await page.evaluate(async () => {
        const response = await fetch('/api/agent/runs?size=1', {
          headers: { Authorization: `Bearer ${localStorage.getItem('atrium.accessToken') ?? ''}` },
        });
        return (await response.json()).items;
      });
      if (i >= 0) runs.push({ ...timed, simulatedFirst: run.firstReplyMs, simulatedEnd: run.durationMs });
    }
    await session.close();
    const mid = (key) => median(runs.map((entry) => entry[key]));
    return {
      case: 'reply: order by number (built app)',
      'first word': ms(mid('first')),
      'first word, simulated': ms(mid('simulatedFirst')),
      'reply end': ms(mid('end')),
      'reply end, simulated': ms(mid('simulatedEnd')),
    };
  } finally {
    await server.close();
  }
}

/** Opens the 500-turn Playground and types while a reply streams, then while nothing does. */
async function timeTyping(browser, context) {
  const harness = await serveHarness(join(context.root, 'scripts', 'bench', 'agent'), 'agent');
  const opens = [];
  const streaming = [];
  const idle = [];
  try {
    for (let i = 0; i < PAGES; i += 1) {
      const { page, errors } = await openBenchPage(browser, `${harness.url}?n=${TURNS}`);
      opens.push(await page.evaluate(() => window.bench.open()));
      const since = await page.evaluate(() => window.bench.ask('¿Cuántos pedidos hay?'));
      await page.evaluate(() => window.bench.focusComposer());
      await page.keyboard.type(TYPED, { delay: 30 });
      const during = await page.evaluate((start) => window.bench.typed(start), since);
      if (during.duringStream < TYPED.length / 2)
        throw new Error(`Only ${during.duringStream} of ${during.keys} keys were typed while the reply streamed`);
      streaming.push(during);
      await page.waitForFunction(() => !window.bench.isStreaming(), undefined, { timeout: 30_000 });
      await page.keyboard.press('Control+A');
      await page.keyboard.press('Backspace');
      const started = await page.evaluate(() => window.bench.reset());
      await page.keyboard.type(TYPED, { delay: 30 });
      idle.push(await page.evaluate((start) => window.bench.typed(start), started));
      if (errors.length > 0) throw new Error(`The bench page reported errors:\n${errors.join('\n')}`);
      await page.close();
    }
  } finally {
    await harness.close();
  }
  const mid = (list, key) => median(list.map((entry) => entry[key]));
  const row = (label, list) => ({
    case: label,
    'key to frame, median': ms(mid(list, 'median')),
    'key to frame, p95': ms(mid(list, 'p95')),
    'key to frame, worst': ms(mid(list, 'worst')),
    'longest task': ms(mid(list, 'longestTask')),
  });
  return [
    {
      case: `${TURNS} turns: open (newest drawn)`,
      open: ms(mid(opens, 'firstRender')),
      'longest task': ms(mid(opens, 'longestTask')),
    },
    row(`${TURNS} turns: typing while a reply streams`, streaming),
    row(`${TURNS} turns: typing, nothing streaming`, idle),
  ];
}

/** @param {import('../bench.mjs').BenchContext} context */
export async function run(context) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  const rows = [];
  try {
    rows.push(await timeReplies(browser, context));
    rows.push(...(await timeTyping(browser, context)));
  } finally {
    await browser.close();
  }
  return {
    title: 'Assistant Playground in headless Chromium (production builds; median of 5 replies or 3 fresh pages)',
    columns: [
      'case',
      'first word',
      'first word, simulated',
      'reply end',
      'reply end, simulated',
      'open',
      'key to frame, median',
      'key to frame, p95',
      'key to frame, worst',
      'longest task',
    ],
    rows,
    notes: [
      'reply: from pressing Send to the frame drawing the first word, and to the frame drawing the finished reply; ' +
        '"simulated" is the mock\'s own time for the run (a tool call 190 ms, a word 35 ms), which the page waits out. ' +
        `500 turns: ${TYPED.length} keys typed 30 ms apart in the composer; key to frame: from the key's event to the ` +
        'first frame after the composer shows it. longest task: 0 when no task took 50 ms or more.',
    ],
  };
}
