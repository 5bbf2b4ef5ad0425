import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { FinanceDashboard } from '@atrium/mock-api';
import { ToastProvider } from '@atrium/ui/primitives/Toast/index.ts';
import {
  BalanceCard,
  BudgetCard,
  StatementCard,
  TransactionsCard,
} from '@atrium/ui/views/dashboards/finance/FinanceDashboard.tsx';
import type { SectionSource } from '@atrium/ui/views/dashboards/shared/index.ts';
import { answer } from './financeFixtures';
import { expectOnlyCardFailing, figureOf, inWidth, region, row } from '../shared/cards';

type Source = SectionSource<Partial<FinanceDashboard>>;

interface CardArgs {
  /** The page query's refetch, which a card's Retry calls. */
  refetch: () => unknown;
}

const ANSWER = answer();

/** The answer as the page's query holds it once it came. */
const answered = (refetch: () => unknown, data: Partial<FinanceDashboard> = ANSWER): Source => ({
  status: 'success',
  data,
  refetch,
});

/** A date as the cards write it: the medium date of the language. */
const spanishDate = (iso: string) => new Intl.DateTimeFormat('es', { dateStyle: 'medium' }).format(new Date(iso));

// The dashboard's own stories screenshot every card in place; these check each card alone.
const meta = {
  title: 'Views/Dashboards/Finance/Cards',
  args: { refetch: fn() },
  parameters: { chromatic: { disableSnapshot: true } },
  // The page's toasts (the statement menu's actions say what they did).
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
} satisfies Meta<CardArgs>;

export default meta;
type Story = StoryObj<CardArgs>;

/** The previous (paid) and current (pending) statements, side by side as in the dashboard. */
export const Statements: Story = {
  decorators: [inWidth(760)],
  render: ({ refetch }) => (
    <div style={row(2)}>
      <StatementCard query={answered(refetch)} which="previousStatement" />
      <StatementCard query={answered(refetch)} which="currentStatement" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const statements = [
      {
        title: 'Extracto anterior',
        line: `Pagado el ${spanishDate(ANSWER.previousStatement.date)}`,
        figures: [/^34\.500,00\sUS\$$/, /^27\.221,21\sUS\$$/, /^7331,94\sUS\$$/],
      },
      {
        title: 'Extracto actual',
        line: `Vence antes del ${spanishDate(ANSWER.currentStatement.date)}`,
        figures: [/^34\.500,00\sUS\$$/, /^29\.431,52\sUS\$$/, /^8255,07\sUS\$$/],
      },
    ];
    for (const { title, line, figures } of statements) {
      const card = await region(canvasElement, title);
      await expect(await within(card).findByText(line)).toBeVisible();
      const [limit, spent, minimum] = figures;
      await expect(figureOf(card, 'Límite de la tarjeta')).toHaveTextContent(limit!);
      await expect(figureOf(card, 'Gastado')).toHaveTextContent(spent!);
      await expect(figureOf(card, 'Mínimo')).toHaveTextContent(minimum!);
      // The big amount is what was spent.
      await expect(within(card).getAllByText(spent!)).toHaveLength(2);
    }

    const previous = await region(canvasElement, 'Extracto anterior');
    await userEvent.click(within(previous).getByRole('button', { name: 'Acciones del extracto: Extracto anterior' }));
    const menu = await within(document.body).findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Ver extracto', 'Desglose de gastos', 'Imprimir', 'Enviar por correo']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Desglose de gastos' }));
    await expect(
      await within(document.body).findByText('El detalle de los extractos aún no está disponible.'),
    ).toBeVisible();
  },
};

