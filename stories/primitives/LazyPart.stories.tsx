import { lazy, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ErrorMessage, LazyPart, LoadingMessage, type LazyModule } from '@atrium/ui';

// Usage guidance for the Docs page (Markdown).
const docsDescription = `
A part of a screen whose code loads on first use: a panel's list, a form's rarely used fields. It shows
\`fallback\` while the code loads (a stand-in of the same size, so nothing moves when it comes) and, when the
code fails to load or the part throws, \`failed(retry)\` in its place: the rest of the screen stays.

**Use it** for a piece of a screen that only some visits need, whose code would otherwise load with the
screen (the bell's list and its sanitizer, the orders' filter fields on a phone).

**Don't use it** for a whole route (the router loads those), or for something the user types into the
moment it opens (keys pressed before its code arrives would be lost).

**Accessibility**
- Give the fallback a status (\`LoadingMessage\`) when it stands where content is awaited, or \`aria-hidden\`
  when it only keeps the place.
- The failure is an alert with a Retry button: it loads the code again.
`;

/** The part itself: what its module's default export draws. */
function Greeting({ name }: { name: string }) {
  return <p>Hola, {name}.</p>;
}

/** A module that arrives after `ms`. */
const arriving = (ms: number) => (): LazyModule<{ name: string }> =>
  new Promise((resolve) => setTimeout(() => resolve({ default: Greeting }), ms));

/** A module whose first load fails (the network dropped), and whose next ones arrive. */
function failingOnce() {
  let tries = 0;
  return (): LazyModule<{ name: string }> => {
    tries += 1;
    return tries === 1
      ? Promise.reject(new globalThis.Error('Failed to fetch dynamically imported module'))
      : arriving(50)();
  };
}

const loading = <LoadingMessage>Cargando…</LoadingMessage>;
const failed = (retry: () => void) => <ErrorMessage onRetry={retry}>No se pudo cargar esta parte.</ErrorMessage>;

/** LazyPart over a lazy component made at its first render, so every render of the story loads anew. */
function Part({ load }: { load: () => LazyModule<{ name: string }> }) {
  const [component] = useState(() => lazy(load));
  return <LazyPart component={component} load={load} props={{ name: 'Lucía' }} fallback={loading} failed={failed} />;
}

const slow = arriving(400);

const meta = {
  title: 'Primitives/LazyPart',
  component: LazyPart<{ name: string }>,
  args: { component: lazy(slow), load: slow, props: { name: 'Lucía' }, fallback: loading, failed },
  parameters: { docs: { description: { component: docsDescription } } },
} satisfies Meta<typeof LazyPart<{ name: string }>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Its stand-in while the code loads, then the part. */
export const Default: Story = {
  render: () => <Part load={slow} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando…');
    await expect(await canvas.findByText('Hola, Lucía.')).toBeVisible();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

/** The code failed to load: said in its place, and Retry loads it again. */
export const FailedThenRetried: Story = {
  name: 'Failed, then retried',
  render: () => <Part load={failingOnce()} />,
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('No se pudo cargar esta parte.');
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(canvas.getByText('Hola, Lucía.')).toBeVisible());
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** The code cannot be loaded: the part's place says so, with a Retry, and the rest of the screen stays. */
export const Error: Story = {
  render: () => (
    <>
      <h2>Pedidos</h2>
      <Part load={() => Promise.reject(new globalThis.Error('Failed to fetch dynamically imported module'))} />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No se pudo cargar esta parte.');
    await expect(canvas.getByRole('heading', { name: 'Pedidos' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};
