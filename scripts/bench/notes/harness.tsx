/**
 * The page `npm run bench notes` measures (built for production, driven by ../notes.mjs): the notes
 * app over the real mock API, its database grown to `?n=` notes, with nothing else around it. The
 * mock's handlers answer in the page (MSW's `getResponse`, no service worker).
 */
import { createRoot, type Root } from 'react-dom/client';
import { createMockApi, type Note } from '@atrium/mock-api';
import { NotesApp } from '@atrium/ui/views/notes/NotesView.tsx';
import { benchApp } from '../harness-kit.tsx';

// prettier-ignore
const WORDS = ['milk', 'train', 'budget', 'garden', 'review', 'gift', 'river', 'paint', 'recipe', 'meeting', 'guitar',
  'invoice', 'holiday', 'books', 'printer', 'coffee'];

const count = Number(new URLSearchParams(location.search).get('n') ?? '1000');
const mockApi = createMockApi({ delays: false });
const labelIds = mockApi.db.notes.labels.map((label) => label.id);
const DAY = 86_400_000;

/** `n` notes of mixed height (0 to 5 sentences, some checklists, a few pictures), the same every run. */
function notes(n: number): Note[] {
  const list: Note[] = [];
  for (let i = 0; i < n; i += 1) {
    const word = (k: number) => WORDS[(i * 7 + k * 3) % WORDS.length]!;
    const sentences = Array.from({ length: i % 6 }, (_, k) => `Remember the ${word(k)} and the ${word(k + 1)}.`);
    list.push({
      id: `bench-${i}`,
      title: `${word(0)} ${word(1)} ${i}`,
      content: sentences.join('\n'),
      tasks:
        i % 4 === 0
          ? Array.from({ length: 1 + (i % 5) }, (_, k) => ({
              id: `t-${i}-${k}`,
              content: word(k + 2),
              completed: k % 2 === 0,
            }))
          : null,
      image: null,
      reminder: i % 9 === 0 ? new Date(Date.UTC(2026, 11, 1 + (i % 28), 9)).toISOString() : null,
      labels: [labelIds[i % labelIds.length]!, ...(i % 3 === 0 ? [labelIds[(i + 2) % labelIds.length]!] : [])],
      archived: i % 10 === 9,
      createdAt: new Date(Date.UTC(2026, 10, 20) - i * DAY).toISOString(),
      updatedAt: null,
    });
  }
  return list;
}

mockApi.db.notes.notes.length = 0;
for (const note of notes(count)) mockApi.db.notes.notes.push(note);

const { queryClient, router, tree } = await benchApp(mockApi, {
  base: '/apps/notes',
  element: <NotesApp />,
  queries: { staleTime: Infinity },
});
const host = document.getElementById('root')!;
let root: Root | null = null;

/** Resolves at the second frame after `done()` holds (checked after every DOM change); fails after 30 s. */
function frameWhen(done: () => boolean, what: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const finish = () => requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now())));
    if (done()) return finish();
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`Timed out waiting for ${what}: grid "${gridLabel()}", ${cards()} cards`));
    }, 30_000);
    const observer = new MutationObserver(() => {
      if (!done()) return;
      observer.disconnect();
      clearTimeout(timer);
      finish();
    });
    observer.observe(host, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-label', 'style'],
    });
  });
}

/** The grid: the list named by its count of notes (cards hold lists of their own). */
const grid = () =>
  [...host.querySelectorAll('ul[aria-label]')].find((list) => /^\d+ notas?$/.test(list.getAttribute('aria-label')!));
const gridLabel = () => grid()?.getAttribute('aria-label') ?? '';
const cells = () => [...(grid()?.children ?? [])] as HTMLElement[];
const cards = () => cells().length;
/** Every card has its row span (the masonry has measured them all). */
const spanned = () => {
  const all = cells();
  return all.length > 0 && all.every((cell) => cell.style.gridRowEnd !== '');
};
const countLabel = (n: number) => `${n} ${n === 1 ? 'nota' : 'notas'}`;

const longTasks: PerformanceEntry[] = [];
new PerformanceObserver((entries) => longTasks.push(...entries.getEntries())).observe({ type: 'longtask' });
async function longestTask(from: number, to: number): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 50));
  return Math.max(0, ...longTasks.filter((t) => t.startTime >= from && t.startTime < to).map((t) => t.duration));
}

const active = () => mockApi.db.notes.notes.filter((note) => !note.archived);

const bench = {
  count,
  /** Mounts the app (GET all and labels included) until the frame after every card is laid out. */
  async render() {
    root?.unmount();
    queryClient.clear();
    await router.navigate('/apps/notes');
    const started = performance.now();
    root = createRoot(host);
    root.render(tree);
    const expected = active().length;
    const done = await frameWhen(() => cards() === expected && spanned(), 'the first render');
    return { time: done - started, longestTask: await longestTask(started, done), cards: expected };
  },
  /** A search as the address gives it, until the frame after the narrowed grid is laid out. */
  async search(text: string) {
    const needle = text.toLocaleLowerCase();
    const expected = active().filter(
      (note) =>
        note.title.toLocaleLowerCase().includes(needle) ||
        note.content.toLocaleLowerCase().includes(needle) ||
        (note.tasks ?? []).some((task) => task.content.toLocaleLowerCase().includes(needle)),
    ).length;
    const started = performance.now();
    await router.navigate(`/apps/notes?q=${encodeURIComponent(text)}`);
    const done = await frameWhen(
      () => gridLabel() === countLabel(expected) && cards() === expected && spanned(),
      `the search "${text}"`,
    );
    await router.navigate('/apps/notes');
    await frameWhen(() => cards() === active().length && spanned(), 'the whole grid again');
    return { time: done - started, longestTask: await longestTask(started, done), found: expected };
  },
  /** A label's filter (the drawer's row), until the frame after the narrowed grid is laid out. */
  async label(index: number) {
    const id = labelIds[index % labelIds.length]!;
    const expected = active().filter((note) => note.labels.includes(id)).length;
    const started = performance.now();
    await router.navigate(`/apps/notes/labels/${id}`);
    const done = await frameWhen(
      () => gridLabel() === countLabel(expected) && cards() === expected && spanned(),
      'the label filter',
    );
    return { time: done - started, longestTask: await longestTask(started, done), found: expected };
  },
};

(window as unknown as { bench: typeof bench }).bench = bench;
document.title = 'ready';
