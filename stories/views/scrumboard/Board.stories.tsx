import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ScrumboardBoardDetail } from '@atrium/mock-api';
import { ScrumboardApp } from '@atrium/ui/views/scrumboard/ScrumboardView.tsx';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { layoutModes } from '../../../.storybook/modes';
import { failingFirst, neverAnswers, serverError } from '../../toolbar/handlers';
import { ScrumboardFrame } from './ScrumboardFrame';
import { BOARD, BOARD_PATH, REDESIGN_ID, crowdedBoard, smallBoard } from './fixtures';
import { expectRetryOffered, retryRecovers } from '../errorStories';
import { longTextStory } from '../longTextStories';

const meta = {
  title: 'Views/Scrumboard/Board',
  component: ScrumboardFrame,
  // What these stories review: a board of the scrumboard app, which ScrumboardFrame routes to over the mock API.
  subcomponents: { ScrumboardApp },
  parameters: { route: BOARD_PATH, layout: 'fullscreen' },
} satisfies Meta<typeof ScrumboardFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const cardsOf = (canvasElement: HTMLElement, list: string) =>
  within(canvasElement).findByRole('grid', { name: `Tarjetas de ${list}` });
const titles = (grid: HTMLElement) =>
  within(grid)
    .queryAllByRole('row')
    .map((row) => row.getAttribute('aria-label'));
const stored = async () =>
  (await (await fetch(`/api/apps/scrumboard/board?id=${REDESIGN_ID}`)).json()) as ScrumboardBoardDetail;

const flaky = failingFirst('get', BOARD, () => smallBoard());

