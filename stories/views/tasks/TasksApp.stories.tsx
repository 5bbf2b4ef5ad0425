import type { Meta, StoryObj } from '@storybook/react-vite';
import { TasksApp } from '@atrium/ui';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { layoutModes } from '../../../.storybook/modes';
import { failingFirst, neverAnswers, serverError } from '../../toolbar/handlers';
import { TasksFrame } from './TasksFrame';
import { LANDING_PAGE_ID, SIGN_IN_REDIRECT_ID, fewTasks } from './fixtures';
import { expectRetryOffered, retryRecovers } from '../errorStories';
import { longTextStory } from '../longTextStories';
import { wideViewport } from '../../primitives/wideViewport';

const ALL = '*/api/apps/tasks/all';
const flaky = failingFirst('get', ALL, fewTasks);

const meta = {
  title: 'Views/Tasks/App',
  component: TasksFrame,
  // What these stories review: the tasks app, which TasksFrame routes to over the mock API.
  subcomponents: { TasksApp },
  parameters: { route: '/apps/tasks', layout: 'fullscreen' },
} satisfies Meta<typeof TasksFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const findList = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: 'Lista de tareas' });

const rowTitles = (list: HTMLElement) =>
  within(list)
    .getAllByRole('row')
    .map((row) => row.getAttribute('data-key'))
    .filter(Boolean);

/** The list and the drawer are screens of their own: shot on phones too. */
const phoneAndDesktop = { chromatic: { modes: layoutModes } };

