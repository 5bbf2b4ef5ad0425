import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, DialogTrigger, Drawer, drawerSides, vars, type DrawerProps } from '@atrium/ui';
import { wideViewport } from './wideViewport';

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

**Docked** (\`dockFrom\`, a breakpoint): from that width up the drawer is not a modal but a column of the page's
row, placed where the \`Drawer\` stands in the markup (put it beside the content, in a flex row). It is a region
named by its title: no scrim, the page stays usable and focus may leave it. It takes focus when it opens, Escape
inside it and its close button close it, and focus goes back to where it was. Below that width it is the modal
drawer. List-detail views dock their details from \`xl\` (1440 px).

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

/** A page with the docked drawer beside it, as a list-detail view lays it out. */
function DockedDemo(args: DrawerProps) {
  const [isOpen, setOpen] = useState(false);
  const [count, setCount] = useState(0);
  return (
    <div style={{ display: 'flex', blockSize: '100vh', backgroundColor: vars.color.background }}>
      <main style={{ flex: 1, minInlineSize: 0, padding: vars.space.xl, color: vars.color.text }}>
        <h1 style={{ marginBlockStart: 0 }}>Contactos</h1>
        <div style={{ display: 'flex', gap: vars.space.sm }}>
          <Button variant="secondary" onPress={() => setOpen(true)}>
            Ver detalles
          </Button>
          <Button variant="secondary" onPress={() => setCount((n) => n + 1)}>
            Marcar
          </Button>
        </div>
        <p>{`Marcados: ${count}`}</p>
      </main>
      <Drawer {...args} isOpen={isOpen} onOpenChange={setOpen} />
    </div>
  );
}

const dockedArgs = {
  title: 'Detalles del contacto',
  width: '400px',
  dockFrom: 'xl',
  footer: undefined,
  children: <p>Inés Ortega, jefa de producto en Atrium.</p>,
} as const;

/** From 1440 px the drawer sits beside the page: the page stays usable while it is open. */
export const DockedAtWide: Story = {
  ...wideViewport,
  args: dockedArgs,
  render: (args) => <DockedDemo {...args} />,
  parameters: { ...wideViewport.parameters, layout: 'fullscreen' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Ver detalles' });
    await userEvent.click(trigger);
    const region = await canvas.findByRole('region', { name: 'Detalles del contacto' });
    // No modal: no dialog, nothing hidden from the page, and focus in the panel but free to leave.
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(region).toHaveFocus());
    const rect = region.getBoundingClientRect();
    await expect(Math.round(rect.width)).toBe(400);
    await expect(Math.round(rect.right)).toBe(document.documentElement.clientWidth);
    // The page beside it keeps its width and its controls.
    await expect(canvas.getByRole('main').getBoundingClientRect().right).toBeLessThanOrEqual(rect.left);
    // Focus is not held: Tab past the close button goes on to the page, after the button that opened it.
    await userEvent.tab();
    await expect(within(region).getByRole('button', { name: 'Cerrar' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Marcar' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Marcar' }));
    await expect(canvas.getByText('Marcados: 1')).toBeVisible();
    await expect(region).toBeVisible();
  },
};

/** Its close button and Escape inside it close the docked drawer; focus goes back to the opening button. */
export const DockedCloses: Story = {
  ...DockedAtWide,
  parameters: { ...DockedAtWide.parameters, chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Ver detalles' });
    await userEvent.click(trigger);
    const region = await canvas.findByRole('region', { name: 'Detalles del contacto' });
    await userEvent.click(within(region).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Detalles del contacto' })).toBeNull());
    await userEvent.click(trigger);
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Detalles del contacto' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Detalles del contacto' })).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Below 1440 px the same drawer is the modal one, over a dimmed page. */
export const DockedIsModalBelowWide: Story = {
  args: dockedArgs,
  render: (args) => <DockedDemo {...args} />,
  globals: { viewport: { value: 'desktop' } },
  parameters: { layout: 'fullscreen' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ver detalles' }));
    const drawer = await screen.findByRole('dialog', { name: 'Detalles del contacto' });
    await expect(canvas.queryByRole('region', { name: 'Detalles del contacto' })).toBeNull();
    // Modal: the page behind is hidden from assistive technology and focus stays in the drawer.
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    await userEvent.tab();
    await userEvent.tab();
    await expect(drawer).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
