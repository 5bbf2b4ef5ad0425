/**
 * Renders one story of the static Storybook in Chromium and screenshots it, deterministically:
 * fixed viewport and scale, reduced motion, a fixed clock and time zone, the colour scheme both
 * as the `scheme` global and as the browser preference, web fonts loaded, and the story's
 * render, play function and after-each hooks finished (Storybook's `storyFinished` event).
 */
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { STORY_NOW } from '../../.storybook/clock.ts';
import { themeClassName } from '../../packages/ui/src/theme/themeClassName.ts';
import type { ThemeName } from '../../packages/ui/src/theme/tokens.ts';

export type Scheme = 'light' | 'dark';
/** The two standard sizes; other sizes a Chromatic mode asks for are named '<width>x<height>'. */
export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 375, height: 740 },
} as const satisfies Record<string, { width: number; height: number }>;

/** Stories that show dates see this instant as "now", frozen (the preview's clock starts there too). */
export const FIXED_NOW = new Date(STORY_NOW);

export interface Shot {
  storyId: string;
  title: string;
  name: string;
  scheme: Scheme;
  /** 'desktop', 'mobile' or '<width>x<height>': part of the baseline's name. */
  viewport: string;
  size: { width: number; height: number };
  /**
   * A light shot that is shot dark too, from the same render: once the light screenshot is taken, the page
   * switches to the dark scheme (the theme's class and the browser preference, as the product's scheme
   * switch does), is checked for colour contrast with axe, and is shot again (see `ShotPool.shootPair`).
   */
  alsoDark?: boolean;
}

/** The baseline's file name: `<story-id>--<scheme>-<viewport>.png`. */
export const shotName = (shot: Pick<Shot, 'storyId' | 'scheme' | 'viewport'>) =>
  `${shot.storyId}--${shot.scheme}-${shot.viewport}`;

export function storyUrl(baseUrl: string, shot: Shot) {
  // Every render runs axe in the a11y addon's afterEach (a violation fails the shot): each story once per
  // scheme it is shown in. The light render is every story's one full check: its clipped-text check reads
  // the page in both languages (the `clippedText` global, see the preview's afterEach).
  const globals = shot.scheme === 'dark' ? 'scheme:dark' : 'scheme:light;clippedText:both';
  return `${baseUrl}/iframe.html?id=${encodeURIComponent(shot.storyId)}&viewMode=story&globals=${globals}`;
}

/** What the preview's channel recorded; read in the page (`channel.last(event)`). */
interface StoryOutcome {
  finished: boolean;
  status?: string;
  problems: string[];
}

declare global {
  interface Window {
    __STORYBOOK_ADDONS_CHANNEL__?: {
      last(event: string): unknown[] | undefined;
      on(event: string, listener: (...args: unknown[]) => void): void;
      emit(event: string, ...args: unknown[]): void;
    };
    /** The preview's events since the last story switch (see `listen`). */
    __visualEvents?: { event: string; args: unknown[] }[];
  }
}

/** The preview events a shot reads: the story's end and everything that went wrong on the way. */
const OUTCOME_EVENTS = [
  'storyFinished',
  'storyMissing',
  'configError',
  'playFunctionThrewException',
  'storyThrewException',
  'storyErrored',
  'unhandledErrorsWhilePlaying',
];

/**
 * A page renders this many stories in place (the preview's own story switch, as Storybook's manager
 * does it) before it is loaded afresh. Booting the preview cost more than most stories themselves;
 * each story still starts clean (the preview's loaders reset the mock database, query cache, i18n and
 * router; storage is cleared; the page is scrolled back to the top), and a page is never reused after
 * a failed shot. VISUAL_FRESH_PAGES=1 loads every story in a fresh page instead.
 */
const STORIES_PER_PAGE = process.env.VISUAL_FRESH_PAGES === '1' ? 1 : 40;

