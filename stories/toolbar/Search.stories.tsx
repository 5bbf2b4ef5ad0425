import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { SearchResultGroup } from '@atrium/mock-api';
import { Search } from '@atrium/ui';
import { avatarImage } from './fixtures';
import { failingFirst, neverAnswers } from './handlers';
import { ToolbarFrame } from './ToolbarFrame';

const PATH = '*/api/common/search';
const groups: SearchResultGroup[] = [
  {
    id: 'contacts',
    label: 'Contacts',
    results: [
      { id: 'c1', name: 'Ana Martín', avatar: avatarImage('AM', 180), value: 'Ana Martín', link: '/apps/contacts/c1' },
      { id: 'c2', name: 'Anders Lund', avatar: null, value: 'Anders Lund', link: '/apps/contacts/c2' },
    ],
  },
  {
    id: 'pages',
    label: 'Pages',
    results: [{ id: 'dashboards.analytics', title: 'Analytics', link: '/dashboards/analytics', value: 'Analytics' }],
  },
  {
    id: 'tasks',
    label: 'Tasks',
    results: [
      {
        id: 't1',
        title: 'Plan the annual review',
        completed: true,
        value: 'Plan the annual review',
        link: '/apps/tasks/t1',
      },
      {
        id: 't2',
        title: 'Translate the banner',
        completed: false,
        value: 'Translate the banner',
        link: '/apps/tasks/t2',
      },
    ],
  },
];
const fixed = http.post(PATH, () => HttpResponse.json(groups));
const flaky = failingFirst('post', PATH, () => groups);

const meta = {
  title: 'Toolbar/Search',
  component: Search,
  args: { appearance: 'bar' },
  decorators: [(Story) => <ToolbarFrame>{Story()}</ToolbarFrame>],
  parameters: { msw: { handlers: { search: fixed } } },
} satisfies Meta<typeof Search>;

export default meta;
type Story = StoryObj<typeof meta>;

const openBar = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Abrir la búsqueda' }));
  const box = await within(canvasElement).findByRole('combobox', { name: 'Buscar' });
  await waitFor(() => expect(box).toHaveFocus());
  return box;
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = await openBar(canvasElement);
    await expect(box).toHaveAttribute('placeholder', 'Buscar...');
    await userEvent.type(box, 'ana');
    const list = await screen.findByRole('listbox');
    const sections = await within(list).findAllByRole('group');
    // Group labels are drawn in upper case but named in readable words.
    await expect(sections).toHaveLength(3);
    await expect(within(list).getByRole('group', { name: 'Contactos' })).toBeVisible();
    await expect(getComputedStyle(within(list).getByText('Contactos')).textTransform).toBe('uppercase');
    await expect(within(list).getByRole('option', { name: 'Ana Martín' })).toBeVisible();
    // A page is named in the user's language, under the section that holds it.
    await expect(
      await within(list).findByRole('option', { name: 'Analítica Paneles · /dashboards/analytics' }),
    ).toBeVisible();
    const done = within(list).getByRole('option', { name: 'Plan the annual review' });
    await expect(done).toHaveAccessibleDescription('Completada');
    await expect(getComputedStyle(within(done).getByText('Plan the annual review')).textDecorationLine).toBe(
      'line-through',
    );
  },
};

/** The basic form: an ordinary field, for pages. */
export const Basic: Story = {
  args: { appearance: 'basic' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('combobox', { name: 'Buscar' });
    await userEvent.type(box, 'an');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Anders Lund' })).toBeVisible());
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { search: http.post(PATH, () => HttpResponse.json([])) } } },
  play: async ({ canvasElement }) => {
    const box = await openBar(canvasElement);
    await userEvent.type(box, 'zz');
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(within(list).getByText('¡No se encontraron resultados!')).toBeVisible());
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { search: neverAnswers('post', PATH) } } },
  play: async ({ canvasElement }) => {
    const box = await openBar(canvasElement);
    await userEvent.type(box, 'an');
    const list = await screen.findByRole('listbox');
    await expect(within(list).getByText('Cargando…')).toBeVisible();
  },
};

