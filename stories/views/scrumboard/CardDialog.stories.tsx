import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ScrumboardBoardDetail, ScrumboardCard } from '@atrium/mock-api';
import { ScrumboardApp } from '@atrium/ui/views/scrumboard/ScrumboardView.tsx';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { layoutModes } from '../../../.storybook/modes';
import { serverError } from '../../toolbar/handlers';
import { ScrumboardFrame } from './ScrumboardFrame';
import { BOARD, BOARD_PATH, REDESIGN_ID, smallBoard } from './fixtures';

const meta = {
  title: 'Views/Scrumboard/Card dialog',
  component: ScrumboardFrame,
  // What these stories review: a card opened on a board of the scrumboard app.
  subcomponents: { ScrumboardApp },
  parameters: { route: BOARD_PATH, layout: 'fullscreen' },
} satisfies Meta<typeof ScrumboardFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const stored = async () =>
  (await (await fetch(`/api/apps/scrumboard/board?id=${REDESIGN_ID}`)).json()) as ScrumboardBoardDetail;

/** Opens the card with this title (Enter on its row) and gives its dialog. */
async function openCard(canvasElement: HTMLElement, list: string, title: string) {
  const grid = await within(canvasElement).findByRole('grid', { name: `Tarjetas de ${list}` });
  await userEvent.click(within(grid).getByRole('row', { name: title }));
  return screen.findByRole('dialog', { name: 'Tarjeta' });
}

export const Default: Story = {
  parameters: { chromatic: { modes: layoutModes } },
  play: async ({ canvasElement }) => {
    const dialog = await openCard(canvasElement, 'To do', 'Audit colour contrast in dark mode');
    const body = within(dialog);
    await expect(body.getByRole('textbox', { name: 'Título' })).toHaveValue('Audit colour contrast in dark mode');
    await expect(await body.findByText('Chips and badges')).toBeVisible();
    await expect(body.getByRole('group', { name: 'Fecha límite' })).toBeVisible();
    await expect(body.getByText(/^Vence el/)).toBeVisible();
    const labels = body.getByRole('grid', { name: 'Etiquetas' });
    await expect(within(labels).getByRole('row', { name: 'Design' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(labels).getByRole('row', { name: 'Research' })).toHaveAttribute('aria-selected', 'false');
    await expect(body.getByRole('list', { name: 'Etiquetas elegidas' })).toHaveTextContent('DesignFrontend');
    await expect(body.getByRole('button', { name: 'Borrar la tarjeta' })).toBeVisible();
  },
};

/** A card with nothing but its title. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openCard(canvasElement, 'To do', 'Icon set for the compact layout');
    const body = within(dialog);
    await expect(body.getByText('Sin fecha límite')).toBeVisible();
    await expect(await body.findByRole('textbox', { name: 'Descripción' })).toHaveTextContent('');
  },
};

/** Labels ticked and created, the due date cleared, the title refused empty: all saved as made. */
export const EditsCard: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const dialog = await openCard(canvasElement, 'To do', 'Audit colour contrast in dark mode');
    const body = within(dialog);
    await userEvent.click(within(body.getByRole('grid', { name: 'Etiquetas' })).getByRole('row', { name: 'Research' }));
    await userEvent.type(body.getByRole('textbox', { name: 'Filtrar o crear etiqueta' }), 'Urgente');
    await userEvent.click(await body.findByRole('button', { name: /Crear «Urgente»/ }));
    await userEvent.click(body.getByRole('button', { name: 'Borrar fecha' }));
    await expect(await body.findByText('Sin fecha límite')).toBeVisible();
    const title = body.getByRole('textbox', { name: 'Título' });
    await userEvent.clear(title);
    await userEvent.tab();
    await expect(await body.findByText('Escribe un título para la tarjeta.')).toBeVisible();
    await userEvent.type(title, 'Contrast audit');
    await userEvent.tab();
    await waitFor(async () => {
      const card = (await stored()).lists[0]!.cards[0]!;
      const board = await stored();
      const names = card.labels.map((id) => board.labels.find((label) => label.id === id)?.title);
      await expect(names).toEqual(['Design', 'Frontend', 'Research', 'Urgente']);
      await expect(card.dueDate).toBeNull();
      await expect(card.title).toBe('Contrast audit');
    });
  },
};

