import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AllTransactions } from '@atrium/ui/views/dashboards/finance/AllTransactions.tsx';
import { failingFirst, neverAnswers } from '../../../toolbar/handlers';
import { expectRetryOffered, retryRecovers } from '../../errorStories';
import { inWidth } from '../shared/cards';
import { TRANSACTIONS, transactions } from './financeFixtures';

/** The list of every transaction the recent transactions card's "see all" opens, alone at the dialog's width. */
const meta = {
  title: 'Views/Dashboards/Finance/AllTransactions',
  component: AllTransactions,
  decorators: [inWidth(760)],
  parameters: { actor: 'owner', msw: { handlers: { dashboards: transactions } } },
} satisfies Meta<typeof AllTransactions>;

export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('grid', { name: 'Todos los movimientos' }, { timeout: 5000 });
/** The names of the rows shown, in order. */
const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('gridcell')[1]?.textContent);

/** Newest first, ten to a page, of all 46. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await grid(canvasElement);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/528651571NT.*Marisol Ibáñez.*1358,75\sUS\$/);
    await expect(canvas.getByText('1 – 10 de 46')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Todos' })).toBeChecked();
  },
};

/** The next page, a status kept and a sort by amount: each asks the server, from the first page again. */
export const FiltersSortsAndPages: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await grid(canvasElement);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    await userEvent.click(canvas.getByRole('button', { name: 'Página siguiente' }));
    await expect(await canvas.findByText('11 – 20 de 46')).toBeVisible();

    await userEvent.click(canvas.getByRole('radio', { name: 'Pendiente' }));
    await expect(await canvas.findByText('1 – 4 de 4')).toBeVisible();
    await waitFor(() => expect(within(table).getAllByText('Pendiente')).toHaveLength(4));
    await expect(within(table).queryByText('Completada')).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('radio', { name: 'Todos' }));
    await userEvent.click(within(table).getByRole('columnheader', { name: 'Importe' }));
    await waitFor(() => expect(names(table)[0]).toBe('Harbor Lane Studio'));
    await userEvent.click(within(table).getByRole('columnheader', { name: 'Importe' }));
    await waitFor(() => expect(names(table)[0]).not.toBe('Harbor Lane Studio'));
    await expect(within(table).getByRole('columnheader', { name: 'Importe' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(canvas.getByText('1 – 10 de 46')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { dashboards: neverAnswers('get', TRANSACTIONS) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Cargando filas…')).toBeInTheDocument();
    await expect(canvas.queryByText('Marisol Ibáñez')).not.toBeInTheDocument();
  },
};

const none = http.get(TRANSACTIONS, () => HttpResponse.json({ items: [], total: 0, page: 1, size: 10 }));

export const Empty: Story = {
  parameters: { msw: { handlers: { dashboards: none } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Aún no hay movimientos.')).toBeVisible();
  },
};

const flaky = failingFirst('get', TRANSACTIONS, () => ({ items: [], total: 0, page: 1, size: 10 }));

export const Error: Story = {
  beforeEach: () => flaky.reset(),
  parameters: { msw: { handlers: { dashboards: flaky.handler } } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 5000 });
    await expectRetryOffered(alert);
  },
};

/** Retry after the failed load asks again and shows the answer. */
export const RetryRecovers: Story = retryRecovers(Error, async ({ canvasElement }) => {
  const alert = await within(canvasElement).findByRole('alert');
  await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
  await expect(await within(canvasElement).findByText('Aún no hay movimientos.')).toBeVisible();
});