export const Error: Story = {
  beforeEach: () => flaky.reset(),
  parameters: { msw: { handlers: { search: flaky.handler } } },
  play: async ({ canvasElement }) => {
    const box = await openBar(canvasElement);
    await userEvent.type(box, 'an');
    await waitFor(() => expect(screen.getByText('La búsqueda ha fallado.')).toBeVisible());
    // Typing again tries again.
    await userEvent.type(box, 'd');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Ana Martín' })).toBeVisible());
  },
};

/**
 * Pages are found by their title in the user's language (accents aside), even where the API, matching
 * its own words, found none; pages with the same title differ by the sections above them.
 */
export const FindsPagesInTheLanguage: Story = {
  parameters: {
    msw: { handlers: { search: http.post(PATH, () => HttpResponse.json([])) } },
    // It ends on the page it opened, with the bar closed: nothing to review.
    chromatic: { disableSnapshot: true },
  },
  play: async ({ canvasElement }) => {
    const box = await openBar(canvasElement);
    await userEvent.type(box, 'analitica');
    const list = await screen.findByRole('listbox');
    const pages = await within(list).findByRole('group', { name: 'Páginas' });
    await expect(
      within(pages)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Analítica Paneles · /dashboards/analytics']);
    await userEvent.clear(box);
    await userEvent.type(box, 'moderna invertida');
    // The list closed with the text cleared: the one open now is a new one.
    const again = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(
        within(again).getByRole('option', {
          name: 'Moderna invertida Páginas › Autenticación › Iniciar sesión · /pages/authentication/sign-in/modern-reversed',
        }),
      ).toBeVisible(),
    );
    await expect(
      within(again).getByRole('option', {
        name: 'Moderna invertida Páginas › Autenticación › Cerrar sesión · /pages/authentication/sign-out/modern-reversed',
      }),
    ).toBeVisible();
    await expect(within(again).getAllByRole('option')).toHaveLength(7);
    await userEvent.click(within(again).getAllByRole('option')[1]!);
    await waitFor(() =>
      expect(within(canvasElement).getByRole('status', { name: 'Ruta actual' })).toHaveTextContent(
        '/pages/authentication/sign-up/modern-reversed',
      ),
    );
  },
};

/** Against the mock API: 300 ms after typing, from two characters; choosing a contact opens it. */
export const SearchFindsContact: Story = {
  parameters: { msw: { handlers: { search: [] } } },
  play: async ({ canvasElement }) => {
    const box = await openBar(canvasElement);
    await userEvent.type(box, 'f');
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await userEvent.type(box, 'arid');
    const option = await screen.findByRole('option', { name: 'Farid Garrido' });
    await userEvent.click(option);
    await waitFor(() =>
      expect(within(canvasElement).getByRole('status', { name: 'Ruta actual' })).toHaveTextContent(
        /^\/apps\/contacts\//,
      ),
    );
    // Choosing closes the bar and puts focus back on its button.
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Abrir la búsqueda' })).toHaveFocus());
  },
};

export const SearchNoResults: Story = {
  parameters: { msw: { handlers: { search: [] } } },
  play: async ({ canvasElement }) => {
    const box = await openBar(canvasElement);
    await userEvent.type(box, 'qqxz');
    await waitFor(() => expect(screen.getByText('¡No se encontraron resultados!')).toBeVisible());
  },
};

/** Escape closes the list first, then the bar; closing clears the text. */
export const EscapeClosesBar: Story = {
  play: async ({ canvasElement }) => {
    let box = await openBar(canvasElement);
    await userEvent.type(box, 'an');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByRole('combobox', { name: 'Buscar' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    const button = await within(canvasElement).findByRole('button', { name: 'Abrir la búsqueda' });
    await waitFor(() => expect(button).toHaveFocus());
    box = await openBar(canvasElement);
    await expect(box).toHaveValue('');
  },
};
