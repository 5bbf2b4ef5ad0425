import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotesApp } from '@atrium/ui';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { NotesFrame } from './NotesFrame';

const meta = {
  title: 'Views/Notes/Flows',
  component: NotesFrame,
  // What these stories review: the notes app, which NotesFrame routes to over the mock API's seed.
  subcomponents: { NotesApp },
  // Behaviour checks whose end states are the App scenarios' screens again: not screenshotted.
  parameters: { route: '/apps/notes', layout: 'fullscreen', chromatic: { disableSnapshot: true } },
} satisfies Meta<typeof NotesFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('list', { name: /^\d+ notas?$/ }, { timeout: 5000 });

/** Search narrows the grid at once and the address keeps it; a label's row shows only its notes. */
export const SearchesAndFilters: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await grid(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar notas' }), 'basil');
    await waitFor(async () =>
      expect(
        within(await grid(canvasElement))
          .getAllByRole('article')
          .map((card) => card.getAttribute('aria-label')),
      ).toEqual(['Groceries']),
    );
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Ruta actual' })).toHaveTextContent('/apps/notes?q=basil'),
    );
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Buscar notas' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar notas' }), 'zzz');
    await expect(await canvas.findByText('Ninguna nota coincide con «zzz».')).toBeVisible();
  },
};

/** A new note with a checklist item is saved and shows first; a half-written one asks before it goes. */
export const CreatesNote: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await grid(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Nueva nota' }));
    let dialog = await screen.findByRole('dialog', { name: 'Nueva nota' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Título' }), 'Half written');
    await userEvent.keyboard('{Escape}');
    const ask = await screen.findByRole('alertdialog', { name: '¿Descartar la nota?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Seguir editando' }));
    dialog = await screen.findByRole('dialog', { name: 'Nueva nota' });
    const title = within(dialog).getByRole('textbox', { name: 'Título' });
    await expect(title).toHaveValue('Half written');
    await userEvent.clear(title);
    await userEvent.type(title, 'Plant seeds');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Añadir lista de tareas' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nueva tarea' }), 'Tomatoes{Enter}');
    await expect(within(dialog).getByRole('textbox', { name: 'Tarea 1' })).toHaveValue('Tomatoes');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(async () =>
      expect(within(await grid(canvasElement)).getAllByRole('article')[0]).toHaveAccessibleName('Plant seeds'),
    );
    await waitFor(async () => {
      const stored = (await (await fetch('/api/apps/notes/all')).json()) as { title: string; tasks: unknown[] }[];
      await expect(stored[0]).toMatchObject({
        title: 'Plant seeds',
        tasks: [expect.objectContaining({ content: 'Tomatoes' })],
      });
    });
  },
};
