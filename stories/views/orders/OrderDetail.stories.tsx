import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { OrdersArea } from '@atrium/ui/views/orders/OrdersView.tsx';
import { layoutModes } from '../../../.storybook/modes';
import { neverAnswers, serverError } from '../../toolbar/handlers';
import { meAs, noOrdersAccess, transitionConflict } from './fixtures';
import { OrdersFrame } from './OrdersFrame';
import { longTextStory } from '../longTextStories';

const ORDER = '*/api/orders/order';

/** Seed orders (the mock's seed is fixed): #11996 pending and paid, #11997 processing, #11951 delivered with two lines. */
const meta = {
  title: 'Views/Orders/Detail',
  component: OrdersFrame,
  subcomponents: { OrdersArea },
  parameters: { route: '/orders/11996', layout: 'fullscreen' },
} satisfies Meta<typeof OrdersFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const region = (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('region', { name });

export const Default: Story = {
  parameters: { chromatic: { modes: layoutModes } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Pedido #11996' })).toBeVisible();
    await expect(canvas.getAllByText('Pendiente').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: 'Preparar' })).toBeEnabled();
    const customer = await region(canvasElement, 'Cliente');
    await expect(within(customer).getByRole('link', { name: 'Luis Ibáñez' })).toHaveAttribute(
      'href',
      '/orders/customers/cus-0076',
    );
    const items = await region(canvasElement, 'Artículos');
    await expect(within(items).getByRole('rowheader', { name: /Corvina Ember 36 Chrono/ })).toBeVisible();
    await expect(within(items).getByText(/3535,86\s€/)).toBeVisible();
    const timeline = await region(canvasElement, 'Historial');
    await expect(within(timeline).getByText(/Sistema: pedido creado por 3535,86\s€/)).toBeVisible();
    // Steps not allowed from here are in the menu, disabled, with the reason.
    await userEvent.click(canvas.getByRole('button', { name: 'Más acciones del pedido' }));
    const delivered = await body().findByRole('menuitem', { name: /Marcar como entregado/ });
    await expect(delivered).toHaveAttribute('aria-disabled', 'true');
    await expect(delivered).toHaveAccessibleDescription('Un pedido Pendiente no puede pasar a Entregado.');
    await userEvent.keyboard('{Escape}');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { order: neverAnswers('get', ORDER) } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Cargando el pedido…')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { order: serverError('get', ORDER) } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('No se ha podido completar. Inténtalo de nuevo.');
    await expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

export const Forbidden: Story = {
  parameters: { msw: { handlers: { me: meAs(noOrdersAccess) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No tienes acceso a esta página' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: /Pedido #/ })).not.toBeInTheDocument();
  },
};

/** Opened from the Pending tab: previous and next follow that list, and keep its query. */
export const FollowsTheListFilter: Story = {
  parameters: { route: '/orders/11996?status=pending' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Pedido #11996' });
    const neighbours = canvas.getByRole('navigation', { name: 'Pedidos de la lista' });
    await expect(within(neighbours).getByRole('link', { name: 'Anterior' })).toHaveAttribute(
      'href',
      '/orders/11998?status=pending',
    );
    await userEvent.click(within(neighbours).getByRole('link', { name: 'Siguiente' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Pedido #11991' })).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText('Ruta actual')).toHaveTextContent('/orders/11991?status=pending'));
    await expect(canvas.getByRole('link', { name: 'Volver a los pedidos' })).toHaveAttribute(
      'href',
      '/orders?status=pending',
    );
  },
};

/** Pending → processing: the next step is the primary button; the status and the timeline follow. */
export const MovesToProcessing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Preparar' }));
    await expect(await canvas.findByRole('button', { name: 'Enviar' })).toBeVisible();
    await expect(canvas.getAllByText('En preparación').length).toBeGreaterThan(0);
    const timeline = await region(canvasElement, 'Historial');
    await expect(await within(timeline).findByText(/estado de Pendiente a En preparación/)).toBeVisible();
  },
};

/** Shipping asks for carrier and tracking number; nothing is sent until both are there. */
export const Ships: Story = {
  parameters: { route: '/orders/11997' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Enviar' }));
    const dialog = await body().findByRole('dialog', { name: 'Enviar el pedido #11997' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Marcar como enviado' }));
    await expect(within(dialog).getByText('Indica el transportista.')).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Transportista/ }), 'SEUR');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Número de seguimiento/ }), 'SE123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Marcar como enviado' }));
    await expect(await canvas.findByRole('button', { name: 'Marcar como entregado' })).toBeVisible();
    const timeline = await region(canvasElement, 'Historial');
    await expect(
      await within(timeline).findByText(/En preparación a Enviado · SEUR SE123456 · cliente avisado/),
    ).toBeVisible();
  },
};

