import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trash2 } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, GridList, GridListItem, Icon } from '@atrium/ui';

interface Contact {
  id: string;
  name: string;
  email: string;
}

const contacts: Contact[] = [
  { id: 'lucia', name: 'Lucía Fernández', email: 'lucia@atrium.test' },
  { id: 'alvaro', name: 'Álvaro Ruiz', email: 'alvaro@atrium.test' },
  { id: 'marta', name: 'Marta Gómez', email: 'marta@atrium.test' },
  { id: 'bruno', name: 'Bruno Díaz', email: 'bruno@atrium.test' },
];

// Usage guidance for the Docs page (Markdown).
const docsDescription = `
An interactive list of items that can hold their own buttons and links, with optional single or multiple
selection (a checkbox per item when several can be chosen).

**Use it** for lists whose items are chosen or opened and have actions inside them: contacts, files, cards.

**Don't use it** for a list of plain text that is only read (use \`ul\`), for tabular data with columns (use a
\`Table\` or \`DataTable\`), or for options inside a form field (use a \`Select\` or \`ComboBox\`).

**Accessibility**
- react-aria gives the grid pattern: the list is one tab stop; arrow keys move between items and into the
  controls inside them; Space selects; typing jumps to the item starting with the letters typed.
- Name the list with \`aria-label\` (or \`aria-labelledby\`); give items \`textValue\` when their content is not
  plain text.
- The selection checkboxes are wired and named by react-aria ("Select").

**Props**: the table lists Atrium's own props and the ones the stories set; the rest are react-aria's [\`GridList\`](https://react-spectrum.adobe.com/react-aria/GridList.html) props, documented there.
`;

const meta = {
  title: 'Primitives/GridList',
  component: GridList,
  args: { 'aria-label': 'Contactos', items: contacts },
  render: (args) => (
    <GridList {...args} style={{ maxInlineSize: 420 }}>
      {(contact: Contact) => <GridListItem id={contact.id}>{contact.name}</GridListItem>}
    </GridList>
  ),
  parameters: { docs: { description: { component: docsDescription } } },
  subcomponents: { GridListItem },
} satisfies Meta<typeof GridList<Contact>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('grid', { name: 'Contactos' });
    const rows = within(list).getAllByRole('row');
    await expect(rows.map((row) => row.textContent)).toEqual([
      'Lucía Fernández',
      'Álvaro Ruiz',
      'Marta Gómez',
      'Bruno Díaz',
    ]);
    // Tab enters the list on its first item; arrow keys move from item to item.
    await userEvent.tab();
    await expect(rows[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(rows[2]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(rows[1]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(rows[3]).toHaveFocus();
  },
};

export const Selection: Story = {
  args: { selectionMode: 'multiple', onSelectionChange: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ }');
    const alvaro = canvas.getByRole('row', { name: 'Álvaro Ruiz' });
    await expect(alvaro).toHaveAttribute('aria-selected', 'true');
    await expect(within(alvaro).getByRole('checkbox')).toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(1);

    // A click on another item's checkbox adds it to the selection.
    const bruno = canvas.getByRole('row', { name: 'Bruno Díaz' });
    await userEvent.click(within(bruno).getByRole('checkbox'));
    await expect(bruno).toHaveAttribute('aria-selected', 'true');
    await expect(alvaro).toHaveAttribute('aria-selected', 'true');

    // Space again deselects the focused item.
    await userEvent.keyboard('{ }');
    await expect(bruno).toHaveAttribute('aria-selected', 'false');
  },
};

export const SingleSelection: Story = {
  args: { selectionMode: 'single', defaultSelectedKeys: ['marta'] },
  play: async ({ canvas }) => {
    const marta = canvas.getByRole('row', { name: 'Marta Gómez' });
    await expect(marta).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await userEvent.click(canvas.getByRole('row', { name: 'Lucía Fernández' }));
    await expect(canvas.getByRole('row', { name: 'Lucía Fernández' })).toHaveAttribute('aria-selected', 'true');
    await expect(marta).toHaveAttribute('aria-selected', 'false');
  },
};

export const TypeAhead: Story = {
  args: { selectionMode: 'single' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('row', { name: 'Lucía Fernández' })).toHaveFocus();
    // Typing the first letters jumps to the item whose text starts with them.
    await userEvent.keyboard('ma');
    await expect(canvas.getByRole('row', { name: 'Marta Gómez' })).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 1100)); // the type-ahead buffer resets after 1 s
    await userEvent.keyboard('b');
    await expect(canvas.getByRole('row', { name: 'Bruno Díaz' })).toHaveFocus();
  },
};

const onDelete = fn();

export const WithActions: Story = {
  args: { onAction: fn() },
  render: (args) => (
    <GridList {...args} style={{ maxInlineSize: 420 }}>
      {(contact: Contact) => (
        <GridListItem id={contact.id} textValue={contact.name}>
          <span style={{ display: 'flex', flexDirection: 'column', flex: 1 }}>
            <span>{contact.name}</span>
            <small>{contact.email}</small>
          </span>
          <Button
            variant="icon"
            size="small"
            aria-label={`Eliminar ${contact.name}`}
            onPress={() => {
              onDelete(contact.id);
            }}
          >
            <Icon icon={Trash2} size="sm" />
          </Button>
        </GridListItem>
      )}
    </GridList>
  ),
  play: async ({ args, canvas }) => {
    onDelete.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar Marta Gómez' }));
    await expect(onDelete).toHaveBeenCalledWith('marta');

    // The keyboard reaches the action too: ArrowRight moves from the item into its button.
    await userEvent.click(canvas.getByText('Lucía Fernández'));
    await expect(args.onAction).toHaveBeenCalledWith('lucia');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Eliminar Lucía Fernández' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onDelete).toHaveBeenLastCalledWith('lucia');
  },
};

export const Disabled: Story = {
  args: { selectionMode: 'multiple', disabledKeys: ['alvaro'] },
  play: async ({ canvas }) => {
    const alvaro = canvas.getByRole('row', { name: 'Álvaro Ruiz' });
    await expect(alvaro).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    // Arrow keys skip the disabled item.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('row', { name: 'Marta Gómez' })).toHaveFocus();
  },
};

export const Empty: Story = {
  args: { items: [], renderEmptyState: () => 'Sin contactos' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sin contactos')).toBeVisible();
    await expect(canvas.queryAllByRole('row', { name: /Lucía/ })).toHaveLength(0);
  },
};
