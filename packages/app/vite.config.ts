import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { themeBootAndCsp } from './csp.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * react-router ships its components as `var Link = React.forwardRef(...)` followed by
 * `Link.displayName = "Link"`, with no pure annotation: the bundler must then keep every one of
 * them (Form, NavLink, their submission and view-transition helpers) even when nothing uses
 * them. Marking the calls pure and dropping the dev-only names lets unused ones go, ~1.8 kB gzip
 * off every route's first load. Only react-router's own files are touched.
 */
function treeShakeReactRouter(): Plugin {
  return {
    name: 'atrium-tree-shake-react-router',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/ },
      handler(code) {
        const next = code
          .replace(/^[\w$]+\.displayName = "[\w$]+";$/gm, '')
          .replace(/(=\s*)(React\d*\.(?:forwardRef|createContext|memo)\()/g, '$1/* @__PURE__ */ $2');
        return next === code ? null : { code: next, map: null };
      },
    },
  };
}

/**
 * What the first screen needs beside the entry, requested with it rather than after it: the default
 * language's strings (fetched before the first render) and the Inter font (latin subset, one woff2).
 */
function preloadFirstScreen(): Plugin {
  let base = '/';
  return {
    name: 'atrium-preload-first-screen',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const font = Object.keys(bundle ?? {}).find((file) => /inter-latin-wght-normal-[\w-]+\.woff2$/.test(file));
        if (!font) throw new Error('The build has no Inter latin font file to preload');
        // The auth pages' chunk (see the chunk groups below): the entry reaches it only through the router, one
        // round trip later; every page needs it (the signed-in frame shares its pieces).
        const auth = Object.values(bundle ?? {}).find((file) => file.type === 'chunk' && file.name === 'auth');
        if (!auth) throw new Error('The build has no auth chunk to preload');
        return [
          { tag: 'link', attrs: { rel: 'modulepreload', href: `${base}${auth.fileName}` }, injectTo: 'head' },
          ...[...(auth.viteMetadata?.importedCss ?? [])].map((css) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: '', href: `${base}${css}` },
            injectTo: 'head' as const,
          })),
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `${base}i18n/es.json`, as: 'fetch', crossorigin: 'anonymous' },
            injectTo: 'head',
          },
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `${base}${font}`, as: 'font', type: 'font/woff2', crossorigin: 'anonymous' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * The chunks a signed-in first load needs beyond the entry (the frame, the area routes, the start-up calls'
 * module and, on the embedded mock, the mock's first chunk), listed in the page as data for the boot script,
 * which preloads them when a session is stored. A visitor's page lists them and loads none.
 */
function sessionPreload({ mock }: { mock: boolean }): Plugin {
  const PLACEHOLDER = '<!-- atrium:session-preload -->';
  let base = '/';
  return {
    name: 'atrium-session-preload',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!html.includes(PLACEHOLDER)) throw new Error(`index.html needs the ${PLACEHOLDER} placeholder`);
        const chunks = Object.values(bundle ?? {}).filter((file) => file.type === 'chunk');
        const files: string[] = [];
        if (bundle) {
          const pick = (test: (chunk: (typeof chunks)[number]) => boolean, what: string) => {
            const chunk = chunks.find(test);
            if (!chunk) throw new Error(`The build has no ${what} chunk to preload`);
            return chunk;
          };
          const from = (source: RegExp) => (chunk: (typeof chunks)[number]) =>
            chunk.facadeModuleId !== null && source.test(chunk.facadeModuleId);
          files.push(pick((chunk) => chunk.name === 'shell', 'shell').fileName);
          files.push(pick(from(/[\\/]src[\\/]shell[\\/]areaRoutes\.tsx$/), 'area routes').fileName);
          files.push(pick(from(/[\\/]src[\\/]shell[\\/]shellData\.ts$/), 'start-up data').fileName);
          if (mock) {
            const browser = pick(from(/[\\/]mock-api[\\/]src[\\/]browser\.ts$/), 'mock API');
            files.push(browser.fileName, ...browser.imports.filter((file) => !files.includes(file)));
          }
        }
        const entry = chunks.find((chunk) => chunk.isEntry)?.fileName;
        const list = [...new Set(files)].filter((file) => file !== entry).map((file) => `${base}${file}`);
        const json = JSON.stringify(list).replace(/</g, '\\u003c');
        return html.replace(
          PLACEHOLDER,
          `<script type="application/json" id="atrium-session-preload">${json}</script>`,
        );
      },
    },
  };
}

/**
 * The page's first paint: the loading status (as `ShellFallback` draws it) written into `#root`, in both
 * languages from the translation files, the stored one shown (see `ShellFallback.css.ts`). It paints as
 * soon as the stylesheet has loaded, before any script has run; React replaces it on its first render.
 */
