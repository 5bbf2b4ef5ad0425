/**
 * Global setup of the `e2e` project: builds the app for production once, into a folder of its own
 * (so two runs never serve each other's half-written build), and serves it with Vite's preview
 * server on 127.0.0.1 (a free port). Tests read the URL with `inject('appUrl')`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The preview server's origin, e.g. http://127.0.0.1:41234 (no trailing slash). */
    appUrl: string;
    /** Absolute path of the built app. */
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
  const outDir = mkdtempSync(join(tmpdir(), 'atrium-e2e-'));
  try {
    await build({ root, configFile, logLevel: 'error', mode: 'production', build: { outDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  const server = await preview({
    root,
    configFile,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: true, open: false },
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('The preview server did not report its URL');
  project.provide('appUrl', url.replace(/\/$/, ''));
  project.provide('appDist', outDir);
  console.log(`e2e: built and serving the app at ${url} (${Math.round(performance.now() - started)} ms)`);

  return async () => {
    await server.close();
    rmSync(outDir, { recursive: true, force: true });
  };
}
