// Charts bench: a line chart and an area chart (two series) of the chart layer with 10,000 points
// each, in headless Chromium over a production build of a page holding only that chart
// (scripts/bench/charts/). For each kind, five fresh mounts in one page measure
//   render        from mounting until the second frame after the plot's paths exist (the chart is
//                 painted: width measured, scales, paths, axes and the hidden table built)
//   longest task  the longest task meanwhile (tasks under 50 ms are not reported: shown as 0)
//   DOM nodes     elements the chart puts in the document (one path per series, not one per point)
// and the gzip size of the chart layer's own chunk.
// The figures are medians. Target: under 200 ms for 10,000 points.
/* global window -- the functions given to page.evaluate() run in the page. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { median, serveHarness, openBenchPage } from '../bench-utils.mjs';
import { chromiumArgs, findChromium } from '../chromium.mjs';

export const name = 'charts';
export const description = 'chart layer: render time and longest task of line and area charts with 10,000 points';

const RUNS = 5;
const ms = (value) => `${value.toFixed(1)} ms`;

/** @param {import('../bench.mjs').BenchContext} context */
export async function run(context) {
  const { chromium } = await import('playwright-core');
  const harness = await serveHarness(join(context.root, 'scripts', 'bench', 'charts'), 'charts');
  const { outDir, url } = harness;
  // The chart layer is imported on its own in the harness, as the dashboards' routes do.
  const assets = join(outDir, 'assets');
  const chartChunk = readdirSync(assets).find((file) => /^charts-.*\.js$/.test(file));
  const chartGzip = chartChunk ? gzipSync(readFileSync(join(assets, chartChunk))).length / 1024 : Number.NaN;
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  const rows = [];
  try {
    for (const kind of ['line', 'area']) {
      const { page, errors } = await openBenchPage(browser, url, 60_000);
      const results = [];
      // One warm-up mount (the code's first compile), then the measured ones.
      await page.evaluate((k) => window.bench.render(k), kind);
      for (let i = 0; i < RUNS; i += 1) results.push(await page.evaluate((k) => window.bench.render(k), kind));
      if (errors.length > 0) throw new Error(`The bench page reported errors:\n${errors.join('\n')}`);
      await page.close();
      rows.push({
        chart: kind === 'line' ? 'line, 1 series' : 'area, 2 series',
        points: '10,000 per series',
        render: ms(median(results.map((r) => r.render))),
        'render, worst': ms(Math.max(...results.map((r) => r.render))),
        'longest task': ms(median(results.map((r) => r.longestTask))),
        'DOM nodes': String(median(results.map((r) => r.nodes))),
      });
    }
  } finally {
    await browser.close();
    await harness.close();
  }
  return {
    title: `Charts with 10,000 points in headless Chromium (production build, median of ${RUNS} mounts)`,
    columns: ['chart', 'points', 'render', 'render, worst', 'longest task', 'DOM nodes'],
    rows,
    notes: [
      `chart layer chunk (every kind, d3 included; React and react-aria's shared core in other chunks): ${chartGzip.toFixed(1)} kB gzip.`,
      'render: mount until the second frame after the paths exist (target under 200 ms). longest task: the ' +
        'longest the page could not answer meanwhile (0: no task of 50 ms or more). DOM nodes: the whole chart, ' +
        'the visually hidden table included (its first 500 rows; "view as table" shows all).',
    ],
  };
}
