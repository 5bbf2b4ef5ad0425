/**
 * The page `npm run bench tasks` measures (built for production, driven by ../tasks.mjs): the tasks app
 * over the real mock API, its tasks grown to `?n=`, nothing else around it. The mock's handlers answer
 * in the page (MSW's `getResponse`, no service worker), so a call costs what the handler and the JSON
 * round trip cost.
 */
import { createRoot } from 'react-dom/client';
import { createMockApi } from '@atrium/mock-api';
import { TasksApp } from '@atrium/ui/views/tasks/TasksView.tsx';
import { benchApp } from '../harness-kit.tsx';

const count = Number(new URLSearchParams(location.search).get('n') ?? '1000');
const mockApi = createMockApi({ delays: false });
await mockApi.load('tasks');
const tasks = mockApi.db.tasks;
const seed = tasks.slice();
tasks.length = Math.min(tasks.length, count);
for (let i = tasks.length; i < count; i += 1) {
  const from = seed[i % seed.length]!;
  tasks.push({ ...structuredClone(from), id: `bench-task-${i}`, title: `${from.title} ${i}`, order: i });
}
tasks.forEach((task, i) => {
  task.order = i;
});
mockApi.reindex();

const { queryClient, tree } = await benchApp(mockApi, { base: '/apps/tasks', element: <TasksApp /> });
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

const rowKeys = () =>
  [...host.querySelectorAll('[role="grid"] [role="row"][data-key]')]
    .map((row) => row.getAttribute('data-key'))
    .filter(Boolean);
const idle = () => queryClient.isFetching() === 0 && queryClient.isMutating() === 0;

let drop: Promise<{ shown: number; settled: number }> | null = null;

const bench = {
  count,
  async firstRows(): Promise<number> {
    const started = performance.now();
    createRoot(host).render(tree);
    const shown = await frameWhen(() => rowKeys().length > 5);
    return shown - started;
  },
  rowKeys,
  rows: () => rowKeys().length,
  /**
   * Arms the measure of the next drop: from the Enter that drops (its keydown, caught on the window as react-aria's keyboard drag listens there) to the
   * first frame showing `expected` at the top of the list (shown), and to the frame after the saved
   * order has come back from the API and the list has been read again (settled).
   */
  armDrop(expected: string[]) {
    drop = new Promise((resolve) => {
      const onKey = (event: KeyboardEvent) => {
        if (event.key !== 'Enter') return;
        window.removeEventListener('keydown', onKey, true);
        const started = performance.now();
        const matches = () => expected.every((key, i) => rowKeys()[i] === key);
        void frameWhen(matches).then(async (shownAt) => {
          while (!idle()) await new Promise((next) => setTimeout(next, 1));
          const settledAt = await new Promise<number>((done) => requestAnimationFrame(() => done(performance.now())));
          resolve({ shown: shownAt - started, settled: settledAt - started });
        });
      };
      window.addEventListener('keydown', onKey, true);
    });
  },
  dropResult: () => drop,
};

(window as unknown as { bench: typeof bench }).bench = bench;
document.title = 'ready';
