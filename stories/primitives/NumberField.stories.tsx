import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField, type NumberFieldProps } from '@atrium/ui';

// Usage guidance for the Docs page (Markdown).
const docsDescription = `
The one field for numbers: amounts of money, prices, quantities, percentages. It reads the number the way the
active language writes it — "1.000,50" in Spanish, "1,000.50" in English — through react-aria's
\`NumberField\` and its \`I18nProvider\` locale.

**Trust**: what the person types stays in the field as typed. Text that is not a number in the language, that
could be read two ways ("1.000.5"), that is scientific ("1e3", typed or pasted) or has more decimals than the
field keeps ("1234,567" in a money field) is refused with a message beside the field; it is never rounded,
snapped or read as some other number. Until it reads, \`onChange\` gives \`NaN\` and the reading's problem.

**Use it** with \`currency\` for money (two decimals, the currency's symbol beside the number), with
\`maximumFractionDigits\` for other decimals (0, whole numbers, by default), \`unit="percent"\` for percentages.

**Don't use it** for numbers that are names (order numbers, postcodes, phone numbers): use a \`TextField\`.

**Accessibility**: the label, description and error are linked to the input; the error is announced; the
symbol beside the number is decorative (the label should name the currency, and the value text carries it).
`;

/** The field as a form holds it: the number, and what was read. */
function Controlled(props: NumberFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <NumberField
      {...props}
      value={value}
      onChange={(next, reading) => {
        setValue(next);
        props.onChange(next, reading);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/NumberField',
  component: NumberField,
  args: { label: 'Importe (EUR)', currency: 'EUR', value: Number.NaN, onChange: fn() },
  argTypes: { unit: { control: 'inline-radio', options: [undefined, 'percent'] } },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { docs: { description: { component: docsDescription } } },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = await canvas.findByRole('textbox', { name: 'Importe (EUR)' });
    await userEvent.type(input, '1.000,50');
    await userEvent.tab();
    await expect(input).toHaveValue('1.000,50');
    await expect(args.onChange).toHaveBeenLastCalledWith(1000.5, { kind: 'number', value: 1000.5 });
    await expect(canvas.queryByText(/escríbelo como/)).toBeNull();
  },
};

export const English: Story = {
  globals: { language: 'en' },
  args: { label: 'Amount (USD)', currency: 'USD' },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ args, canvas }) => {
    const input = await canvas.findByRole('textbox', { name: 'Amount (USD)' });
    await userEvent.type(input, '1,000.50');
    await userEvent.tab();
    await expect(input).toHaveValue('1,000.50');
    await expect(args.onChange).toHaveBeenLastCalledWith(1000.5, { kind: 'number', value: 1000.5 });
  },
};

export const ShowsAValue: Story = {
  args: { value: 1234.5 },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'Importe (EUR)' })).toHaveValue('1234,50');
  },
};

export const RefusesScientific: Story = {
  play: async ({ args, canvas }) => {
    const input = await canvas.findByRole('textbox', { name: 'Importe (EUR)' });
    // Typed: the "e" is not dropped (which would leave "13"), and nothing reads as a thousand.
    await userEvent.type(input, '1e3');
    await userEvent.tab();
    await expect(input).toHaveValue('1e3');
    await expect(input).toHaveAccessibleDescription(/Escribe el número completo, sin «e»: por ejemplo 1\.234,50/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith(Number.NaN, { kind: 'invalid', problem: 'scientific' });
  },
};

export const RefusesPastedScientific: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ args, canvas }) => {
    const input = await canvas.findByRole('textbox', { name: 'Importe (EUR)' });
    await userEvent.click(input);
    await userEvent.paste('1e3');
    // react-aria alone reads a whole-field paste at once: "1e3" became 1000.
    await expect(input).toHaveValue('1e3');
    await expect(input).toHaveAccessibleDescription(/sin «e»/);
    await expect(args.onChange).not.toHaveBeenCalledWith(1000, expect.anything());
    await userEvent.tab();
    await expect(input).toHaveValue('1e3');
  },
};

export const RefusesAmbiguous: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ args, canvas }) => {
    const input = await canvas.findByRole('textbox', { name: 'Importe (EUR)' });
    await userEvent.type(input, '1.000.5');
    await userEvent.tab();
    // Not snapped to 10.005 on blur: kept as typed, and refused.
    await expect(input).toHaveValue('1.000.5');
    await expect(input).toHaveAccessibleDescription(/escríbelo como 1\.234,50/);
    await expect(args.onChange).toHaveBeenLastCalledWith(Number.NaN, { kind: 'invalid', problem: 'format' });
    await userEvent.clear(input);
    await userEvent.type(input, 'abc');
    await expect(input).toHaveValue('abc');
  },
};

export const KeepsTheCents: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ args, canvas }) => {
    const input = await canvas.findByRole('textbox', { name: 'Importe (EUR)' });
    await userEvent.type(input, '1234,567');
    await userEvent.tab();
    await expect(input).toHaveValue('1234,567');
    await expect(input).toHaveAccessibleDescription(/Como mucho 2 decimales/);
    await userEvent.type(input, '{Backspace}');
    await userEvent.tab();
    await expect(input).toHaveValue('1234,56');
    await expect(args.onChange).toHaveBeenLastCalledWith(1234.56, { kind: 'number', value: 1234.56 });
  },
};

export const Quantity: Story = {
  args: { label: 'Unidades', currency: undefined },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ args, canvas }) => {
    const input = await canvas.findByRole('textbox', { name: 'Unidades' });
    await userEvent.type(input, '3,5');
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription('Solo números enteros, sin decimales.');
    await userEvent.clear(input);
    await userEvent.type(input, '3');
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('4');
    await expect(args.onChange).toHaveBeenLastCalledWith(4, { kind: 'number', value: 4 });
  },
};

export const Percent: Story = {
  args: { label: 'Impuesto', currency: undefined, unit: 'percent', maximumFractionDigits: 2, value: 21 },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const input = await within(canvasElement).findByRole('textbox', { name: 'Impuesto' });
    await expect(input).toHaveValue('21');
    await expect(within(canvasElement).getByText('%')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Disabled: Story = {
  args: { value: 99.9, isDisabled: true },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'Importe (EUR)' })).toBeDisabled();
  },
};
