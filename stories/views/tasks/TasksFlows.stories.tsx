import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Task } from '@atrium/mock-api';
import { TasksApp } from '@atrium/ui';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { TasksFrame } from './TasksFrame';
import { LANDING_PAGE_ID } from './fixtures';

const meta = {
  title: 'Views/Tasks/Flows',
  component: TasksFrame,
  // What these stories review: the tasks app, which TasksFrame routes to over the mock API.
  subcomponents: { TasksApp },
  // Behaviour checks: their end states are the App scenarios' screens again, so they are not shot.
  parameters: { route: '/apps/tasks', layout: 'fullscreen', chromatic: { disableSnapshot: true } },
} satisfies Meta<typeof TasksFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const stored = async () => (await (await fetch('/api/apps/tasks/all')).json()) as Task[];
const keys = (list: HTMLElement) =>
  within(list)
    .getAllByRole('row')
    .map((row) => row.getAttribute('data-key'))
    .filter((key): key is string => Boolean(key));

/** The handle by keyboard: Enter picks the task up, ArrowDown moves it one place, Enter drops; the order is saved. */
export const ReordersByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('grid', { name: 'Lista de tareas' });
    const before = keys(list);
    // On the row, ArrowRight moves to its handle; Enter on the row itself would open the task.
    within(list)
      .getByRole('row', { name: /Create the landing\/marketing page/ })
      .focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(
      within(list).getByRole('button', { name: 'Arrastrar Create the landing/marketing page and host it' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    const expected = [before[0], before[2], before[1], ...before.slice(3)];
    await waitFor(() => expect(keys(list)).toEqual(expected));
    await waitFor(async () =>
      expect((await stored()).slice(0, 3).map((task) => task.id)).toEqual(expected.slice(0, 3)),
    );
  },
};

/**
 * `?do=new` in the address (the command palette's "New task") adds one task, as the button does, opens it,
 * and leaves the address without the request, so a reload adds no other.
 */
export const AddsTaskFromAddress: Story = {
  parameters: { route: '/apps/tasks?do=new' },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Tarea' });
    await expect(await within(drawer).findByRole('textbox', { name: 'Título' })).toHaveValue('');
    const location = screen.getByRole('status', { name: 'Ruta actual' });
    await waitFor(() => expect(location).toHaveTextContent(/^\/apps\/tasks\/[^/?]+$/));
    await expect((await stored()).filter((task) => task.title === '')).toHaveLength(1);
  },
};

/** The Viewer may not add tasks: the same address shows the list, asks nothing of the API and drops the request. */
export const ViewerAddressAddsNothing: Story = {
  parameters: { actor: 'viewer', route: '/apps/tasks?do=new' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('grid', { name: 'Lista de tareas' });
    const location = screen.getByRole('status', { name: 'Ruta actual' });
    await waitFor(() => expect(location).toHaveTextContent(/^\/apps\/tasks$/));
    await expect(screen.queryByRole('dialog', { name: 'Tarea' })).not.toBeInTheDocument();
    await expect((await stored()).filter((task) => task.title === '')).toHaveLength(0);
    // Nothing was asked of the API either: no refusal to report.
    await expect(screen.queryByText('No se ha podido crear la tarea.')).not.toBeInTheDocument();
  },
};

/** Ctrl + / adds a task and opens it with its title ready; the title typed is saved and shown in the list. */
export const AddsTaskWithShortcut: Story = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('grid', { name: 'Lista de tareas' });
    await userEvent.keyboard('{Control>}/{/Control}');
    const drawer = await screen.findByRole('dialog', { name: 'Tarea' });
    const title = await within(drawer).findByRole('textbox', { name: 'Título' });
    await waitFor(() => expect(title).toHaveFocus());
    await userEvent.paste('Llamar al proveedor');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(await within(list).findByRole('row', { name: /Llamar al proveedor/ })).toBeVisible();
    await waitFor(async () => expect((await stored())[0]?.title).toBe('Llamar al proveedor'));
  },
};

/** Sub-tasks: add one, tick it (the count follows), remove another; each change is saved. */
export const EditsSubTasks: Story = {
  parameters: { route: `/apps/tasks/${LANDING_PAGE_ID}` },
  play: async () => {
    const drawer = within(await screen.findByRole('dialog', { name: 'Tarea' }));
    await expect(await drawer.findByText('1 de 3 hechas')).toBeVisible();
    await userEvent.click(drawer.getByRole('textbox', { name: 'Nueva subtarea' }));
    await userEvent.paste('Revisar los textos');
    await userEvent.keyboard('{Enter}');
    const added = await drawer.findByRole('checkbox', { name: 'Hecha: Revisar los textos' });
    await userEvent.click(added);
    await expect(await drawer.findByText('2 de 4 hechas')).toBeVisible();
    await userEvent.click(drawer.getByRole('button', { name: 'Quitar la subtarea «Set up hosting»' }));
    await expect(await drawer.findByText('2 de 3 hechas')).toBeVisible();
    await waitFor(async () => {
      const task = (await stored()).find((candidate) => candidate.id === LANDING_PAGE_ID)!;
      await expect(task.subTasks.map((subTask) => [subTask.title, subTask.completed])).toEqual([
        ['Draft the copy', true],
        ['Pick the illustrations', false],
        ['Revisar los textos', true],
      ]);
    });
  },
};

/** The due dates the app sent to the API while `act` ran (from the task writes it made). */
async function sentDueDates(act: () => Promise<void>): Promise<(string | null)[]> {
  const sent: (string | null)[] = [];
  const realFetch = window.fetch;
  window.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (init?.method === 'PATCH' && url.endsWith('/api/apps/tasks/task') && typeof init.body === 'string') {
      const body = JSON.parse(init.body) as { task: Partial<Task> };
      if ('dueDate' in body.task) sent.push(body.task.dueDate ?? null);
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
 * A due date typed at speed in its segments (15, 03, 2027) is saved once, when it is committed (on leaving the field),
 * never the years it passes on the way (0002, 0020, 0202); the list shows it with its year, not this one.
 */
export const TypesDueDate: Story = {
  parameters: { route: `/apps/tasks/${LANDING_PAGE_ID}` },
  play: async ({ canvasElement }) => {
    const drawer = within(await screen.findByRole('dialog', { name: 'Tarea' }));
    const field = await drawer.findByRole('group', { name: 'Fecha límite' });
    const sent = await sentDueDates(async () => {
      await userEvent.click(within(field).getAllByRole('spinbutton')[0]!);
      await userEvent.keyboard('15032027');
      await expect(field).toHaveTextContent('15/3/2027');
      // Leaving the field commits it.
      await userEvent.click(drawer.getByRole('textbox', { name: 'Notas' }));
      await waitFor(async () => {
        const task = (await stored()).find((candidate) => candidate.id === LANDING_PAGE_ID)!;
        await expect(task.dueDate && new Date(task.dueDate).toDateString()).toBe(new Date(2027, 2, 15).toDateString());
      });
    });
    await expect(sent).toHaveLength(1);
    const list = within(await within(canvasElement).findByRole('grid', { name: 'Lista de tareas' }));
    await expect(within(list.getByRole('row', { name: /Create the landing/ })).getByText('15 mar 2027')).toBeVisible();
  },
};
