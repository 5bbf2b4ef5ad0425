import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ColorField } from '@atrium/ui/primitives/ColorField/index.ts';

// Usage guidance for the Docs page (Markdown).
const docsDescription = `
A colour typed as a hex code, with a swatch of the colour it holds.

**Use it** where a person knows or copies a colour code (a brand colour, a theme's base colour).

**Accessibility**
- react-aria's \`ColorField\`: the text is parsed when the field is left or Enter is pressed; the arrow keys
  step the colour. The swatch is decoration: the code is the value screen readers read.

**Props**: Atrium's \`label\`, \`description\` and \`errorMessage\`; the rest are react-aria's
[\`ColorField\`](https://react-spectrum.adobe.com/react-aria/ColorField.html) props.
`;

const meta = {
  title: 'Primitives/ColorField',
  component: ColorField,
  args: { label: 'Color principal', defaultValue: '#4f46e5', onChange: fn() },
  parameters: { docs: { description: { component: docsDescription } } },
} satisfies Meta<typeof ColorField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A code typed and committed with Enter becomes the value; the swatch follows. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Color principal' });
    await expect(input).toHaveValue('#4F46E5');
    await userEvent.tripleClick(input);
    await userEvent.keyboard('15803d{Enter}');
    await expect(input).toHaveValue('#15803D');
    const lastColour = (args.onChange as ReturnType<typeof fn>).mock.lastCall?.[0] as { toString(f: string): string };
    await expect(lastColour.toString('hex')).toBe('#15803D');
  },
};

/** Text that is not a colour is not taken: leaving the field puts back the last colour. */
export const NotAColour: Story = {
  args: { description: 'Un código hexadecimal, como #4f46e5.' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Color principal' });
    await expect(input).toHaveAccessibleDescription('Un código hexadecimal, como #4f46e5.');
    await userEvent.tripleClick(input);
    await userEvent.keyboard('rojo');
    await userEvent.tab();
    await expect(input).toHaveValue('#4F46E5');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
