import type { ScrumboardBoardDetail } from '@atrium/mock-api';

/** Seed ids the stories open (from the mock API's seed). */
export const REDESIGN_ID = 'a94f6f20-2330-42ca-88ec-6b2f7471c45b';
export const TO_DO_LIST_ID = '54293be4-3bf3-4797-83fa-943f84c0f3a5';
export const IN_PROGRESS_LIST_ID = 'ec90741a-1610-4232-9c0b-f0ae943b729d';

export const BOARD_PATH = `/apps/scrumboard/${REDESIGN_ID}`;
export const BOARD = `*/api/apps/scrumboard/board`;
export const BOARDS = `*/api/apps/scrumboard/boards`;

const DAY = 86_400_000;

/** A small board of two lists, for flows that need known cards (one with a hostile description). */
export function smallBoard(description = ''): ScrumboardBoardDetail {
  const now = Date.now();
  const card = (id: string, listId: string, position: number, title: string) => ({
    id,
    boardId: 'board-1',
    listId,
    position,
    title,
    description: '',
    labels: [] as string[],
    dueDate: null as string | null,
  });
  return {
    id: 'board-1',
    title: 'Lanzamiento',
    description: 'La web nueva',
    icon: 'rocket',
    lastActivity: new Date(now).toISOString(),
    members: [],
    labels: [{ id: 'label-1', boardId: 'board-1', title: 'Diseño' }],
    lists: [
      {
        id: 'list-a',
        boardId: 'board-1',
        position: 65536,
        title: 'Por hacer',
        cards: [
          {
            ...card('card-1', 'list-a', 0, 'Alfa'),
            labels: ['label-1'],
            dueDate: new Date(now - 3 * DAY).toISOString(),
          },
          { ...card('card-2', 'list-a', 1, 'Beta'), description },
        ],
      },
      {
        id: 'list-b',
        boardId: 'board-1',
        position: 131072,
        title: 'Hecho',
        cards: [card('card-3', 'list-b', 0, 'Gamma')],
      },
    ],
  };
}

/**
 * A board whose cards have a long title, every label, and a description with a due date and a label:
 * the tiles grow to show the title (three lines at most) and every chip in full.
 */
export function crowdedBoard(): ScrumboardBoardDetail {
  const board = smallBoard('<p>Notas del diseño</p>');
  const titles = ['Frontend', 'Backend', 'Diseño', 'Accesibilidad', 'Urgente', 'Documentación'];
  board.labels = titles.map((title, index) => ({ id: `label-${index + 1}`, boardId: 'board-1', title }));
  const [alfa, beta] = board.lists[0]!.cards;
  alfa!.title =
    'Revisar el contraste de los colores en el modo oscuro de todas las pantallas del panel, incluidos los gráficos';
  alfa!.labels = board.labels.map((label) => label.id);
  beta!.labels = ['label-1'];
  beta!.dueDate = new Date(Date.now() + 5 * DAY).toISOString();
  return board;
}
