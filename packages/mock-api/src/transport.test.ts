/**
 * The app's calls get the mock's answer however they travel: through the service worker (the mock's
 * answers are marked), or, when the worker let a call through to the static server or the network failed,
 * answered in the page from the same handlers; a domain whose chunk loads slowly answers every call made
 * meanwhile.
 */
import { getResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createMockCore } from './core.ts';
import type { DomainName, LazyDomain } from './domains/domain.ts';
import { lazyDomains } from './domains/registry.ts';
import { MOCK_HEADER, markedHandler, mockFetch } from './transport.ts';

const ORIGIN = 'http://localhost';
// Each test loads and seeds the contacts' domain afresh.
vi.setConfig({ testTimeout: 20_000 });

/** The registry with one domain's chunk held back until `release()`. */
function slowRegistry(name: DomainName) {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const domains: LazyDomain[] = lazyDomains.map((domain) =>
    domain.name === name ? { ...domain, load: () => released.then(() => domain.load()) } : domain,
  );
  return { domains, release };
}

/** The static server: 404 for every call it is sent. */
const staticServerFetch = () =>
  vi.fn((_request: Request) =>
    Promise.resolve(
      new Response('<!doctype html><title>404</title>', { status: 404, headers: { 'Content-Type': 'text/html' } }),
    ),
  );

describe("the app's fetch over the mock", () => {
  it('answers every call made while a domain chunk is still loading, each marked as the mock', async () => {
    const { domains, release } = slowRegistry('contacts');
    const staticServer = staticServerFetch();
    const api = createMockCore({ delays: false, actor: 'owner', domains });
    // The worker carrying each call to the mock's marked handler.
    const worker = markedHandler(api.handlers);
    const network = vi.fn(async (request: Request) => (await getResponse([worker], request)) ?? staticServer(request));
    const onMissed = vi.fn();
    const appFetch = mockFetch(api.handlers, { fetch: network, onMissed });

    const calls = [
      appFetch(`${ORIGIN}/api/apps/contacts/all`),
      appFetch(`${ORIGIN}/api/apps/contacts/contact`, { method: 'POST' }),
      appFetch(`${ORIGIN}/api/apps/contacts/tags`),
    ];
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    const answers = await Promise.all(calls);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers.every((answer) => answer.headers.get(MOCK_HEADER) === '1')).toBe(true);
    expect(((await answers[1]!.json()) as { name: string }).name).toBe('New Contact');
    expect(onMissed).not.toHaveBeenCalled();
    expect(staticServer).not.toHaveBeenCalled();
  });

  it('answers in the page a call the worker let through to the static server, and says so', async () => {
    const api = createMockCore({ delays: false, actor: 'owner', domains: lazyDomains });
    const staticServer = staticServerFetch();
    const onMissed = vi.fn();
    const appFetch = mockFetch(api.handlers, { fetch: staticServer, onMissed });
    const answer = await appFetch(`${ORIGIN}/api/apps/contacts/contact`, { method: 'POST' });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { name: string }).name).toBe('New Contact');
    expect(staticServer).toHaveBeenCalledTimes(1);
    expect(onMissed).toHaveBeenCalledTimes(1);
    // Stored once: the mock made the contact once.
    expect(api.db.contacts.filter((contact) => contact.name === 'New Contact')).toHaveLength(1);
  });

  it('sends the body as bytes the network sees, and answers in the page from the same body', async () => {
    const api = createMockCore({ delays: false, actor: 'owner', domains: lazyDomains });
    const sent: string[] = [];
    const staticServer = vi.fn(async (request: Request) => {
      sent.push(await request.text());
      return new Response('not found', { status: 404 });
    });
    const appFetch = mockFetch(api.handlers, { fetch: staticServer });
    const body = JSON.stringify({ tag: { title: 'Proveedores' } });
    const answer = await appFetch(`${ORIGIN}/api/apps/contacts/tag`, { method: 'POST', body });
    expect(sent).toEqual([body]);
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { title: string }).title).toBe('Proveedores');
  });

  it('answers in the page a call that failed on the network, but not one the caller aborted', async () => {
    const api = createMockCore({ delays: false, actor: 'owner', domains: lazyDomains });
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    const appFetch = mockFetch(api.handlers, { fetch: offline });
    expect((await appFetch(`${ORIGIN}/api/common/user`)).status).toBe(200);
    const controller = new AbortController();
    controller.abort();
    await expect(appFetch(`${ORIGIN}/api/common/user`, { signal: controller.signal })).rejects.toThrow();
  });

  it('leaves calls outside api/ to the network', async () => {
    const api = createMockCore({ delays: false, actor: 'owner', domains: lazyDomains });
    const network = vi.fn(() => Promise.resolve(new Response('{}', { status: 200 })));
    const appFetch = mockFetch(api.handlers, { fetch: network });
    expect((await appFetch(`${ORIGIN}/i18n/es.json`)).status).toBe(200);
    expect(network).toHaveBeenCalledTimes(1);
  });
});
