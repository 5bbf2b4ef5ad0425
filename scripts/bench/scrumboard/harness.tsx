/**
 * The page `npm run bench scrumboard` measures (built for production, driven by ../scrumboard.mjs): the
 * scrumboard app open on one board over the real mock API, the board grown to `?lists=` lists of
 * `?cards=` cards each, nothing else around it. The mock's handlers answer in the page (MSW's
 * `getResponse`, no service worker), so a call costs what the handler and the JSON round trip cost.
 */
import { createRoot } from 'react-dom/client';
import { createMockApi } from '@atrium/mock-api';
import { ScrumboardApp } from '@atrium/ui/views/scrumboard/ScrumboardView.tsx';
import { benchApp } from '../harness-kit.tsx';

const params = new URLSearchParams(location.search);
const listCount = Number(params.get('lists') ?? '20');
const cardCount = Number(params.get('cards') ?? '100');
const STEP = 65536;
const mockApi = createMockApi({ delays: false });
await mockApi.load('scrumboard');
const sb = mockApi.db.scrumboard;
const board = sb.boards[0]!;
const labels = sb.labels.filter((label) => label.boardId === board.id).map((label) => label.id);
const day = 86_400_000;
sb.lists = sb.lists.filter((list) => list.boardId !== board.id);
sb.cards = sb.cards.filter((card) => card.boardId !== board.id);
for (let l = 0; l < listCount; l += 1) {
  const listId = `bench-list-${l}`;
  sb.lists.push({ id: listId, boardId: board.id, position: (l + 1) * STEP, title: `Lista ${l + 1}` });
  for (let c = 0; c < cardCount; c += 1) {
    sb.cards.push({
      id: `bench-card-${l}-${c}`,
      boardId: board.id,
      listId,
      position: (c + 1) * STEP,
      title: `Tarjeta ${c + 1} de la lista ${l + 1}`,
      description: c % 3 === 0 ? '<p>Con descripción</p>' : '',
      labels: labels.slice(0, c % 3),
      dueDate: c % 4 === 0 ? new Date(Date.now() + ((c % 9) - 4) * day).toISOString() : null,
    });
  }
}

const { queryClient, tree } = await benchApp(mockApi, {
  base: '/apps/scrumboard',
  initialEntry: `/apps/scrumboard/${board.id}`,
  element: <ScrumboardApp />,
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

const grids = () => [...host.querySelectorAll<HTMLElement>('[role="grid"]')];
const rowsIn = (listTitle: string) =>
  [...host.querySelectorAll(`[role="grid"][aria-label="Tarjetas de ${listTitle}"] [role="row"][data-key]`)].map((row) =>
    row.getAttribute('data-key'),
  );
const idle = () => queryClient.isFetching() === 0 && queryClient.isMutating() === 0;

let move: Promise<{ shown: number; settled: number }> | null = null;

const bench = {
  async firstRender(): Promise<number> {
    const started = performance.now();
    createRoot(host).render(tree);
    const shown = await frameWhen(() => grids().length === listCount && rowsIn('Lista 1').length > 3);
    return shown - started;
  },
  rowsInDom: () => host.querySelectorAll('[role="grid"] [role="row"]').length,
  rowsIn,
  /**
   * Arms the measure of the next drop: from the Enter that drops (its keydown, caught on the window as
   * react-aria's keyboard drag listens there) to the first frame showing `cardId` in the list `to`
   * (shown), and to the frame after the move was saved and the board read again (settled).
   */
  armMove(cardId: string, to: string) {
    move = new Promise((resolve) => {
      const onKey = (event: KeyboardEvent) => {
        if (event.key !== 'Enter') return;
        window.removeEventListener('keydown', onKey, true);
        const started = performance.now();
        void frameWhen(() => rowsIn(to).includes(cardId)).then(async (shownAt) => {
          while (!idle()) await new Promise((next) => setTimeout(next, 1));
          const settledAt = await new Promise<number>((done) => requestAnimationFrame(() => done(performance.now())));
          resolve({ shown: shownAt - started, settled: settledAt - started });
        });
      };
      window.addEventListener('keydown', onKey, true);
    });
  },
  moveResult: () => move,
};

(window as unknown as { bench: typeof bench }).bench = bench;
document.title = 'ready';
