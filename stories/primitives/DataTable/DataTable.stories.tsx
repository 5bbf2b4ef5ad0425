import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Badge, Button, DataTable, dataTablePrefsKey, useTableUrlState, type DataTableColumn } from '@atrium/ui';
import { layoutModes, mobileOnlyModes } from '../../../.storybook/modes';
import { directoryOf, serve, useFakeQuery, type FakeMode, type Person } from './fakeDirectory';

const openPerson = fn<(id: string) => void>();
const exportPeople = fn<(ids: string[]) => void>();
const sendMessage = fn<(id: string) => void>();

const statusVariant = { Activo: 'success', Invitado: 'primary', Suspendido: 'warn' } as const;
const statusLabels: Record<string, string> = { Activo: 'Activo', Invitado: 'Invitado', Suspendido: 'Suspendido' };

const columns: DataTableColumn<Person>[] = [
  { id: 'name', header: 'Nombre', cell: (person) => person.name, sortable: true, isRowHeader: true, defaultWidth: 240 },
  { id: 'email', header: 'Correo', cell: (person) => person.email, sortable: true, defaultWidth: 260 },
  { id: 'role', header: 'Rol', cell: (person) => person.role },
  {
    id: 'status',
    header: 'Estado',
    cell: (person) => <Badge variant={statusVariant[person.status]}>{person.status}</Badge>,
  },
  { id: 'orders', header: 'Pedidos', cell: (person) => person.orders, sortable: true, align: 'end' },
  { id: 'phone', header: 'Teléfono', cell: (person) => `+34 600 ${person.id.slice(-6)}`, hiddenByDefault: true },
  {
    id: 'actions',
    header: 'Acciones',
    hideable: false,
    cell: (person) => (
      <Button
        variant="flat"
        size="small"
        onPress={() => sendMessage(person.id)}
        aria-label={`Escribir a ${person.name}`}
      >
        Escribir
      </Button>
    ),
  },
];

interface DirectoryProps {
  people?: number;
  mode?: FakeMode;
  selectable?: boolean;
  showUrl?: boolean;
  /** Adds a button that sorts and turns the page in one press (two changes before the page draws again). */
  quickSortAndPage?: boolean;
  userId?: string;
}

/** A page of the back office as the views will write it: URL state, a query, the table. */
function Directory({
  people = 2000,
  mode = 'normal',
  selectable = false,
  showUrl = false,
  quickSortAndPage = false,
  userId = 'u-1',
}: DirectoryProps) {
  const url = useTableUrlState({ sortable: ['name', 'email', 'orders'], filters: ['status'] });
  const all = useMemo(() => directoryOf(people), [people]);
  const query = useFakeQuery(all, { page: url.page, size: url.size, sort: url.sort, filters: url.filters }, mode);
  const location = useLocation();
  const navigate = useNavigate();
  const activeFilters = url.activeFilterNames.map((name) => ({
    id: name,
    label: `Estado: ${statusLabels[url.filters[name] ?? ''] ?? url.filters[name]}`,
  }));
  return (
    <>
      <DataTable
        id="people"
        userId={userId}
        aria-label="Personas"
        columns={columns}
        rows={query.data?.rows}
        getRowId={(person) => person.id}
        total={query.data?.total}
        page={url.page}
        size={url.size}
        onPageChange={url.setPage}
        onSizeChange={url.setSize}
        sort={url.sort}
        onSortChange={url.setSort}
        status={query.status}
        isFetching={query.isFetching}
        onRetry={query.refetch}
        selectable={selectable}
        bulkActions={(ids) => (
          <Button variant="secondary" size="small" onPress={() => exportPeople(ids)}>
            Exportar
          </Button>
        )}
        activeFilters={activeFilters}
        onClearFilters={url.clearFilters}
        onRowAction={openPerson}
        toolbar={
          <>
            <Button variant="secondary" size="small" onPress={() => url.setFilter('status', 'Suspendido')}>
              Solo suspendidos
            </Button>
            {quickSortAndPage && (
              <Button
                variant="secondary"
                size="small"
                onPress={() => {
                  url.setSort({ column: 'orders', direction: 'ascending' });
                  url.setPage(2);
                }}
              >
                Ordenar por pedidos y pasar de página
              </Button>
            )}
          </>
        }
      />
      {showUrl && (
        <p>
          <output aria-label="Dirección">{location.search}</output>{' '}
          <Button variant="flat" size="small" onPress={() => void navigate(-1)}>
            Atrás
          </Button>
        </p>
      )}
    </>
  );
}

