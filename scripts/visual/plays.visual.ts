/**
 * The built Storybook runs every play function as the story tests do. Shot stories are played on the
 * way to their screenshots (stories.visual.ts); this file plays the others (`chromatic.disableSnapshot`),
 * once each, light, at desktop size or the size the story's `viewport` global names (as the Storybook UI
 * and the story tests show it), in the same static Storybook a reviewer opens. A play function that
 * passes in the story tests but fails here (a story that depends on the test runner's page, say) fails.
 */
import { chromium } from 'playwright-core';
import { describe, inject, test as base } from 'vitest';
import { chromiumArgs, findChromium } from '../chromium.mjs';
import { ShotPool } from './shoot.ts';

const plays = inject('visualPlays');

// Vitest reads a fixture's dependencies from its destructuring pattern: this one has none.
// eslint-disable-next-line no-empty-pattern
const test = base.extend('pool', { scope: 'file' }, async ({}, { onCleanup }) => {
  const browser = await chromium.launch({
    executablePath: findChromium(),
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

describe.concurrent('plays', () => {
  for (const play of plays) {
    test(`${play.title} › ${play.name} [play]`, async ({ pool }) => {
      await pool.play(play);
    });
  }
});
