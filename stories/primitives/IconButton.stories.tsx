import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pencil, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from '@atrium/ui';

// Usage guidance for the Docs page (Markdown).
const docsDescription = `
A button with an icon and no visible text. \`label\` is required: it is the button's accessible name and the text of
the tooltip that shows on hover and on keyboard focus.

**Use it** in toolbars, table rows and headers where space is short and the icon is familiar (edit, delete,
close, more).

**Don't use it** for the main action of a page or a dialog (use a \`Button\` with text), or when no icon is clear
enough; text is then better.

**Accessibility**
- Built on \`Button\`: the same press, keyboard and focus behaviour from react-aria.
- The icon is decorative; the label names the button, so screen readers, voice control and the tooltip all use
  the same words.
- The tooltip opens on keyboard focus too, not only on hover.

**Props**: the table lists Atrium's own props and the ones the stories set; the rest are react-aria's [\`Button\`](https://react-spectrum.adobe.com/react-aria/Button.html) props, documented there.
`;

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { label: 'Editar', icon: <Pencil />, onPress: fn() },
  argTypes: { icon: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ padding: 48 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { docs: { description: { component: docsDescription } } },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Editar' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Editar');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Small: Story = {
  args: { size: 'small', label: 'Eliminar', icon: <Trash2 /> },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Eliminar' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Editar' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
