import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  Button,
  DEFAULT_TOAST_TIMEOUT,
  ToastProvider,
  toastVariants,
  useToast,
  type ShowToastOptions,
  type ToastContent,
} from '@atrium/ui';
import { LONG_WORD } from '@atrium/mock-api';
import { assertNoSidewaysOverflow } from '../../.storybook/sidewaysOverflow';

interface ToastDemoProps extends ToastContent {
  /** The demo button's label. */
  trigger?: string;
  timeout?: ShowToastOptions['timeout'];
}

function ShowToastButton({ trigger = 'Guardar cambios', timeout, ...content }: ToastDemoProps) {
  const toast = useToast();
  return <Button onPress={() => toast.show(content, { timeout })}>{trigger}</Button>;
}

/** A demo: a button that adds the toast its args describe, inside its own provider (a fresh queue per story). */
function ToastDemo(props: ToastDemoProps) {
  return (
    <ToastProvider>
      <ShowToastButton {...props} />
    </ToastProvider>
  );
}

// Usage guidance for the Docs page (Markdown).
const docsDescription = `
Short notices that appear at the bottom of the screen and leave on their own after five seconds: "Changes
saved", "Could not save" with a Retry. \`ToastProvider\` gives \`useToast()\` to its children and renders the
region the toasts appear in; \`createToastQueue\` and \`showToast\` feed a queue from outside React (a mutation's
\`onError\`).

**Use it** to confirm that an action worked, or to say that a background action failed, with an action to undo or
retry.

**Don't use it** for errors the user must act on before going on (show them in place, with
\`ErrorMessage\` or the field's error), or for anything that must not be missed: toasts leave.

**Accessibility**
- The region is a landmark (F6 moves the focus into it, and back out to where it was) and each new toast is
  announced.
- A toast with an action stays until it is closed, so there is time to reach the action; the others pause their
  timer while the pointer or the focus is on them. Every toast has a named close button.

**Props**: the table lists Atrium's own props and the ones the stories set; the rest are react-aria's [\`Toast\`](https://react-spectrum.adobe.com/react-aria/Toast.html) props, documented there.
`;

const meta = {
  title: 'Primitives/Toast',
  component: ToastDemo,
  args: { title: 'Cambios guardados', description: 'La ficha de Ana García está al día.', variant: 'success' },
  argTypes: { variant: { control: 'inline-radio', options: toastVariants } },
  parameters: { docs: { description: { component: docsDescription } } },
  subcomponents: { ToastProvider },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(screen.queryByRole('region', { name: 'Notificaciones' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar cambios' }));
    const region = await screen.findByRole('region', { name: 'Notificaciones' });
    const toast = within(region).getByRole('alertdialog', { name: 'Cambios guardados' });
    await expect(toast).toHaveAccessibleDescription('La ficha de Ana García está al día.');
    await userEvent.click(within(toast).getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(screen.queryByRole('region', { name: 'Notificaciones' })).not.toBeInTheDocument();
  },
};

export const Variants: Story = {
  render: () => (
    <ToastProvider>
      <div style={{ display: 'flex', gap: 12 }}>
        {/* timeout 0: they stay until dismissed, so screenshots catch all three. */}
        <ShowToastButton trigger="Informar" title="Hay una versión nueva" variant="info" timeout={0} />
        <ShowToastButton trigger="Confirmar" title="Contacto creado" variant="success" timeout={0} />
        <ShowToastButton trigger="Fallar" title="No se pudo enviar" variant="error" timeout={0} />
      </div>
    </ToastProvider>
  ),
  play: async ({ canvas }) => {
    for (const name of ['Informar', 'Confirmar', 'Fallar']) {
      await userEvent.click(canvas.getByRole('button', { name }));
    }
    const region = await screen.findByRole('region', { name: 'Notificaciones' });
    await waitFor(() => expect(within(region).getAllByRole('alertdialog')).toHaveLength(3));
    const toasts = within(region).getAllByRole('alertdialog');
    const variants = Object.fromEntries(
      toasts.map((toast): [string, HTMLElement] => [toast.getAttribute('data-variant') ?? '', toast]),
    );
    await expect(variants.info).toHaveAccessibleName('Hay una versión nueva');
    await expect(variants.success).toHaveAccessibleName('Contacto creado');
    await expect(variants.error).toHaveAccessibleName('No se pudo enviar');
  },
};

export const ErrorWithRetry: Story = {
  args: {
    title: 'No se pudo guardar',
    description: 'Se perdió la conexión con el servidor.',
    variant: 'error',
    action: { label: 'Reintentar', onAction: fn() },
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar cambios' }));
    const toast = await screen.findByRole('alertdialog', { name: 'No se pudo guardar' });
    await userEvent.click(within(toast).getByRole('button', { name: 'Reintentar' }));
    await expect(args.action?.onAction).toHaveBeenCalledTimes(1);
    // Acting on the toast also closes it.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** A failure stays until dismissed, past the time an information toast hides itself. */
export const ErrorStays: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  args: { title: 'No se pudo guardar', description: 'Se perdió la conexión con el servidor.', variant: 'error' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar cambios' }));
    const toast = await screen.findByRole('alertdialog', { name: 'No se pudo guardar' });
    await new Promise((resolve) => setTimeout(resolve, DEFAULT_TOAST_TIMEOUT + 500));
    await expect(toast).toBeVisible();
    await userEvent.click(within(toast).getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const Timeout: Story = {
  // Shorter than the 5 s default (react-aria's advised minimum) only to keep the test quick.
  args: { title: 'Copiado', description: undefined, variant: 'info', timeout: 1500 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(screen.getByRole('alertdialog', { name: 'Copiado' })).toBeVisible());
    // It hides itself after the timeout (react-aria pauses it while hovered or focused).
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 4000 });
  },
};

/** A name with no place to break, in the title and the description: the toast wraps it within its width. */
export const LongText: Story = {
  args: {
    title: `No se pudo borrar «${LONG_WORD}.pdf»`,
    description: `La carpeta ${LONG_WORD} no admite cambios.`,
    variant: 'error',
    action: { label: 'Reintentar', onAction: fn() },
  },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar cambios' }));
    const toast = await screen.findByRole('alertdialog', { name: new RegExp(LONG_WORD) });
    const region = screen.getByRole('region', { name: 'Notificaciones' }).getBoundingClientRect();
    await expect(toast.getBoundingClientRect().right).toBeLessThanOrEqual(region.right + 1);
    await expect(within(toast).getByRole('button', { name: 'Descartar' })).toBeVisible();
    assertNoSidewaysOverflow(LONG_WORD);
  },
};
