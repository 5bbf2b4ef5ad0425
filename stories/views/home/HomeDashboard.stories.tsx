import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import type { MeAnswer } from '@atrium/mock-api';
import { HomeView } from '@atrium/ui/views/home/HomeView.tsx';
import { layoutModes } from '../../../.storybook/modes';
import { failingFirst, neverAnswers } from '../../toolbar/handlers';
import { overviewAnswer, quietAnswer, supportAnswer, supportMe } from './fixtures';
import { expectRetryOffered, retryRecovers } from '../errorStories';

const OVERVIEW = '*/api/overview';
const flaky = failingFirst('get', OVERVIEW, () => overviewAnswer());
const answering = (body: unknown) => http.get(OVERVIEW, () => HttpResponse.json(body as JsonBodyType));

const meta = {
  title: 'Views/Home/HomeDashboard',
  component: HomeView,
  parameters: {
    route: '/dashboard',
    layout: 'fullscreen',
    msw: { handlers: { overview: answering(overviewAnswer()) } },
  },
} satisfies Meta<typeof HomeView>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('region', { name });
/** A card's headline figure (the sparkline's hidden table repeats it further down). */
const headline = async (card: HTMLElement, text: string | RegExp) => (await within(card).findAllByText(text))[0];
const GREETING_ES = /^(Buenos días|Buenas tardes|Buenas noches), Lucía$/;
const KPI_TITLES = ['Pedidos de hoy', 'Ingresos de hoy', 'Ticket medio de hoy', 'Reembolsos de hoy'];
const CARD_TITLES = [
  ...KPI_TITLES,
  'Pedidos que necesitan atención',
  'Aprobaciones del asistente',
  'Equipo conectado',
  'Actividad reciente',
];

