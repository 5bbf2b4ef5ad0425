/** Baselines on disk and the pixel comparison (pixelmatch) of a screenshot against its baseline. */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** Per-pixel colour distance pixelmatch tolerates (0..1; anti-aliasing is detected apart). */
export const PIXEL_THRESHOLD = 0.1;
/** Share of all pixels allowed to differ before a screenshot fails: 0.02%. */
export const MAX_DIFF_RATIO = 0.0002;

export const UPDATE_COMMAND = 'npm run test:visual:update';

/** Matches only the files this harness writes: `<story-id>--<scheme>-<viewport>.png`. */
export const BASELINE_FILE = /^[a-z0-9-]+--(light|dark)-(desktop|mobile|\d+x\d+)\.png$/;

export type Comparison =
  | { kind: 'same'; differing: number }
  | { kind: 'missing' }
  | { kind: 'size'; expected: string; actual: string }
  | { kind: 'different'; differing: number; ratio: number; diff: Buffer };

export function compareWithBaseline(actual: Buffer, baselinePath: string): Comparison {
  if (!existsSync(baselinePath)) return { kind: 'missing' };
  const baseline = readFileSync(baselinePath);
  // Chromium encodes equal pixels to equal bytes: the usual case needs no decoding.
  if (baseline.equals(actual)) return { kind: 'same', differing: 0 };
  const expected = PNG.sync.read(baseline);
  const got = PNG.sync.read(actual);
  if (expected.width !== got.width || expected.height !== got.height) {
    return { kind: 'size', expected: `${expected.width}×${expected.height}`, actual: `${got.width}×${got.height}` };
  }
  const { width, height } = got;
  const diff = new PNG({ width, height });
  const differing = pixelmatch(expected.data, got.data, diff.data, width, height, { threshold: PIXEL_THRESHOLD });
  const ratio = differing / (width * height);
  if (ratio <= MAX_DIFF_RATIO) return { kind: 'same', differing };
  return { kind: 'different', differing, ratio, diff: PNG.sync.write(diff) };
}

/** Writes `<name>.actual.png` (and `<name>.diff.png`) to the diff folder; returns what it wrote. */
export function writeFailure(diffDir: string, name: string, actual: Buffer, diff?: Buffer): string[] {
  mkdirSync(diffDir, { recursive: true });
  const written = [join(diffDir, `${name}.actual.png`)];
  writeFileSync(written[0]!, actual);
  if (diff) {
    written.push(join(diffDir, `${name}.diff.png`));
    writeFileSync(written[1]!, diff);
  }
  return written;
}

/** Removes the diff files a passing screenshot left from an earlier failure. */
export function clearFailure(diffDir: string, name: string) {
  for (const suffix of ['.actual.png', '.diff.png']) rmSync(join(diffDir, name + suffix), { force: true });
}

/** Deletes baselines whose story × scheme × viewport is no longer shot; returns their names. */
export function pruneBaselines(baselineDir: string, keep: Set<string>): string[] {
  if (!existsSync(baselineDir)) return [];
  const stale = readdirSync(baselineDir).filter((file) => BASELINE_FILE.test(file) && !keep.has(file));
  for (const file of stale) rmSync(join(baselineDir, file));
  return stale;
}
