import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  TagChips,
  TagPanel,
  TagPicker,
  tagColors,
  type TagColor,
  type TagOption,
  type TagPickerProps,
} from '@atrium/ui';

const seedTags: TagOption[] = [
  { id: 'work', title: 'Trabajo', color: 'blue' },
  { id: 'family', title: 'Familia', color: 'green' },
  { id: 'urgent', title: 'Urgente', color: 'red' },
  { id: 'travel', title: 'Viajes', color: 'teal' },
  { id: 'ideas', title: 'Ideas', color: 'amber' },
  { id: 'archive', title: 'Archivo' },
];

type HarnessProps = Pick<TagPickerProps, 'label' | 'triggerLabel' | 'isLoading' | 'isDisabled'> & {
  initialSelected?: string[];
  /** The panel alone, without the button and popover. */
  panelOnly?: boolean;
  onSelectionChange?: (ids: string[]) => void;
};

/** A picker over state of its own, as an app would hold the tags and the selection. */
function Harness({ initialSelected = [], panelOnly = false, onSelectionChange, ...props }: HarnessProps) {
  const [tags, setTags] = useState(seedTags);
  const [selected, setSelected] = useState(initialSelected);
  const common = {
    ...props,
    tags,
    selectedIds: selected,
    onSelectionChange: (ids: string[]) => {
      setSelected(ids);
      onSelectionChange?.(ids);
    },
    onCreate: (title: string) => {
      const id = `tag-${tags.length + 1}`;
      setTags((all) => [{ id, title, color: 'purple' }, ...all]);
      setSelected((ids) => [...ids, id]);
    },
    onRename: (id: string, title: string) =>
      setTags((all) => all.map((tag) => (tag.id === id ? { ...tag, title } : tag))),
    onDelete: (id: string) => {
      setTags((all) => all.filter((tag) => tag.id !== id));
      setSelected((ids) => ids.filter((tagId) => tagId !== id));
    },
  };
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, alignItems: 'flex-start' }}>
      {panelOnly ? <TagPanel {...common} /> : <TagPicker {...common} />}
      <TagChips tags={tags} ids={selected} label="Elegidas" size="small" />
    </div>
  );
}

// Usage guidance for the Docs page (Markdown).
const docsDescription = `
Chooses several tags from a list: \`TagPicker\` is a button (tag icon, label, how many are chosen) that opens the
\`TagPanel\` in a popover, where tags are filtered, ticked, created, renamed and deleted. \`TagChips\` shows the
chosen tags as chips in their hues, each with its title as text.

**Use it** to label a record with several tags from a user-managed set (notes, contacts, tasks).

**Don't use it** to pick one value (use a \`Select\` or \`ComboBox\`).

**Accessibility**
- The filter takes the focus when the panel opens; ArrowDown goes to the list, where arrow keys move, Space ticks
  and typing jumps.
- Deleting a tag asks first, in a confirm dialog. A chip's colour only adds to its text; its remove button is
  named with the tag's title.
`;

