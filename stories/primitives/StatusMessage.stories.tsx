import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inbox } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button, EmptyMessage, ErrorMessage, LoadingMessage, messageIcon } from '@atrium/ui';

// Usage guidance for the Docs page (Markdown).
const docsDescription = `
The three states every data view shows in place of its content: \`LoadingMessage\` (loading, announced
politely), \`ErrorMessage\` (something failed, with a Retry button) and \`EmptyMessage\` (nothing to show, and
what to do about it).

**Use it** whenever a list, panel or page has nothing to show yet, failed to load, or is empty.

**Don't use it** for a short confirmation after an action (use a \`Toast\`), or for a form field's error (the
field shows its own).

**Accessibility**
- Loading and error are live regions (status and alert), so screen-reader users hear the change without moving.
- The error always offers a way out: \`onRetry\` renders a Retry button that keeps the focus on the page.
- Keep the messages short and specific: say what failed, not that "something went wrong".
`;

/**
 * What stands in place of a list or a panel while it loads, when it failed, and when it has nothing:
 * the three states every view shows the same way.
 */
const meta = {
  title: 'Primitives/StatusMessage',
  component: ErrorMessage,
  args: { children: 'No se pudieron cargar los usuarios.', onRetry: fn() },
  parameters: { docs: { description: { component: docsDescription } } },
  subcomponents: { LoadingMessage, EmptyMessage },
} satisfies Meta<typeof ErrorMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A failure is an alert with a way to try again. */
export const Error: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No se pudieron cargar los usuarios.');
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Loading is a polite status, so a screen reader hears it without being interrupted. */
export const Loading: Story = {
  render: () => <LoadingMessage>Cargando usuarios…</LoadingMessage>,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando usuarios…');
  },
};

/** Nothing to show: a title, and what to do about it. */
export const Empty: Story = {
  render: () => (
    <EmptyMessage icon={<Inbox className={messageIcon} aria-hidden="true" />} title="Aún no hay pedidos.">
      <Button variant="secondary">Quitar filtros</Button>
    </EmptyMessage>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Aún no hay pedidos.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Quitar filtros' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};
