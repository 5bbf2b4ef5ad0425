import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { FinanceDashboard } from '@atrium/mock-api';
import { FinanceDashboardPage } from '@atrium/ui/views/dashboards/finance/FinanceDashboard.tsx';
import { layoutModes } from '../../../../.storybook/modes';
import { failingFirst, neverAnswers } from '../../../toolbar/handlers';
import { answer, region, transactions } from './financeFixtures';
import { expectRetryOffered, retryRecovers } from '../../errorStories';

const FINANCE = '*/api/dashboards/finance';
const flaky = failingFirst('get', FINANCE, answer);
const fixed = http.get(FINANCE, () => HttpResponse.json(answer()));

const meta = {
  title: 'Views/Dashboards/Finance',
  component: FinanceDashboardPage,
  parameters: { layout: 'fullscreen', msw: { handlers: { dashboards: [fixed, transactions] } } },
} satisfies Meta<typeof FinanceDashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const firstName = (table: HTMLElement) => within(table).getAllByRole('row')[1]!;

export const Default: Story = {
  parameters: { chromatic: { modes: layoutModes } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Finanzas' })).toBeVisible();
    const previous = await region(canvasElement, 'Extracto anterior');
    await expect(await within(previous).findByText(/^Pagado el/)).toBeVisible();
    // The big amount is what was spent, so the "spent" figure below repeats it.
    const spent = within(previous).getAllByText('27.221,21 US$');
    await expect(spent).toHaveLength(2);
    for (const amount of spent) await expect(amount).toBeVisible();
    const current = await region(canvasElement, 'Extracto actual');
    await expect(await within(current).findByText(/^Vence antes del/)).toBeVisible();
    const balance = await region(canvasElement, 'Saldo de la cuenta');
    await expect(within(balance).getByRole('figure', { name: 'Saldo de la cuenta por mes' })).toBeInTheDocument();
    const transactions = await region(canvasElement, 'Movimientos recientes');
    const table = within(transactions).getByRole('grid', { name: 'Movimientos recientes' });
    await expect(within(table).getAllByRole('row')).toHaveLength(7);
    await expect(within(table).getAllByText('Pendiente')).toHaveLength(2);
    const budget = await region(canvasElement, 'Presupuesto');
    await expect(within(budget).getByRole('progressbar', { name: 'Gastos' })).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/^17\.663\sUS\$ de 20\.000\sUS\$$/),
    );
    await expect(within(budget).getByText(/Tus gastos suman el 88,3/)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { dashboards: neverAnswers('get', FINANCE) } } },
  play: async ({ canvasElement }) => {
    const transactions = await region(canvasElement, 'Movimientos recientes');
    await expect(within(transactions).getByRole('status')).toHaveTextContent('Cargando…');
    await expect(within(transactions).queryByRole('grid')).not.toBeInTheDocument();
  },
};

const empty: FinanceDashboard = {
  ...answer(),
  recentTransactions: [],
  accountBalance: { ...answer().accountBalance, series: [] },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { dashboards: http.get(FINANCE, () => HttpResponse.json(empty)) } } },
  play: async ({ canvasElement }) => {
    const transactions = await region(canvasElement, 'Movimientos recientes');
    await expect(await within(transactions).findByText('Aún no hay movimientos.')).toBeVisible();
    await expect(
      within(await region(canvasElement, 'Saldo de la cuenta')).getByText('Aún no hay datos.'),
    ).toBeVisible();
  },
};

export const Error: Story = {
  beforeEach: () => flaky.reset(),
  parameters: { msw: { handlers: { dashboards: flaky.handler } } },
  play: async ({ canvasElement }) => {
    const budget = await region(canvasElement, 'Presupuesto');
    const alert = await within(budget).findByRole('alert');
    await expect(alert).toHaveTextContent('No se ha podido cargar esta tarjeta.');
    await expect(within(await region(canvasElement, 'Extracto actual')).getByRole('alert')).toBeVisible();
    await expectRetryOffered(alert);
  },
};

/** Retry after the failed load brings the data (from the Error story's state). */
export const RetryRecovers: Story = retryRecovers(Error, async ({ canvasElement }) => {
  const budget = await region(canvasElement, 'Presupuesto');
  const alert = await within(budget).findByRole('alert');
  await expect(alert).toHaveTextContent('No se ha podido cargar esta tarjeta.');
  await expect(within(await region(canvasElement, 'Extracto actual')).getByRole('alert')).toBeVisible();
  await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
  await expect(await within(budget).findByRole('progressbar', { name: 'Ahorro' })).toBeVisible();
});

