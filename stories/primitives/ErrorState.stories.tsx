import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-aria-components';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ErrorState, RouteError } from '@atrium/ui';
import { RouterBridge } from '@atrium/ui/navigation/RouterBridge.tsx';

// Usage guidance for the Docs page (Markdown).
const docsDescription = `
What a page shows when it failed as a whole: what went wrong in words, **Retry**, a way home, and the
technical details (message and stack) folded away under a disclosure. \`RouteError\` is a route's error
element built on it: every route of the app has one, so a view that throws never shows the router's
developer screen; inside the signed-in frame it fills the content area and the navigation stays usable.

**Use it** for a failure that takes a whole page: a route's loader, its lazy chunk, or its view throwing.

**Don't use it** inside a card or a panel (the card shows its own error and the page stays), nor for a list
that failed to load (use \`ErrorMessage\`).

**Accessibility**
- The card is an alert named by its heading, so a screen reader hears what happened at once.
- Retry and the way home come first; the details sit behind a disclosure button (\`aria-expanded\`).
- A part of the app that failed to load (a lazy chunk) says so and offers to reload the page.
`;

const stack = `TypeError: Cannot read properties of undefined (reading 'points')
    at SalesChart (SalesChart.tsx:42:18)
    at renderWithHooks (react-dom.js:11596:26)`;

const meta = {
  title: 'Primitives/ErrorState',
  component: ErrorState,
  args: { details: stack, onRetry: fn(), homeHref: '/dashboard' },
  parameters: { layout: 'fullscreen', docs: { description: { component: docsDescription } } },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page that threw: what happened, Retry, the way home; the details stay folded until asked for. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert', { name: 'Esta página no ha podido mostrarse' });
    await expect(alert).toHaveTextContent('Lo que ya has guardado no se ha perdido');
    await expect(within(alert).getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/dashboard');
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();

    const details = within(alert).getByRole('button', { name: 'Detalles técnicos' });
    await expect(details).toHaveAttribute('aria-expanded', 'false');
    await expect(within(alert).queryByText(/reading 'points'/)).not.toBeVisible();
    await userEvent.click(details);
    await expect(details).toHaveAttribute('aria-expanded', 'true');
    await expect(within(alert).getByText(/reading 'points'/)).toBeVisible();
  },
};

/** A part of the app that did not arrive (a lazy chunk): said so, and Retry reloads the page. */
export const ChunkFailed: Story = {
  args: {
    kind: 'chunk',
    details: 'TypeError: Failed to fetch dynamically imported module: /assets/OrdersView-3f2a.js',
  },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert', { name: 'No se ha podido cargar esta parte de Atrium' });
    await expect(alert).toHaveTextContent('Recarga la página para intentarlo de nuevo.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Recargar la página' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A view that throws while `broken` holds. */
function FlakyView({ broken }: { broken: RefObject<boolean> }) {
  if (broken.current) throw new TypeError("Cannot read properties of undefined (reading 'total')");
  return <p>Pedido #1042: 129,90 €</p>;
}

function Here() {
  return <output aria-label="Ruta actual">{useLocation().pathname}</output>;
}

/**
 * A frame (navigation and content) around a route that throws once: the error stays in the content area,
 * the navigation stays usable, and Retry renders the route again.
 */
function FrameWithFailingRoute({ fixRef }: { fixRef: RefObject<(() => void) | null> }) {
  const broken = useRef(true);
  useEffect(() => {
    fixRef.current = () => (broken.current = false);
  }, [fixRef]);
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <RouterBridge>
              <nav aria-label="Navegación">
                <Link href="/dashboard">Panel</Link>
              </nav>
              <main>
                <Outlet />
              </main>
              <Here />
            </RouterBridge>
          ),
          children: [
            {
              errorElement: <RouteError homeHref="/dashboard" />,
              children: [
                { path: 'orders', element: <FlakyView broken={broken} /> },
                { path: 'dashboard', element: <h1>Panel</h1> },
              ],
            },
          ],
        },
      ],
      { initialEntries: ['/orders'] },
    ),
  );
  return <RouterProvider router={router} />;
}

/** A route's error element: the view threw; Retry renders it again once the cause is gone. */
export const RouteRetries: StoryObj = {
  parameters: { route: false, chromatic: { disableSnapshot: true } },
  render: function Render() {
    const fix = useRef<(() => void) | null>(null);
    return (
      <>
        <FrameWithFailingRoute fixRef={fix} />
        <button type="button" onClick={() => fix.current?.()}>
          Arreglar la vista
        </button>
      </>
    );
  },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    const alert = await main.findByRole('alert', { name: 'Esta página no ha podido mostrarse' });
    await expect(canvas.getByRole('navigation', { name: 'Navegación' })).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Detalles técnicos' }));
    await expect(within(alert).getByText(/reading 'total'/)).toBeVisible();

    // Still broken: Retry shows the error again; once the cause is gone, Retry shows the view.
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    // The retry draws the error anew: the alert read must be the one on screen now, not the one replaced.
    await waitFor(() => expect(main.getByRole('alert', { name: 'Esta página no ha podido mostrarse' })).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Arreglar la vista' }));
    await userEvent.click(within(main.getByRole('alert')).getByRole('button', { name: 'Reintentar' }));
    await expect(await main.findByText('Pedido #1042: 129,90 €')).toBeVisible();
    await expect(main.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** The way home leaves the error for the dashboard, within the frame. */
export const RouteGoesHome: StoryObj = {
  parameters: { route: false, chromatic: { disableSnapshot: true } },
  render: () => <FrameWithFailingRoute fixRef={{ current: null }} />,
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    const alert = await main.findByRole('alert');
    await userEvent.click(within(alert).getByRole('link', { name: 'Ir al inicio' }));
    await expect(await main.findByRole('heading', { name: 'Panel' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Ruta actual' })).toHaveTextContent('/dashboard'));
  },
};
