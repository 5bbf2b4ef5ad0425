import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Cell, Column, Row, Table, TableBody, TableHeader, sortItems } from '@atrium/ui';

interface Employee {
  id: number;
  name: string;
  department: string;
  projects: number;
}

const employees: Employee[] = [
  { id: 1, name: 'Lucía Fernández', department: 'Ventas', projects: 12 },
  { id: 2, name: 'Álvaro Ruiz', department: 'Ingeniería', projects: 3 },
  { id: 3, name: 'Marta Gómez', department: 'Diseño', projects: 25 },
  { id: 4, name: 'Bruno Díaz', department: 'Ingeniería', projects: 8 },
];

const columns = [
  { id: 'name', name: 'Nombre', isRowHeader: true },
  { id: 'department', name: 'Departamento' },
  { id: 'projects', name: 'Proyectos' },
] as const;

function EmployeesTable({
  items,
  sortable = false,
  ...props
}: Parameters<typeof Table>[0] & { items: readonly Employee[]; sortable?: boolean }) {
  return (
    <Table aria-label="Empleados" {...props}>
      <TableHeader columns={columns}>
        {(column) => (
          <Column id={column.id} isRowHeader={'isRowHeader' in column} allowsSorting={sortable}>
            {column.name}
          </Column>
        )}
      </TableHeader>
      <TableBody items={items} renderEmptyState={() => 'No hay empleados'}>
        {(employee) => <Row columns={columns}>{(column) => <Cell>{employee[column.id]}</Cell>}</Row>}
      </TableBody>
    </Table>
  );
}

function SortableEmployees(props: Parameters<typeof Table>[0]) {
  const [sortDescriptor, setSortDescriptor] = useState<SortDescriptor>();
  const items = useMemo(() => sortItems(employees, sortDescriptor, 'es'), [sortDescriptor]);
  return (
    <EmployeesTable
      {...props}
      items={items}
      sortable
      sortDescriptor={sortDescriptor}
      onSortChange={setSortDescriptor}
    />
  );
}

const names = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

// Usage guidance for the Docs page (Markdown).
const docsDescription = `
A data table on react-aria: \`TableHeader\` with \`Column\`s, \`TableBody\` with \`Row\`s of \`Cell\`s. Sorting goes
through \`sortDescriptor\`/\`onSortChange\` (\`sortItems\` sorts in memory), and \`selectionMode\` adds a checkbox
column. For paging, filters, column choices and long lists, use \`DataTable\`, which is built on it.

**Use it** for records compared across columns.

**Don't use it** for layout, or for a list read one item at a time (use a \`GridList\`).

**Accessibility**
- react-aria gives the grid pattern: the table is one tab stop; arrow keys move by cell and row, Home/End and
  Page Up/Down jump; Space selects a row; Enter runs \`onRowAction\`.
- Sortable columns are buttons that say their direction (\`aria-sort\`); name the table with \`aria-label\` or
  a caption; \`renderEmptyState\` says why there are no rows.

**Props**: the table lists Atrium's own props and the ones the stories set; the rest are react-aria's [\`Table\`](https://react-spectrum.adobe.com/react-aria/Table.html) props, documented there.
`;

const meta = {
  title: 'Primitives/Table',
  component: Table,
  args: { 'aria-label': 'Empleados' },
  render: (args) => <EmployeesTable {...args} items={employees} />,
  parameters: { docs: { description: { component: docsDescription } } },
  subcomponents: { TableHeader, Column, TableBody, Row, Cell },
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const grid = canvas.getByRole('grid', { name: 'Empleados' });
    await expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Nombre', 'Departamento', 'Proyectos']);
    // One header row and four rows of data, in the order given.
    await expect(within(grid).getAllByRole('row')).toHaveLength(5);
    await expect(names(canvasElement)).toEqual(['Lucía Fernández', 'Álvaro Ruiz', 'Marta Gómez', 'Bruno Díaz']);
  },
};

export const Sorting: Story = {
  render: (args) => <SortableEmployees {...args} />,
  play: async ({ canvas, canvasElement }) => {
    const nameHeader = canvas.getByRole('columnheader', { name: 'Nombre' });
    await expect(nameHeader).toHaveAttribute('aria-sort', 'none');

    await userEvent.click(nameHeader);
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    // Locale-aware: "Álvaro" sorts with the A's, not after the Z's.
    await expect(names(canvasElement)).toEqual(['Álvaro Ruiz', 'Bruno Díaz', 'Lucía Fernández', 'Marta Gómez']);

    await userEvent.click(nameHeader);
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(names(canvasElement)).toEqual(['Marta Gómez', 'Lucía Fernández', 'Bruno Díaz', 'Álvaro Ruiz']);

    // Numbers sort numerically (3 < 8 < 12 < 25), and the keyboard sorts too.
    const projectsHeader = canvas.getByRole('columnheader', { name: 'Proyectos' });
    await userEvent.click(projectsHeader);
    await expect(projectsHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    await expect(names(canvasElement)).toEqual(['Álvaro Ruiz', 'Bruno Díaz', 'Lucía Fernández', 'Marta Gómez']);
    await userEvent.keyboard('{Enter}');
    await expect(projectsHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(names(canvasElement)).toEqual(['Marta Gómez', 'Lucía Fernández', 'Bruno Díaz', 'Álvaro Ruiz']);
  },
};

export const Selection: Story = {
  args: { selectionMode: 'multiple', onSelectionChange: fn() },
  play: async ({ args, canvas }) => {
    const marta = canvas.getByRole('row', { name: /Marta Gómez/ });
    await userEvent.click(within(marta).getByRole('checkbox'));
    await expect(marta).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(1);

    const selectAll = canvas.getByRole('checkbox', { name: 'Seleccionar todos' });
    await expect(selectAll).toBePartiallyChecked();
    await userEvent.click(selectAll);
    for (const row of canvas.getAllByRole('row').slice(1)) {
      await expect(row).toHaveAttribute('aria-selected', 'true');
    }
    // Space toggles the focused row from the keyboard.
    await userEvent.keyboard('{ArrowDown}{ }');
    await expect(selectAll).toBePartiallyChecked();
  },
};

export const Empty: Story = {
  render: (args) => <EmployeesTable {...args} items={[]} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No hay empleados')).toBeVisible();
    await expect(canvas.queryAllByRole('gridcell')).toHaveLength(0);
  },
};

const manyEmployees: Employee[] = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  name: `Empleado ${index + 1}`,
  department: ['Ventas', 'Ingeniería', 'Diseño'][index % 3] ?? 'Ventas',
  projects: (index * 7) % 20,
}));

export const StickyHeader: Story = {
  args: { maxBlockSize: '240px' },
  render: (args) => <EmployeesTable {...args} items={manyEmployees} />,
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'Empleados' });
    const scroller = grid.parentElement as HTMLElement;
    scroller.scrollTop = 400;
    const header = canvas.getByRole('columnheader', { name: 'Nombre' });
    // After scrolling, the header still sits at the top edge of the scrolling box.
    await expect(Math.round(header.getBoundingClientRect().top)).toBe(
      Math.round(scroller.getBoundingClientRect().top + scroller.clientTop),
    );
  },
};