export const Default: Story = {
  parameters: { chromatic: { modes: layoutModes } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const todo = await cardsOf(canvasElement, 'To do');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Atrium redesign' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tableros' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ajustes' })).toBeVisible();
    await expect(titles(todo)).toEqual([
      'Audit colour contrast in dark mode',
      'Interview five operators',
      'Icon set for the compact layout',
    ]);
    const column = canvas.getByRole('region', { name: 'To do' });
    await expect(within(column).getByText('3 tarjetas')).toBeInTheDocument();
    await expect(within(column).getByRole('button', { name: 'Mover la lista To do' })).toBeVisible();
    // A card shows its labels, its due date and that it has a description.
    const audit = within(todo).getByRole('row', { name: 'Audit colour contrast in dark mode' });
    await expect(within(audit).getByRole('list', { name: 'Etiquetas' })).toHaveTextContent('Design');
    await expect(within(audit).getByText(/^Vence el/)).toBeVisible();
    await expect(within(audit).getByRole('img', { name: 'Tiene descripción' })).toBeInTheDocument();
    // Overdue is said in words, not only in red.
    const review = await cardsOf(canvasElement, 'Review');
    await expect(within(review).getByText('Vencida hace 1 día')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Añadir lista' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { board: neverAnswers('get', BOARD) } } },
  play: async ({ canvasElement }) => {
    const message = await within(canvasElement).findByText('Cargando el tablero…');
    await expect(message.closest('[role="status"]')).not.toBeNull();
  },
};

export const Error: Story = {
  beforeEach: () => flaky.reset(),
  parameters: { msw: { handlers: { board: flaky.handler } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('No se ha podido cargar el tablero.');
    await expectRetryOffered(alert);
  },
};

/** Retry after the failed load brings the data (from the Error story's state). */
export const RetryRecovers: Story = retryRecovers(Error, async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const alert = await canvas.findByRole('alert');
  await expect(alert).toHaveTextContent('No se ha podido cargar el tablero.');
  await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
  await expect(await canvas.findByRole('heading', { level: 1, name: 'Lanzamiento' })).toBeVisible();
});

export const Empty: Story = {
  parameters: {
    msw: { handlers: { board: http.get(BOARD, () => HttpResponse.json({ ...smallBoard(), lists: [] })) } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Lanzamiento' })).toBeVisible();
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Añadir lista' })).toBeVisible();
  },
};

export const NotFound: Story = {
  name: 'Unknown board in the address',
  parameters: { route: '/apps/scrumboard/no-such-board' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Este tablero no existe')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tableros' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Tableros' })).toBeVisible();
  },
};

/** Keyboard: a card's handle, Enter to pick it up, Tab to the next list, Enter to drop; the move is saved. */
export const MovesCardByKeyboard: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const todo = await cardsOf(canvasElement, 'To do');
    const inProgress = await cardsOf(canvasElement, 'In progress');
    within(todo).getByRole('row', { name: 'Interview five operators' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(todo).getByRole('button', { name: 'Arrastrar Interview five operators' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(titles(inProgress)).toContain('Interview five operators'));
    await expect(titles(todo)).toEqual(['Audit colour contrast in dark mode', 'Icon set for the compact layout']);
    await waitFor(async () => {
      const board = await stored();
      const list = board.lists.find((candidate) => candidate.title === 'In progress')!;
      await expect(list.cards.map((card) => card.title)).toContain('Interview five operators');
    });
  },
};

/** The move is refused: the card goes back where it was and a message offers to try again. */
export const FailedMove: Story = {
  name: 'Failed move (rolled back)',
  parameters: {
    msw: { handlers: { positions: serverError('patch', '*/api/apps/scrumboard/board/card/positions') } },
  },
  play: async ({ canvasElement }) => {
    const todo = await cardsOf(canvasElement, 'To do');
    const inProgress = await cardsOf(canvasElement, 'In progress');
    within(todo).getByRole('row', { name: 'Interview five operators' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByText('No se ha podido mover la tarjeta: ha vuelto a su sitio.')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await waitFor(() =>
      expect(titles(todo)).toEqual([
        'Audit colour contrast in dark mode',
        'Interview five operators',
        'Icon set for the compact layout',
      ]),
    );
    await expect(titles(inProgress)).not.toContain('Interview five operators');
    // The focus comes back with the card, in its place again.
    await waitFor(() => expect(within(todo).getByRole('row', { name: 'Interview five operators' })).toHaveFocus());
  },
};

/** A list renamed in place (an empty name refused, Escape cancels), a card added, a list deleted with its cards. */
export const EditsLists: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await cardsOf(canvasElement, 'To do');
    await userEvent.click(canvas.getByRole('button', { name: 'Cambiar el nombre de la lista Review' }));
    const field = canvas.getByRole('textbox', { name: 'Nombre de la lista' });
    await userEvent.clear(field);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Escribe un nombre para la lista.')).toBeVisible();
    await expect(field).toHaveFocus();
    await userEvent.type(field, 'QA');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('region', { name: 'QA' })).toBeVisible();

    // Escape leaves the name as it was.
    await userEvent.click(canvas.getByRole('button', { name: 'Cambiar el nombre de la lista QA' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nombre de la lista' }), ' y más');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: 'Cambiar el nombre de la lista QA' })).toBeVisible();

    // Cards are added one after another: the field stays open; an empty title is refused.
    const qa = canvas.getByRole('region', { name: 'QA' });
    await userEvent.click(within(qa).getByRole('button', { name: 'Añadir tarjeta' }));
    const title = within(qa).getByRole('textbox', { name: 'Título de la nueva tarjeta en QA' });
    await userEvent.keyboard('{Enter}');
    await expect(await within(qa).findByText('Escribe un título para la tarjeta.')).toBeVisible();
    await userEvent.type(title, 'Probar en Safari{Enter}');
    await expect(title).toHaveValue('');
    await expect(title).toHaveFocus();
    const qaCards = await cardsOf(canvasElement, 'QA');
    await waitFor(() => expect(titles(qaCards)).toContain('Probar en Safari'));

    // Deleting a list says how many cards go with it.
    await userEvent.click(within(qa).getByRole('button', { name: 'Opciones de la lista QA' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Borrar la lista' }));
    const confirm = await screen.findByRole('alertdialog', { name: '¿Borrar la lista?' });
    await expect(confirm).toHaveTextContent('Se borrará «QA» y las 2 tarjetas que contiene.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Borrar' }));
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'QA' })).not.toBeInTheDocument());
    await waitFor(async () =>
      expect((await stored()).lists.map((list) => list.title)).toEqual(['To do', 'In progress', 'Done']),
    );
  },
};

/** A list moved one place to the right with its menu (the keyboard's other way besides dragging its handle). */
export const MovesList: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await cardsOf(canvasElement, 'To do');
    const handle = canvas.getByRole('button', { name: 'Mover la lista To do' });
    handle.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Enter}');
    const row = canvas.getByRole('group', { name: 'Listas de Atrium redesign' });
    const order = () =>
      within(row)
        .getAllByRole('region')
        .map((region) => region.getAttribute('aria-label'));
    await waitFor(() => expect(order()).toEqual(['In progress', 'To do', 'Review', 'Done']));
    await waitFor(async () =>
      expect((await stored()).lists.map((list) => list.title)).toEqual(['In progress', 'To do', 'Review', 'Done']),
    );
  },
};

/** Every name, title and address with a long unbroken word: nothing scrolls sideways or is cut. */
export const LongText: Story = longTextStory(Default);

const CROWDED_PATH = '/apps/scrumboard/board-1';
const crowded = { board: http.get(BOARD, () => HttpResponse.json(crowdedBoard())) };

/** Whether `inner` is drawn whole inside `outer` (not cut by it). */
const inside = (inner: Element, outer: Element) => {
  const a = inner.getBoundingClientRect();
  const b = outer.getBoundingClientRect();
  return a.top >= b.top - 0.5 && a.bottom <= b.bottom + 0.5 && a.left >= b.left - 0.5 && a.right <= b.right + 0.5;
};

