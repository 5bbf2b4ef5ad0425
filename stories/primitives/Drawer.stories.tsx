import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, DialogTrigger, Drawer, drawerSides } from '@atrium/ui';

// Usage guidance for the Docs page (Markdown).
const docsDescription = `
A side sheet: a modal dialog that slides in from the inline end (or start) edge, with a title, content and an
optional footer. Open it from a \`DialogTrigger\` or control it with \`isOpen\`/\`onOpenChange\`.

**Use it** for filters, settings and the details of a row when the list behind should stay in context.

**Don't use it** for a short question (use a \`Dialog\` or \`ConfirmDialog\`) or for primary navigation (the
layouts have their own navigation drawer).

**Accessibility**
- It is a modal dialog: focus is trapped inside and returns to the trigger on close, Escape closes it, and the
  title names it.
- \`side\` is logical (start/end), so the drawer follows the reading direction.

**Props**: the table lists Atrium's own props and the ones the stories set; the rest are react-aria's [\`Modal\`](https://react-spectrum.adobe.com/react-aria/Modal.html) and [\`Dialog\`](https://react-spectrum.adobe.com/react-aria/Dialog.html) props, documented there.
`;

const meta = {
  title: 'Primitives/Drawer',
  component: Drawer,
  args: {
    title: 'Filtros',
    side: 'end',
    width: '320px',
    children: <p>Elige qué contactos ver. Los filtros se aplican al cerrar el panel.</p>,
    footer: ({ close }) => <Button onPress={close}>Aplicar</Button>,
  },
  argTypes: { side: { control: 'inline-radio', options: drawerSides } },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Abrir filtros</Button>
      <Drawer {...args} />
    </DialogTrigger>
  ),
  parameters: { docs: { description: { component: docsDescription } } },
  subcomponents: { DialogTrigger },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The story canvas's queries (what `play` receives as `canvas`). */
type Canvas = Pick<typeof screen, 'getByRole'>;

async function open(canvas: Canvas) {
  const trigger = canvas.getByRole('button', { name: 'Abrir filtros' });
  await userEvent.click(trigger);
  const drawer = await screen.findByRole('dialog', { name: 'Filtros' });
  return { trigger, drawer };
}

export const Default: Story = {
  play: async ({ canvas }) => {
    const { trigger, drawer } = await open(canvas);
    await waitFor(() => expect(within(drawer).getByText(/Elige qué contactos ver/)).toBeVisible());
    // It hugs the inline end edge (the right, in Spanish) at its default width.
    const rect = () => drawer.parentElement!.getBoundingClientRect();
    await waitFor(() => expect(Math.round(rect().right)).toBe(document.documentElement.clientWidth));
    await expect(Math.round(rect().width)).toBe(320);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const CloseButton: Story = {
  play: async ({ canvas }) => {
    const { drawer } = await open(canvas);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const OverlayClickCloses: Story = {
  play: async ({ canvas }) => {
    const { drawer } = await open(canvas);
    // The backdrop is the drawer panel's parent; a press on it outside the panel dismisses.
    const backdrop = drawer.parentElement!.parentElement!;
    await userEvent.pointer({ keys: '[MouseLeft]', target: backdrop, coords: { x: 10, y: 10 } });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const StartSide: Story = {
  args: { side: 'start' },
  play: async ({ canvas }) => {
    const { drawer } = await open(canvas);
    await expect(Math.round(drawer.parentElement!.getBoundingClientRect().left)).toBe(0);
  },
};

export const Wide: Story = {
  args: { width: '480px', title: 'Detalles del contacto', footer: undefined },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir filtros' }));
    const drawer = await screen.findByRole('dialog', { name: 'Detalles del contacto' });
    await expect(Math.round(drawer.parentElement!.getBoundingClientRect().width)).toBe(480);
  },
};