const meta = {
  title: 'Primitives/TagPicker',
  component: Harness,
  args: { label: 'Etiquetas', initialSelected: ['work', 'urgent'] },
  parameters: { layout: 'padded', docs: { description: { component: docsDescription } } },
  subcomponents: { TagPicker, TagPanel, TagChips },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button says how many are chosen; the panel lists every tag with the chosen ones ticked. */
export const Default: Story = {
  decorators: [(Story) => <div style={{ minBlockSize: 420 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Etiquetas 2 elegidas' });
    await expect(within(canvas.getByRole('list', { name: 'Elegidas' })).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(trigger);
    const panel = await screen.findByRole('dialog', { name: 'Etiquetas' });
    const filter = within(panel).getByRole('textbox', { name: 'Filtrar o crear etiqueta' });
    await waitFor(() => expect(filter).toHaveFocus());
    const list = within(panel).getByRole('grid', { name: 'Etiquetas' });
    await expect(
      within(list)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(seedTags.map((tag) => tag.title));
    await expect(within(list).getByRole('row', { name: 'Trabajo' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(list).getByRole('row', { name: 'Familia' })).toHaveAttribute('aria-selected', 'false');
    await expect(within(panel).getByRole('button', { name: 'Renombrar o eliminar' })).toBeVisible();
  },
};

/** The filter narrows the list; a name no tag has is offered as a new tag, which arrives ticked. */
export const FilterAndCreate: Story = {
  args: { initialSelected: [] },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Etiquetas' }));
    const panel = await screen.findByRole('dialog', { name: 'Etiquetas' });
    const filter = within(panel).getByRole('textbox', { name: 'Filtrar o crear etiqueta' });
    await userEvent.type(filter, 'vi');
    const list = within(panel).getByRole('grid', { name: 'Etiquetas' });
    await expect(
      within(list)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Viajes']);
    // "viajes" is taken (case aside): nothing to create. "Visitas" is new.
    await userEvent.type(filter, 'ajes');
    await expect(within(panel).queryByRole('button', { name: /^Crear/ })).not.toBeInTheDocument();
    await userEvent.clear(filter);
    await userEvent.type(filter, 'Visitas');
    await expect(within(panel).getByText('Ninguna etiqueta coincide.')).toBeVisible();
    await userEvent.click(within(panel).getByRole('button', { name: 'Crear «Visitas»' }));
    // The filter empties and keeps the focus; the new tag is first in the list, ticked.
    await waitFor(() => expect(filter).toHaveValue(''));
    await waitFor(() => expect(filter).toHaveFocus());
    await expect(within(list).getByRole('row', { name: 'Visitas' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(canvas.getByRole('list', { name: 'Elegidas' })).getByText('Visitas')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Etiquetas 1 elegida' })).toBeVisible();
  },
};

/** In the manage mode a name is changed in place; deleting asks first and then takes the tag away. */
export const RenameAndDelete: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Etiquetas/ }));
    const panel = await screen.findByRole('dialog', { name: 'Etiquetas' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Renombrar o eliminar' }));
    const name = within(panel).getByRole('textbox', { name: 'Nombre de la etiqueta Trabajo' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Oficina{Enter}');
    await expect(within(panel).getByRole('textbox', { name: 'Nombre de la etiqueta Oficina' })).toHaveValue('Oficina');
    await expect(within(canvas.getByRole('list', { name: 'Elegidas' })).getByText('Oficina')).toBeVisible();

    await userEvent.click(within(panel).getByRole('button', { name: 'Eliminar la etiqueta Urgente' }));
    const confirm = await screen.findByRole('alertdialog', { name: '¿Eliminar la etiqueta?' });
    await expect(confirm).toHaveTextContent('Se quitará «Urgente» de todo lo que la lleve.');
    // Cancel keeps it; confirming deletes it.
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(within(panel).getByRole('textbox', { name: 'Nombre de la etiqueta Urgente' })).toBeVisible();
    await userEvent.click(within(panel).getByRole('button', { name: 'Eliminar la etiqueta Urgente' }));
    const again = await screen.findByRole('alertdialog', { name: '¿Eliminar la etiqueta?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() =>
      expect(within(panel).queryByRole('textbox', { name: 'Nombre de la etiqueta Urgente' })).not.toBeInTheDocument(),
    );
    // The row went with the focus: it is back in the filter, so Escape still closes the panel.
    await waitFor(() => expect(within(panel).getByRole('textbox', { name: 'Filtrar o crear etiqueta' })).toHaveFocus());
    await expect(canvas.getByRole('button', { name: 'Etiquetas 1 elegida' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Etiquetas' })).not.toBeInTheDocument());
  },
};

/** A name that is empty or another tag's is refused with a message, and what was typed stays. */
export const Validation: Story = {
  args: { panelOnly: true },
  // Checked by its play function but not shot: its last frame has the focus on a delete button, whose
  // tooltip shows or not depending on when the shot is taken.
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const filter = canvas.getByRole('textbox', { name: 'Filtrar o crear etiqueta' });
    await userEvent.type(filter, 'familia{Enter}');
    await expect(filter).toHaveValue('familia');
    await expect(filter).toHaveAccessibleDescription('Ya hay una etiqueta «Familia».');
    await userEvent.clear(filter);
    await expect(canvas.queryByText('Ya hay una etiqueta «Familia».')).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Renombrar o eliminar' }));
    const name = canvas.getByRole('textbox', { name: 'Nombre de la etiqueta Ideas' });
    await userEvent.clear(name);
    await userEvent.type(name, 'VIAJES{Enter}');
    await expect(name).toHaveValue('VIAJES');
    await expect(name).toHaveAccessibleDescription('Ya hay una etiqueta «Viajes».');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    const other = canvas.getByRole('textbox', { name: 'Nombre de la etiqueta Archivo' });
    await userEvent.clear(other);
    await userEvent.tab();
    await expect(other).toHaveValue('');
    await expect(other).toHaveAccessibleDescription('Escribe un nombre para la etiqueta.');
  },
};

const hueNames: Record<TagColor, string> = {
  blue: 'Azul',
  indigo: 'Índigo',
  red: 'Rojo',
  teal: 'Verde azulado',
  purple: 'Morado',
  green: 'Verde',
  amber: 'Ámbar',
  pink: 'Rosa',
  gray: 'Gris',
};

/** Chips in the nine hues, small and medium, plain and removable: the name is always written. */
export const Chips: Story = {
  render: function ChipsStory() {
    const all = tagColors.map((color) => ({ id: color, title: hueNames[color], color }));
    const [ids, setIds] = useState(all.map((tag) => tag.id));
    return (
      <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        <TagChips tags={all} ids={all.map((tag) => tag.id)} size="small" label="Pequeñas" />
        <TagChips tags={all} ids={all.map((tag) => tag.id)} label="Medianas" />
        <TagChips
          tags={all}
          ids={ids}
          label="Con quitar"
          onRemove={(id) => setIds((current) => current.filter((tagId) => tagId !== id))}
        />
      </div>
    );
  },
  play: async ({ canvas }) => {
    const small = canvas.getByRole('list', { name: 'Pequeñas' });
    await expect(within(small).getAllByRole('listitem')).toHaveLength(9);
    const removable = canvas.getByRole('list', { name: 'Con quitar' });
    await userEvent.click(within(removable).getByRole('button', { name: 'Quitar la etiqueta Gris' }));
    await waitFor(() => expect(within(removable).getAllByRole('listitem')).toHaveLength(8));
    await expect(within(removable).queryByText('Gris')).not.toBeInTheDocument();
  },
};

/** Everything by keyboard: open, filter first, arrows into the list, Space ticks, Escape closes. */
export const Keyboard: Story = {
  args: { initialSelected: [], onSelectionChange: fn() },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Etiquetas' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'Etiquetas' });
    const filter = within(panel).getByRole('textbox', { name: 'Filtrar o crear etiqueta' });
    await waitFor(() => expect(filter).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    const rows = within(panel).getAllByRole('row');
    await waitFor(() => expect(rows[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ }');
    await expect(rows[1]).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['family']);
    await userEvent.keyboard('{ArrowDown}{ }');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['family', 'urgent']);
    // Typing jumps to a tag by its first letters.
    await userEvent.keyboard('id');
    await waitFor(() => expect(within(panel).getByRole('row', { name: 'Ideas' })).toHaveFocus());
    // Escape closes the panel (and clears nothing); the focus goes back to the button.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Etiquetas' })).not.toBeInTheDocument());
    const updated = canvas.getByRole('button', { name: 'Etiquetas 2 elegidas' });
    await waitFor(() => expect(updated).toHaveFocus());
  },
};