const badTransactions = { ...answer(), recentTransactions: [{ id: 1, amount: 'many' }] };

export const OneCardFailing: Story = {
  parameters: { msw: { handlers: { dashboards: http.get(FINANCE, () => HttpResponse.json(badTransactions)) } } },
  play: async ({ canvasElement }) => {
    const transactions = await region(canvasElement, 'Movimientos recientes');
    await expect(await within(transactions).findByRole('alert')).toHaveTextContent(
      'No se ha podido cargar esta tarjeta.',
    );
    const budget = await region(canvasElement, 'Presupuesto');
    await expect(within(budget).getByRole('progressbar', { name: 'Gastos' })).toBeVisible();
    await expect(within(await region(canvasElement, 'Extracto anterior')).queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const SortsTransactions: Story = {
  play: async ({ canvasElement }) => {
    const transactions = await region(canvasElement, 'Movimientos recientes');
    const table = await within(transactions).findByRole('grid');
    // Newest first to begin with.
    await expect(firstName(table)).toHaveTextContent('Marisol Ibáñez');
    await userEvent.click(within(table).getByRole('columnheader', { name: 'Importe' }));
    await waitFor(() => expect(firstName(table)).toHaveTextContent('Harbor Lane Studio'));
    await expect(within(table).getByRole('columnheader', { name: 'Importe' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.click(within(table).getByRole('columnheader', { name: 'Importe' }));
    await waitFor(() => expect(firstName(table)).toHaveTextContent('Tobias Lindqvist'));
    await userEvent.click(within(table).getByRole('columnheader', { name: 'Nombre' }));
    await waitFor(() => expect(firstName(table)).toHaveTextContent('Amara Osei'));
  },
};

export const StatementMenu: Story = {
  play: async ({ canvasElement }) => {
    const current = await region(canvasElement, 'Extracto actual');
    const actions = await within(current).findByRole('button', { name: 'Acciones del extracto: Extracto actual' });
    // Offered once the statement has loaded.
    await waitFor(() => expect(actions).toBeEnabled());
    await userEvent.click(actions);
    // The menu's items are built a render after it opens: wait for them before pressing one.
    await waitFor(() => expect(within(document.body).getByRole('menuitem', { name: 'Imprimir' })).toBeVisible());
    const menu = within(document.body).getByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Enviar por correo' })).toBeVisible();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Ver extracto' }));
    await expect(
      await within(document.body).findByText('El detalle de los extractos aún no está disponible.'),
    ).toBeVisible();
  },
};

export const FocusesABalancePoint: Story = {
  play: async ({ canvasElement }) => {
    const balance = await region(canvasElement, 'Saldo de la cuenta');
    const plot = await within(balance).findByRole('application', { name: /Saldo de la cuenta por mes/ });
    plot.focus();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(balance.querySelector('[data-chart-tooltip]')).not.toBeNull());
    await expect(balance.querySelector('[data-chart-tooltip]')).toHaveTextContent('58.129');
  },
};

/**
 * The recent transactions' "see all" opens every transaction in a dialog, ten to a page; Escape closes it and
 * gives the focus back. The shot is of the dialog open again.
 */
export const SeesAllTransactions: Story = {
  parameters: { chromatic: { modes: layoutModes } },
  play: async ({ canvasElement }) => {
    const transactions = await region(canvasElement, 'Movimientos recientes');
    await within(transactions).findByRole('grid');
    const seeAll = within(transactions).getByRole('button', { name: 'Ver todos los movimientos' });
    await userEvent.click(seeAll);
    let dialog = await within(document.body).findByRole('dialog', { name: 'Todos los movimientos' });
    const table = await within(dialog).findByRole('grid', { name: 'Todos los movimientos' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    await expect(within(dialog).getByText('1 – 10 de 46')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(seeAll).toHaveFocus();
    await userEvent.click(seeAll);
    dialog = await within(document.body).findByRole('dialog', { name: 'Todos los movimientos' });
    await expect(await within(dialog).findByText('1 – 10 de 46')).toBeVisible();
  },
};
