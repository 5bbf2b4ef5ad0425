// Serves the app's production build (packages/app/dist) on 127.0.0.1 for the browser benches, from a
// copy, so a build started meanwhile (a test run's) cannot swap files under the runs.
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * @param {string} root the repository root
 * @param {string} name a word for the temporary folder
 * @param {string} [dist] the build to serve (packages/app/dist)
 * @returns {Promise<{ origin: string, close: () => Promise<void> }>}
 */
export async function serveBuild(root, name, dist) {
  const { preview } = await import('vite');
  const appRoot = join(root, 'packages', 'app');
  const served = mkdtempSync(join(tmpdir(), `atrium-bench-${name}-`));
  cpSync(dist ?? join(appRoot, 'dist'), served, { recursive: true });
  if (!existsSync(join(served, 'index.html')))
    throw new Error(`${dist ?? 'packages/app/dist'} has no index.html: build it first`);
  const server = await preview({
    root: appRoot,
    configFile: join(appRoot, 'vite.config.ts'),
    logLevel: 'error',
    build: { outDir: served },
    preview: { host: '127.0.0.1', port: 0, strictPort: true, open: false },
  });
  const origin = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
  if (!origin) throw new Error('The preview server did not report its URL');
  return {
    origin,
    async close() {
      await server.close();
      rmSync(served, { recursive: true, force: true });
    },
  };
}
