// What a visitor downloads before a route can render, read from the app's Vite build manifest.
// Shared by the size e2e test (packages/app/e2e/size.e2e.ts) and the size bench (scripts/bench/size.mjs).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const appRoot = fileURLToPath(new URL('../packages/app/', import.meta.url));
export const appDist = join(appRoot, 'dist');

/** The manifest key of the embedded mock API's browser entry (`import('@atrium/mock-api/browser')`). */
export const MOCK_API_SOURCE = /(^|\/)mock-api\/src\/browser\.ts$/;

/** Reads `dist/.vite/manifest.json` (the app builds with `build.manifest: true`). */
export function readManifest(distDir = appDist) {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
}

/** The key of the HTML entry chunk. */
export function entryKey(manifest) {
  const key = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!key) throw new Error('The build manifest has no entry chunk');
  return key;
}

/** The manifest key whose source matches `pattern` (a RegExp or an exact key). */
export function findKey(manifest, pattern) {
  const key =
    typeof pattern === 'string'
      ? Object.hasOwn(manifest, pattern) && pattern
      : Object.keys(manifest).find((k) => pattern.test(k));
  if (!key) throw new Error(`No chunk in the build manifest matches ${String(pattern)}`);
  return key;
}

/** `keys` and every chunk they import statically (transitively): what loads together with them. */
export function staticClosure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return seen;
}

/** The JS and CSS files of a set of chunks (CSS as the manifest lists it on each chunk). */
export function filesOf(manifest, keys) {
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  return { js: [...js], css: [...css] };
}

const gzipCache = new Map();

/** Gzip size (bytes, zlib's default level, as Vite's own report) of one file of the build. */
export function gzipSize(file, distDir = appDist) {
  const path = join(distDir, file);
  if (!gzipCache.has(path)) gzipCache.set(path, gzipSync(readFileSync(path)).length);
  return gzipCache.get(path);
}

const sum = (files, distDir) => files.reduce((total, file) => total + gzipSize(file, distDir), 0);

/**
 * What a first visit to a route downloads: the entry chunk with its static imports, plus the
 * route's lazy chunk(s) with theirs. `routeKeys` are manifest keys such as 'src/pages/SignInPage.tsx'.
 */
export function initialLoad(manifest, routeKeys = [], distDir = appDist) {
  const keys = staticClosure(manifest, [entryKey(manifest), ...routeKeys]);
  const { js, css } = filesOf(manifest, keys);
  return { keys, js, css, jsGzip: sum(js, distDir), cssGzip: sum(css, distDir) };
}

/** The mock API chunk and its own static imports (minus what the entry already loaded). */
export function mockApiLoad(manifest, distDir = appDist) {
  const key = findKey(manifest, MOCK_API_SOURCE);
  const entry = staticClosure(manifest, [entryKey(manifest)]);
  const keys = [...staticClosure(manifest, [key])].filter((k) => !entry.has(k));
  const { js, css } = filesOf(manifest, keys);
  return { key, keys, js, css, jsGzip: sum(js, distDir), cssGzip: sum(css, distDir) };
}

/**
 * The manifest key of the chunk that holds a source module. A lazily imported module is usually
 * a chunk of its own (its key is its source path); when the build groups several modules into one
 * chunk (the auth pages share one), the chunk is found through the source maps of the build.
 * `moduleId` is a manifest-style path such as '../ui/src/pages/auth/SignInPage.tsx'.
 */
export function chunkKeyOf(manifest, moduleId, distDir = appDist) {
  if (Object.hasOwn(manifest, moduleId)) return moduleId;
  const wanted = moduleId.replace(/^(\.\.\/)+/, '/');
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.file.endsWith('.js')) continue;
    let sources;
    try {
      sources = JSON.parse(readFileSync(join(distDir, `${chunk.file}.map`), 'utf8')).sources ?? [];
    } catch {
      continue;
    }
    if (sources.some((source) => source.endsWith(wanted))) return key;
  }
  throw new Error(`No chunk of the build holds ${moduleId}`);
}

/**
 * The lazily loaded route chunks, each with the URL path(s) that load it, read from
 * src/routes.tsx: a `path: '...'` followed, in the same route object, by `import('./pages/X')` or
 * `import('@atrium/ui/...')`. Other dynamic entries (the mock API excluded) follow with no path.
 */
export function routeChunks(manifest, routesSource = readRoutesSource(), distDir = appDist) {
  // './pages/X' is the app's own module; '@atrium/ui/<path>' is the ui package's source.
  const toManifestId = (specifier) => {
    const id = specifier.startsWith('./')
      ? `src/${specifier.slice(2)}`
      : specifier.replace(/^@atrium\/ui\//, '../ui/src/');
    if (/\.(tsx?|jsx?)$/.test(id)) return id;
    return Object.hasOwn(manifest, `${id}.ts`) ? `${id}.ts` : `${id}.tsx`;
  };
  const pathsByKey = new Map();
  const routePattern = /path:\s*['"]([^'"]+)['"][^{}]*?import\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const [, path, specifier] of routesSource.matchAll(routePattern)) {
    const key = chunkKeyOf(manifest, toManifestId(specifier), distDir);
    pathsByKey.set(key, [...(pathsByKey.get(key) ?? []), path]);
  }
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isDynamicEntry && !/(^|\/)mock-api\//.test(key) && !pathsByKey.has(key)) pathsByKey.set(key, []);
  }
  return [...pathsByKey.entries()]
    .map(([key, paths]) => ({ key, name: manifest[key].name ?? key, paths }))
    .sort((a, b) => (a.paths[0] ?? a.name).localeCompare(b.paths[0] ?? b.name));
}

function readRoutesSource() {
  try {
    return readFileSync(join(appRoot, 'src', 'routes.tsx'), 'utf8');
  } catch {
    return '';
  }
}

/** The manifest keys of the mock API's domains, each a chunk loaded on the domain's first call. */
export function mockDomainKeys(manifest) {
  return Object.keys(manifest).filter((key) =>
    /(^|\/)mock-api\/src\/domains\/(?!domain\.ts$|registry\.ts$|all\.ts$)[\w-]+\.ts$/.test(key),
  );
}

/**
 * What a first load of a screen downloads in all: the entry and the given modules' chunks (manifest-style
 * ids, e.g. 'src/shell/MainShell.tsx') with their static imports, plus, on the embedded mock, the mock's
 * first chunk and the given domains' chunks (names such as 'contacts').
 */
export function screenLoad(manifest, moduleIds, mockDomains = [], distDir = appDist) {
  const keys = new Set(
    staticClosure(manifest, [entryKey(manifest), ...moduleIds.map((id) => chunkKeyOf(manifest, id, distDir))]),
  );
  const app = filesOf(manifest, keys);
  const appJs = sum(app.js, distDir);
  const mock = mockApiLoad(manifest, distDir);
  const domainKeys = mockDomains.map((name) => findKey(manifest, new RegExp(`mock-api/src/domains/${name}\\.ts$`)));
  for (const key of [...mock.keys, ...staticClosure(manifest, domainKeys)]) keys.add(key);
  const all = filesOf(manifest, keys);
  return { appJs, jsGzip: sum(all.js, distDir), cssGzip: sum(all.css, distDir), js: all.js };
}

/** 1234 → '1.23 kB' (decimal kilobytes, as Vite reports). */
export function formatKb(bytes) {
  return `${(bytes / 1000).toFixed(2)} kB`;
}