export const Default: Story = {
  parameters: phoneAndDesktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await findList(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Tareas' })).toBeVisible();
    await expect(canvas.getByText('Quedan 11 tareas por hacer')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Añadir tarea' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Añadir sección' })).toBeEnabled();
    // A section, then its tasks with their tick, priority and handle.
    await expect(within(list).getByRole('row', { name: 'Company internal application v2' })).toBeVisible();
    const landing = within(list).getByRole('row', { name: /Create the landing\/marketing page/ });
    await expect(within(landing).getByRole('button', { name: /^Hecha: Create the landing/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(within(landing).getByText('Prioridad alta')).toBeInTheDocument();
    await expect(within(landing).getByRole('button', { name: /^Arrastrar/ })).toBeInTheDocument();
    const done = within(list).getByRole('row', { name: /Move dependency system/ });
    await expect(within(done).getByRole('button', { name: /^Hecha:/ })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const DetailOpen: Story = {
  name: 'Detail open',
  parameters: { route: `/apps/tasks/${LANDING_PAGE_ID}`, ...phoneAndDesktop },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Tarea' });
    const body = within(drawer);
    await expect(await body.findByRole('textbox', { name: 'Título' })).toHaveValue(
      'Create the landing/marketing page and host it',
    );
    await expect(body.getByRole('button', { name: 'Marcar como hecha' })).toBeVisible();
    await expect(body.getByRole('button', { name: /Prioridad/ })).toHaveTextContent('Alta');
    await expect(body.getByRole('group', { name: 'Fecha límite' })).toBeVisible();
    await expect(body.getByRole('checkbox', { name: 'Hecha: Draft the copy' })).toBeChecked();
    await expect(body.getByText('1 de 3 hechas')).toBeVisible();
    await expect(body.getByRole('textbox', { name: 'Notas' })).toHaveValue(
      'Keep it light: one hero, three features and the pricing table.',
    );
    await expect(await body.findByRole('list', { name: 'Etiquetas' })).toHaveTextContent('Frontend');
  },
};

/**
 * From 1440 px the task docks beside the list instead of a modal over it: nothing is blocked, and a row of
 * the list beside it opens its task in the same place.
 */
export const DetailDocked: Story = {
  name: 'Detail docked',
  ...wideViewport,
  parameters: { ...wideViewport.parameters, route: `/apps/tasks/${LANDING_PAGE_ID}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = await canvas.findByRole('region', { name: 'Tarea' });
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(await within(panel).findByRole('textbox', { name: 'Título' })).toHaveValue(
      'Create the landing/marketing page and host it',
    );
    // Beside the list, at the row's end, 512 px wide.
    const list = await findList(canvasElement);
    await expect(list.getBoundingClientRect().right).toBeLessThanOrEqual(panel.getBoundingClientRect().left);
    await expect(Math.round(panel.getBoundingClientRect().width)).toBe(512);
    // The list beside it still answers: another task opens in the panel, and its row is the open one.
    await userEvent.click(within(list).getByText('Fix the sign-in redirect after a session expires'));
    await waitFor(() =>
      expect(within(panel).getByRole('textbox', { name: 'Título' })).toHaveValue(
        'Fix the sign-in redirect after a session expires',
      ),
    );
    await expect(canvas.getByRole('status', { name: 'Ruta actual' })).toHaveTextContent(
      `/apps/tasks/${SIGN_IN_REDIRECT_ID}`,
    );
    await expect(canvas.queryByRole('region', { name: 'Tarea' })).toBe(panel);
  },
};

export const NotFound: Story = {
  name: 'Unknown task in the address',
  parameters: { route: '/apps/tasks/no-such-task' },
  play: async ({ canvasElement }) => {
    const drawer = await screen.findByRole('dialog', { name: 'Tarea' });
    await expect(await within(drawer).findByText('Esta tarea no existe')).toBeVisible();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Volver a la lista' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(await findList(canvasElement)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { tasks: http.get(ALL, () => HttpResponse.json([])) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Aún no hay tareas')).toBeVisible();
    await expect(canvas.getByText(/Añade la primera con el botón Añadir tarea o con/)).toBeVisible();
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { tasks: neverAnswers('get', ALL) } } },
  play: async ({ canvasElement }) => {
    const message = await within(canvasElement).findByText('Cargando tareas…');
    await expect(message.closest('[role="status"]')).not.toBeNull();
  },
};

export const Error: Story = {
  beforeEach: () => flaky.reset(),
  parameters: { msw: { handlers: { tasks: flaky.handler } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('No se han podido cargar las tareas.');
    await expectRetryOffered(alert);
  },
};

/** Retry after the failed load brings the data (from the Error story's state). */
export const RetryRecovers: Story = retryRecovers(Error, async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const alert = await canvas.findByRole('alert');
  await expect(alert).toHaveTextContent('No se han podido cargar las tareas.');
  await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
  const list = await findList(canvasElement);
  await expect(within(list).getByRole('row', { name: /Alfa/ })).toBeVisible();
  await expect(canvas.getByText('Quedan 2 tareas por hacer')).toBeVisible();
});

/** PATCH order answers 500: the new order shows, is undone, and a message offers Retry. */
export const ReorderFails: Story = {
  name: 'Reorder fails',
  parameters: {
    msw: {
      handlers: {
        tasks: http.get(ALL, () => HttpResponse.json(fewTasks())),
        order: serverError('patch', '*/api/apps/tasks/order'),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await findList(canvasElement);
    await expect(rowTitles(list)).toEqual(['section-1', 'task-a', 'task-b', 'task-c']);
    within(list).getByRole('row', { name: /Alfa/ }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(list).getByRole('button', { name: 'Arrastrar Alfa' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    // The new order shows at once...
    await waitFor(() => expect(rowTitles(list)).toEqual(['section-1', 'task-b', 'task-a', 'task-c']));
    // ...then the refusal undoes it and says so.
    await expect(await screen.findByText('No se ha podido guardar el nuevo orden: se ha deshecho.')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await waitFor(() => expect(rowTitles(list)).toEqual(['section-1', 'task-a', 'task-b', 'task-c']));
    await expect(canvas.getByText('Quedan 2 tareas por hacer')).toBeVisible();
  },
};

/** Every name, title and address with a long unbroken word: nothing scrolls sideways or is cut. */
export const LongText: Story = longTextStory(DetailOpen);

/**
 * The Viewer (tasks:view only): the list and a task are read as they are. Adding says why it is refused,
 * ticks and handles take no action, the shortcut adds nothing, and the task's fields take no change.
 */
export const ViewerReadOnly: Story = {
  name: 'Viewer read only',
  parameters: { actor: 'viewer', route: `/apps/tasks/${LANDING_PAGE_ID}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await findList(canvasElement);
    const reason = 'Necesitas el permiso «Gestionar tareas»';
    for (const name of ['Añadir tarea', 'Añadir sección']) {
      const button = await canvas.findByRole('button', { name });
      await waitFor(() => expect(button).toHaveAccessibleDescription(reason));
      await expect(button).toHaveAttribute('aria-disabled', 'true');
    }
    const landing = within(list).getByRole('row', { name: /Create the landing\/marketing page/ });
    await expect(within(landing).getByRole('button', { name: /^Hecha: Create the landing/ })).toBeDisabled();
    await expect(within(list).queryByRole('button', { name: /^Arrastrar/ })).not.toBeInTheDocument();

    const drawer = within(await screen.findByRole('dialog', { name: 'Tarea' }));
    await expect(await drawer.findByText(`Solo lectura. ${reason} para cambiar esta tarea.`)).toBeVisible();
    await expect(drawer.getByRole('textbox', { name: 'Título' })).toHaveAttribute('readonly');
    await expect(drawer.getByRole('textbox', { name: 'Notas' })).toHaveAttribute('readonly');
    await expect(drawer.getByRole('button', { name: 'Marcar como hecha' })).toHaveAttribute('aria-disabled', 'true');
    await expect(drawer.getByRole('checkbox', { name: 'Hecha: Draft the copy' })).toBeDisabled();
    await expect(drawer.queryByRole('textbox', { name: 'Nueva subtarea' })).not.toBeInTheDocument();
    await expect(drawer.queryByRole('button', { name: 'Quitar la subtarea «Set up hosting»' })).not.toBeInTheDocument();
    await userEvent.click(drawer.getByRole('button', { name: 'Más acciones' }));
    const remove = await screen.findByRole('menuitem', { name: /Eliminar/ });
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    await expect(remove).toHaveTextContent(reason);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};
