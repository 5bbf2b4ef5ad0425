import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SearchField } from '@atrium/ui';

// Usage guidance for the Docs page (Markdown).
const docsDescription = `
A search input with a clear button: Enter calls \`onSubmit\`, Escape or the clear button empties it and calls
\`onClear\`.

**Use it** to filter or search a list or a page.

**Don't use it** to pick one value from known options (use a \`ComboBox\`), or for the app-wide search (the
toolbar's Search widget).

**Accessibility**
- react-aria renders an \`input type="search"\` labelled by \`label\` (or \`aria-label\` when there is no visible
  label); the clear button is named and left out of the tab order, since Escape does the same.
- Announce the number of results somewhere on the page when the list changes as people type.

**Props**: the table lists Atrium's own props and the ones the stories set; the rest are react-aria's [\`SearchField\`](https://react-spectrum.adobe.com/react-aria/SearchField.html) props, documented there.
`;

const meta = {
  title: 'Primitives/SearchField',
  component: SearchField,
  args: {
    label: 'Buscar contactos',
    placeholder: 'Nombre, correo o empresa',
    onChange: fn(),
    onSubmit: fn(),
    onClear: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { docs: { description: { component: docsDescription } } },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Buscar contactos' });
    await userEvent.type(input, 'Lucía');
    await expect(input).toHaveValue('Lucía');
    await expect(args.onChange).toHaveBeenLastCalledWith('Lucía');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('Lucía');
  },
};

export const ClearButton: Story = {
  args: { defaultValue: 'Lucía' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Buscar contactos' });
    await userEvent.click(canvas.getByRole('button', { name: 'Borrar búsqueda' }));
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(input).toHaveFocus();
    // Nothing left to clear: the button is hidden.
    await expect(canvas.queryByRole('button', { name: 'Borrar búsqueda' })).toBeNull();
  },
};

export const EscapeClears: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Buscar contactos' });
    await userEvent.type(input, 'Acme');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

export const HiddenLabel: Story = {
  args: { hideLabel: true, label: 'Buscar en el panel', placeholder: 'Buscar…' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Buscar en el panel' });
    await expect(input).toBeVisible();
    // Visually hidden: still in the accessibility tree, but it takes up no room on screen.
    const label = canvas.getByText('Buscar en el panel');
    await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Acme' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Buscar contactos' });
    await expect(input).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Borrar búsqueda', hidden: true })).toBeDisabled();
    await expect(args.onClear).not.toHaveBeenCalled();
  },
};
