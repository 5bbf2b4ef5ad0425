/**
 * The page `npm run bench mailbox` measures (built for production, driven by ../mailbox.mjs): the mailbox
 * over the real mock API, its mails grown (or cut) to `?n=`, all in the inbox, nothing else around it.
 * The mock's handlers answer in the page (MSW's `getResponse`, no service worker) with its delays off
 * (the mails call's 625 ms is the mock's simulated network, not work), so a call costs what the handler
 * and the JSON round trip cost.
 */
import { createRoot } from 'react-dom/client';
import { createMockApi } from '@atrium/mock-api';
import { MailboxApp } from '@atrium/ui/views/mailbox/MailboxView.tsx';
import { benchApp } from '../harness-kit.tsx';

const count = Number(new URLSearchParams(location.search).get('n') ?? '1000');
const PAGE_SIZE = 10;
const mockApi = createMockApi({ delays: false });
const mails = mockApi.db.mailbox.mails;
/** The seed's Inbox folder id (spec 2 §3: Inbox, Sent, Drafts, Spam, Trash). */
const inbox = 'aa6bd594-5e29-4d7d-a7ce-5bf6ebf0c0dc';
const seed = mails.slice();
mails.length = 0;
// Mail i is dated i minutes after the first: the newest (shown first) is the last one.
const start = Date.now() - count * 60_000;
for (let i = 0; i < count; i += 1) {
  const from = seed[i % seed.length]!;
  mails.push({
    ...structuredClone(from),
    id: `bench-mail-${i}`,
    subject: `Bench mail ${i}`,
    folder: inbox,
    unread: i % 3 === 0,
    date: new Date(start + i * 60_000).toISOString(),
  });
}
mockApi.reindex();

const { api, queryClient, router, tree } = await benchApp(mockApi, {
  base: '/apps/mailbox',
  initialEntry: '/apps/mailbox/inbox',
  element: <MailboxApp />,
});
const host = document.getElementById('root')!;

/** Resolves at the first frame after `done()` holds (checked after every DOM change). */
function frameWhen(done: () => boolean): Promise<number> {
  return new Promise((resolve) => {
    const finish = () => requestAnimationFrame(() => resolve(performance.now()));
    if (done()) return finish();
    const observer = new MutationObserver(() => {
      if (!done()) return;
      observer.disconnect();
      finish();
    });
    observer.observe(host, { subtree: true, childList: true, characterData: true, attributes: true });
  });
}

const subjectOf = (i: number) => `Bench mail ${i}`;
/** The subject of the first row shown (rows are named "sender: subject"). */
const firstShown = () =>
  host.querySelector('[role="grid"] [role="row"]')?.getAttribute('aria-label')?.split(': ').at(-1);
const readerSubject = () => host.querySelector('section h2[tabindex="-1"]')?.textContent;
const newestOnPage = (page: number) => count - 1 - (page - 1) * PAGE_SIZE;

/** Waits until no call is on its way (a mail opened is marked read, and everything is fetched again). */
async function settled(): Promise<void> {
  while (queryClient.isFetching() > 0 || queryClient.isMutating() > 0) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Navigates (as the list's buttons do, through the URL) until the frame showing what `done` waits for. */
async function until(path: string, done: () => boolean): Promise<number> {
  await settled();
  const started = performance.now();
  await router.navigate(path);
  const shown = await frameWhen(() => done() && host.querySelector('[data-fetching]') === null);
  return shown - started;
}

const bench = {
  count,
  /** Mounts the mailbox: settings, folders, filters, labels and the inbox's first page, until its first row. */
  async firstRows(): Promise<number> {
    const started = performance.now();
    createRoot(host).render(tree);
    const shown = await frameWhen(() => firstShown() === subjectOf(count - 1));
    return shown - started;
  },
  /** Another page of the inbox (next, or one far in), until its first row shows. */
  page: (page: number) =>
    until(`/apps/mailbox/inbox?page=${page}`, () => firstShown() === subjectOf(newestOnPage(page))),
  /** Opens the third mail of the page shown, until the reader shows its subject. */
  open: (page: number) => {
    const i = newestOnPage(page) - 2;
    return until(
      `/apps/mailbox/inbox/bench-mail-${i}${page > 1 ? `?page=${page}` : ''}`,
      () => readerSubject() === subjectOf(i),
    );
  },
  /** The mails call alone for a page (mock handler and JSON both ways), to tell its share from the rendering's. */
  async apiPage(page: number): Promise<number> {
    await settled();
    const started = performance.now();
    await api.get('api/apps/mailbox/mails', { folder: 'inbox', page });
    return performance.now() - started;
  },
  lastPage: () => Math.max(Math.ceil(count / PAGE_SIZE), 1),
};

(window as unknown as { bench: typeof bench }).bench = bench;
document.title = 'ready';