/** Someone else moved the order first: the API's 409 is told in words and the status goes back. */
export const InvalidTransitionConflict: Story = {
  parameters: { msw: { handlers: { transition: transitionConflict } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Preparar' }));
    await expect(
      await body().findByText(
        /El pedido no puede pasar de Cancelado a En preparación: otra persona lo ha cambiado antes/,
      ),
    ).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Preparar' })).toBeVisible();
  },
};

/** One line of a delivered order refunded: the totals, the payment and the timeline follow. */
export const RefundsALine: Story = {
  parameters: { route: '/orders/11951' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Pedido #11951' });
    await userEvent.click(canvas.getByRole('button', { name: 'Más acciones del pedido' }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Reembolsar' }));
    const dialog = await body().findByRole('dialog', { name: 'Reembolsar el pedido #11951' });
    await userEvent.click(within(dialog).getByRole('button', { name: /Qué reembolsar/ }));
    await userEvent.click(await body().findByRole('option', { name: 'Algunas líneas' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Unidades de Corvina Fjord 36' }), '1');
    await userEvent.click(within(dialog).getByRole('button', { name: /Reembolsar 1124,09\s€/ }));
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    const items = await region(canvasElement, 'Artículos');
    await expect(await within(items).findByText('1 reembolsado', { exact: false })).toBeVisible();
    const totals = within(items).getByLabelText('Totales');
    await expect(totals).toHaveTextContent(/Reembolsado1124,09\s€/);
    await expect(canvas.getAllByText('Reembolsado en parte').length).toBeGreaterThan(0);
    const timeline = await region(canvasElement, 'Historial');
    await expect(within(timeline).getByText(/reembolso de 1124,09\s€/)).toBeVisible();
  },
};

/** Never above what is left: checked before sending, and the API's 409 is told in words. */
export const RefundTooLarge: Story = {
  parameters: {
    route: '/orders/11951',
    msw: {
      handlers: {
        refund: http.post('*/api/orders/refund', () =>
          HttpResponse.json(
            { code: 'refund_too_large', remaining: 10, error: 'At most 10 is left to refund' },
            { status: 409 },
          ),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Pedido #11951' });
    await userEvent.click(canvas.getByRole('button', { name: 'Más acciones del pedido' }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Reembolsar' }));
    const dialog = await body().findByRole('dialog', { name: 'Reembolsar el pedido #11951' });
    await userEvent.click(within(dialog).getByRole('button', { name: /Qué reembolsar/ }));
    await userEvent.click(await body().findByRole('option', { name: 'Un importe' }));
    const amount = within(dialog).getByRole('textbox', { name: /Importe/ });
    // Read the Spanish way: a point groups thousands, a comma starts the cents.
    await userEvent.type(amount, '1.000,50');
    await expect(within(dialog).getByRole('button', { name: /^Reembolsar 1000,50\s€/ })).toBeVisible();
    // Scientific notation is refused beside the field, not refunded as a thousand.
    await userEvent.clear(amount);
    await userEvent.type(amount, '1e3');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Reembolsar/ }));
    await expect(amount).toHaveValue('1e3');
    await expect(amount).toHaveAccessibleDescription(/Escribe el número completo, sin «e»/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '5000');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Reembolsar/ }));
    await expect(within(dialog).getByText(/No se puede reembolsar tanto: solo quedan 2691,04\s€/)).toBeVisible();
    await userEvent.clear(amount);
    await userEvent.type(amount, '100');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Reembolsar/ }));
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent(/No se puede reembolsar tanto: solo quedan 10,00\s€/);
    // Nothing typed is lost.
    await expect(amount).toHaveValue('100');
  },
};

/** Every name, title and address with a long unbroken word: nothing scrolls sideways or is cut. */
export const LongText: Story = longTextStory(Default);

/** The same on a phone, where the items table scrolls in its own box (it does with any data). */
export const LongTextOnAPhone: Story = longTextStory(Default, { viewport: 'mobile', tablesMayScroll: true });
