/**
 * The Vitest `test` of the visual project's files: a file-scoped `pool` of story pages (see shoot.ts) in one
 * Chromium, closed when the file ends.
 */
import { chromium } from 'playwright-core';
import { inject, test as base } from 'vitest';
import { chromiumArgs, findChromium } from '../chromium.mjs';
import { ShotPool } from './shoot.ts';

// Vitest reads a fixture's dependencies from its destructuring pattern: this one has none.
// eslint-disable-next-line no-empty-pattern
export const test = base.extend('pool', { scope: 'file' }, async ({}, { onCleanup }) => {
  const browser = await chromium.launch({
    executablePath: findChromium(),
    // Several pages render at once: none may be throttled as a background page (timers, frames).
    args: [
      ...chromiumArgs,
      '--disable-background-timer-throttling',
      '--disable-backgrounding-occluded-windows',
      '--disable-renderer-backgrounding',
    ],
  });
  const pool = new ShotPool(browser, inject('storybookUrl'));
  onCleanup(async () => {
    await pool.close();
    await browser.close();
  });
  return pool;
});
