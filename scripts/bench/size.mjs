// Size bench: the gzip size of what a first visit downloads in all (the app's chunks and, on the
// embedded default, the mock API's), JS and CSS apart; then each route's own first load and each
// domain chunk of the mock, loaded on the domain's first call.
import {
  appDist,
  entryKey,
  formatKb,
  gzipSize,
  initialLoad,
  mockApiLoad,
  mockDomainKeys,
  readManifest,
  routeChunks,
  screenLoad,
  staticClosure,
} from '../sizes.mjs';

export const name = 'size';
export const description = 'gzip size of each first screen in all, of each route, and of each mock API domain';

const SIGN_IN = '../ui/src/pages/auth/SignInPage.tsx';
const SHELL = [
  'src/shell/MainShell.tsx',
  'src/shell/shellData.ts',
  '../ui/src/primitives/LoadingBar/LoadingBarTrack.tsx',
  // The signed-in areas' route table, fetched with the entry when a session is stored.
  'src/shell/areaRoutes.tsx',
];

/** @param {import('../bench.mjs').BenchContext} context */
export async function run(context) {
  await context.buildApp();
  const manifest = readManifest(appDist);
  const screens = [
    ['/sign-in, a first visit', [SIGN_IN], []],
    ['/dashboard, signed in, first load', [...SHELL, '../ui/src/views/home/HomeView.tsx'], ['back-office']],
    ['/apps/contacts, signed in, first load', [...SHELL, '../ui/src/views/contacts/ContactsView.tsx'], ['contacts']],
  ];
  const rows = screens.map(([what, modules, domains]) => {
    const load = screenLoad(manifest, modules, domains, appDist);
    return {
      what: `${what} (in all)`,
      app: formatKb(load.appJs),
      mock: formatKb(load.jsGzip - load.appJs),
      js: formatKb(load.jsGzip),
      css: formatKb(load.cssGzip),
      files: load.js.length,
    };
  });
  const mock = mockApiLoad(manifest);
  rows.push({
    what: "the mock API's first chunk (MSW, auth, the common calls)",
    app: '',
    mock: formatKb(mock.jsGzip),
    js: formatKb(mock.jsGzip),
    css: '',
    files: mock.js.length,
  });
  const loadedFirst = new Set([...staticClosure(manifest, [entryKey(manifest)]), ...mock.keys]);
  for (const key of mockDomainKeys(manifest)) {
    const files = [...staticClosure(manifest, [key])].filter((k) => !loadedFirst.has(k)).map((k) => manifest[k].file);
    const bytes = files.reduce((total, file) => total + gzipSize(file, appDist), 0);
    rows.push({
      what: `mock domain ${key.replace(/^.*domains\//, '').replace(/\.ts$/, '')} (on its first call)`,
      app: '',
      mock: formatKb(bytes),
      js: formatKb(bytes),
      css: '',
      files: files.length,
    });
  }
  for (const route of routeChunks(manifest, undefined, appDist)) {
    const load = initialLoad(manifest, [route.key]);
    rows.push({
      what: `route ${route.paths.join(', ') || route.name} (app only)`,
      app: formatKb(load.jsGzip),
      mock: '',
      js: formatKb(load.jsGzip),
      css: formatKb(load.cssGzip),
      files: load.js.length,
    });
  }
  return {
    title: 'First loads (gzip)',
    columns: ['what', 'app', 'mock', 'js', 'css', 'files'],
    rows,
    notes: [
      'A signed-in first load counts the shell (layout, navigation, toolbar, its start-up calls) and the route; ' +
        "the mock's first chunk starts on the first call, or when the browser is idle after the first paint.",
    ],
  };
}
