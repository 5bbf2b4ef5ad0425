import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotesApp } from '@atrium/ui';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { layoutModes } from '../../../.storybook/modes';
import { failingFirst, neverAnswers, serverError } from '../../toolbar/handlers';
import { NotesFrame } from './NotesFrame';
import { DUPLICATE_ID, fixtureHandlers, GROCERIES_ID, labels, notes } from './fixtures';
import { expectRetryOffered, retryRecovers } from '../errorStories';
import { longTextStory } from '../longTextStories';

const ALL = '*/api/apps/notes/all';
const flaky = failingFirst('get', ALL, () => notes);

const meta = {
  title: 'Views/Notes/App',
  component: NotesFrame,
  // What these stories review: the notes app, which NotesFrame routes to over the mock API.
  subcomponents: { NotesApp },
  parameters: { route: '/apps/notes', layout: 'fullscreen', msw: { handlers: fixtureHandlers } },
} satisfies Meta<typeof NotesFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const findGrid = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('list', { name: /^\d+ notas?$/ }, { timeout: 5000 });

const cardTitles = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label'));

/** The grid and the editor are the screens a designer reviews: shot on phones too. */
const phoneAndDesktop = { chromatic: { modes: layoutModes } };

export const Default: Story = {
  parameters: phoneAndDesktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await findGrid(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Notas' })).toBeVisible();
    await expect(grid).toHaveAccessibleName('6 notas');
    // Reading order is the list's order (newest first); archived notes are not here.
    await expect(cardTitles(grid)).toEqual([
      'Groceries',
      'Sprint retro',
      'Trip to Porto',
      'Nota sin título',
      expect.stringMatching(/^A very long title/),
      'Release checklist',
    ]);
    const groceries = within(grid).getByRole('article', { name: 'Groceries' });
    await expect(within(groceries).getByRole('list', { name: 'Lista de tareas' })).toHaveTextContent(
      'Hecho:Oat milkPendiente:Tomatoes',
    );
    // Label names come with their own call, which may answer after the notes.
    await waitFor(() =>
      expect(within(groceries).getByRole('list', { name: 'Etiquetas' })).toHaveTextContent(/Family.*Tasks/),
    );
    // Plain text keeps its line breaks; markup is shown as markup.
    const retro = within(grid).getByRole('article', { name: 'Sprint retro' });
    await expect(within(retro).getByText(/Keep: pairing/)).toHaveStyle({ whiteSpace: 'pre-line' });
    const porto = within(grid).getByRole('article', { name: 'Trip to Porto' });
    await expect(within(porto).getByText('train').tagName).toBe('STRONG');
    await expect(within(porto).getByText(/^Recordatorio: /)).toBeVisible();
    // The drawer's rows: notes (current), archive, each label, edit labels.
    const filters = canvas.queryByRole('navigation', { name: 'Filtros de notas' });
    if (filters && window.innerWidth >= 1280) {
      await expect(within(filters).getByRole('link', { name: 'Notas' })).toHaveAttribute('aria-current', 'page');
      await waitFor(() => expect(within(filters).getAllByRole('link')).toHaveLength(2 + labels.length));
    }
    await expect(canvas.getByRole('button', { name: 'Nueva nota' })).toBeEnabled();
  },
};

export const EditorOpen: Story = {
  name: 'Editor open',
  parameters: { route: `/apps/notes?note=${GROCERIES_ID}`, ...phoneAndDesktop },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Editar nota' });
    const editor = within(dialog);
    await expect(editor.getByRole('textbox', { name: 'Título' })).toHaveValue('Groceries');
    await expect(editor.getByRole('checkbox', { name: 'Hecho: Oat milk' })).toBeChecked();
    await expect(editor.getByRole('checkbox', { name: 'Hecho: Tomatoes' })).not.toBeChecked();
    await expect(editor.getByRole('textbox', { name: 'Tarea 3' })).toHaveValue('Coffee beans');
    await expect(editor.getByRole('button', { name: 'Subir «Oat milk»' })).toBeDisabled();
    await expect(await editor.findByRole('list', { name: 'Etiquetas elegidas' })).toHaveTextContent(/Family.*Tasks/);
    await expect(editor.getByRole('button', { name: /^Etiquetas/ })).toBeEnabled();
    await expect(await editor.findByRole('textbox', { name: 'Texto de la nota' })).toBeVisible();
    await expect(editor.getByRole('group', { name: 'Recordatorio' })).toBeVisible();
    for (const name of ['Añadir imagen', 'Quitar lista de tareas', 'Archivar', 'Eliminar nota', 'Cerrar']) {
      await expect(editor.getAllByRole('button', { name })[0]).toBeEnabled();
    }
  },
};