/**
 * Tiles grow with their content: a long title shows three lines and every one of six label chips in
 * full ("Frontend" too); a card with a description, a due date and a label keeps its title.
 */
export const CrowdedCards: Story = {
  name: 'Crowded cards',
  parameters: { route: CROWDED_PATH, msw: { handlers: crowded } },
  play: async ({ canvasElement }) => {
    const grid = await cardsOf(canvasElement, 'Por hacer');
    const long = within(grid).getByRole('row', { name: /^Revisar el contraste/ });
    const chips = within(within(long).getByRole('list', { name: 'Etiquetas' })).getAllByRole('listitem');
    await expect(chips.map((chip) => chip.textContent)).toEqual([
      'Frontend',
      'Backend',
      'Diseño',
      'Accesibilidad',
      'Urgente',
      'Documentación',
    ]);
    await waitFor(() => {
      const cut = chips.filter((chip) => !inside(chip, long)).map((chip) => chip.textContent);
      if (cut.length > 0) throw new globalThis.Error(`Cut chips: ${cut.join(', ')}`);
    });
    const title = within(long).getByText(/^Revisar el contraste/);
    await expect(inside(title, long)).toBe(true);
    const lineHeight = parseFloat(getComputedStyle(title).lineHeight);
    await expect(title.getBoundingClientRect().height).toBeGreaterThan(2.5 * lineHeight);

    const beta = within(grid).getByRole('row', { name: 'Beta' });
    const betaTitle = within(beta).getByText('Beta');
    await expect(betaTitle.getBoundingClientRect().height).toBeGreaterThan(0);
    await expect(inside(betaTitle, beta)).toBe(true);
    await expect(within(beta).getByText(/^Vence el/)).toBeVisible();
    await expect(within(beta).getByRole('img', { name: 'Tiene descripción' })).toBeInTheDocument();
    // The rows below moved down to make room, rather than lying under the grown card.
    const next = within(grid).getAllByRole('row');
    await expect(next[1]!.getBoundingClientRect().top).toBeGreaterThanOrEqual(long.getBoundingClientRect().bottom);
  },
};

/** The open card is in the address (?card=…), so a link to it opens it; closing it takes it out again. */
export const CardInAddress: Story = {
  name: 'Card in the address',
  parameters: {
    route: `${CROWDED_PATH}?card=card-2`,
    msw: { handlers: crowded },
    chromatic: { disableSnapshot: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await screen.findByRole('dialog', { name: 'Tarjeta' });
    await expect(within(dialog).getByRole('textbox', { name: 'Título' })).toHaveValue('Beta');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('status', { name: 'Ruta actual' })).toHaveTextContent(
      /^\/apps\/scrumboard\/board-1$/,
    );
    const grid = await cardsOf(canvasElement, 'Hecho');
    await userEvent.click(within(grid).getByRole('row', { name: 'Gamma' }));
    await expect(await screen.findByRole('dialog', { name: 'Tarjeta' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Ruta actual' })).toHaveTextContent('?card=card-3');
  },
};

/** A card id in the address that is on no list: a clear message over the board, which stays usable. */
export const UnknownCardInAddress: Story = {
  name: 'Unknown card in the address',
  parameters: { route: `${CROWDED_PATH}?card=no-such-card`, msw: { handlers: crowded } },
  play: async ({ canvasElement }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Tarjeta' }));
    await expect(dialog.getByText('Esta tarjeta no existe')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Volver al tablero' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(await cardsOf(canvasElement, 'Por hacer')).toBeVisible();
  },
};

/**
 * The Viewer (scrumboard:view only) reads the board: no handles, list menus, renaming or adding; the
 * settings say why they are refused; a card opens with its fields read-only and delete refused.
 */
export const ViewerReadOnly: Story = {
  name: 'Viewer read only',
  parameters: { actor: 'viewer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const todo = await cardsOf(canvasElement, 'To do');
    const reason = 'Necesitas el permiso «Editar los tableros»';
    const settings = await waitFor(() => canvas.getByRole('button', { name: 'Ajustes', description: reason }), {
      timeout: 5000,
    });
    await waitFor(() => expect(settings).toHaveAccessibleDescription(reason), { timeout: 5000 });
    await expect(settings).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.queryByRole('button', { name: 'Añadir lista' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Añadir tarjeta' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Mover la lista/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Arrastrar/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: 'To do' })).toBeVisible();

    await userEvent.click(within(todo).getByRole('row', { name: 'Audit colour contrast in dark mode' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Tarjeta' }));
    await expect(dialog.getByRole('textbox', { name: 'Título' })).toHaveAttribute('readonly');
    await expect(dialog.getByRole('button', { name: 'Borrar la tarjeta' })).toHaveAttribute('aria-disabled', 'true');
    await expect(dialog.queryByRole('textbox', { name: /Filtrar/ })).not.toBeInTheDocument();
  },
};
