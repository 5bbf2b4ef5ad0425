import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Shortcuts } from '@atrium/ui';
import { shortcutFixtures } from './fixtures';
import { failingFirst, neverAnswers, serverError, shortcutsScenario } from './handlers';
import { ToolbarFrame } from './ToolbarFrame';

const PATH = '*/api/common/shortcuts';
const flow = shortcutsScenario(shortcutFixtures);
const flaky = failingFirst('get', PATH, () => shortcutFixtures);

const meta = {
  title: 'Toolbar/Shortcuts',
  component: Shortcuts,
  decorators: [(Story) => <ToolbarFrame>{Story()}</ToolbarFrame>],
  beforeEach: () => flow.reset(),
  parameters: { msw: { handlers: { shortcuts: flow.handlers } } },
} satisfies Meta<typeof Shortcuts>;

export default meta;
type Story = StoryObj<typeof meta>;

const openPanel = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Accesos directos' }));
  return screen.findByRole('dialog', { name: 'Accesos directos' });
};

const panelNamed = (name: string) => screen.findByRole('dialog', { name });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    const links = await within(panel).findAllByRole('link');
    await expect(links).toHaveLength(4);
    await expect(links[0]).toHaveTextContent('CalendarEvents and meetings');
    await expect(within(panel).getByRole('button', { name: 'Entrar en modo edición' })).toBeVisible();
    await expect(within(panel).getByRole('button', { name: 'Añadir acceso directo' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { shortcuts: http.get(PATH, () => HttpResponse.json([])) } } },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await waitFor(() => expect(within(panel).getByText('No hay accesos directos')).toBeVisible());
    await expect(within(panel).getByText('Cuando tengas accesos directos, aparecerán aquí.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { shortcuts: neverAnswers('get', PATH) } } },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await expect(within(panel).getByRole('status')).toHaveTextContent('Cargando…');
  },
};

export const Error: Story = {
  beforeEach: () => flaky.reset(),
  parameters: { msw: { handlers: { shortcuts: flaky.handler } } },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    const alert = await within(panel).findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(within(panel).getByRole('link', { name: /Calendar/ })).toBeVisible());
  },
};

/** View: a two-column grid of links, in-app or external as each shortcut says. */
export const ViewMode: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    const docs = await within(panel).findByRole('link', { name: 'Docs' });
    await expect(docs).toHaveAttribute('href', 'https://example.com/docs');
    await expect(docs).toHaveAttribute('target', '_blank');
    await userEvent.click(within(panel).getByRole('link', { name: /Mailbox/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(within(canvasElement).getByRole('status', { name: 'Ruta actual' })).toHaveTextContent('/apps/mailbox'),
    );
  },
};

/** Modify: tiles stop navigating and open the edit form; leaving the mode returns to view. */
export const ModifyMode: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await within(panel).findAllByRole('link');
    await userEvent.click(within(panel).getByRole('button', { name: 'Entrar en modo edición' }));
    await waitFor(() => expect(within(panel).getByRole('button', { name: /^Editar Calendar/ })).toBeVisible());
    await expect(within(panel).queryAllByRole('link')).toHaveLength(0);
    await userEvent.click(within(panel).getByRole('button', { name: 'Salir del modo edición' }));
    await expect(await within(panel).findAllByRole('link')).toHaveLength(4);
    // Opening the panel again always starts in view.
    await userEvent.click(within(panel).getByRole('button', { name: 'Entrar en modo edición' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const again = await openPanel(canvasElement);
    await expect(await within(again).findAllByRole('link')).toHaveLength(4);
  },
};

/** Add: save stays disabled until label, icon and link are given; saving lands in modify. */
export const AddShortcut: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await within(panel).findAllByRole('link');
    await userEvent.click(within(panel).getByRole('button', { name: 'Añadir acceso directo' }));
    const form = await panelNamed('Añadir acceso directo');
    const add = within(form).getByRole('button', { name: 'Añadir' });
    await expect(add).toBeDisabled();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Etiqueta' }), 'Tasks');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Descripción' }), 'Things to do');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Enlace' }), '/apps/tasks');
    await expect(add).toBeDisabled();
    await userEvent.type(within(form).getByRole('combobox', { name: 'Icono' }), 'list-ch');
    await userEvent.click(await screen.findByRole('option', { name: 'list-checks' }));
    await userEvent.click(within(form).getByRole('switch', { name: 'Usar el router para el enlace' }));
    await expect(add).toBeEnabled();
    await userEvent.click(add);
    const modify = await panelNamed('Accesos directos');
    await waitFor(() => expect(within(modify).getByRole('button', { name: /^Editar Tasks/ })).toBeVisible());
    await expect(within(modify).getByRole('button', { name: 'Salir del modo edición' })).toBeVisible();
  },
};