/**
 * Runs in every page before Storybook: CSS animations and transitions finish at once (they jump
 * to their end state and still fire their end events), so what play functions see and what the
 * screenshot shows never depend on timing. The product's own motion-off mode does the same.
 */
function settleMotion() {
  const style = document.createElement('style');
  style.dataset.visualTests = 'settle-motion';
  style.textContent = `*, *::before, *::after {
    animation-duration: 0s !important; animation-delay: 0s !important;
    animation-iteration-count: 1 !important;
    transition-duration: 0s !important; transition-delay: 0s !important;
  }`;
  if (document.documentElement) document.documentElement.append(style);
  else document.addEventListener('DOMContentLoaded', () => document.head.append(style), { once: true });
}

/**
 * Runs in every page before Storybook: `new Date()`, `Date()` and `Date.now()` return `now`;
 * timers, animation frames and `performance.now()` keep running normally. (Playwright's
 * `page.clock.setFixedTime` installs fake timers as well, which upset react-aria's focus
 * restoration: play functions asserting focus after closing an overlay failed 6 runs in 8.)
 */
function fixDate(now: number) {
  const RealDate = Date;
  function FixedDate(this: unknown, ...args: unknown[]) {
    if (!new.target) return new RealDate(now).toString();
    return Reflect.construct(RealDate, args.length > 0 ? args : [now], new.target) as Date;
  }
  FixedDate.prototype = RealDate.prototype;
  Object.setPrototypeOf(FixedDate, RealDate);
  Object.defineProperty(FixedDate, 'now', { value: () => now, writable: true, configurable: true });
  Object.defineProperty(globalThis, 'Date', { value: FixedDate, writable: true, configurable: true });
}

interface Slot {
  context: BrowserContext;
  page: Page;
  errors: string[];
  /** Every shot on this page is in this scheme (the `scheme` global is read when the preview loads). */
  scheme: Scheme;
  /** Stories rendered since the page last loaded the preview (0: load it). */
  rendered: number;
  /** The story on screen: the preview does not render the current story again when asked to switch to it. */
  storyId?: string;
  /** The page's requests for code, styles, images and fonts still waiting for their answer. */
  inflight: Set<unknown>;
}

/**
 * Long-lived pages, one per concurrent test: each shot navigates its page afresh (so no story's
 * JavaScript state survives), while the HTTP cache keeps Storybook's bundles loaded and parsed.
 * Storage and cookies are cleared after every shot; a page whose shot failed is discarded.
 */
export class ShotPool {
  readonly #browser: Browser;
  readonly #baseUrl: string;
  readonly #idle: Slot[] = [];
  readonly #all = new Set<Slot>();

  constructor(browser: Browser, baseUrl: string) {
    this.#browser = browser;
    this.#baseUrl = baseUrl;
  }

