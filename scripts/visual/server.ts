/** A tiny static file server (node:http) for the built Storybook: GET/HEAD only, no directory listing. */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/** Serves `root` on 127.0.0.1 at a free port. */
export async function serveStatic(root: string): Promise<StaticServer> {
  const base = normalize(root + sep);
  const server: Server = createServer((request, response) => {
    void (async () => {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405, { allow: 'GET, HEAD' }).end();
        return;
      }
      const { pathname } = new URL(request.url ?? '/', 'http://localhost');
      let path = normalize(join(base, decodeURIComponent(pathname)));
      if (!path.startsWith(base)) {
        response.writeHead(403).end();
        return;
      }
      try {
        let info = await stat(path);
        if (info.isDirectory()) {
          path = join(path, 'index.html');
          info = await stat(path);
        }
        response.writeHead(200, {
          'content-type': TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
          'content-length': info.size,
          // Vite's hashed bundles never change under one name: let the browser keep them.
          'cache-control': /\/assets\/[^/]+-[\w-]{8}\.\w+$/.test(pathname)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        });
        if (request.method === 'HEAD') response.end();
        else createReadStream(path).pipe(response);
      } catch {
        response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      }
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