export const Default: Story = {
  parameters: { chromatic: { modes: layoutModes } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: GREETING_ES })).toBeVisible();
    await expect(canvas.getByText(/^Hoy es \p{L}+, \d{1,2} de \p{L}+ de \d{4}$/u)).toBeVisible();

    const orders = await region(canvasElement, 'Pedidos de hoy');
    await expect(await headline(orders, '23')).toBeVisible();
    // The change is told in words beside its arrow, against the same weekday last week.
    await expect(within(orders).getByText(/^Sube un 15\s%\sfrente al \p{L}+ pasado$/u)).toBeVisible();
    await expect(within(orders).getByText(/^El \p{L}+ pasado a esta hora: 20$/u)).toBeVisible();
    await expect(within(orders).getByRole('figure', { name: 'Pedidos de hoy, últimos 14 días' })).toBeInTheDocument();
    const link = within(orders).getByRole('link', { name: 'Ver los pedidos de hoy' });
    await expect(link.getAttribute('href')).toMatch(/^\/orders\?from=(\d{4}-\d{2}-\d{2})&to=\1$/);

    const revenue = await region(canvasElement, 'Ingresos de hoy');
    await expect(await headline(revenue, /^2875,50\s€$/)).toBeVisible();
    await expect(within(revenue).getByText(/^Baja un 7\s%/)).toBeVisible();
    const refunds = await region(canvasElement, 'Reembolsos de hoy');
    await expect(within(refunds).getByText(/^Igual que el \p{L}+ pasado$/u)).toBeVisible();
    // Today's refunds, by the day of the refund: not every order ever refunded.
    const refunded = within(refunds).getByRole('link', { name: 'Ver los pedidos reembolsados hoy' });
    await expect(refunded.getAttribute('href')).toBe(
      link.getAttribute('href')!.replace(/from=(.*)&to=.*/, 'refundedOn=$1'),
    );

    const attention = await region(canvasElement, 'Pedidos que necesitan atención');
    const pending = within(attention).getByRole('region', { name: /^Pendientes más de 24 h/ });
    await expect(within(pending).getByText('7 pedidos')).toBeInTheDocument();
    const oldest = within(pending).getByRole('link', { name: 'Pedido #11876' });
    await expect(oldest).toHaveAttribute('href', '/orders/11876');
    await expect(oldest.closest('li')).toHaveTextContent(/Carmen Duarte · hace 3 días\s*249,90\s€/);
    // Each link opens exactly the group it counts, not every pending or unpaid order.
    await expect(within(pending).getByRole('link', { name: 'Ver los 7 pendientes' })).toHaveAttribute(
      'href',
      '/orders?attention=pendingOver24h',
    );
    const unpaid = within(attention).getByRole('region', { name: /^Pago fallido/ });
    await expect(within(unpaid).getByRole('link', { name: 'Ver los 2 sin pagar' })).toHaveAttribute(
      'href',
      '/orders?attention=paymentFailed',
    );
    const returns = within(attention).getByRole('region', { name: /^Devoluciones solicitadas/ });
    await expect(within(returns).getByRole('link', { name: 'Ver la devolución solicitada' })).toHaveAttribute(
      'href',
      '/orders?attention=returnsRequested',
    );

    const approvals = await region(canvasElement, 'Aprobaciones del asistente');
    await expect(within(approvals).getByText('Nada espera tu aprobación.')).toBeVisible();
    await expect(within(approvals).getByRole('link', { name: 'Abrir el asistente' })).toHaveAttribute('href', '/agent');

    const team = await region(canvasElement, 'Equipo conectado');
    await expect(within(team).getByText('Lucía Navarro (tú)')).toBeVisible();
    await expect(within(team).getByText('5 personas activas en los últimos 5 minutos.')).toBeVisible();
    await expect(within(team).getByRole('link', { name: 'Ver los usuarios' })).toHaveAttribute('href', '/users');

    const recent = await region(canvasElement, 'Actividad reciente');
    await expect(within(recent).getByText('Pedido enviado: #12001')).toBeVisible();
    await expect(within(recent).getByText('Pedido entregado: #11870').closest('li')).toHaveTextContent(
      /Sistema · hace 2 horas/,
    );
    await expect(within(recent).getByRole('link', { name: 'Ver el registro de auditoría' })).toHaveAttribute(
      'href',
      '/users/audit',
    );
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { overview: neverAnswers('get', OVERVIEW) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: GREETING_ES })).toBeVisible();
    for (const name of CARD_TITLES) {
      await expect(within(await region(canvasElement, name)).getByRole('status')).toHaveTextContent('Cargando…');
    }
    await expect(canvas.queryByRole('figure')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { overview: answering(quietAnswer()) } } },
  play: async ({ canvasElement }) => {
    const orders = await region(canvasElement, 'Pedidos de hoy');
    await expect(await headline(orders, '0')).toBeVisible();
    await expect(within(orders).getByText(/^Igual que el \p{L}+ pasado$/u)).toBeVisible();
    await expect(await headline(await region(canvasElement, 'Ingresos de hoy'), /^0,00\s€$/)).toBeVisible();
    const attention = await region(canvasElement, 'Pedidos que necesitan atención');
    await expect(within(attention).getByText('Ningún pedido necesita atención ahora.')).toBeVisible();
    await expect(within(attention).queryByRole('link')).not.toBeInTheDocument();
    await expect(
      within(await region(canvasElement, 'Actividad reciente')).getByText('Aún no hay actividad.'),
    ).toBeVisible();
    await expect(
      within(await region(canvasElement, 'Equipo conectado')).getByText('1 persona activa en los últimos 5 minutos.'),
    ).toBeVisible();
  },
};