/** The due dates the app sent to the API while `act` ran (from the card writes it made). */
async function sentDueDates(act: () => Promise<void>): Promise<(string | null)[]> {
  const sent: (string | null)[] = [];
  const realFetch = window.fetch;
  window.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (init?.method === 'PATCH' && url.endsWith('/api/apps/scrumboard/board/card') && typeof init.body === 'string') {
      const body = JSON.parse(init.body) as { card: Partial<ScrumboardCard> };
      if ('dueDate' in body.card) sent.push(body.card.dueDate ?? null);
    }
    return realFetch(input, init);
  };
  try {
    await act();
  } finally {
    window.fetch = realFetch;
  }
  return sent;
}

/**
 * A due date typed at speed in its segments (15, 03, 2027) and the dialog closed with Escape: it is saved
 * once, as the dialog goes, never the years it passes on the way (0002, 0020, 0202); the tile shows it with
 * its year, as it is not this year.
 */
export const TypesDueDate: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const dialog = await openCard(canvasElement, 'To do', 'Audit colour contrast in dark mode');
    const field = within(dialog).getByRole('group', { name: 'Fecha límite' });
    const sent = await sentDueDates(async () => {
      await userEvent.click(within(field).getAllByRole('spinbutton')[0]!);
      await userEvent.keyboard('15032027');
      await expect(field).toHaveTextContent('15/3/2027');
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Tarjeta' })).not.toBeInTheDocument());
      await waitFor(async () => {
        const card = (await stored()).lists[0]!.cards[0]!;
        await expect(card.dueDate && new Date(card.dueDate).toDateString()).toBe(new Date(2027, 2, 15).toDateString());
      });
    });
    await expect(sent).toHaveLength(1);
    const grid = within(canvasElement).getByRole('grid', { name: 'Tarjetas de To do' });
    const tile = within(grid).getByRole('row', { name: 'Audit colour contrast in dark mode' });
    await expect(within(tile).getByText('Vence el 15 mar 2027')).toBeVisible();
  },
};

const PAYLOAD =
  '<p>Hola</p><img src="x" onerror="window.__scrumboardXss = true"><script>window.__scrumboardXss = true</script><a href="javascript:window.__scrumboardXss=true">enlace</a>';

/** A hostile description is shown as harmless text: no image, no script, no javascript: link runs. */
export const HostileDescription: Story = {
  parameters: {
    chromatic: { disableSnapshot: true },
    msw: { handlers: { board: http.get(BOARD, () => HttpResponse.json(smallBoard(PAYLOAD))) } },
    route: '/apps/scrumboard/board-1',
  },
  play: async ({ canvasElement }) => {
    const dialog = await openCard(canvasElement, 'Por hacer', 'Beta');
    await expect(await within(dialog).findByText('Hola')).toBeVisible();
    await expect(dialog.querySelector('img, script, [onerror]')).toBeNull();
    await expect(dialog.querySelector('a[href^="javascript"]')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect((window as { __scrumboardXss?: boolean }).__scrumboardXss).toBeUndefined();
  },
};

/** Deleting a card asks first; then it leaves the board. */
export const DeletesCard: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const dialog = await openCard(canvasElement, 'Done', 'Pick the web font');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Borrar la tarjeta' }));
    const confirm = await screen.findByRole('alertdialog', { name: '¿Borrar la tarjeta?' });
    await expect(confirm).toHaveTextContent('Se borrará «Pick the web font».');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Borrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Tarjeta' })).not.toBeInTheDocument());
    const done = await within(canvasElement).findByRole('grid', { name: 'Tarjetas de Done' });
    await waitFor(() => expect(within(done).queryByRole('row', { name: 'Pick the web font' })).not.toBeInTheDocument());
  },
};

/** A change the server refuses is undone, and a message offers to try again. */
export const FailedUpdate: Story = {
  name: 'Failed update (rolled back)',
  parameters: { msw: { handlers: { card: serverError('patch', '*/api/apps/scrumboard/board/card') } } },
  play: async ({ canvasElement }) => {
    const dialog = await openCard(canvasElement, 'To do', 'Audit colour contrast in dark mode');
    const labels = within(dialog).getByRole('grid', { name: 'Etiquetas' });
    await userEvent.click(within(labels).getByRole('row', { name: 'Research' }));
    await expect(
      await screen.findByText(
        'No se han podido guardar los cambios de «Audit colour contrast in dark mode»: se han deshecho.',
      ),
    ).toBeVisible();
    await waitFor(() =>
      expect(within(labels).getByRole('row', { name: 'Research' })).toHaveAttribute('aria-selected', 'false'),
    );
  },
};
