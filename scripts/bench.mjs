#!/usr/bin/env node
// `npm run bench [-- <name>...] [-- --json]`: runs the benchmarks in scripts/bench/ and prints a
// table for each. A benchmark is a module there exporting
//   name: string, description: string,
//   run(context: BenchContext): Promise<{ title, columns: string[], rows: object[], notes?: string[] }>
// where `context.buildApp()` builds packages/app for production once per bench run (shared by
// every benchmark that needs it) and `context.root` is the repository root. Add a file to add a
// benchmark (e.g. one that renders a long list in headless Chromium via scripts/chromium.mjs).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * @typedef {{ root: string, buildApp: () => Promise<void> }} BenchContext
 * @typedef {{ title: string, columns: string[], rows: Record<string, unknown>[], notes?: string[] }} BenchResult
 */

const root = fileURLToPath(new URL('..', import.meta.url));
const benchDir = join(root, 'scripts', 'bench');
const args = process.argv.slice(2);
const asJson = args.includes('--json');
const wanted = args.filter((arg) => !arg.startsWith('--'));

let appBuild;
/** @type {BenchContext} */
const context = {
  root,
  buildApp() {
    appBuild ??= (async () => {
      const { build } = await import('vite');
      const appRoot = join(root, 'packages', 'app');
      const started = performance.now();
      await build({ root: appRoot, configFile: join(appRoot, 'vite.config.ts'), logLevel: 'error' });
      if (!asJson) console.log(`(built packages/app in ${((performance.now() - started) / 1000).toFixed(1)} s)\n`);
    })();
    return appBuild;
  },
};

/** Prints rows as an aligned text table; numeric-looking cells are right-aligned. */
function printTable({ title, columns, rows, notes = [] }) {
  const cells = rows.map((row) => columns.map((column) => String(row[column] ?? '')));
  const widths = columns.map((column, i) => Math.max(column.length, ...cells.map((row) => row[i].length)));
  const numeric = columns.map((_, i) => cells.every((row) => /^[\d.,\s]+(kB|B|ms|s|%)?$/.test(row[i])));
  const line = (values) =>
    values.map((value, i) => (numeric[i] ? value.padStart(widths[i]) : value.padEnd(widths[i]))).join('  ');
  console.log(title);
  console.log(line(columns));
  console.log(widths.map((width) => '─'.repeat(width)).join('  '));
  for (const row of cells) console.log(line(row));
  for (const note of notes) console.log(`\n${note}`);
  console.log('');
}

const files = readdirSync(benchDir)
  .filter((file) => file.endsWith('.mjs'))
  .sort();
const benches = [];
for (const file of files) benches.push(await import(pathToFileURL(join(benchDir, file)).href));
const selected = wanted.length > 0 ? benches.filter((bench) => wanted.includes(bench.name)) : benches;
const unknown = wanted.filter((name) => !benches.some((bench) => bench.name === name));
if (unknown.length > 0) {
  console.error(`Unknown bench(es): ${unknown.join(', ')}. Available: ${benches.map((b) => b.name).join(', ')}`);
  process.exit(2);
}

const results = {};
for (const bench of selected) {
  if (!asJson) console.log(`▶ ${bench.name}: ${bench.description}`);
  const result = await bench.run(context);
  results[bench.name] = result;
  if (!asJson) printTable(result);
}
if (asJson) console.log(JSON.stringify(results, null, 2));
