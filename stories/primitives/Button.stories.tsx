import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, buttonVariants } from '@atrium/ui';

// Usage guidance for the Docs page (Markdown).
const docsDescription = `
The button for actions: save, send, open a dialog, delete. Built on react-aria's \`Button\`.

**Use it** for an action on the current page. Use **one** \`primary\` button per view or dialog for the main
action; \`secondary\` for the others; \`flat\` for quiet actions in toolbars and lists; \`warn\` for destructive
actions (usually behind a \`ConfirmDialog\`).

**Don't use it** to go to another page (use a link, so middle-click and "open in a new tab" work), or for an icon
alone (use \`IconButton\`, which always has a name and a tooltip).

**Accessibility**
- react-aria gives press handling that is the same for mouse, touch, Enter and Space; a focus ring only for
  keyboard focus (\`data-focus-visible\`); and \`isDisabled\` that removes it from the tab order.
- \`isPending\` keeps the button focusable (the focus is not lost mid-save) but ignores presses and says it is
  busy; prefer it over disabling a button while its action runs.
- The visible text is the accessible name: make it a verb that says what happens ("Save contact").

**Props**: the table lists Atrium's own props and the ones the stories set; the rest are react-aria's [\`Button\`](https://react-spectrum.adobe.com/react-aria/Button.html) props, documented there.
`;

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Guardar', onPress: fn() },
  argTypes: { variant: { control: 'inline-radio', options: buttonVariants } },
  parameters: { docs: { description: { component: docsDescription } } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Guardar' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button {...args} variant="primary">
        Primario
      </Button>
      <Button {...args} variant="secondary">
        Secundario
      </Button>
      <Button {...args} variant="flat">
        Plano
      </Button>
      <Button {...args} variant="warn">
        Eliminar
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(buttons.map((b) => b.textContent)).toEqual(['Primario', 'Secundario', 'Plano', 'Eliminar']);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Guardar' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Guardar' });
    await expect(button).toHaveAttribute('data-pending', 'true');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
