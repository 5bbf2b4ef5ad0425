import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, ConfirmDialog, Dialog, DialogTrigger } from '@atrium/ui';

// Usage guidance for the Docs page (Markdown).
const docsDescription = `
A modal dialog with a title, content and actions. \`ConfirmDialog\` is an alert dialog that asks to confirm or
cancel one action. Open either from a \`DialogTrigger\` (a button followed by the dialog), or control it with
\`isOpen\` and \`onOpenChange\`.

**Use it** for a task that must be finished or cancelled before going back to the page: editing a record, a short
form, confirming a destructive action.

**Don't use it** for information that can sit on the page, for long flows (give them a page), or for a passing
notice (use a \`Toast\`). For a side panel of filters or details, use a \`Drawer\`; for a small non-modal bubble,
a \`Popover\`.

**Accessibility**
- react-aria traps the focus inside, moves it into the dialog on open and back to the trigger on close, hides
  the page behind from screen readers and stops it scrolling.
- Escape closes it; a click outside closes it only with \`isDismissable\`.
- The title is the dialog's accessible name. \`ConfirmDialog\` uses \`role="alertdialog"\`, and its confirm button
  says what will happen ("Delete 3 contacts"), not "OK".

**Props**: the table lists Atrium's own props and the ones the stories set; the rest are react-aria's [\`Modal\`](https://react-spectrum.adobe.com/react-aria/Modal.html) and [\`Dialog\`](https://react-spectrum.adobe.com/react-aria/Dialog.html) props, documented there.
`;

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  args: {
    title: 'Editar contacto',
    size: 'md',
    children: (
      <>
        <p>Los cambios se guardan en la ficha de Ana García.</p>
        <p>
          <a href="#historial">Ver historial de cambios</a>
        </p>
      </>
    ),
    actions: ({ close }) => (
      <>
        <Button variant="secondary" onPress={close}>
          Cancelar
        </Button>
        <Button onPress={close}>Guardar</Button>
      </>
    ),
  },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  render: (args) => (
    <DialogTrigger>
      <Button>Abrir diálogo</Button>
      <Dialog {...args} />
    </DialogTrigger>
  ),
  parameters: { docs: { description: { component: docsDescription } } },
  subcomponents: { DialogTrigger, ConfirmDialog },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Abrir diálogo' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Editar contacto' });
    await expect(within(dialog).getByText('Los cambios se guardan en la ficha de Ana García.')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeVisible();

    // Focus is trapped: tabbing past the last control wraps to the first, never leaving the dialog.
    for (let i = 0; i < 6; i++) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.tab({ shift: true });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const CloseButton: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir diálogo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar contacto' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Small: Story = {
  args: { size: 'sm', title: 'Cambiar nombre', children: <p>El nombre se verá en toda la aplicación.</p> },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir diálogo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar nombre' });
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(400);
  },
};

export const Large: Story = {
  args: { size: 'lg', title: 'Vista previa del informe' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir diálogo' }));
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Vista previa del informe' })).toBeVisible());
  },
};

export const NotDismissable: Story = {
  args: { isDismissable: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir diálogo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar contacto' });
    // A click on the backdrop does not close it; the actions do.
    await userEvent.click(document.body, { pointerEventsCheck: 0 });
    await expect(dialog).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

type ConfirmStory = StoryObj<typeof ConfirmDialog>;

const renderConfirm: ConfirmStory['render'] = (args) => (
  <DialogTrigger>
    <Button variant={args.destructive ? 'warn' : 'primary'}>Abrir confirmación</Button>
    <ConfirmDialog {...args} />
  </DialogTrigger>
);

export const Confirm: ConfirmStory = {
  args: {
    title: '¿Publicar el informe?',
    children: 'Todo el equipo podrá verlo.',
    size: 'sm',
    onConfirm: fn(),
    onCancel: fn(),
  },
  render: renderConfirm,
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Abrir confirmación' });
    await userEvent.click(trigger);
    let dialog = await screen.findByRole('alertdialog', { name: '¿Publicar el informe?' });
    await expect(dialog).toHaveTextContent('Todo el equipo podrá verlo.');
    await expect(within(dialog).queryByRole('button', { name: 'Cerrar' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();

    await userEvent.click(trigger);
    dialog = await screen.findByRole('alertdialog', { name: '¿Publicar el informe?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const ConfirmDestructive: ConfirmStory = {
  args: {
    title: '¿Eliminar 3 contactos?',
    children: 'No se puede deshacer.',
    size: 'sm',
    destructive: true,
    confirmLabel: 'Eliminar',
    onConfirm: fn(),
  },
  render: renderConfirm,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir confirmación' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar 3 contactos?' });
    // Escape cancels without confirming.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'Abrir confirmación' }));
    const again = await screen.findByRole('alertdialog', { name: '¿Eliminar 3 contactos?' });
    await expect(dialog).not.toBeInTheDocument();
    await userEvent.click(within(again).getByRole('button', { name: 'Eliminar' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};
