import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select, SelectItem } from '@atrium/ui';

interface Country {
  id: string;
  name: string;
}

const countries: Country[] = [
  { id: 'ar', name: 'Argentina' },
  { id: 'cl', name: 'Chile' },
  { id: 'co', name: 'Colombia' },
  { id: 'es', name: 'España' },
  { id: 'mx', name: 'México' },
  { id: 'pe', name: 'Perú' },
];

// Usage guidance for the Docs page (Markdown).
const docsDescription = `
Picks one option from a list that opens in a popover; the chosen option's text shows in the trigger. Options
are \`SelectItem\`s.

**Use it** for one choice out of a short to medium list (about 5 to 15 options) in a form or a filter.

**Don't use it** for two or three options that fit on screen (radio buttons or a segmented control show them all),
for long lists that people search (use a \`ComboBox\`), or for actions (use a \`Menu\`).

**Accessibility**
- react-aria gives the select pattern with a hidden native \`select\` for forms and autofill: Enter, Space or the
  arrow keys open the list; arrow keys move; typing jumps to an option; Enter picks; Escape closes.
- The label names both the trigger and the list; the chosen value is read with it.
- Give \`textValue\` to items whose children are not plain text.

**Props**: the table lists Atrium's own props and the ones the stories set; the rest are react-aria's [\`Select\`](https://react-spectrum.adobe.com/react-aria/Select.html) props, documented there.
`;

const meta = {
  title: 'Primitives/Select',
  component: Select<Country>,
  args: {
    label: 'País',
    placeholder: 'Elige un país',
    items: countries,
    children: (country: Country) => <SelectItem id={country.id}>{country.name}</SelectItem>,
    onChange: fn(),
  },
  argTypes: { children: { control: false }, items: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 320 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { docs: { description: { component: docsDescription } } },
  subcomponents: { SelectItem },
} satisfies Meta<typeof Select<Country>>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: /País/ });
    await expect(trigger).toHaveTextContent('Elige un país');
    await userEvent.tab();
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await body().findByRole('listbox', { name: /País/ });
    await expect(within(listbox).getAllByRole('option')).toHaveLength(countries.length);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('España');
    await expect(args.onChange).toHaveBeenLastCalledWith('es');
  },
};

export const ChoosesWithPointer: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /País/ });
    await userEvent.click(trigger);
    await userEvent.click(await body().findByRole('option', { name: 'Perú' }));
    await expect(trigger).toHaveTextContent('Perú');
    await userEvent.click(trigger);
    const chosen = await body().findByRole('option', { name: 'Perú' });
    await expect(chosen).toHaveAttribute('aria-selected', 'true');
  },
};

export const WithDescription: Story = {
  args: { description: 'Donde está la sede de tu empresa.', defaultValue: 'cl' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /País/ });
    await expect(trigger).toHaveTextContent('Chile');
    await expect(trigger).toHaveAccessibleDescription('Donde está la sede de tu empresa.');
  },
};

export const DisabledItems: Story = {
  args: { disabledKeys: ['co', 'mx'] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /País/ }));
    const colombia = await body().findByRole('option', { name: 'Colombia' });
    await expect(colombia).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(colombia, { pointerEventsCheck: 0 });
    await expect(body().getByRole('listbox')).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Elige el país de facturación.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Elige el país de facturación.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /País/ })).toHaveAccessibleDescription(
      'Elige el país de facturación.',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /País/ });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(body().queryByRole('listbox')).toBeNull();
  },
};