// Usage guidance for the Docs page (Markdown).
const docsDescription = `
\`DataTable\` is the table for a page of server data: sorting, filters and paging happen on the server (the
table reports what the user asks for, with a \`Paginator\` under it); the user's column choices, widths and density
are saved per user; rows can be selected for bulk actions and opened with \`onRowAction\`. Pages longer than 50
rows render only the rows in view. Pair it with \`useTableUrlState\` to keep the page, sort and filters in the URL.
The stories show it over a directory of people.

**Use it** for a view's main list of records: contacts, orders, users, products.

**Don't use it** for a small static table (use \`Table\`) or for a list read one item at a time (use a
\`GridList\`).

**Accessibility**
- It is a react-aria table: one tab stop, arrow keys by cell and row, Space selects, Enter opens a row.
- Sortable headers say their direction; the selection checkboxes are named; the bulk-action bar says how many rows
  are selected.
- Only the rows in view are in the DOM, but \`aria-rowcount\` and \`aria-rowindex\` tell screen readers the real
  count and position.

**Props**: the table lists Atrium's own props and the ones the stories set; the rest are react-aria's [\`Table\`](https://react-spectrum.adobe.com/react-aria/Table.html) props, documented there.
`;

const meta = {
  title: 'Primitives/DataTable',
  component: Directory,
  args: { people: 2000 },
  beforeEach: () => {
    openPerson.mockClear();
    exportPeople.mockClear();
    sendMessage.mockClear();
    // Each story starts from the default column choices.
    for (const key of Object.keys(localStorage)) if (key.startsWith('atrium.dataTable.')) localStorage.removeItem(key);
  },
  parameters: { docs: { description: { component: docsDescription } } },
  subcomponents: { DataTable },
} satisfies Meta<typeof Directory>;

export default meta;
type Story = StoryObj<typeof meta>;

const findTable = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: 'Personas' });

/** The data rows shown (the header row left out). */
const bodyRows = (grid: HTMLElement) =>
  within(grid)
    .queryAllByRole('row')
    .filter((row) => within(row).queryAllByRole('columnheader').length === 0);

const firstName = (grid: HTMLElement) => within(grid).getAllByRole('rowheader')[0]?.textContent;

const people2000 = directoryOf(2000);
const expectedFirst = (sort: { column: string; direction: 'ascending' | 'descending' }) =>
  serve(people2000, { page: 1, size: 25, sort }).rows[0]?.name;

/** A page of 25 out of 2,000: header, rows, pager; a row opens on click; a button in a cell does its own job. */
export const Default: Story = {
  parameters: { chromatic: { modes: layoutModes } },
  play: async ({ canvasElement }) => {
    const grid = await findTable(canvasElement);
    await expect(await within(grid).findByRole('rowheader', { name: 'Lucía Fernández 000001' })).toBeVisible();
    await expect(within(grid).getByRole('columnheader', { name: 'Correo' })).toBeVisible();
    await expect(within(grid).queryByRole('columnheader', { name: 'Teléfono' })).not.toBeInTheDocument();
    await expect(bodyRows(grid)).toHaveLength(25);
    await expect(within(canvasElement).getByText('1 – 25 de 2000')).toBeVisible();
    await expect(within(grid).getAllByText('Activo')[0]).toBeVisible();

    await userEvent.click(within(grid).getByRole('button', { name: 'Escribir a Lucía Fernández 000001' }));
    await expect(sendMessage).toHaveBeenCalledWith('p000001');
    await expect(openPerson).not.toHaveBeenCalled();

    await userEvent.click(within(grid).getByRole('rowheader', { name: 'Álvaro Fernández 000002' }));
    await expect(openPerson).toHaveBeenCalledWith('p000002');
    // The keyboard opens a row too: down to the next row, Enter.
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(openPerson).toHaveBeenLastCalledWith('p000003');
  },
};

