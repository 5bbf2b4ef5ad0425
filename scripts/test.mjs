#!/usr/bin/env node
// `npm test`: every suite, one after the other, and one summary line at the end:
//   1. unit: logic, the API client, i18n and the mock API, in Node   vitest --project unit
//   2. end-to-end on the production build                            vitest --project e2e
//   3. every story in the built Storybook, as a reviewer opens it    vitest --project visual
//      (each story's play function, axe and the clipped-text check, in light, and in dark where it is
//      shot dark; then its screenshot against the baselines)
// The `stories` project (Vitest's browser mode, also what Storybook's test panel runs) plays the same
// stories a second way; `npm run test:stories` runs it, `npm test` does not play every story twice.
// All three run even when one fails. The last line is exactly `N passed, N failed` (tests), and
// the exit code is nonzero when anything failed. Each run also writes a JSON report to
// test-results/<name>.json, which is what the counts come from.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium } from './chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const resultsDir = join(root, 'test-results');

const RUNS = [
  { name: 'unit', projects: ['unit'] },
  { name: 'e2e', projects: ['e2e'] },
  { name: 'visual', projects: ['visual'] },
];

try {
  findChromium();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  console.log('0 passed, 1 failed');
  process.exit(1);
}

function vitestBin() {
  const pkg = JSON.parse(readFileSync(join(root, 'node_modules', 'vitest', 'package.json'), 'utf8'));
  const bin = typeof pkg.bin === 'string' ? pkg.bin : pkg.bin.vitest;
  return join(root, 'node_modules', 'vitest', bin);
}

function run(args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [vitestBin(), ...args], { cwd: root, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(error);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)));
  });
}

/**
 * The gist of a failure message, without colour codes, on one log line: its first line, and the next
 * one too when the first only says that something failed and the second says why ("did not render
 * cleanly:" / "reported 1 problem(s):").
 */
const firstLine = (text) => {
  const lines = String(text ?? '')
    // eslint-disable-next-line no-control-regex -- strips ANSI colour codes
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const [first = '', second] = lines;
  const gist = first.endsWith(':') && second !== undefined ? `${first} ${second}` : first;
  return gist.slice(0, 400);
};

/**
 * Test counts from vitest's JSON report; a run that failed without reporting counts one failure.
 * Also names what failed, so the last lines of a long log say which test broke and why.
 */
function countResults(reportFile, exitCode) {
  let passed = 0;
  let failed = 0;
  const failures = [];
  const flaky = [];
  try {
    const report = JSON.parse(readFileSync(reportFile, 'utf8'));
    passed = report.numPassedTests ?? 0;
    failed = report.numFailedTests ?? 0;
    for (const file of report.testResults ?? []) {
      const where = relative(root, file.name ?? '');
      const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
      // A test that passed on a retry keeps the messages of the attempts that failed.
      for (const test of file.assertionResults ?? []) {
        if (test.status === 'passed' && (test.failureMessages ?? []).length > 0) {
          flaky.push(`${where} › ${test.fullName ?? test.title}: ${firstLine(test.failureMessages[0])}`);
        }
      }
      for (const test of failedTests) {
        failures.push(`${where} › ${test.fullName ?? test.title}: ${firstLine(test.failureMessages?.[0])}`);
      }
      // Files that failed to load or whose hooks failed count, though no test in them "failed".
      if (file.status === 'failed' && failedTests.length === 0) {
        failed += 1;
        failures.push(`${where}: ${firstLine(file.message) || 'the file failed to run'}`);
      }
    }
  } catch {
    // no report: the run crashed before writing it (e.g. a global setup or config error)
  }
  if (exitCode !== 0 && failed === 0) failed = 1;
  return { passed, failed, failures, flaky };
}

const format = (ms) => `${(ms / 1000).toFixed(1)} s`;
mkdirSync(resultsDir, { recursive: true });
const summary = [];
const started = performance.now();

for (const { name, projects } of RUNS) {
  const reportFile = join(resultsDir, `${name}.json`);
  rmSync(reportFile, { force: true });
  console.log(`\n▶ ${name}: vitest run ${projects.map((p) => `--project ${p}`).join(' ')}\n`);
  const runStarted = performance.now();
  const exitCode = await run([
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reportFile}`,
  ]);
  summary.push({ name, ...countResults(reportFile, exitCode), exitCode, ms: performance.now() - runStarted });
}

console.log('\nSummary');
for (const { name, passed, failed, exitCode, ms } of summary) {
  console.log(
    `  ${name.padEnd(18)} ${String(passed).padStart(5)} passed ${String(failed).padStart(4)} failed  exit ${exitCode}  ${format(ms)}`,
  );
}
console.log(`  total time ${format(performance.now() - started)}\n`);

const flaky = summary.flatMap((run) => run.flaky.map((line) => `  ${run.name}: ${line}`));
if (flaky.length > 0) {
  console.log('Passed only when run again (timing-sensitive: worth a look)');
  for (const line of flaky.slice(0, 40)) console.log(line);
  console.log('');
}

const failures = summary.flatMap((run) => run.failures.map((line) => `  ${run.name}: ${line}`));
if (failures.length > 0) {
  console.log('Failed');
  for (const line of failures.slice(0, 40)) console.log(line);
  if (failures.length > 40) console.log(`  … and ${failures.length - 40} more`);
  console.log('');
}

const passed = summary.reduce((n, run) => n + run.passed, 0);
const failed = summary.reduce((n, run) => n + run.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || summary.some((run) => run.exitCode !== 0) ? 1 : 0);
