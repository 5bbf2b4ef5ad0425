/**
 * The page `npm run bench contacts` measures (built for production, driven by ./../contacts.mjs):
 * the contacts app over the real mock API, its database grown to `?n=` contacts, with nothing
 * else around it. The mock's handlers answer in the page (MSW's `getResponse`, no service worker),
 * so an API call costs what the handler and the JSON round trip cost.
 */
import { createRoot, type Root } from 'react-dom/client';
import { createMockApi, type Contact } from '@atrium/mock-api';
import { ContactsApp, contactsKeys } from '@atrium/ui';
import { benchApp } from '../harness-kit.tsx';

// prettier-ignore
const FIRST = ['Ada', 'Bruno', 'Carla', 'Dario', 'Elena', 'Farid', 'Greta', 'Hugo', 'Inés', 'Jonas', 'Kira', 'Luca',
  'Marta', 'Nils', 'Olga', 'Pablo', 'Quim', 'Rosa', 'Sven', 'Tara', 'Ugo', 'Vera', 'Walt', 'Xenia', 'Yago', 'Zoë'];
// prettier-ignore
const LAST = ['Abad', 'Berg', 'Costa', 'Diaz', 'Eklund', 'Fuentes', 'Gil', 'Holm', 'Ibarra', 'Jensen', 'Kowalski',
  'Lima', 'Moreau', 'Navarro', 'Obi', 'Pardo', 'Quiroga', 'Rocha', 'Sousa', 'Torres', 'Ueda', 'Vidal', 'Weber'];
const TITLES = ['Engineer', 'Designer', 'Accountant', 'Nurse', 'Teacher', 'Chef', 'Pilot', 'Lawyer'];

/** `count` contacts, the same every run, in insertion (unsorted) order as a database holds them. */
function contacts(count: number): Contact[] {
  const list: Contact[] = [];
  for (let i = 0; i < count; i += 1) {
    // A stride through the names, so the database is not already in order.
    const k = (i * 7919) % count;
    const first = FIRST[k % FIRST.length]!;
    const last = LAST[Math.floor(k / FIRST.length) % LAST.length]!;
    list.push({
      id: `bench-${i}`,
      avatar: null,
      background: null,
      name: `${first} ${last} ${Math.floor(k / (FIRST.length * LAST.length)) + 1}`,
      emails: [{ email: `contact${i}@example.com`, label: 'Work' }],
      phoneNumbers: [{ country: 'ES', phoneNumber: `600 ${String(i).padStart(6, '0')}`, label: 'Mobile' }],
      title: TITLES[i % TITLES.length]!,
      company: 'Example',
      birthday: null,
      address: null,
      notes: null,
      tags: [],
    });
  }
  return list;
}

const count = Number(new URLSearchParams(location.search).get('n') ?? '1000');
const mockApi = createMockApi({ delays: false });
mockApi.db.contacts.length = 0;
for (const contact of contacts(count)) mockApi.db.contacts.push(contact);

const { api, queryClient, router, tree } = await benchApp(mockApi, {
  base: '/apps/contacts',
  element: <ContactsApp />,
  queries: { staleTime: Infinity },
});
const host = document.getElementById('root')!;
host.style.blockSize = '800px';
host.style.display = 'flex';
let root: Root | null = null;

const number = new Intl.NumberFormat('es');
const countText = (n: number) => `${number.format(n)} ${n === 1 ? 'contacto' : 'contactos'}`;

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
    observer.observe(host, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['aria-rowcount'],
    });
  });
}

const shownCount = () => host.querySelector('[aria-live="polite"]')?.textContent ?? '';
const rows = () => host.querySelectorAll('[role="row"][data-key]').length;
/** The rows (and group headers) react-aria's collection holds, in view or not. */
const listed = () => Number(host.querySelector('[role="grid"]')?.getAttribute('aria-rowcount') ?? 0);

/** The longest tasks (50 ms or more: the page could not answer meanwhile) the browser has run. */
const longTasks: PerformanceEntry[] = [];
new PerformanceObserver((entries) => longTasks.push(...entries.getEntries())).observe({ type: 'longtask' });
/** The longest task that began between `from` and `to`, in ms (0 when none took 50 ms). */
async function longestTask(from: number, to: number): Promise<number> {
  // Long tasks are reported after they end, in a task of their own.
  await new Promise((resolve) => setTimeout(resolve, 50));
  return Math.max(0, ...longTasks.filter((t) => t.startTime >= from && t.startTime < to).map((t) => t.duration));
}

/** Until the first frame with rows, until the frame with every contact in the list, the longest task. */
interface Timing {
  first: number;
  full: number;
  longestTask: number;
}

const bench = {
  count,
  /** GET all: the mock sorts the database, the answer goes through JSON both ways. */
  async load(): Promise<number> {
    const started = performance.now();
    const list = await api.get<Contact[]>('api/apps/contacts/all');
    queryClient.setQueryData(contactsKeys.list(''), list);
    return performance.now() - started;
  },
  /** Mounts the app on the loaded list: until the first frame that shows rows, until the whole list is in. */
  async render(): Promise<Timing> {
    root?.unmount();
    await router.navigate('/apps/contacts');
    const started = performance.now();
    root = createRoot(host);
    root.render(tree);
    const first = await frameWhen(() => rows() > 0 && shownCount() === countText(count));
    const full = await frameWhen(() => listed() >= count);
    return { first: first - started, full: full - started, longestTask: await longestTask(started, full) };
  },
  /**
   * Searches as the field does once its debounce has passed (the search goes in the address): until
   * the first frame that shows the answer (the mock's search, JSON, grouping, render), until the
   * whole answer is in the list.
   */
  async filter(text: string): Promise<Timing & { found: number }> {
    const needle = text.toLocaleLowerCase();
    const found = mockApi.db.contacts.filter((contact) => contact.name.toLocaleLowerCase().includes(needle)).length;
    const first = () => host.querySelector('[role="row"][data-key]')?.textContent?.toLocaleLowerCase() ?? '';
    const started = performance.now();
    await router.navigate(`/apps/contacts?q=${encodeURIComponent(text)}`);
    const shown = await frameWhen(() => shownCount() === countText(found) && first().includes(needle));
    const full = await frameWhen(() => listed() >= found && listed() < count);
    return {
      first: shown - started,
      full: full - started,
      longestTask: await longestTask(started, full),
      found,
    };
  },
  /**
   * With the whole list in, drags the scroll bar across it: 30 jumps spread over the list, each timed
   * until the second frame after it (the rows at the new place drawn and painted).
   */
  async scroll(): Promise<{ median: number; worst: number }> {
    const grid = host.querySelector<HTMLElement>('[role="grid"]')!;
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const times: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const started = performance.now();
      grid.scrollTop = ((grid.scrollHeight - grid.clientHeight) * ((i * 17) % 30)) / 29;
      await frame();
      await frame();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return { median: times[15]!, worst: times[29]! };
  },
  rows,
};

(window as unknown as { bench: typeof bench }).bench = bench;
document.title = 'ready';
