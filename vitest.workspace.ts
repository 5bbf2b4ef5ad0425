/**
 * The one list of test projects. Vitest 4 no longer reads this file on its own,
 * so `vitest.config.ts` imports it.
 *
 * - unit: pure logic, the API client, i18n and the mock API, in Node.
 * - stories: every story rendered in Vitest's browser mode (a light browser), its `play` function
 *   run and axe checked: what Storybook's test panel runs, and `npm run test:stories`. `npm test`
 *   leaves it out: the visual project plays every story in the built Storybook with the same checks.
 * - e2e: the production build, used as a person would. visual: the built Storybook, every story
 *   played and checked, the shot ones compared with their baselines (scripts/visual/).
 */
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

function storiesProject(): TestProjectInlineConfiguration {
  return {
    extends: true,
    plugins: [storybookTest({ configDir: '.storybook' })],
    test: {
      name: 'stories',
      // Every story file runs in the same page, one after another: setting up a fresh iframe per
      // file (Storybook's preview, MSW's worker, the fonts) cost more than the stories themselves.
      // Each story still starts clean: the preview's loaders reset the mock database and give it a
      // fresh QueryClient, i18n instance and router.
      isolate: false,
      // A story whose play function fails is run once more, so a rare timing hiccup under load (an
      // overlay's first frame, a row drawn again under its saved id) does not fail the run; a real
      // fault fails both times. `npm test` lists the stories that passed only on the second run.
      retry: 1,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
          contextOptions: { colorScheme: 'light', reducedMotion: 'reduce', timezoneId: 'UTC' },
        }),
        instances: [{ browser: 'chromium' }],
      },
    },
  };
}

export const projects: TestProjectInlineConfiguration[] = [
  {
    extends: true,
    test: {
      name: 'unit',
      environment: 'node',
      // Vitest's default on two cores is one worker; the unit files are independent (135 s against 210 s).
      maxWorkers: 2,
      include: ['packages/*/src/**/*.test.ts', 'scripts/**/*.test.ts'],
    },
  },
  storiesProject(),
  {
    extends: true,
    test: {
      name: 'e2e',
      environment: 'node',
      // Two journey files at a time, each with its own Chromium: a journey mostly waits (for a page, a
      // debounce, the mock's answer), so two keep two cores busy where one left them half idle (590 s
      // against 917 s for the same journeys on 2 cores).
      maxWorkers: 2,
      include: ['packages/app/e2e/**/*.e2e.ts'],
      globalSetup: ['packages/app/e2e/setup.ts'],
      // As the stories and screenshots do: a journey that fails is run once more, so a rare race on a
      // loaded machine does not fail the run, and `npm test` lists it under "passed only when run again";
      // a real fault fails both times.
      retry: 1,
      // A journey waits for what a person would see: on two busy cores (the build's server, Chromium and
      // the mock in the page) a list can take seconds to appear, so `expect.poll` waits up to 10 s rather
      // than 1, and a journey up to a minute. A passing check still returns as soon as it holds.
      expect: { poll: { timeout: 10_000 } },
      testTimeout: 60_000,
      hookTimeout: 60_000,
    },
  },
  {
    extends: true,
    test: {
      name: 'visual',
      environment: 'node',
      include: ['scripts/visual/**/*.visual.ts'],
      globalSetup: ['scripts/visual/setup.ts'],
      // Four story pages render at once (the file's tests are concurrent): a shot mostly waits
      // (fonts, network idle, the play function), so four keep two cores busy.
      maxConcurrency: 4,
      // A shot is retried once, so a rare timing hiccup of a play function under load does not
      // fail the run; a real difference fails both attempts.
      retry: 1,
      testTimeout: 60_000,
      hookTimeout: 60_000,
    },
  },
];