  async #open(scheme: Scheme): Promise<Slot> {
    const context = await this.#browser.newContext({
      viewport: VIEWPORTS.desktop,
      deviceScaleFactor: 1,
      reducedMotion: 'reduce',
      locale: 'es-ES',
      timezoneId: 'UTC',
    });
    const page = await context.newPage();
    const slot: Slot = { context, page, errors: [], scheme, rendered: 0, inflight: new Set() };
    // Only what draws the page: code, styles, images and fonts (a story's mock call may never answer, on purpose).
    const drawing = new Set(['script', 'stylesheet', 'image', 'font']);
    page.on('request', (request) => {
      if (drawing.has(request.resourceType())) slot.inflight.add(request);
    });
    page.on('requestfinished', (request) => slot.inflight.delete(request));
    page.on('requestfailed', (request) => slot.inflight.delete(request));
    page.on('pageerror', (error) =>
      slot.errors.push(error.stack || error.message || `${error.name || 'Error'} (no message) on ${page.url()}`),
    );
    await page.addInitScript(fixDate, FIXED_NOW.getTime());
    await page.addInitScript(settleMotion);
    this.#all.add(slot);
    return slot;
  }

  async #discard(slot: Slot) {
    this.#all.delete(slot);
    await slot.context.close().catch(() => undefined);
  }

  /** Renders `shot` and returns its PNG screenshot; throws when the story failed to render or play. */
  shoot(shot: Shot): Promise<Buffer> {
    return this.#on(shot, (slot) => shootOn(slot, this.#baseUrl, shot));
  }

  /**
   * Renders a light shot, screenshots it, then switches the same render to dark and screenshots it again:
   * the dark shot costs a scheme switch and an axe contrast check instead of a second render and play.
   * Throws when the story failed to render or play, or its dark scheme breaks colour contrast.
   */
  shootPair(shot: Shot): Promise<{ light: Buffer; dark: Buffer }> {
    return this.#on(shot, async (slot) => {
      const light = await shootOn(slot, this.#baseUrl, shot);
      try {
        await switchScheme(slot.page, 'dark');
        await settle(slot.page);
        const problems = await darkContrast(slot.page);
        if (problems.length > 0) {
          throw new Error(`Story ${shot.storyId} breaks colour contrast in dark:\n${problems.join('\n')}`);
        }
        const dark = await screenshot(slot.page);
        return { light, dark };
      } finally {
        await switchScheme(slot.page, 'light').catch(() => undefined);
      }
    });
  }

  /**
   * Renders `shot` as the Storybook UI does and throws when it failed to render or play (for stories
   * that are not shot: their play function still has to pass in the built Storybook).
   */
  play(shot: Shot): Promise<void> {
    return this.#on(shot, (slot) => playOn(slot, this.#baseUrl, shot));
  }

  async #on<T>(shot: Shot, run: (slot: Slot) => Promise<T>): Promise<T> {
    const index = this.#idle.findIndex((idle) => idle.scheme === shot.scheme);
    const slot = index >= 0 ? this.#idle.splice(index, 1)[0]! : await this.#open(shot.scheme);
    try {
      const png = await run(slot);
      await slot.page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await slot.context.clearCookies();
      this.#idle.push(slot);
      return png;
    } catch (error) {
      await this.#discard(slot);
      throw error;
    }
  }

  async close() {
    await Promise.all([...this.#all].map((slot) => this.#discard(slot)));
  }
}

/** Records the preview's outcome events in `window.__visualEvents`, so a story switch reads only its own. */
function listen(events: string[]) {
  const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
  window.__visualEvents = [];
  for (const event of events) channel?.on(event, (...args) => window.__visualEvents?.push({ event, args }));
}

/** Renders the story on the slot's page and throws unless it rendered and played cleanly. */
async function playOn(slot: Slot, baseUrl: string, shot: Shot): Promise<void> {
  const { page, errors } = slot;
  errors.length = 0;
  await page.setViewportSize(shot.size);
  const inPlace = slot.rendered > 0 && slot.rendered < STORIES_PER_PAGE && slot.storyId !== shot.storyId;
  if (inPlace) {
    await page.evaluate((storyId) => {
      window.scrollTo(0, 0);
      // A fresh page has seen no pointer yet, so a focused field shows its focus ring; a story before
      // this one may have clicked. A key press (one no widget acts on) puts react-aria's global
      // interaction modality back where a fresh page has it.
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Unidentified', bubbles: true }));
      document.body.dispatchEvent(new KeyboardEvent('keyup', { key: 'Unidentified', bubbles: true }));
      window.__visualEvents = [];
      window.__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', { storyId, viewMode: 'story' });
    }, shot.storyId);
  } else {
    // The browser preference and the `scheme` global agree, as in the product's "auto" scheme.
    await page.emulateMedia({ colorScheme: shot.scheme, reducedMotion: 'reduce' });
    await page.goto(storyUrl(baseUrl, shot));
    slot.rendered = 0;
  }

  // Storybook emits storyFinished after loaders, render, play and afterEach, success or not.
  const outcome = (await (
    await page.waitForFunction(
      ({ storyId, fromLog }): StoryOutcome | false => {
        const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
        if (!channel) return false;
        // After a switch, only the events since the switch count; after a load, the channel's last ones.
        const first = (event: string) =>
          fromLog
            ? window.__visualEvents?.filter((entry) => entry.event === event).at(-1)?.args[0]
            : channel.last(event)?.[0];
        // Serialized errors carry `message` and a long `stack` (with DOM dumps): keep the gist.
        const describe = (event: string) => {
          const value = first(event);
          if (value === undefined) return [];
          const text =
            typeof value === 'string'
              ? value
              : Array.isArray(value)
                ? value.map((item: { message?: string }) => item?.message ?? JSON.stringify(item)).join('\n')
                : ((value as { message?: string }).message ?? JSON.stringify(value));
          // eslint-disable-next-line no-control-regex
          const plain = text.replace(/\u001b\[[0-9;]*m/g, '');
          return [`${event}: ${plain.length > 800 ? `${plain.slice(0, 800)}…` : plain}`];
        };
        if (first('storyMissing') !== undefined) return { finished: true, problems: [`storyMissing: ${storyId}`] };
        const configError = first('configError');
        if (configError !== undefined) return { finished: true, problems: describe('configError') };
        const finished = first('storyFinished') as
          | {
              storyId?: string;
              status?: string;
              reporters?: {
                type?: string;
                status?: string;
                result?: {
                  violations?: { id: string; nodes: { target?: string[] }[] }[];
                  error?: { message?: string };
                };
              }[];
            }
          | undefined;
        if (finished?.storyId !== storyId) return false;
        // A failed report is axe's: name each rule broken and how many elements break it.
        const reports = (finished.reporters ?? [])
          .filter((report) => report.status === 'failed')
          .map((report) => {
            const violations = report.result?.violations ?? [];
            // Each rule with the elements that break it (axe's selectors), so a flaky one can be found.
            const found = violations
              .map(
                (violation) =>
                  `${violation.id} (${violation.nodes.length}: ${violation.nodes
                    .map((node) => (node.target?.[0] ?? '?').slice(0, 80))
                    .join(' | ')})`,
              )
              .join(', ');
            return `${report.type ?? 'report'} failed: ${found || (report.result?.error?.message ?? 'no detail')}`;
          });
        const problems = [
          ...reports,
          ...describe('playFunctionThrewException'),
          ...describe('storyThrewException'),
          ...describe('storyErrored'),
          ...describe('unhandledErrorsWhilePlaying'),
        ];
        return { finished: true, status: finished.status, problems };
      },
      { storyId: shot.storyId, fromLog: inPlace },
      // A long play (the orders list's saved views: five route changes over two thousand orders) takes
      // 7 s on a quiet machine and over 30 s with four pages on two busy cores; the test's own minute
      // still bounds a play that hangs.
      { timeout: 50_000, polling: 50 },
    )
  ).jsonValue()) as StoryOutcome;
  if (!inPlace) await page.evaluate(listen, OUTCOME_EVENTS);
  slot.rendered += 1;
  slot.storyId = shot.storyId;

  if (outcome.status !== 'success' || outcome.problems.length > 0 || errors.length > 0) {
    throw new Error(
      `Story ${shot.storyId} did not render cleanly (status: ${outcome.status ?? 'none'}):\n` +
        [...outcome.problems, ...errors.map((e) => `uncaught: ${e}`)].join('\n'),
    );
  }
}

async function shootOn(slot: Slot, baseUrl: string, shot: Shot): Promise<Buffer> {
  const { page } = slot;
  await playOn(slot, baseUrl, shot);

  // A view may still be fetching a lazy chunk (a chart's code, say) after its play function ended: wait,
  // a while and without failing, until no code, style, image or font has been in flight for 300 ms.
  for (let quiet = 0, waited = 0; quiet < 300 && waited < 15_000; waited += 50) {
    quiet = slot.inflight.size === 0 ? quiet + 50 : 0;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  // Charts draw their plot in a transition after measuring it: wait (a while, without failing: a chart
  // in a hidden panel never draws) until no chart in view is still to be drawn. A chart measured while a
  // story was switched in place may never hear its size: a one-pixel nudge of the viewport makes every
  // size observer report again, and the wait runs once more.
  const undrawn = () =>
    Array.from(document.querySelectorAll<HTMLElement>('[data-drawing]')).every(
      (plot) => plot.getClientRects().length === 0,
    );
  const drawn = await page
    .waitForFunction(undrawn, undefined, { timeout: 15_000 })
    .then(() => true)
    .catch(() => false);
  if (!drawn) {
    await page.setViewportSize({ width: shot.size.width + 1, height: shot.size.height });
    await page.setViewportSize(shot.size);
    await page.waitForFunction(undrawn, undefined, { timeout: 5_000 }).catch(() => undefined);
  }

  await settle(page);
  return screenshot(page);
}

const screenshot = (page: Page) =>
  page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide', scale: 'css' });

/** Waits until the page's fonts and images are in and the last styles are painted. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    // Lay the page out first, so every font face it uses has started loading.
    document.body.getBoundingClientRect();
    await document.fonts.ready;
    // A full-page shot shows images below the fold too: lazy ones load now, and every image is decoded
    // (an image that has loaded may still be painted blank while `decoding="async"` decodes it).
    const images = Array.from(document.images);
    for (const image of images) if (image.loading === 'lazy') image.loading = 'eager';
    await Promise.all(
      images.map((image) =>
        (image.complete
          ? Promise.resolve()
          : new Promise((resolve) => {
              image.addEventListener('load', resolve, { once: true });
              image.addEventListener('error', resolve, { once: true });
            })
        ).then(() => image.decode().catch(() => undefined)),
      ),
    );
    // Two frames, so styles applied by the last effects are painted.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/**
 * Puts the page in `scheme` as the product's scheme switch does (`applyTheme`): the theme's class
 * (`themeClassName`), the scheme class and data attribute, `color-scheme`, and the browser
 * preference for the styles that follow it.
 */
async function switchScheme(page: Page, scheme: Scheme) {
  await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
  const theme = await page.evaluate(() => document.documentElement.dataset.theme ?? 'default');
  await page.evaluate(
    ({ next, from, to }) => {
      const root = document.documentElement;
      root.classList.replace(from, to);
      root.classList.replace(next === 'dark' ? 'light' : 'dark', next);
      root.dataset.scheme = next;
      root.style.colorScheme = next;
    },
    {
      next: scheme,
      from: themeClassName(theme as ThemeName, scheme === 'dark' ? 'light' : 'dark'),
      to: themeClassName(theme as ThemeName, scheme),
    },
  );
}

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * Axe's colour-contrast rule over the page as it is now (the a11y addon's full check ran on the light
 * render): each failing element, with the ratio axe measured.
 */
async function darkContrast(page: Page): Promise<string[]> {
  const hasAxe = () => typeof (window as Window & { axe?: unknown }).axe === 'object';
  if (!(await page.evaluate(hasAxe))) await page.addScriptTag({ path: AXE_SCRIPT });
  return page.evaluate(async () => {
    interface AxeNode {
      target: unknown[];
      any: { message?: string }[];
    }
    const axe = (
      window as unknown as {
        axe: {
          run(context: unknown, options: unknown): Promise<{ violations: { id: string; nodes: AxeNode[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(
      { include: ['body'], exclude: ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'] },
      { runOnly: ['color-contrast'], resultTypes: ['violations'] },
    );
    return result.violations.flatMap((violation) =>
      violation.nodes
        .slice(0, 5)
        .map((node) => `${violation.id}: ${node.target.join(' ')} (${node.any[0]?.message ?? 'no detail'})`),
    );
  });
}