/** The archive, with the seed's two archived notes that share one id: both shown, each its own card. */
export const Archive: Story = {
  parameters: { route: '/apps/notes/archive' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await findGrid(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Archivo' })).toBeVisible();
    await expect(cardTitles(grid)).toEqual(['Old Wi-Fi password', 'Moving boxes']);
    // Each card opens its own note (the later one read-only: the API reaches only the first).
    await userEvent.click(within(grid).getByRole('link', { name: 'Moving boxes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar nota' });
    await expect(within(dialog).getByRole('textbox', { name: 'Título' })).toHaveValue('Moving boxes');
    await expect(within(dialog).getByText(/comparte su identificador/)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Desarchivar' })).toBeDisabled();
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Ruta actual' })).toHaveTextContent(
        `/apps/notes/archive?note=${DUPLICATE_ID}.2`,
      ),
    );
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { notes: http.get(ALL, () => HttpResponse.json([])) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Aún no hay notas. Crea la primera con Nueva nota.')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: /notas?$/ })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { notes: neverAnswers('get', ALL) } } },
  play: async ({ canvasElement }) => {
    const message = await within(canvasElement).findByText('Cargando notas…');
    await expect(message.closest('[role="status"]')).not.toBeNull();
  },
};

export const Error: Story = {
  beforeEach: () => flaky.reset(),
  parameters: { msw: { handlers: { notes: flaky.handler } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('No se han podido cargar las notas.');
    await expectRetryOffered(alert);
  },
};

/** Retry after the failed load brings the data (from the Error story's state). */
export const RetryRecovers: Story = retryRecovers(Error, async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const alert = await canvas.findByRole('alert');
  await expect(alert).toHaveTextContent('No se han podido cargar las notas.');
  await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
  await expect(await findGrid(canvasElement)).toHaveAccessibleName('6 notas');
});

/** PATCH answers 500: the new title shows at once, then rolls back, and a toast offers Retry. */
export const SaveFails: Story = {
  name: 'Save fails',
  parameters: {
    route: `/apps/notes?note=${GROCERIES_ID}`,
    msw: { handlers: { notePatch: serverError('patch', '*/api/apps/notes') } },
  },
  play: async ({ canvasElement }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Editar nota' });
    const title = within(dialog).getByRole('textbox', { name: 'Título' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Weekend shopping');
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Cerrar' }).at(-1)!);
    const toast = await screen.findByText('No se han podido guardar los cambios de la nota: se han deshecho.');
    await expect(toast).toBeVisible();
    const grid = await findGrid(canvasElement);
    await waitFor(() => expect(within(grid).getByRole('article', { name: 'Groceries' })).toBeVisible());
    await expect(within(grid).queryByRole('article', { name: 'Weekend shopping' })).not.toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

/** The label editor: a field to create a label and every label renamable and deletable. */
export const LabelEditor: Story = {
  name: 'Label editor',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findGrid(canvasElement);
    // On a narrow screen the filters are in the drawer.
    const docked = canvas
      .queryAllByRole('button', { name: 'Editar etiquetas' })
      .find((button) => button.checkVisibility());
    if (docked) await userEvent.click(docked);
    else {
      await userEvent.click(canvas.getByRole('button', { name: 'Mostrar filtros' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Editar etiquetas' }));
    }
    const dialog = await screen.findByRole('dialog', { name: 'Editar etiquetas' });
    const editor = within(dialog);
    await expect(editor.getByRole('textbox', { name: 'Nueva etiqueta' })).toHaveValue('');
    await expect(editor.getByRole('textbox', { name: 'Nombre de la etiqueta Family' })).toHaveValue('Family');
    await expect(editor.getAllByRole('button', { name: /^Eliminar la etiqueta/ })).toHaveLength(labels.length);
    await userEvent.type(editor.getByRole('textbox', { name: 'Nueva etiqueta' }), 'work');
    await expect(await editor.findByText('Ya hay una etiqueta con ese nombre.')).toBeVisible();
    await expect(editor.getByRole('button', { name: 'Crear etiqueta' })).toBeDisabled();
  },
};

/**
 * The Viewer (notes:view only): the notes are read as they are. New note says why it is refused, the
 * labels cannot be edited, and a note opens read-only, saying why, with nothing to archive or delete.
 */
export const ViewerReadOnly: Story = {
  name: 'Viewer read only',
  parameters: { actor: 'viewer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await findGrid(canvasElement);
    const reason = 'Necesitas el permiso «Escribir notas»';
    const create = canvas.getByRole('button', { name: 'Nueva nota' });
    await waitFor(() => expect(create).toHaveAccessibleDescription(reason));
    await expect(create).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(create);
    await expect(canvas.getByRole('status', { name: 'Ruta actual' })).toHaveTextContent(/^\/apps\/notes$/);
    await expect(screen.queryByRole('button', { name: 'Editar etiquetas' })).not.toBeInTheDocument();

    await userEvent.click(within(grid).getByRole('link', { name: 'Groceries' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Editar nota' }));
    await expect(dialog.getByText(`Solo lectura. ${reason} para cambiar esta nota.`)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Título' })).toHaveAttribute('readonly');
    for (const name of ['Añadir imagen', 'Quitar lista de tareas', 'Archivar', 'Eliminar nota']) {
      await expect(dialog.getByRole('button', { name })).toBeDisabled();
    }
    await expect(dialog.queryByRole('textbox', { name: 'Nueva tarea' })).not.toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: /^Etiquetas/ })).toBeDisabled();
  },
};

/** Every name, title and address with a long unbroken word: nothing scrolls sideways or is cut. */
export const LongText: Story = longTextStory(
  // The mock's own (lengthened) notes rather than this file's fixtures, its Groceries note open.
  {
    ...EditorOpen,
    parameters: {
      ...EditorOpen.parameters,
      route: '/apps/notes?note=096202ca-1fd2-4c4c-b2cc-0f97f249cd39',
      msw: { handlers: { notes: [], noteLabels: [] } },
    },
  },
  {
    ready: async () => {
      await screen.findByRole('dialog', { name: 'Editar nota' });
    },
  },
);