/** Edit: the form holds the shortcut; Update saves, Delete removes, both land in modify; cancel returns to modify. */
export const EditShortcut: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await within(panel).findAllByRole('link');
    await userEvent.click(within(panel).getByRole('button', { name: 'Entrar en modo edición' }));
    await userEvent.click(await within(panel).findByRole('button', { name: /^Editar Calendar/ }));
    let form = await panelNamed('Editar acceso directo');
    const label = within(form).getByRole('textbox', { name: 'Etiqueta' });
    await expect(label).toHaveValue('Calendar');
    await expect(within(form).getByRole('combobox', { name: 'Icono' })).toHaveValue('calendar');
    await expect(within(form).getByRole('switch', { name: 'Usar el router para el enlace' })).toBeChecked();
    await userEvent.clear(label);
    await expect(within(form).getByRole('button', { name: 'Actualizar' })).toBeDisabled();
    await userEvent.type(label, 'Agenda');
    await userEvent.click(within(form).getByRole('button', { name: 'Actualizar' }));
    let modify = await panelNamed('Accesos directos');
    await waitFor(() => expect(within(modify).getByRole('button', { name: /^Editar Agenda/ })).toBeVisible());

    // Cancel from edit returns to modify.
    await userEvent.click(within(modify).getByRole('button', { name: /^Editar Mailbox/ }));
    form = await panelNamed('Editar acceso directo');
    await userEvent.click(within(form).getByRole('button', { name: 'Cancelar' }));
    modify = await panelNamed('Accesos directos');
    await expect(within(modify).getByRole('button', { name: 'Salir del modo edición' })).toBeVisible();

    // Delete removes it and returns to modify.
    await userEvent.click(within(modify).getByRole('button', { name: /^Editar Mailbox/ }));
    form = await panelNamed('Editar acceso directo');
    await userEvent.click(within(form).getByRole('button', { name: 'Eliminar' }));
    modify = await panelNamed('Accesos directos');
    await waitFor(() =>
      expect(within(modify).queryByRole('button', { name: /^Editar Mailbox/ })).not.toBeInTheDocument(),
    );
    await expect(within(modify).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Cancel from add returns to view. */
export const CancelsAdd: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await within(panel).findAllByRole('link');
    await userEvent.click(within(panel).getByRole('button', { name: 'Añadir acceso directo' }));
    const form = await panelNamed('Añadir acceso directo');
    await userEvent.click(within(form).getByRole('button', { name: 'Cancelar' }));
    const view = await panelNamed('Accesos directos');
    await expect(within(view).getByRole('button', { name: 'Entrar en modo edición' })).toBeVisible();
    await expect(within(view).getAllByRole('link')).toHaveLength(4);
  },
};

/** The save fails: the list is put back and the panel says so. */
export const SaveFails: Story = {
  parameters: { msw: { handlers: { shortcuts: [...flow.handlers.slice(0, 1), serverError('delete', PATH)] } } },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await within(panel).findAllByRole('link');
    await userEvent.click(within(panel).getByRole('button', { name: 'Entrar en modo edición' }));
    await userEvent.click(await within(panel).findByRole('button', { name: /^Editar Docs/ }));
    const form = await panelNamed('Editar acceso directo');
    await userEvent.click(within(form).getByRole('button', { name: 'Eliminar' }));
    const modify = await panelNamed('Accesos directos');
    await expect(await within(modify).findByRole('alert')).toHaveTextContent('se ha deshecho');
    await waitFor(() => expect(within(modify).getByRole('button', { name: /^Editar Docs/ })).toBeVisible());
  },
};
