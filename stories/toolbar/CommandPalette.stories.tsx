import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AppConfigProvider, CommandPalette } from '@atrium/ui';
import { layoutModes } from '../../.storybook/modes';
import { ToolbarFrame } from './ToolbarFrame';
import { memoryStorage } from '../memoryStorage';

let storage = memoryStorage();

/**
 * The command palette (Ctrl/Cmd + K, or its toolbar button): pages of the navigation the actor may see,
 * contacts and tasks from the search call, orders and users from their lists' search, and actions (new
 * contact, new task, compose, invite; scheme, theme, layout, language, keyboard help, sign out), recent
 * choices first. `?` opens the keyboard help, read from the shortcut registry.
 */
const meta = {
  title: 'Toolbar/CommandPalette',
  component: CommandPalette,
  beforeEach: () => {
    storage = memoryStorage();
    window.localStorage.removeItem('atrium.palette.recent');
  },
  parameters: { actor: 'owner' },
  decorators: [
    (Story) => (
      <AppConfigProvider storage={storage} initial={{ scheme: 'auto' }}>
        <ToolbarFrame>{Story()}</ToolbarFrame>
      </AppConfigProvider>
    ),
  ],
} satisfies Meta<typeof CommandPalette>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Its button shows from md up; on a phone the shortcut opens it (with a keyboard attached). */
const openPalette = async (canvasElement: HTMLElement) => {
  const button = within(canvasElement).queryByRole('button', { name: /^Paleta de comandos/ });
  if (button) await userEvent.click(button);
  else await userEvent.keyboard('{Control>}k{/Control}');
  return screen.findByRole('dialog', { name: 'Paleta de comandos' });
};
const location = () => screen.getByRole('status', { name: 'Ruta actual' });
/** The addresses the story's calls went to (the API client calls the page's `fetch`). */
let called: string[] = [];
const recordCalls = () => {
  called = [];
  const original = window.fetch;
  window.fetch = (input, init) => {
    called.push(input instanceof Request ? input.url : String(input));
    return original(input, init);
  };
  return () => {
    window.fetch = original;
  };
};
const askedForUsers = () => called.some((url) => /\/api\/users\?.*search=marina/.test(url));

/** Opened with nothing typed: the navigation's pages, grouped, the field ready for typing. */
export const Default: Story = {
  parameters: { chromatic: { modes: layoutModes } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).queryByRole('button', { name: /^Paleta de comandos/ });
    if (window.matchMedia('(min-width: 960px)').matches) {
      await expect(button).toHaveAccessibleName(/\((Ctrl \+ K|⌘ K)\)$/);
    } else {
      await expect(button).toBeNull();
    }
    const palette = await openPalette(canvasElement);
    const field = within(palette).getByRole('combobox', { name: 'Buscar páginas, contactos, tareas y acciones' });
    await expect(field).toHaveFocus();
    const results = await screen.findByRole('listbox', { name: 'Resultados' });
    await waitFor(() => expect(within(results).getByRole('group', { name: 'Páginas' })).toBeVisible());
    await expect(within(results).getAllByRole('option', { name: /^Contactos/ })[0]).toBeVisible();
  },
};

/** A contact found by name through the search call, chosen with the keyboard: the palette goes to it. */
export const FindsContact: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    await openPalette(canvasElement);
    await userEvent.keyboard('farid');
    const contacts = await screen.findByRole('group', { name: 'Contactos' });
    const farid = within(contacts).getByRole('option', { name: 'Farid Garrido' });
    await expect(farid).toBeVisible();
    // Arrow keys move through the results from the field; Enter chooses.
    while (farid.dataset.focused === undefined) await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(location()).toHaveTextContent(/^\/apps\/contacts\/.+/);
  },
};

/** Orders and users come from their lists' own search: "marina" finds the account and her orders. */
export const FindsUsersAndOrders: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach: recordCalls,
  play: async ({ canvasElement }) => {
    await openPalette(canvasElement);
    await userEvent.keyboard('marina');
    const users = await screen.findByRole('group', { name: 'Usuarios' });
    await expect(within(users).getByRole('option', { name: /^Marina Sol/ })).toBeVisible();
    await expect(askedForUsers()).toBe(true);
  },
};

