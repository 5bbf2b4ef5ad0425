// Size bench: the gzip size of what each route downloads on a first visit (entry chunk and its
// static imports + the route's lazy chunk and its static imports), JS and CSS apart, and the
// mock API's chunk on its own line (it loads beside the first render, never in the entry).
import { appDist, entryKey, formatKb, initialLoad, mockApiLoad, readManifest, routeChunks } from '../sizes.mjs';

export const name = 'size';
export const description = "gzip size of each route's initial JS and CSS (production build)";

/** @param {import('../bench.mjs').BenchContext} context */
export async function run(context) {
  await context.buildApp();
  const manifest = readManifest(appDist);
  const entry = initialLoad(manifest, []);
  const rows = [
    {
      route: '(entry only)',
      module: manifest[entryKey(manifest)].name ?? 'index',
      js: formatKb(entry.jsGzip),
      css: formatKb(entry.cssGzip),
      files: entry.js.length + entry.css.length,
    },
  ];
  for (const route of routeChunks(manifest, undefined, appDist)) {
    const load = initialLoad(manifest, [route.key]);
    rows.push({
      route: route.paths.join(', ') || '?',
      module: route.name,
      js: formatKb(load.jsGzip),
      css: formatKb(load.cssGzip),
      files: load.js.length + load.css.length,
    });
  }
  const mock = mockApiLoad(manifest);
  return {
    title: 'Initial load per route (gzip)',
    columns: ['route', 'module', 'js', 'css', 'files'],
    rows,
    notes: [
      `mock API chunk (loaded after the entry, in parallel with the first render): ` +
        `${formatKb(mock.jsGzip)} JS, ${formatKb(mock.cssGzip)} CSS (${mock.js.join(', ')})`,
    ],
  };
}
