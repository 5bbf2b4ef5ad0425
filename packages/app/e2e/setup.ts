/**
 * Global setup of the `e2e` project: builds the app for production once and serves `dist` with
 * Vite's preview server on 127.0.0.1 (a free port). Tests read the URL with `inject('appUrl')`.
 */
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The preview server's origin, e.g. http://127.0.0.1:41234 (no trailing slash). */
    appUrl: string;
    /** Absolute path of the built app (packages/app/dist). */
    appDist: string;
  }
}

const root = fileURLToPath(new URL('..', import.meta.url));
const configFile = fileURLToPath(new URL('../vite.config.ts', import.meta.url));

export default async function setup(project: TestProject) {
  const started = performance.now();
  // Vitest runs with NODE_ENV=test, and Vite's build would then bundle React's development
  // build (bigger and slower): build as `vite build` does from a shell.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root, configFile, logLevel: 'error', mode: 'production' });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  const server = await preview({
    root,
    configFile,
    logLevel: 'warn',
    preview: { host: '127.0.0.1', port: 0, strictPort: true, open: false },
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('The preview server did not report its URL');
  project.provide('appUrl', url.replace(/\/$/, ''));
  project.provide('appDist', fileURLToPath(new URL('../dist', import.meta.url)));
  console.log(`e2e: built and serving the app at ${url} (${Math.round(performance.now() - started)} ms)`);

  return async () => {
    await server.close();
  };
}
