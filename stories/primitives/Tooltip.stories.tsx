import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, Tooltip, TooltipTrigger } from '@atrium/ui';

// Usage guidance for the Docs page (Markdown).
const docsDescription = `
A short text that describes its trigger, shown on hover after a delay and at once on keyboard focus. Wrap a
focusable react-aria trigger (a \`Button\`) and the \`Tooltip\` in a \`TooltipTrigger\`.

**Use it** to name an icon-only control (\`IconButton\` does this for you) or to add a short hint.

**Don't use it** for information people need to complete a task (write it on the page), for anything with links
or buttons (use a \`Popover\`), or on elements that cannot take focus.

**Accessibility**
- react-aria opens it on hover and on keyboard focus, closes it on Escape and on blur, and links it to the trigger
  with \`aria-describedby\`.
- Touch screens have no hover: what the tooltip says must also be reachable another way.

**Props**: the table lists Atrium's own props and the ones the stories set; the rest are react-aria's [\`Tooltip\`](https://react-spectrum.adobe.com/react-aria/Tooltip.html) props, documented there.
`;

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  args: { children: 'Guarda los cambios del borrador', placement: 'top' },
  argTypes: {
    placement: { control: 'inline-radio', options: ['top', 'bottom', 'start', 'end'] },
  },
  render: (args) => (
    <div style={{ padding: 48 }}>
      <TooltipTrigger>
        <Button variant="secondary">Guardar</Button>
        <Tooltip {...args} />
      </TooltipTrigger>
    </div>
  ),
  parameters: { docs: { description: { component: docsDescription } } },
  subcomponents: { TooltipTrigger },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Guardar' });
    await userEvent.tab();
    await waitFor(() => expect(button).toHaveFocus());
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Guarda los cambios del borrador');
    await expect(button).toHaveAccessibleDescription('Guarda los cambios del borrador');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull());
  },
};

export const Bottom: Story = {
  args: { placement: 'bottom' },
  play: async () => {
    await userEvent.tab();
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveAttribute('data-placement', 'bottom');
  },
};

export const OnHover: Story = {
  render: (args) => (
    <div style={{ padding: 48 }}>
      <TooltipTrigger delay={100} closeDelay={0}>
        <Button variant="secondary">Guardar</Button>
        <Tooltip {...args} />
      </TooltipTrigger>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Guardar' });
    // The mouse moves over the page first, as a real one does: react-aria opens on hover only for a pointer.
    await userEvent.hover(canvasElement);
    await userEvent.hover(button);
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Guarda los cambios del borrador');
    await userEvent.unhover(button);
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull());
  },
};
