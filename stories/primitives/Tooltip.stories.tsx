import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, Tooltip, TooltipTrigger } from '@atrium/ui';

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