/** Pressing a header asks the (fake) server for another order: the rows change and the header says so. */
export const Sorting: Story = {
  play: async ({ canvasElement }) => {
    const grid = await findTable(canvasElement);
    await within(grid).findByRole('rowheader', { name: 'Lucía Fernández 000001' });
    const name = within(grid).getByRole('columnheader', { name: 'Nombre' });
    await expect(name).toHaveAttribute('aria-sort', 'none');

    await userEvent.click(name);
    await waitFor(() => expect(firstName(grid)).toBe(expectedFirst({ column: 'name', direction: 'ascending' })));
    await expect(within(grid).getByRole('columnheader', { name: 'Nombre' })).toHaveAttribute('aria-sort', 'ascending');

    await userEvent.click(within(grid).getByRole('columnheader', { name: 'Nombre' }));
    await waitFor(() => expect(firstName(grid)).toBe(expectedFirst({ column: 'name', direction: 'descending' })));
    await expect(within(grid).getByRole('columnheader', { name: 'Nombre' })).toHaveAttribute('aria-sort', 'descending');
    // Role is not sortable on the server: its header is not a sort control.
    await expect(within(grid).getByRole('columnheader', { name: 'Rol' })).not.toHaveAttribute('aria-sort');
  },
};

/** The column chooser hides and shows columns; the choice is saved for this user and table. */
export const HidingColumns: Story = {
  play: async ({ canvasElement }) => {
    const grid = await findTable(canvasElement);
    await within(grid).findByRole('rowheader', { name: 'Lucía Fernández 000001' });
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Columnas' }));
    const menu = await within(document.body).findByRole('menu', { name: 'Columnas' });
    // The row header and the actions cannot be hidden, so they are not offered.
    await expect(within(menu).queryByRole('menuitemcheckbox', { name: 'Nombre' })).not.toBeInTheDocument();
    await expect(within(menu).getByRole('menuitemcheckbox', { name: 'Correo' })).toBeChecked();
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'Correo' }));
    await waitFor(() => expect(within(grid).queryByRole('columnheader', { name: 'Correo' })).not.toBeInTheDocument());
    const stillOpen = within(document.body).queryByRole('menu', { name: 'Columnas' });
    if (!stillOpen) await userEvent.click(within(canvasElement).getByRole('button', { name: 'Columnas' }));
    const again = await within(document.body).findByRole('menu', { name: 'Columnas' });
    await userEvent.click(within(again).getByRole('menuitemcheckbox', { name: 'Teléfono' }));
    await expect(await within(grid).findByRole('columnheader', { name: 'Teléfono' })).toBeVisible();
    await userEvent.keyboard('{Escape}');

    const saved = JSON.parse(localStorage.getItem(dataTablePrefsKey('people', 'u-1')) ?? '{}') as {
      hidden?: string[];
      shown?: string[];
    };
    await expect(saved.hidden).toEqual(['email']);
    await expect(saved.shown).toEqual(['phone']);
    // Another user on this browser keeps the defaults.
    await expect(localStorage.getItem(dataTablePrefsKey('people', 'u-2'))).toBeNull();
  },
};

/** Dragging a column's edge widens it, and the width is saved with the other choices. */
export const ResizingColumns: Story = {
  play: async ({ canvasElement }) => {
    const grid = await findTable(canvasElement);
    await within(grid).findByRole('rowheader', { name: 'Lucía Fernández 000001' });
    const header = within(grid).getByRole('columnheader', { name: 'Correo' });
    const before = header.getBoundingClientRect().width;
    const resizer = header.querySelector<HTMLElement>('[data-resizable-direction]');
    if (!resizer) throw new Error('No resizer in the Correo column');
    const box = resizer.getBoundingClientRect();
    const y = box.y + box.height / 2;
    // A mouse drag, as the browser reports it (react-aria follows pointer events on the window).
    const pointer = (type: string, clientX: number) =>
      new PointerEvent(type, {
        bubbles: true,
        cancelable: true,
        composed: true,
        pointerId: 1,
        pointerType: 'mouse',
        isPrimary: true,
        button: 0,
        buttons: type === 'pointerup' ? 0 : 1,
        clientX,
        clientY: y,
      });
    resizer.dispatchEvent(pointer('pointerdown', box.x + 2));
    for (const dx of [20, 40, 60, 82]) resizer.dispatchEvent(pointer('pointermove', box.x + dx));
    resizer.dispatchEvent(pointer('pointerup', box.x + 82));
    await waitFor(() => expect(header.getBoundingClientRect().width).toBeGreaterThan(before + 40));
    await waitFor(() => {
      const saved = JSON.parse(localStorage.getItem(dataTablePrefsKey('people', 'u-1')) ?? '{}') as {
        widths?: Record<string, number>;
      };
      return expect(saved.widths?.email).toBeGreaterThan(before + 40);
    });
  },
};

