// A stand-in for a real backend, for the browser benches: the mock API's handlers served over HTTP from
// Node on 127.0.0.1 (an in-memory database, the spec's delays), with CORS for the app's origin, so the
// app can be built with VITE_API_URL pointing at it and measured with no mock in the page.
import { createServer } from 'node:http';
import { join } from 'node:path';

/**
 * @param {string} root the repository root
 * @returns {Promise<{ origin: string, close: () => Promise<void> }>}
 */
export async function serveBackend(root) {
  const [{ runnerImport }, { getResponse }] = await Promise.all([import('vite'), import('msw')]);
  // Vite's module runner sets NODE_ENV to development when it is unset, which would make a later build
  // bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  const { module: mockApi } = await runnerImport(join(root, 'packages/mock-api/src/index.ts'), {
    configFile: false,
    root,
    logLevel: 'error',
  });
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
  const api = mockApi.createMockApi({});
  const server = createServer(async (incoming, outgoing) => {
    const cors = {
      'access-control-allow-origin': incoming.headers.origin ?? '*',
      'access-control-allow-headers': 'authorization, content-type',
      'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
      'access-control-max-age': '600',
    };
    if (incoming.method === 'OPTIONS') {
      outgoing.writeHead(204, cors).end();
      return;
    }
    try {
      const chunks = [];
      for await (const chunk of incoming) chunks.push(chunk);
      const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
      const request = new Request(new URL(incoming.url ?? '/', `http://${incoming.headers.host}`), {
        method: incoming.method,
        headers: Object.entries(incoming.headers).flatMap(([key, value]) =>
          typeof value === 'string' ? [[key, value]] : [],
        ),
        body: incoming.method === 'GET' || incoming.method === 'HEAD' ? undefined : body,
      });
      const response = await getResponse(api.handlers, request);
      if (!response) {
        outgoing.writeHead(404, { ...cors, 'content-type': 'application/json' }).end('{"error":"Not found"}');
        return;
      }
      const headers = { ...Object.fromEntries(response.headers), ...cors };
      outgoing.writeHead(response.status, headers).end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      outgoing.writeHead(500, cors).end(String(error));
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('The backend did not start');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
