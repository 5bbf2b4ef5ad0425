import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OrdersArea } from '@atrium/ui/views/orders/OrdersView.tsx';
import { layoutModes, mobileOnlyModes } from '../../../.storybook/modes';
import { failingFirst, neverAnswers } from '../../toolbar/handlers';
import { ORDERS, meAs, noOrders, noOrdersAccess, viewer } from './fixtures';
import { OrdersFrame } from './OrdersFrame';
import { expectRetryOffered, retryRecovers } from '../errorStories';
import { longTextStory } from '../longTextStories';

const meta = {
  title: 'Views/Orders/List',
  component: OrdersFrame,
  // What these stories review: the orders area, which OrdersFrame routes to over the mock API.
  subcomponents: { OrdersArea },
  parameters: { route: '/orders', layout: 'fullscreen' },
} satisfies Meta<typeof OrdersFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const findTable = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: 'Pedidos' });
const flaky = failingFirst('get', ORDERS, () => noOrders);

export const Default: Story = {
  parameters: { chromatic: { modes: layoutModes } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Pedidos' })).toBeVisible();
    const table = await findTable(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Todos 2000' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Pendientes 38' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Cancelados 115' })).toBeVisible();
    // Newest number first; status and payment read as words, never as a colour alone.
    const first = await within(table).findByRole('row', { name: /#12000/ });
    await expect(within(first).getByText('Pendiente')).toBeVisible();
    await expect(within(first).getByText('Teresa Fischer')).toBeVisible();
    await expect(within(first).getByText(/\d+ artículos?/)).toBeVisible();
    await expect(within(table).queryByRole('columnheader', { name: /Subtotal/ })).not.toBeInTheDocument();
    await expect(canvas.getByText('1 – 25 de 2000')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
  },
};

export const Empty: Story = {
  // Checked by its play function in the stories run; not shot: under the screenshot run's four pages at once it times out.
  parameters: {
    chromatic: { disableSnapshot: true },
    msw: { handlers: { orders: http.get(ORDERS, () => HttpResponse.json(noOrders)) } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Aún no hay pedidos.')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Todos 0' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { orders: neverAnswers('get', ORDERS) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Cargando filas…')).toBeInTheDocument();
    await expect(canvas.queryByRole('row', { name: /#\d+/ })).not.toBeInTheDocument();
  },
};

export const Error: Story = {
  beforeEach: () => flaky.reset(),
  parameters: { msw: { handlers: { orders: flaky.handler } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No se pudieron cargar las filas.')).toBeVisible();
    await expectRetryOffered(canvasElement);
  },
};

/** Retry after the failed load brings the data (from the Error story's state). */
export const RetryRecovers: Story = retryRecovers(Error, async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText('No se pudieron cargar las filas.')).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
  await expect(await canvas.findByText('Aún no hay pedidos.')).toBeVisible();
});

export const Forbidden: Story = {
  parameters: { msw: { handlers: { me: meAs(noOrdersAccess) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No tienes acceso a esta página' })).toBeVisible();
    await expect(canvas.getAllByText(/Ver pedidos/).length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
  },
};

/** A Viewer sees the list, but export is disabled and says which permission is missing. */
export const ViewerCannotExport: Story = {
  parameters: { actor: 'viewer', msw: { handlers: { me: meAs(viewer) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTable(canvasElement);
    const exportButton = await canvas.findByRole('button', { name: /Exportar CSV/ });
    await waitFor(() => expect(exportButton).toHaveAttribute('aria-disabled', 'true'));
  },
};

/** Ten orders, two of them shipped: "8 eligible, 2 skipped" before confirming, then what the API did. */
export const BulkStatusChange: Story = {
  // Checked by its play function in the stories run; not shot: its last frame (a closing dialog, a toast) differs from run to run.
  // Ten rows a page, all of them chosen at once: orders #12000 to #11991.
  parameters: { route: '/orders?size=10', chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await findTable(canvasElement);
    await within(table).findByRole('row', { name: /#11991/ });
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Seleccionar todos' }));
    await expect(canvas.getByText('10 seleccionadas')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cambiar estado' }));
    const dialog = await body().findByRole('dialog', { name: 'Cambiar el estado de 10 pedidos' });
    // Pending to processing: five of the ten.
    await expect(within(dialog).getByText('5 aptos, 5 omitidos')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: /Nuevo estado/ }));
    await userEvent.click(await body().findByRole('option', { name: 'Cancelado' }));
    await expect(within(dialog).getByText('8 aptos, 2 omitidos')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cambiar 8 pedidos' }));
    await expect(await within(dialog).findByText('8 hechos, 2 omitidos')).toBeVisible();
    await expect(within(dialog).getByText(/#11993: no puede pasar a ese estado/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hecho' }));
    await expect(await canvas.findByRole('tab', { name: 'Cancelados 123' })).toBeVisible();
    const cancelled = await within(table).findByRole('row', { name: /#12000/ });
    await waitFor(() => expect(within(cancelled).getByText('Cancelado')).toBeVisible());
  },
};

/**
 * On a phone the filter fields fold behind "Filtros", which counts those set (two here, from the URL); the
 * search stays in view, and the status tabs keep to one row that scrolls sideways.
 */
export const PhoneFilters: Story = {
  name: 'Phone filters',
  globals: { viewport: { value: 'mobile' } },
  parameters: { route: '/orders?payment=paid&minTotal=100', chromatic: { modes: mobileOnlyModes } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTable(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Buscar pedidos' })).toBeVisible();
    const toggle = canvas.getByRole('button', { name: 'Filtros (2 activos)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('button', { name: /\bPago$/ })).not.toBeInTheDocument();
    // One row of tabs, wider than the screen, that scrolls rather than wraps.
    const tabs = canvas.getByRole('tablist', { name: 'Pedidos por estado' });
    const tops = new Set(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => Math.round(tab.getBoundingClientRect().top)),
    );
    await expect(tops.size).toBe(1);
    await expect(tabs.scrollWidth).toBeGreaterThan(tabs.clientWidth);
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(await canvas.findByRole('button', { name: /\bPago$/ })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Total mínimo' })).toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Tab, filters and search go to the URL; the empty state names the filters in force. */
export const FiltersInTheUrl: Story = {
  // Checked by its play function in the stories run; not shot: under the screenshot run's four pages at once it times out.
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTable(canvasElement);
    // On a desktop every field is in view, with no "Filtros" to open first.
    await expect(await canvas.findByRole('button', { name: /\bPago$/ })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Filtros/ })).not.toBeInTheDocument();
    await userEvent.click(await canvas.findByRole('tab', { name: /^Pendientes/ }));
    await waitFor(() => expect(canvas.getByLabelText('Ruta actual')).toHaveTextContent('/orders?status=pending'));
    await userEvent.click(canvas.getByRole('searchbox', { name: 'Buscar pedidos' }));
    await userEvent.paste('nadie-con-este-nombre');
    // The search goes out after its debounce, and the mock searches every order: give it time on a busy machine.
    await expect(
      await canvas.findByText('Ninguna fila coincide con estos filtros:', {}, { timeout: 5000 }),
    ).toBeVisible();
    await expect(await canvas.findByText('Buscar pedidos: nadie-con-este-nombre', {}, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar filtros' }));
    await expect(await canvas.findByRole('tab', { name: 'Todos 2000' })).toHaveAttribute('aria-selected', 'true');
  },
};

/**
 * The home's "see the 26 pending" opens exactly the orders it counted: pending for more than 24 hours (not
 * every pending order), said in a filter the user can clear.
 */
export const OpensAHomeFigure: Story = {
  parameters: { route: '/orders?attention=pendingOver24h', chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTable(canvasElement);
    // The filter is said where it can be changed.
    await expect(await canvas.findByRole('button', { name: /Pendiente más de 24 h/ })).toBeVisible();
    // Only pending orders, and fewer than all 38 pending ones.
    const all = await canvas.findByRole('tab', { name: /^Todos \d+$/ });
    const count = Number(/\d+$/.exec(all.textContent ?? '')![0]);
    await expect(count).toBeGreaterThan(0);
    await expect(count).toBeLessThan(38);
    await expect(canvas.getByRole('tab', { name: `Pendientes ${count}` })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Pendiente más de 24 h/ }));
    await userEvent.click(await body().findByRole('option', { name: 'Cualquiera' }));
    await expect(await canvas.findByRole('tab', { name: 'Todos 2000' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** A saved view is named, picked from the menu later, and deleted. */
export const SavedViews: Story = {
  // Checked by its play function in the stories run; not shot: its last frame (a closing dialog, a toast) differs from run to run.
  parameters: { chromatic: { disableSnapshot: true } },
  beforeEach: () => localStorage.clear(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A menu's items are built a render after it opens: press one once it is drawn.
    const menuItem = async (name: string) => {
      await waitFor(() => expect(body().getByRole('menuitem', { name })).toBeVisible());
      return body().getByRole('menuitem', { name });
    };
    await findTable(canvasElement);
    const shipped = await canvas.findByRole('tab', { name: /^Enviados/ });
    await userEvent.click(shipped);
    // The view saved is what the list shows: the router applies the tab's status in a transition (it
    // draws the list anew), so save once the tab is on.
    await waitFor(() => expect(shipped).toHaveAttribute('aria-selected', 'true'));
    await userEvent.click(canvas.getByRole('button', { name: 'Vistas guardadas' }));
    await userEvent.click(await menuItem('Guardar la vista actual…'));
    const dialog = await body().findByRole('dialog', { name: 'Guardar la vista actual' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nombre de la vista/ }), 'En camino');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await userEvent.click(await canvas.findByRole('tab', { name: /^Todos/ }));
    await waitFor(() => expect(canvas.getByLabelText('Ruta actual')).toHaveTextContent(/^\/orders$/));
    await userEvent.click(canvas.getByRole('button', { name: 'Vistas guardadas' }));
    await userEvent.click(await menuItem('En camino'));
    await waitFor(() => expect(canvas.getByLabelText('Ruta actual')).toHaveTextContent('status=shipped'));
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: /^Enviados/ })).toHaveAttribute('aria-selected', 'true'),
    );
  },
};

/** Every name, title and address with a long unbroken word: nothing scrolls sideways or is cut. */
export const LongText: Story = longTextStory(Default);
