import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch } from '@atrium/ui';

// Usage guidance for the Docs page (Markdown).
const docsDescription = `
An on/off switch with its label as children. It takes effect at once.

**Use it** for a setting that applies immediately: dark mode, notifications on or off.

**Don't use it** in a form that is submitted later (use a \`Checkbox\`), or for choosing between two named options
that are not on/off (use radio buttons or a segmented control).

**Accessibility**
- react-aria renders a hidden \`input\` with \`role="switch"\`: Space toggles it, and screen readers say "on" or
  "off".
- The label is its name and should describe the setting, not the state ("Dark mode", not "Turn on").

**Props**: the table lists Atrium's own props and the ones the stories set; the rest are react-aria's [\`Switch\`](https://react-spectrum.adobe.com/react-aria/Switch.html) props, documented there.
`;

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  args: { children: 'Modo oscuro', onChange: fn() },
  parameters: { docs: { description: { component: docsDescription } } },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Modo oscuro' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(canvas.getByText('Modo oscuro'));
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const Selected: Story = {
  args: { defaultSelected: true },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Modo oscuro' });
    await expect(toggle).toBeChecked();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Modo oscuro' });
    await expect(toggle).toBeDisabled();
    await userEvent.click(canvas.getByText('Modo oscuro'), { pointerEventsCheck: 0 });
    await expect(toggle).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