export const Balance: Story = {
  decorators: [inWidth(760)],
  render: ({ refetch }) => <BalanceCard query={answered(refetch)} />,
  play: async ({ canvasElement }) => {
    const card = await region(canvasElement, 'Saldo de la cuenta');
    const chart = await within(card).findByRole('figure', { name: 'Saldo de la cuenta por mes' });
    await expect(figureOf(card, 'Crecimiento mensual medio')).toHaveTextContent(/^2,8\s%$/);
    await expect(figureOf(card, 'Ingreso mensual medio')).toHaveTextContent(/^6478,00\sUS\$$/);
    // The chart's data: twelve months of the predicted and the actual balance, in whole dollars.
    const rows = within(chart).getAllByRole('row');
    await expect(rows).toHaveLength(13);
    await expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .slice(1)
        .map((header) => header.textContent),
    ).toEqual(['Previsto', 'Real']);
    const lastMonth = within(rows.at(-1)!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    await expect(lastMonth).toEqual([
      expect.stringMatching(/^57\.682\sUS\$$/),
      expect.stringMatching(/^58\.129\sUS\$$/),
    ]);
  },
};

export const Transactions: Story = {
  decorators: [inWidth(760)],
  render: ({ refetch }) => <TransactionsCard query={answered(refetch)} />,
  play: async ({ canvasElement }) => {
    const card = await region(canvasElement, 'Movimientos recientes');
    const table = await within(card).findByRole('grid', { name: 'Movimientos recientes' });
    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((tableRow) => within(tableRow).getAllByRole('gridcell')[1]?.textContent);
    // Newest first.
    await expect(names()).toEqual([
      'Marisol Ibáñez',
      'Harbor Lane Studio',
      'Tobias Lindqvist',
      'Northwind Printing',
      'Amara Osei',
      'Cloud hosting, monthly',
    ]);
    const harbor = within(table).getByRole('row', { name: /421436904YT/ });
    await expect(harbor).toHaveTextContent(spanishDate(ANSWER.recentTransactions[1]!.date));
    await expect(harbor).toHaveTextContent(/-1042,82\sUS\$\s*Completada$/);
    await expect(within(table).getByRole('row', { name: /685377421YT/ })).toHaveTextContent(
      /1828,16\sUS\$\s*Pendiente$/,
    );

    const date = within(table).getByRole('columnheader', { name: 'Fecha' });
    await expect(date).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(date);
    await waitFor(() => expect(date).toHaveAttribute('aria-sort', 'ascending'));
    await waitFor(() =>
      expect(names()).toEqual([
        'Cloud hosting, monthly',
        'Amara Osei',
        'Northwind Printing',
        'Tobias Lindqvist',
        'Harbor Lane Studio',
        'Marisol Ibáñez',
      ]),
    );
  },
};

export const Budget: Story = {
  decorators: [inWidth(380)],
  render: ({ refetch }) => <BudgetCard query={answered(refetch)} />,
  play: async ({ canvasElement }) => {
    const card = await region(canvasElement, 'Presupuesto');
    const bars = await within(card).findAllByRole('progressbar');
    await expect(bars.map((bar) => bar.getAttribute('aria-valuetext')?.replace(/\s/g, ' '))).toEqual([
      '17.663 US$ de 20.000 US$',
      '132.482 US$ de 250.000 US$',
      '791 US$ de 1000 US$',
    ]);
    await expect(within(card).getByRole('progressbar', { name: 'Ahorro' })).toBeVisible();
    await expect(within(card).getByRole('progressbar', { name: 'Facturas' })).toBeVisible();
    await expect(within(card).getByRole('button', { name: 'Descargar resumen' })).toBeVisible();
  },
};

// As a faulty server could send it: the budget's expenses are not a number.
const badBudget = {
  ...ANSWER,
  budget: { ...ANSWER.budget, expenses: 'lots' },
} as unknown as Partial<FinanceDashboard>;

/** One card's part came malformed: it alone fails, with a Retry that fetches the answer again. */
export const OneCardMalformed: Story = {
  decorators: [inWidth(1120)],
  render: ({ refetch }) => (
    <div style={{ ...row(3), alignItems: 'start' }}>
      <BudgetCard query={answered(refetch, badBudget)} />
      <div style={{ gridColumn: 'span 2' }}>
        <BalanceCard query={answered(refetch, badBudget)} />
      </div>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const { other } = await expectOnlyCardFailing(canvasElement, {
      failing: 'Presupuesto',
      content: 'progressbar',
      neighbour: 'Saldo de la cuenta',
      refetch: args.refetch,
    });
    await expect(await within(other).findByRole('figure', { name: 'Saldo de la cuenta por mes' })).toBeVisible();
  },
};
