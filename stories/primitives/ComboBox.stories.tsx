import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ComboBox, ComboBoxItem } from '@atrium/ui';

interface City {
  id: string;
  name: string;
}

const cities: City[] = [
  { id: 'bcn', name: 'Barcelona' },
  { id: 'bil', name: 'Bilbao' },
  { id: 'mad', name: 'Madrid' },
  { id: 'mal', name: 'Málaga' },
  { id: 'sev', name: 'Sevilla' },
  { id: 'val', name: 'Valencia' },
];

// Usage guidance for the Docs page (Markdown).
const docsDescription = `
A text input that filters a list of options as you type. With \`allowsCustomValue\` the typed text is kept even
when it matches no option; when nothing matches, the list says so instead of closing.

**Use it** when the list is long (more than about fifteen options) and people know what they are looking for:
cities, people, products.

**Don't use it** for a short list (a \`Select\` is simpler), or for a free search over data (use a
\`SearchField\`). To pick several values, use a \`TagPicker\`.

**Accessibility**
- react-aria gives the combobox pattern: ArrowDown opens the list, arrow keys move through the options while
  the focus stays in the input, Enter chooses, Escape closes (and clears when already closed).
- The number of matches is announced as the list changes, and the input is labelled by \`label\`.
- Items are \`ComboBoxItem\` (the same option as a \`Select\`); give \`textValue\` when their children are not
  plain text, so typing and announcements use it.

**Props**: the table lists Atrium's own props and the ones the stories set; the rest are react-aria's [\`ComboBox\`](https://react-spectrum.adobe.com/react-aria/ComboBox.html) props, documented there.
`;

const meta = {
  title: 'Primitives/ComboBox',
  component: ComboBox<City>,
  args: {
    label: 'Ciudad',
    placeholder: 'Escribe una ciudad',
    defaultItems: cities,
    children: (city: City) => <ComboBoxItem id={city.id}>{city.name}</ComboBoxItem>,
    onChange: fn(),
  },
  argTypes: { children: { control: false }, defaultItems: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 320 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { docs: { description: { component: docsDescription } } },
  subcomponents: { ComboBoxItem },
} satisfies Meta<typeof ComboBox<City>>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Ciudad' });
    await userEvent.type(input, 'ba');
    const listbox = await body().findByRole('listbox');
    // "ba" is in Barcelona and Bilbao only.
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Barcelona', 'Bilbao']),
    );
    await userEvent.click(within(listbox).getByRole('option', { name: 'Bilbao' }));
    await expect(input).toHaveValue('Bilbao');
    await expect(args.onChange).toHaveBeenLastCalledWith('bil');
  },
};

export const ChoosesWithKeyboard: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Ciudad' });
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await body().findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(cities.length);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(input).toHaveValue('Madrid');
    await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());
  },
};

export const NoMatches: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Ciudad' });
    await userEvent.type(input, 'zzz');
    const listbox = await body().findByRole('listbox');
    await expect(listbox).toHaveAttribute('data-empty', 'true');
    await expect(listbox).toHaveTextContent('Sin resultados');
    await expect(within(listbox).queryByRole('option', { name: /Barcelona|Madrid/ })).toBeNull();
  },
};

export const AllowsCustomValue: Story = {
  args: { allowsCustomValue: true, onInputChange: fn() },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Ciudad' });
    await userEvent.type(input, 'Zaragoza');
    await userEvent.tab();
    await expect(input).toHaveValue('Zaragoza');
    await expect(args.onInputChange).toHaveBeenLastCalledWith('Zaragoza');
  },
};

export const WithDescription: Story = {
  args: { description: 'Solo ciudades con oficina.', defaultSelectedKey: 'val' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Ciudad' });
    await expect(input).toHaveValue('Valencia');
    await expect(input).toHaveAccessibleDescription('Solo ciudades con oficina.');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Elige una ciudad de la lista.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Ciudad' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Elige una ciudad de la lista.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKey: 'sev' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Ciudad' });
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('Sevilla');
  },
};
