/**
 * Visual regression of every story: one test per story × viewport, its light shot and, where it is shot
 * dark, its dark shot from the same render (plan.ts `pairShots`), each compared with the committed baselines in stories/__screenshots__/. `npm run test:visual:update` (VISUAL_UPDATE=1)
 * writes new and changed baselines and deletes those of stories that no longer exist.
 *
 * Shots: the stories' Chromatic modes (plan.ts): light and dark at desktop 1280×800 for every
 * story, plus mobile 375×740 for layouts. A story with `parameters.chromatic.disableSnapshot` is left
 * out.
 */
import { existsSync } from 'node:fs';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, inject, test as base } from 'vitest';
import { test } from './pool.ts';
import {
  clearFailure,
  compareWithBaseline,
  MAX_DIFF_RATIO,
  pruneBaselines,
  UPDATE_COMMAND,
  writeFailure,
} from './compare.ts';
import { shotName } from './shoot.ts';

const repoRoot = join(import.meta.dirname, '..', '..');
const baselineDir = join(repoRoot, 'stories', '__screenshots__');
const diffDir = join(repoRoot, '__diff__');
const updating = process.env.VISUAL_UPDATE === '1';

const shots = inject('visualShots');
const ran = new Set<string>();
const expected = shots.reduce((count, shot) => count + (shot.alsoDark ? 2 : 1), 0);

/** Compares one screenshot with its baseline (or records it): the failure to report, or null. */
function verdict(name: string, actual: Buffer): string | null {
  const baseline = join(baselineDir, `${name}.png`);
  const result = compareWithBaseline(actual, baseline);
  const shown = relative(repoRoot, baseline);
  if (updating) {
    if (result.kind !== 'same' || result.differing > 0) {
      mkdirSync(baselineDir, { recursive: true });
      writeFileSync(baseline, actual);
    }
    clearFailure(diffDir, name);
    return null;
  }
  switch (result.kind) {
    case 'same':
      clearFailure(diffDir, name);
      return null;
    case 'missing': {
      const [written] = writeFailure(diffDir, name, actual);
      return `No baseline ${shown}: run \`${UPDATE_COMMAND}\` to create it (screenshot: ${written}).`;
    }
    case 'size': {
      const [written] = writeFailure(diffDir, name, actual);
      return (
        `${shown} is ${result.expected} but the story now renders ${result.actual} (screenshot: ${written}). ` +
        `If the change is intended, run \`${UPDATE_COMMAND}\`.`
      );
    }
    case 'different': {
      const written = writeFailure(diffDir, name, actual, result.diff);
      return (
        `${result.differing} pixels (${(result.ratio * 100).toFixed(3)}%, allowed ${MAX_DIFF_RATIO * 100}%) ` +
        `differ from ${shown}. See ${written.join(' and ')}. If the change is intended, run \`${UPDATE_COMMAND}\`.`
      );
    }
  }
}

// Four pages at a time (the project's maxConcurrency): fast, and fair to a 2-core machine.
describe.concurrent('stories', () => {
  for (const shot of shots) {
    const name = shotName(shot);
    const darkName = shotName({ ...shot, scheme: 'dark' });
    const names = shot.alsoDark ? [name, darkName] : [name];
    const schemes = shot.alsoDark ? 'light+dark' : shot.scheme;
    const title = `${shot.title} › ${shot.name} [${schemes}, ${shot.viewport}]`;
    if (!updating && names.some((each) => !existsSync(join(baselineDir, `${each}.png`)))) {
      // Not yet baselined: reported as skipped (never as passed) until `npm run test:visual:update`
      // records it; a story with a baseline that changes still fails.
      test.skip(`${title} (no baseline yet)`, () => undefined);
      continue;
    }
    test(title, async ({ pool }) => {
      for (const each of names) ran.add(each);
      const actual = shot.alsoDark
        ? await pool.shootPair(shot).then(({ light, dark }) => [light, dark])
        : [await pool.shoot(shot)];
      const failures = names.flatMap((each, index) => verdict(each, actual[index]!) ?? []);
      if (failures.length > 0) expect.fail(failures.join('\n'));
    });
  }
});

// Pruning is safe only when every shot ran (not under -t or a failed collection).
base.afterAll(() => {
  if (!updating) return;
  if (ran.size !== expected) {
    console.log(`visual: ${ran.size}/${expected} shots ran; stale baselines were not pruned.`);
    return;
  }
  const kept = shots.flatMap((shot) =>
    shot.alsoDark ? [shotName(shot), shotName({ ...shot, scheme: 'dark' })] : [shotName(shot)],
  );
  const removed = pruneBaselines(baselineDir, new Set(kept.map((name) => `${name}.png`)));
  if (removed.length > 0) console.log(`visual: removed ${removed.length} stale baseline(s): ${removed.join(', ')}`);
});
