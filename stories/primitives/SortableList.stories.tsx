import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SortableList, moveKeys, vars, type SortableDropTarget } from '@atrium/ui';

interface Chore {
  id: string;
  title: string;
}

const chores: Chore[] = [
  { id: 'milk', title: 'Comprar leche' },
  { id: 'plants', title: 'Regar las plantas' },
  { id: 'bills', title: 'Pagar las facturas' },
  { id: 'call', title: 'Llamar a Marta' },
];

const renderChore = (chore: Chore) => <span style={{ paddingInline: vars.space.sm }}>{chore.title}</span>;
const choreText = (chore: Chore) => chore.title;

/** A list that keeps its own order, as an app keeps it in its data. */
function OwnOrderList({ initial, label }: { initial: Chore[]; label: string }) {
  const [items, setItems] = useState(initial);
  return (
    <SortableList
      aria-label={label}
      items={items}
      renderItem={renderChore}
      textValue={choreText}
      onReorder={(keys, target) => setItems((current) => moveKeys(current, keys, target))}
    />
  );
}

// Usage guidance for the Docs page (Markdown).
const docsDescription = `
A list whose rows are put in order by dragging, by mouse, touch or keyboard, and can be moved between lists
sharing a \`dragType\`. It is virtualized: only the rows in view exist. The caller keeps the order, changing
\`items\` in \`onReorder\` (and \`onMove\`); \`moveKeys\` computes the new order.

**Use it** when the order is the user's to choose: priorities, steps, the lists of a board.

**Don't use it** to sort by a field (give the \`Table\` sortable columns instead).

**Accessibility**
- react-aria's drag and drop works from the keyboard: focus a row's drag handle, press Enter to start, Tab or the
  arrow keys to choose where it goes, Enter to drop, Escape to cancel. Each step is announced.
- \`aria-label\` names the list and \`textValue\` gives each row the words that are announced while it moves.

**Props**: the table lists Atrium's own props and the ones the stories set; the rest are react-aria's [\`GridList\`](https://react-spectrum.adobe.com/react-aria/GridList.html) props, documented there.
`;

const meta = {
  title: 'Primitives/SortableList',
  component: SortableList<Chore>,
  args: {
    'aria-label': 'Tareas de casa',
    items: chores,
    renderItem: renderChore,
    textValue: choreText,
    onReorder: fn(),
  },
  render: ({ items, 'aria-label': label }) => (
    <div style={{ maxInlineSize: 420, border: `1px solid ${vars.color.divider}` }}>
      <OwnOrderList initial={[...items]} label={label} />
    </div>
  ),
  parameters: { docs: { description: { component: docsDescription } } },
} satisfies Meta<typeof SortableList<Chore>>;

export default meta;
type Story = StoryObj<typeof meta>;

const titles = (list: HTMLElement) =>
  within(list)
    .queryAllByRole('row')
    .map((row) => row.textContent ?? '')
    .filter(Boolean);

export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('grid', { name: 'Tareas de casa' });
    await expect(titles(list)).toEqual(chores.map((chore) => chore.title));
    // Every row has a handle named by react-aria in the app's language.
    await expect(canvas.getByRole('button', { name: 'Arrastrar Comprar leche' })).toBeVisible();
  },
};

/** The handle by keyboard: Enter picks the row up, ArrowDown moves the drop place, Enter drops it. */
export const ReorderByKeyboard: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('grid', { name: 'Tareas de casa' });
    const handle = canvas.getByRole('button', { name: 'Arrastrar Comprar leche' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(handle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // The drop places are offered one by one from where the row is; one down is after the next row.
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(titles(list)).toEqual(['Regar las plantas', 'Comprar leche', 'Pagar las facturas', 'Llamar a Marta']),
    );
  },
};

/** Two lists sharing a drag type: a row moves from one to the other (here by keyboard). */
function TwoLists() {
  const [lists, setLists] = useState<Record<'todo' | 'done', Chore[]>>({
    todo: chores.slice(0, 3),
    done: chores.slice(3),
  });
  const reorder = (name: 'todo' | 'done') => (keys: string[], target: SortableDropTarget) =>
    setLists((current) => ({ ...current, [name]: moveKeys(current[name], keys, target) }));
  const move = (to: 'todo' | 'done') => (keys: string[], target: SortableDropTarget | null) =>
    setLists((current) => {
      const from = to === 'todo' ? 'done' : 'todo';
      return {
        [from]: current[from].filter((chore) => !keys.includes(chore.id)),
        [to]: moveKeys(current[to], keys, target, current[from]),
      } as Record<'todo' | 'done', Chore[]>;
    });
  const box = { flex: '1 1 14rem', border: `1px solid ${vars.color.divider}` };
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg, maxInlineSize: 720 }}>
      {(['todo', 'done'] as const).map((name) => (
        <div key={name} style={box}>
          <SortableList
            aria-label={name === 'todo' ? 'Por hacer' : 'Hecho'}
            items={lists[name]}
            renderItem={renderChore}
            textValue={choreText}
            dragType="application/x-chores"
            onReorder={reorder(name)}
            onMove={move(name)}
          />
        </div>
      ))}
    </div>
  );
}

export const TwoListsMoveBetween: Story = {
  name: 'Two lists (move between)',
  render: () => <TwoLists />,
  play: async ({ canvas }) => {
    const todo = canvas.getByRole('grid', { name: 'Por hacer' });
    const done = canvas.getByRole('grid', { name: 'Hecho' });
    await expect(titles(done)).toEqual(['Llamar a Marta']);
    // The handle takes no pointer (a pointer drags the whole row): reach it by keyboard.
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Arrastrar Pagar las facturas' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // Drop places run through this list, then the other one; Tab moves to the other list's.
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(titles(done)).toContain('Pagar las facturas'));
    await expect(titles(todo)).toEqual(['Comprar leche', 'Regar las plantas']);
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('grid', { name: 'Tareas de casa' });
    await expect(within(list).getByText('No hay elementos. Arrastra uno aquí.')).toBeVisible();
  },
};