export const Error: Story = {
  beforeEach: () => flaky.reset(),
  parameters: { msw: { handlers: { overview: flaky.handler } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const orders = await region(canvasElement, 'Pedidos de hoy');
    const alert = await within(orders).findByRole('alert');
    await expect(alert).toHaveTextContent('No se ha podido cargar esta tarjeta.');
    // Every card fails on its own, with its own Retry; the greeting stays.
    await expect(canvas.getAllByRole('alert')).toHaveLength(CARD_TITLES.length);
    await expect(canvas.getByRole('heading', { level: 1, name: GREETING_ES })).toBeVisible();
    await expectRetryOffered(alert);
  },
};

/** Retry after the failed load brings the data (from the Error story's state). */
export const RetryRecovers: Story = retryRecovers(Error, async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const orders = await region(canvasElement, 'Pedidos de hoy');
  await userEvent.click(within(within(orders).getByRole('alert')).getByRole('button', { name: 'Reintentar' }));
  await expect(await headline(orders, '23')).toBeVisible();
  await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
});

const broken = overviewAnswer();
export const OneCardFailing: Story = {
  parameters: {
    msw: {
      handlers: {
        overview: answering({
          ...broken,
          kpis: { ...broken.kpis, refunds: { today: 'none' } },
          attention: { pendingOver24h: 'broken' },
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const refunds = await region(canvasElement, 'Reembolsos de hoy');
    await expect(await within(refunds).findByRole('alert')).toHaveTextContent('No se ha podido cargar esta tarjeta.');
    await expect(within(refunds).getByRole('button', { name: 'Reintentar' })).toBeVisible();
    const attention = await region(canvasElement, 'Pedidos que necesitan atención');
    await expect(within(attention).getByRole('alert')).toBeVisible();
    // The rest of the page is there.
    await expect(await headline(await region(canvasElement, 'Pedidos de hoy'), '23')).toBeVisible();
    await expect(within(await region(canvasElement, 'Equipo conectado')).getByText('Lucía Navarro (tú)')).toBeVisible();
    await expect(within(canvasElement).getAllByRole('alert')).toHaveLength(2);
  },
};

const me = (body: MeAnswer) => http.get('*/api/me', () => HttpResponse.json(body as unknown as JsonBodyType));

/** A Viewer holds every :view; a Support agent lacks users:view and audit:view, so their cards go. */
export const Viewer: Story = {
  parameters: { msw: { handlers: { me: me(supportMe), overview: answering(supportAnswer()) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /^(Buenos días|Buenas tardes|Buenas noches), Sergio$/ }),
    ).toBeVisible();
    await expect(await headline(await region(canvasElement, 'Pedidos de hoy'), '23')).toBeVisible();
    await expect(await region(canvasElement, 'Pedidos que necesitan atención')).toBeVisible();
    await expect(await region(canvasElement, 'Aprobaciones del asistente')).toBeVisible();
    // No users:view, no audit:view: those cards are not there at all (not disabled, not empty).
    await expect(canvas.queryByRole('region', { name: 'Equipo conectado' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: 'Actividad reciente' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Forbidden: Story = {
  parameters: {
    msw: {
      handlers: {
        me: me({ ...supportMe, permissions: supportMe.permissions.filter((p) => p !== 'dashboard:view') }),
        overview: http.get(OVERVIEW, () =>
          HttpResponse.json({ code: 'forbidden', permission: 'dashboard:view' }, { status: 403 }),
        ),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'No tienes acceso a esta página' }),
    ).toBeVisible();
    await expect(canvas.getByText('(dashboard:view)')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Pedidos de hoy' })).not.toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening), Lucía$/ }),
    ).toBeVisible();
    await expect(canvas.getByText(/^Today is \p{L}+, \p{L}+ \d{1,2}, \d{4}$/u)).toBeVisible();
    const orders = await region(canvasElement, 'Orders today');
    await expect(await within(orders).findByText(/^Up 15% on last \p{L}+$/u)).toBeVisible();
    await expect(await headline(await region(canvasElement, 'Revenue today'), '€2,875.50')).toBeVisible();
    const attention = await region(canvasElement, 'Orders needing attention');
    await expect(within(attention).getByRole('link', { name: 'See all 7 pending' })).toBeVisible();
    await expect(within(await region(canvasElement, 'Team online')).getByText('Lucía Navarro (you)')).toBeVisible();
  },
};