/**
 * The keyboard's way to resize: the "Column width" menu picks a column, its resizer takes the focus,
 * arrows widen it, Enter ends, and the width is saved like a dragged one.
 */
export const ResizesColumnByKeyboard: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const grid = await findTable(canvasElement);
    await within(grid).findByRole('rowheader', { name: 'Lucía Fernández 000001' });
    const header = within(grid).getByRole('columnheader', { name: 'Correo' });
    const before = header.getBoundingClientRect().width;
    const trigger = within(canvasElement).getByRole('button', { name: 'Ancho de columna' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Ancho de columna' });
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    while (document.activeElement?.textContent !== 'Correo') await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(header).toHaveAttribute('data-resizing'));
    const resizer = await within(header).findByRole('slider', { name: /^Cambiar el ancho de Correo/ });
    await waitFor(() => expect(resizer).toHaveFocus());
    for (let step = 0; step < 5; step += 1) await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(header.getBoundingClientRect().width).toBeGreaterThan(before + 40));
    await waitFor(() => {
      const saved = JSON.parse(localStorage.getItem(dataTablePrefsKey('people', 'u-1')) ?? '{}') as {
        widths?: Record<string, number>;
      };
      return expect(saved.widths?.email).toBeGreaterThan(before + 40);
    });
    // The resize over, the focus is back in the table and the resizer is out of the way again.
    await waitFor(() => expect(grid.contains(document.activeElement)).toBe(true));
    await expect(within(header).queryByRole('slider')).not.toBeInTheDocument();
  },
};

/** Saved choices come back on the next visit; junk in storage is ignored. */
export const SavedColumns: Story = {
  beforeEach: () => {
    // Good parts and junk side by side: the junk (a string for widths, a number for shown) is dropped.
    localStorage.setItem(
      dataTablePrefsKey('people', 'u-1'),
      JSON.stringify({ hidden: ['role'], density: 'compact', widths: 'wide', shown: 7 }),
    );
  },
  play: async ({ canvasElement }) => {
    const grid = await findTable(canvasElement);
    await within(grid).findByRole('rowheader', { name: 'Lucía Fernández 000001' });
    await expect(within(grid).queryByRole('columnheader', { name: 'Rol' })).not.toBeInTheDocument();
    await expect(within(canvasElement).getByRole('switch', { name: 'Vista compacta' })).toBeChecked();
  },
};

/** Checkboxes select rows; the bulk bar counts them, runs the caller's action and clears. */
export const Selection: Story = {
  args: { selectable: true },
  play: async ({ canvasElement }) => {
    const grid = await findTable(canvasElement);
    await within(grid).findByRole('rowheader', { name: 'Lucía Fernández 000001' });
    const rows = bodyRows(grid);
    for (const row of rows.slice(0, 3)) await userEvent.click(within(row).getByRole('checkbox'));
    await expect(await within(canvasElement).findByText('3 seleccionadas')).toBeVisible();
    await expect(openPerson).not.toHaveBeenCalled();

    await userEvent.click(within(grid).getByRole('checkbox', { name: 'Seleccionar todos' }));
    await expect(await within(canvasElement).findByText('25 seleccionadas')).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Exportar' }));
    await expect(exportPeople).toHaveBeenCalledOnce();
    await expect(exportPeople.mock.calls[0]?.[0]).toHaveLength(25);

    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Quitar selección' }));
    await expect(within(canvasElement).queryByText(/seleccionadas/)).not.toBeInTheDocument();
    await expect(within(rows[0] as HTMLElement).getByRole('checkbox')).not.toBeChecked();
  },
};

