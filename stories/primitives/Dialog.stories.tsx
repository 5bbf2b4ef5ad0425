import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, ConfirmDialog, Dialog, DialogTrigger } from '@atrium/ui';

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