function bootStatus(): Plugin {
  const PLACEHOLDER = '<!-- atrium:boot-status -->';
  const text = (language: 'es' | 'en') => {
    const strings = JSON.parse(readFileSync(`${root}public/i18n/${language}.json`, 'utf8')) as {
      app?: { loadingApp?: unknown };
    };
    const value = strings.app?.loadingApp;
    if (typeof value !== 'string') throw new Error(`public/i18n/${language}.json has no app.loadingApp`);
    return value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  };
  return {
    name: 'atrium-boot-status',
    transformIndexHtml(html) {
      if (!html.includes(PLACEHOLDER)) throw new Error(`index.html needs the ${PLACEHOLDER} placeholder`);
      return html.replace(
        PLACEHOLDER,
        `<p role="status" data-boot-status=""><span lang="es">${text('es')}</span><span lang="en">${text('en')}</span></p>`,
      );
    },
  };
}

/**
 * The translation files as the build ships them: without the indentation they are kept with in the
 * repository (2.6 kB less gzip of Spanish on every first load, the sign-in page's included). A file
 * that is not valid JSON fails the build.
 */
function minifyTranslations(): Plugin {
  let outDir = '';
  return {
    name: 'atrium-minify-translations',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // Once the public folder has been copied into the output.
    closeBundle() {
      const folder = join(outDir, 'i18n');
      if (!existsSync(folder)) return;
      for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
        const path = join(folder, file);
        writeFileSync(path, JSON.stringify(JSON.parse(readFileSync(path, 'utf8'))));
      }
    },
  };
}

/** The signed-in frame's modules: one chunk (see the chunk groups below). */
const FRAME =
  /[\\/]packages[\\/](app[\\/]src[\\/]shell[\\/]MainShell|ui[\\/]src[\\/](layouts|navigation|toolbar)[\\/])/;
/**
 * Parts of the frame it loads with import() when first needed, kept out of its chunk (the group would
 * take them, and what they import, in): the feed panels' list with its sanitizer (DOMPurify).
 */
const FRAME_ON_DEMAND = /[\\/]toolbar[\\/](Feed[\\/]FeedList\.tsx|shared[\\/]sanitize\.ts)$/;

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, root, 'VITE_');
  return {
    root,
    plugins: [
      vanillaExtractPlugin(),
      themeBootAndCsp({ bootScript: `${root}src/boot/theme.js`, apiUrl: env.VITE_API_URL || undefined }),
      treeShakeReactRouter(),
      preloadFirstScreen(),
      sessionPreload({ mock: !env.VITE_API_URL }),
      bootStatus(),
      minifyTranslations(),
      // react-aria ships its built-in strings (date fields, list announcements, ...) in 34 languages;
      // the app speaks two, so the others stay out of the bundle.
      optimizeLocales.vite({ locales: ['es', 'en'] }),
    ],
    resolve: {
      alias: [
        {
          find: /^use-sync-external-store\/shim(\/index\.js)?$/,
          replacement: `${root}src/vendor/useSyncExternalStore.ts`,
        },
        { find: /^tldts$/, replacement: `${root}src/vendor/tldts.ts` },
      ],
    },
    build: {
      manifest: true,
      target: 'es2022',
      sourcemap: true,
      // Every browser that runs the es2022 build but lacks <link rel="modulepreload"> (Safari
      // before 17) still loads the chunks, only without the head start: not worth shipping the
      // polyfill to all the others in the entry chunk.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          codeSplitting: {
            // Three groups, so that a first load is a few files rather than a hundred small ones (each a
            // round trip on a phone's network, six at a time over HTTP/1.1):
            // - what the entry imports stays in the entry;
            // - the seven auth pages and what they use form one chunk, preloaded beside the entry: a
            //   visitor's first screen is two files, and sign-up and the rest are then already there;
            // - the signed-in frame (layouts, navigation, toolbar) and what it uses beyond those form one
            //   chunk, which every signed-in page loads anyway: 14 files for /dashboard instead of 86, and
            //   30 kB less gzip than the same code split up. A view's own pieces stay in its route's chunks.
            groups: [
              { name: 'entry', tags: ['$initial'], priority: 3 },
              { name: 'auth', test: /[\\/]packages[\\/]ui[\\/]src[\\/]pages[\\/]auth[\\/]/, priority: 2 },
              {
                name: 'shell',
                test: (id) => FRAME.test(id) && !FRAME_ON_DEMAND.test(id),
                priority: 1,
              },
            ],
          },
        },
        onwarn(warning, warn) {
          // React Server Components directives mean nothing in a client-only app.
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
          warn(warning);
        },
      },
    },
    server: { port: 4200 },
    preview: { port: 4300, strictPort: false },
  };
});
