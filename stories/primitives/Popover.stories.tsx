import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, Popover, PopoverTrigger } from '@atrium/ui';

// Usage guidance for the Docs page (Markdown).
const docsDescription = `
A non-modal dialog anchored to the element that opens it, with an optional title and arrow. Place it in a
\`PopoverTrigger\` after the button that opens it; react-aria positions it and flips it when there is no room.

**Use it** for a little more detail, or a small form, about the thing its trigger sits on.

**Don't use it** for a short hint on hover (use a \`Tooltip\`), for a list of actions (use a \`Menu\`), or for
a task that must be finished before going on (use a \`Dialog\`).

**Accessibility**
- react-aria moves the focus into the popover when it opens and back to the trigger when it closes; Escape and a
  click outside close it.
- It is a dialog: its title names it, or give \`aria-label\` when it has no title.

**Props**: the table lists Atrium's own props and the ones the stories set; the rest are react-aria's [\`Popover\`](https://react-spectrum.adobe.com/react-aria/Popover.html) props, documented there.
`;

const meta = {
  title: 'Primitives/Popover',
  component: Popover,
  args: {
    title: 'Detalles del pedido',
    children: 'Enviado el 3 de marzo. Llegará en dos o tres días laborables.',
    placement: 'bottom',
    showArrow: false,
  },
  argTypes: {
    placement: { control: 'select', options: ['top', 'bottom', 'start', 'end'] },
  },
  parameters: { layout: 'centered', docs: { description: { component: docsDescription } } },
  render: (args) => (
    <PopoverTrigger>
      <Button variant="secondary">Ver detalles</Button>
      <Popover {...args} />
    </PopoverTrigger>
  ),
  subcomponents: { PopoverTrigger },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Ver detalles' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Detalles del pedido' });
    await expect(within(dialog).getByText(/Enviado el 3 de marzo/)).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const WithArrow: Story = {
  args: { showArrow: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ver detalles' }));
    const dialog = await screen.findByRole('dialog', { name: 'Detalles del pedido' });
    // The arrow sits on the popover's edge that faces the trigger (below the button: its top edge).
    const popover = dialog.parentElement!;
    const arrow = popover.querySelector('[data-placement]');
    await expect(arrow).toHaveAttribute('data-placement', 'bottom');
    await expect(popover).toHaveAttribute('data-placement', 'bottom');
  },
};

export const PlacementTop: Story = {
  args: { placement: 'top', showArrow: true },
  // Room above the trigger, or react-aria flips the popover below it.
  decorators: [(Story) => <div style={{ paddingBlockStart: 200 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Ver detalles' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Detalles del pedido' });
    await expect(dialog.parentElement).toHaveAttribute('data-placement', 'top');
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(trigger.getBoundingClientRect().top);
  },
};

export const LabelledWithoutTitle: Story = {
  args: { title: undefined, 'aria-label': 'Ayuda', children: 'Los campos con asterisco son obligatorios.' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ver detalles' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ayuda' });
    await expect(dialog).toHaveTextContent('Los campos con asterisco son obligatorios.');
    await userEvent.click(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const ClosesFromInside: Story = {
  args: {
    title: 'Filtros',
    children: ({ close }) => (
      <Button size="small" onPress={close}>
        Aplicar
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ver detalles' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filtros' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
