/**
 * The built Storybook runs every play function as the story tests do. Shot stories are played on the
 * way to their screenshots (stories.visual.ts); this file plays the others (`chromatic.disableSnapshot`),
 * once each, light, at desktop size or the size the story's `viewport` global names (as the Storybook UI
 * and the story tests show it), in the same static Storybook a reviewer opens. A play function that
 * passes in the story tests but fails here (a story that depends on the test runner's page, say) fails.
 */
import { describe, inject } from 'vitest';
import { test } from './pool.ts';

const plays = inject('visualPlays');

describe.concurrent('plays', () => {
  for (const play of plays) {
    test(`${play.title} › ${play.name} [play]`, async ({ pool }) => {
      await pool.play(play);
    });
  }
});
