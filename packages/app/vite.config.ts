import { readFileSync } from 'node:fs';
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
        return [
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

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, root, 'VITE_');
  return {
    root,
    plugins: [
      vanillaExtractPlugin(),
      themeBootAndCsp({ bootScript: `${root}src/boot/theme.js`, apiUrl: env.VITE_API_URL || undefined }),
      treeShakeReactRouter(),
      preloadFirstScreen(),
      bootStatus(),
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
            // The seven auth pages and what they use form one chunk, which the entry shares: a
            // visitor's first screen is five files instead of eleven and 2.5 kB less gzip than the
            // same code split up (sign-up and the rest are then already there). A signed-in first
            // load carries the auth pages too, about 3 kB.
            groups: [{ name: 'auth', test: /[\\/]packages[\\/]ui[\\/]src[\\/]pages[\\/]auth[\\/]/ }],
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
