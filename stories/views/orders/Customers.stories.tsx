import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OrdersArea } from '@atrium/ui/views/orders/OrdersView.tsx';
import { layoutModes } from '../../../.storybook/modes';
import { neverAnswers } from '../../toolbar/handlers';
import { meAs, noOrdersAccess } from './fixtures';
import { OrdersFrame } from './OrdersFrame';
import { longTextStory } from '../longTextStories';

const meta = {
  title: 'Views/Orders/Customers',
  component: OrdersFrame,
  subcomponents: { OrdersArea },
  parameters: { route: '/orders/customers', layout: 'fullscreen' },
} satisfies Meta<typeof OrdersFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const findTable = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: 'Clientes' });

export const List: Story = {
  parameters: { chromatic: { modes: layoutModes } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Clientes' })).toBeVisible();
    const table = await findTable(canvasElement);
    await expect(await within(table).findByRole('rowheader', { name: 'Ana Alonso' })).toBeVisible();
    await expect(within(table).getByRole('columnheader', { name: /Total gastado/ })).toBeVisible();
    await expect(canvas.getByText('1 – 25 de 150')).toBeVisible();
  },
};

export const ListSearch: Story = {
  // Checked by its play function in the stories run; not shot: the list itself is shot above.
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await within(await findTable(canvasElement)).findByRole('rowheader', { name: 'Ana Alonso' }),
    ).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar clientes' }), 'ana.alonso');
    await waitFor(() => expect(canvas.getByText('1 – 1 de 1')).toBeVisible());
    await waitFor(() => expect(canvas.getByLabelText('Ruta actual')).toHaveTextContent('search=ana.alonso'));
    // The list settles (no call in flight, so it is no longer dimmed) before the page is checked.
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull());
  },
};

export const ListLoading: Story = {
  parameters: { msw: { handlers: { customers: neverAnswers('get', '*/api/customers') } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Cargando filas…')).toBeInTheDocument();
  },
};

export const ListForbidden: Story = {
  parameters: { msw: { handlers: { me: meAs(noOrdersAccess) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No tienes acceso a esta página' })).toBeVisible();
    await expect(canvas.getAllByText(/Ver clientes/).length).toBeGreaterThan(0);
  },
};

export const Detail: Story = {
  parameters: { route: '/orders/customers/cus-0001', chromatic: { modes: layoutModes } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ana Alonso' })).toBeVisible();
    const orders = await canvas.findByRole('grid', { name: 'Pedidos' });
    // A header row and the customer's fifteen orders.
    await expect(within(orders).getAllByRole('row')).toHaveLength(16);
    const timeline = canvas.getByRole('region', { name: 'Historial' });
    await expect(within(timeline).getByText('Se dio de alta como cliente')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver sus pedidos en la lista' })).toHaveAttribute(
      'href',
      '/orders?customer=cus-0001',
    );
  },
};

/** Every name, title and address with a long unbroken word: nothing scrolls sideways or is cut. */
export const LongText: Story = longTextStory(Detail);