/** A support agent may not see the users: the palette neither lists nor asks for them. */
export const SupportAgentSeesNoUsers: Story = {
  parameters: { actor: 'support', chromatic: { disableSnapshot: true } },
  beforeEach: recordCalls,
  play: async ({ canvasElement }) => {
    await openPalette(canvasElement);
    await userEvent.keyboard('marina');
    await screen.findByRole('listbox', { name: 'Resultados' });
    await waitFor(() => expect(screen.queryByText('Cargando…')).not.toBeInTheDocument());
    await expect(screen.queryByRole('group', { name: 'Usuarios' })).not.toBeInTheDocument();
    await expect(askedForUsers()).toBe(false);
  },
};

/** An action: "oscuro" finds the dark scheme, which applies at once; it is the first recent choice next time. */
export const RunsAction: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    await openPalette(canvasElement);
    await userEvent.keyboard('oscuro');
    const actions = await screen.findByRole('group', { name: 'Acciones' });
    await userEvent.click(within(actions).getByRole('option', { name: 'Esquema: Oscuro' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(JSON.parse(storage.data.values().next().value ?? '{}')).toMatchObject({ scheme: 'dark' });
    await openPalette(canvasElement);
    const recent = await screen.findByRole('group', { name: 'Recientes' });
    await expect(within(recent).getByRole('option', { name: 'Esquema: Oscuro' })).toBeVisible();
  },
};

/**
 * The actions that start something on a page: the Owner may add a contact and a task, compose and invite.
 * Choosing one opens its page with `?do=…`, and the page runs it as its own button does.
 */
export const StartsOnAPage: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    await openPalette(canvasElement);
    await userEvent.keyboard('nuev');
    const actions = await screen.findByRole('group', { name: 'Acciones' });
    await expect(within(actions).getByRole('option', { name: 'Nuevo contacto' })).toBeVisible();
    await userEvent.clear(screen.getByRole('combobox'));
    await userEvent.keyboard('invitar');
    await expect(await screen.findByRole('option', { name: 'Invitar usuarios' })).toBeVisible();
    await userEvent.clear(screen.getByRole('combobox'));
    await userEvent.keyboard('correo');
    await expect(await screen.findByRole('option', { name: 'Redactar un correo' })).toBeVisible();
    await userEvent.clear(screen.getByRole('combobox'));
    await userEvent.keyboard('nueva tarea');
    await userEvent.click(await screen.findByRole('option', { name: 'Nueva tarea' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(location()).toHaveTextContent('/apps/tasks?do=new');
  },
};

/** A Viewer changes nothing: of those actions only "New contact" is offered (the address book has no permission). */
export const ViewerStartsOnlyAContact: Story = {
  parameters: { actor: 'viewer', chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    await openPalette(canvasElement);
    await userEvent.keyboard('nuev');
    const actions = await screen.findByRole('group', { name: 'Acciones' });
    await expect(within(actions).getByRole('option', { name: 'Nuevo contacto' })).toBeVisible();
    await expect(within(actions).queryByRole('option', { name: 'Nueva tarea' })).not.toBeInTheDocument();
    await userEvent.clear(screen.getByRole('combobox'));
    for (const [typed, action] of [
      ['invitar', 'Invitar usuarios'],
      ['correo', 'Redactar un correo'],
    ] as const) {
      await userEvent.keyboard(typed);
      await waitFor(() => expect(screen.queryByText('Cargando…')).not.toBeInTheDocument());
      await expect(screen.queryByRole('option', { name: action })).not.toBeInTheDocument();
      await userEvent.clear(screen.getByRole('combobox'));
    }
  },
};

/** Nothing matches: the palette says so. */
export const NoMatches: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    await openPalette(canvasElement);
    await userEvent.keyboard('zzzzqqq');
    await expect(await screen.findByText('¡No se encontraron resultados!')).toBeVisible();
  },
};

/** `?` opens the keyboard help (its own stories: Toolbar/KeyboardHelp). */
export const OpensKeyboardHelp: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async () => {
    await userEvent.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Atajos de teclado' });
    const app = within(help).getByRole('region', { name: 'En toda la aplicación' });
    await expect(within(app).getByText('Abrir la paleta de comandos')).toBeVisible();
    await expect(within(app).getByText(/^(Ctrl \+ K|⌘ K)$/)).toBeVisible();
    await expect(within(help).getByText('Esta página no tiene atajos propios.')).toBeVisible();
  },
};

/** Ctrl + K opens the palette from anywhere, even from a field, and closes it again. */
export const OpensWithShortcut: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async () => {
    await userEvent.keyboard('{Control>}k{/Control}');
    await screen.findByRole('dialog', { name: 'Paleta de comandos' });
    await userEvent.keyboard('{Control>}k{/Control}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