/** No row matches the filters in force: the table names them and offers to clear them. */
export const EmptyWithFilters: Story = {
  parameters: { route: '/?status=Archivado' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Ninguna fila coincide con estos filtros:')).toBeVisible();
    const filters = canvas.getByRole('list', { name: 'Filtros activos' });
    await expect(within(filters).getByRole('listitem')).toHaveTextContent('Estado: Archivado');
    await expect(canvas.getByRole('columnheader', { name: 'Nombre' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Quitar filtros' }));
    await expect(await canvas.findByRole('rowheader', { name: 'Lucía Fernández 000001' })).toBeVisible();
  },
};

/** Nothing at all, and no filter to blame: a plain sentence. */
export const Empty: Story = {
  args: { mode: 'empty' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Aún no hay nada aquí.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Quitar filtros' })).not.toBeInTheDocument();
    await expect(canvas.getByText('0 de 0')).toBeVisible();
  },
};

/** The first page is on its way: the header stays, skeleton rows stand in for the rows. */
export const Loading: Story = {
  args: { mode: 'pending' },
  play: async ({ canvasElement }) => {
    const grid = await findTable(canvasElement);
    await expect(within(grid).getByRole('columnheader', { name: 'Nombre' })).toBeVisible();
    await expect(within(grid).getByRole('status')).toHaveTextContent('Cargando filas…');
    await expect(canvasElement.querySelectorAll('[data-skeleton-row]').length).toBeGreaterThan(3);
  },
};

/** The server failed: a message and Retry, which brings the rows. */
export const ServerError: Story = {
  name: 'Error',
  args: { mode: 'failOnce' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No se pudieron cargar las filas.');
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(await canvas.findByRole('rowheader', { name: 'Lucía Fernández 000001' })).toBeVisible();
  },
};

/** 100,000 people paged by the server; a page of 100 renders only the rows in view. */
export const HundredThousandRows: Story = {
  args: { people: 100_000 },
  parameters: { chromatic: { modes: layoutModes } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await findTable(canvasElement);
    await within(grid).findByRole('rowheader', { name: 'Lucía Fernández 000001' });
    await expect(canvas.getByText('1 – 25 de 100.000')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Página siguiente' }));
    await expect(await within(grid).findByRole('rowheader', { name: /000026$/ })).toBeVisible();
    await expect(canvas.getByText('26 – 50 de 100.000')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: /Elementos por página/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: '100' }));
    await expect(await canvas.findByText('1 – 100 de 100.000')).toBeVisible();
    // A hundred rows come in a virtualized grid that replaces the paged one: look it up afresh until it shows
    // them (a grid found before the swap is gone from the page).
    const virtualGrid = await waitFor(
      () => {
        const grid = within(canvasElement).getByRole('grid', { name: 'Personas' });
        within(grid).getByRole('rowheader', { name: 'Lucía Fernández 000001' });
        return grid;
      },
      { timeout: 10_000 },
    );
    // Only the rows in view (and a few more) are in the DOM.
    await expect(bodyRows(virtualGrid).length).toBeLessThan(60);
    await expect(within(virtualGrid).queryByRole('rowheader', { name: /000100$/ })).not.toBeInTheDocument();

    const scroller = virtualGrid.parentElement as HTMLElement;
    // Scroll to the end (again, as rows measured taller than estimated lengthen the list), until the
    // last row is drawn and the list has stopped growing under it.
    await waitFor(async () => {
      scroller.scrollTop = scroller.scrollHeight;
      await expect(within(virtualGrid).getByRole('rowheader', { name: /000100$/ })).toBeVisible();
      await expect(scroller.scrollTop + scroller.clientHeight).toBeGreaterThanOrEqual(scroller.scrollHeight - 1);
    });
    await expect(bodyRows(virtualGrid).length).toBeLessThan(60);
    // Back to the top, where the rows' positions do not depend on how the rows above were measured: the
    // screen a reviewer compares is the same every time.
    scroller.scrollTop = 0;
    await waitFor(() =>
      expect(within(virtualGrid).getByRole('rowheader', { name: 'Lucía Fernández 000001' })).toBeVisible(),
    );
  },
};

/** The density switch makes rows shorter, and is remembered. */
export const CompactDensity: Story = {
  play: async ({ canvasElement }) => {
    const grid = await findTable(canvasElement);
    const cell = await within(grid).findByRole('rowheader', { name: 'Lucía Fernández 000001' });
    const before = cell.getBoundingClientRect().height;
    await userEvent.click(within(canvasElement).getByRole('switch', { name: 'Vista compacta' }));
    await waitFor(() => expect(cell.getBoundingClientRect().height).toBeLessThan(before));
    const saved = JSON.parse(localStorage.getItem(dataTablePrefsKey('people', 'u-1')) ?? '{}') as {
      density?: string;
    };
    await expect(saved.density).toBe('compact');
  },
};

/** Page and sort live in the URL: a link opens that view, a filter goes back to page 1, Back returns. */
export const UrlState: Story = {
  args: { showUrl: true },
  parameters: { route: '/?page=3&sort=orders&order=desc' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('51 – 75 de 2000')).toBeVisible();
    const grid = await findTable(canvasElement);
    await expect(within(grid).getByRole('columnheader', { name: 'Pedidos' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const address = canvas.getByRole('status', { name: 'Dirección' });

    await userEvent.click(canvas.getByRole('button', { name: 'Página siguiente' }));
    await waitFor(() => expect(address).toHaveTextContent('?page=4&sort=orders&order=desc'));
    await expect(await canvas.findByText('76 – 100 de 2000')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Solo suspendidos' }));
    await waitFor(() => expect(address).toHaveTextContent('?sort=orders&order=desc&status=Suspendido'));

    await userEvent.click(canvas.getByRole('button', { name: 'Atrás' }));
    await waitFor(() => expect(address).toHaveTextContent('?page=4&sort=orders&order=desc'));
    await expect(await canvas.findByText('76 – 100 de 2000')).toBeVisible();
  },
};

/**
 * A page chosen right after a sort keeps the sort: the second change is written on top of the first, even
 * before the page has drawn the first (here both come from one press, as two quick presses can).
 */
export const PagesRightAfterSorting: Story = {
  args: { showUrl: true, quickSortAndPage: true },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('1 – 25 de 2000')).toBeVisible();
    const address = canvas.getByRole('status', { name: 'Dirección' });

    await userEvent.click(canvas.getByRole('button', { name: 'Ordenar por pedidos y pasar de página' }));
    await waitFor(() => expect(address).toHaveTextContent('?sort=orders&order=asc&page=2'));
    await expect(await canvas.findByText('26 – 50 de 2000')).toBeVisible();
    const grid = await findTable(canvasElement);
    await expect(within(grid).getByRole('columnheader', { name: 'Pedidos' })).toHaveAttribute('aria-sort', 'ascending');
  },
};

/** Nonsense in the URL gives the default view, without errors. */
export const InvalidUrl: Story = {
  args: { showUrl: true },
  parameters: { route: '/?page=-3&size=10000&sort=password&order=up' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('1 – 25 de 2000')).toBeVisible();
    const grid = await findTable(canvasElement);
    await expect(within(grid).getByRole('columnheader', { name: 'Nombre' })).toHaveAttribute('aria-sort', 'none');
  },
};

/** On a phone the controls wrap and the table scrolls sideways inside its frame, not the page. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { chromatic: { modes: mobileOnlyModes } },
  play: async ({ canvasElement }) => {
    const grid = await findTable(canvasElement);
    await within(grid).findByRole('rowheader', { name: 'Lucía Fernández 000001' });
    await expect(matchMedia('(min-width: 600px)').matches).toBe(false);
    await expect(within(canvasElement).getByRole('button', { name: 'Columnas' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(within(canvasElement).getByRole('button', { name: 'Página siguiente' })).toBeVisible();
  },
};
