import { useMemo, useState } from 'react';
import {
  CircleAlert,
  CircleCheck,
  Download,
  EllipsisVertical,
  PiggyBank,
  Printer,
  Receipt,
  TriangleAlert,
  Wallet,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Key, SortDescriptor } from 'react-aria-components';
import type { FinanceDashboard, FinanceStatement, FinanceTransaction } from '@atrium/mock-api';
import { AreaChart } from '@atrium/ui/charts/index.ts';
import { Badge } from '../../../primitives/Badge';
import { Button } from '../../../primitives/Button';
import { Menu, MenuItem, MenuTrigger } from '../../../primitives/Menu';
import { ProgressBar } from '../../../primitives/ProgressBar';
import { Cell, Column, Row, Table, TableBody, TableHeader, sortItems } from '../../../primitives/Table';
import { ToastProvider, useToast } from '../../../primitives/Toast';
import {
  DashboardCard,
  DashboardPage,
  hasShape,
  isArrayOf,
  isNumber,
  isString,
  isTimeSeriesList,
  useDashboardFormat,
  useSection,
  type DashboardAction,
  type Guard,
  type SectionSource,
} from '../shared/index';
import { AllTransactionsButton } from './AllTransactions';
import { useFinanceDashboard } from './api';
import { csvLine, downloadCsv } from './download';
import * as css from './FinanceDashboard.css';

type Source = SectionSource<Partial<FinanceDashboard>>;

const oneOf =
  <T extends string>(...values: T[]): Guard<T> =>
  (value): value is T =>
    values.includes(value as T);

const isStatement = hasShape<FinanceStatement>({
  status: oneOf('paid', 'pending'),
  date: isString,
  limit: isNumber,
  spent: isNumber,
  minimum: isNumber,
});
const isBalance = hasShape<FinanceDashboard['accountBalance']>({
  growRate: isNumber,
  ami: isNumber,
  series: isTimeSeriesList,
});
const isTransaction = hasShape<FinanceTransaction>({
  id: isString,
  transactionId: isString,
  name: isString,
  amount: isNumber,
  status: oneOf('completed', 'pending'),
  date: isString,
});
const isBudget = hasShape<FinanceDashboard['budget']>({
  expenses: isNumber,
  expensesLimit: isNumber,
  savings: isNumber,
  savingsGoal: isNumber,
  bills: isNumber,
  billsLimit: isNumber,
});

/** The route component of /dashboards/finance. */
export function FinanceDashboardPage() {
  return (
    <ToastProvider>
      <FinanceDashboardView />
    </ToastProvider>
  );
}

function FinanceDashboardView() {
  const { t } = useTranslation();
  const query = useFinanceDashboard();
  const exportTransactions = () => {
    const transactions = isArrayOf(isTransaction)(query.data?.recentTransactions) ? query.data.recentTransactions : [];
    const head = csvLine(
      (['transactionId', 'date', 'name', 'amount', 'status'] as const).map((key) =>
        t(`dashboards.finance.transactions.columns.${key}`),
      ),
    );
    const lines = transactions.map((one) =>
      csvLine([
        one.transactionId,
        one.date,
        one.name,
        one.amount,
        t(`dashboards.finance.transactions.status.${one.status}`),
      ]),
    );
    downloadCsv('transactions.csv', [head, ...lines].join('\n'));
  };
  const actions: DashboardAction[] = [
    { id: 'print', label: t('dashboards.finance.actions.print'), icon: <Printer />, onAction: () => window.print() },
    {
      id: 'export',
      label: t('dashboards.finance.actions.export'),
      icon: <Download />,
      variant: 'primary',
      onAction: exportTransactions,
    },
  ];
  return (
    <DashboardPage title={t('dashboards.finance.title')} subtitle={t('dashboards.finance.subtitle')} actions={actions}>
      <div className={css.grid}>
        <StatementCard query={query} which="previousStatement" />
        <StatementCard query={query} which="currentStatement" />
        <BalanceCard query={query} />
        <TransactionsCard query={query} />
        <BudgetCard query={query} />
      </div>
    </DashboardPage>
  );
}

/** A statement: paid on or due before, the amount, limit, spent and minimum, and its menu. */
export function StatementCard({ query, which }: { query: Source; which: 'previousStatement' | 'currentStatement' }) {
  const { t } = useTranslation();
  const toast = useToast();
  const format = useDashboardFormat();
  const section = useSection(query, (data) => data[which], isStatement);
  const statement = section.data;
  const title = t(
    which === 'previousStatement' ? 'dashboards.finance.statement.previous' : 'dashboards.finance.statement.current',
  );
  const onAction = (key: Key) => {
    if (!statement) return;
    if (key === 'print') window.print();
    else if (key === 'email') {
      const subject = t('dashboards.finance.statement.emailSubject', { title });
      const body = t('dashboards.finance.statement.emailBody', {
        amount: format.usd(statement.spent),
        limit: format.usd(statement.limit),
        minimum: format.usd(statement.minimum),
      });
      window.location.href = `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
    } else toast.show({ title: t('dashboards.finance.statement.notYet') });
  };
  const paid = statement?.status === 'paid';
  const Watermark = paid ? CircleCheck : CircleAlert;
  return (
    <DashboardCard
      title={title}
      status={section.status}
      onRetry={section.onRetry}
      skeleton="stat"
      className={css.statement}
      actions={
        <MenuTrigger>
          {/* Every action works on the statement: none is offered before it has loaded (they did nothing). */}
          <Button
            variant="icon"
            aria-label={`${t('dashboards.finance.statement.menu')}: ${title}`}
            isDisabled={!statement}
          >
            <EllipsisVertical aria-hidden="true" />
          </Button>
          <Menu placement="bottom end" onAction={onAction}>
            <MenuItem id="view">{t('dashboards.finance.statement.view')}</MenuItem>
            <MenuItem id="breakdowns">{t('dashboards.finance.statement.breakdowns')}</MenuItem>
            <MenuItem id="print">{t('dashboards.finance.statement.print')}</MenuItem>
            <MenuItem id="email">{t('dashboards.finance.statement.email')}</MenuItem>
          </Menu>
        </MenuTrigger>
      }
    >
      {statement && (
        <>
          <Watermark className={[css.watermark, css.watermarkTone[statement.status]].join(' ')} aria-hidden="true" />
          <p className={[css.line, css.lineTone[statement.status]].join(' ')}>
            <Watermark className={[css.lineIcon, css.lineIconTone[statement.status]].join(' ')} aria-hidden="true" />
            {t(paid ? 'dashboards.finance.statement.paidOn' : 'dashboards.finance.statement.dueBefore', {
              date: format.date(statement.date),
            })}
          </p>
          <p className={css.amount}>{format.usd(statement.spent)}</p>
          <dl className={css.figures}>
            {(['limit', 'spent', 'minimum'] as const).map((key) => (
              <div key={key} className={css.figure}>
                <dt className={css.figureLabel}>{t(`dashboards.finance.statement.${key}`)}</dt>
                <dd className={css.figureValue}>{format.usd(statement[key])}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </DashboardCard>
  );
}

/** Average growth and income over the predicted and actual balance. */
export function BalanceCard({ query }: { query: Source }) {
  const { t } = useTranslation();
  const format = useDashboardFormat();
  const section = useSection(query, (data) => data.accountBalance, isBalance);
  const balance = section.data;
  const label = (name: string) =>
    name === 'Predicted'
      ? t('dashboards.finance.balance.predicted')
      : name === 'Actual'
        ? t('dashboards.finance.balance.actual')
        : name;
  return (
    <DashboardCard
      title={t('dashboards.finance.balance.title')}
      status={section.status}
      onRetry={section.onRetry}
      isEmpty={balance !== undefined && balance.series.every((series) => series.data.length === 0)}
    >
      {balance && (
        <>
          <dl className={css.headline}>
            <div className={css.figure}>
              <dt className={css.figureLabel}>{t('dashboards.finance.balance.growth')}</dt>
              <dd className={css.headlineValue}>{format.percent(balance.growRate)}</dd>
            </div>
            <div className={css.figure}>
              <dt className={css.figureLabel}>{t('dashboards.finance.balance.income')}</dt>
              <dd className={css.headlineValue}>{format.usd(balance.ami)}</dd>
            </div>
          </dl>
          <AreaChart
            name={t('dashboards.finance.balance.chartName')}
            summary={t('dashboards.finance.balance.chartSummary')}
            valueFormat={{ kind: 'currency', currency: 'USD', maximumFractionDigits: 0 }}
            xFormat={{ kind: 'date', options: { month: 'short', year: '2-digit', timeZone: 'UTC' } }}
            curve="smooth"
            series={balance.series.map((series, index) => ({
              id: series.name.toLowerCase(),
              label: label(series.name),
              data: series.data,
              tone: index === 0 ? 'series2' : 'series1',
            }))}
          />
        </>
      )}
    </DashboardCard>
  );
}

const TRANSACTION_COLUMNS = ['transactionId', 'date', 'name', 'amount', 'status'] as const;

/** The latest transactions, sortable by every column, the status a pill with its word; "see all" opens every one. */
export function TransactionsCard({ query }: { query: Source }) {
  const { t } = useTranslation();
  const format = useDashboardFormat();
  const section = useSection(query, (data) => data.recentTransactions, isArrayOf(isTransaction));
  const [sort, setSort] = useState<SortDescriptor>({ column: 'date', direction: 'descending' });
  const rows = useMemo(
    () =>
      sortItems(
        (section.data ?? []).map((one) => ({ ...one, date: new Date(one.date) })),
        sort,
        format.language,
      ),
    [section.data, sort, format.language],
  );
  const title = t('dashboards.finance.transactions.title');
  return (
    <DashboardCard
      title={title}
      status={section.status}
      onRetry={section.onRetry}
      skeleton="table"
      className={css.wide}
      isEmpty={section.data !== undefined && rows.length === 0}
      emptyText={t('dashboards.finance.transactions.empty')}
      actions={<AllTransactionsButton />}
    >
      <Table aria-label={title} sortDescriptor={sort} onSortChange={setSort} className={css.transactions}>
        <TableHeader>
          {TRANSACTION_COLUMNS.map((column) => (
            <Column
              key={column}
              id={column}
              isRowHeader={column === 'transactionId'}
              allowsSorting
              className={column === 'amount' ? css.numeric : undefined}
            >
              {t(`dashboards.finance.transactions.columns.${column}`)}
            </Column>
          ))}
        </TableHeader>
        <TableBody items={rows}>
          {(row) => (
            <Row id={row.id}>
              <Cell>
                <span className={css.mono}>{row.transactionId}</span>
              </Cell>
              <Cell>{format.date(row.date.toISOString())}</Cell>
              <Cell>{row.name}</Cell>
              <Cell className={css.numeric}>{format.usd(row.amount)}</Cell>
              <Cell>
                <Badge variant={row.status === 'completed' ? 'success' : 'warn'}>
                  {t(`dashboards.finance.transactions.status.${row.status}`)}
                </Badge>
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </DashboardCard>
  );
}

/** Expenses, savings and bills against their limits, a note when expenses run high, and a download. */
export function BudgetCard({ query }: { query: Source }) {
  const { t } = useTranslation();
  const format = useDashboardFormat();
  const section = useSection(query, (data) => data.budget, isBudget);
  const budget = section.data;
  const rows = budget
    ? ([
        { key: 'expenses', icon: <Wallet />, value: budget.expenses, limit: budget.expensesLimit },
        { key: 'savings', icon: <PiggyBank />, value: budget.savings, limit: budget.savingsGoal },
        { key: 'bills', icon: <Receipt />, value: budget.bills, limit: budget.billsLimit },
      ] as const)
    : [];
  const expensesShare = budget && budget.expensesLimit > 0 ? (budget.expenses / budget.expensesLimit) * 100 : 0;
  const download = () =>
    downloadCsv(
      'budget.csv',
      rows.map((row) => csvLine([t(`dashboards.finance.budget.${row.key}`), row.value, row.limit])).join('\n'),
    );
  return (
    <DashboardCard
      title={t('dashboards.finance.budget.title')}
      status={section.status}
      onRetry={section.onRetry}
      skeleton="list"
    >
      {budget && (
        <>
          <ul className={css.budgetRows}>
            {rows.map((row) => (
              <li key={row.key} className={css.budgetRow}>
                <span className={css.budgetIcon} aria-hidden="true">
                  {row.icon}
                </span>
                <div className={css.budgetText}>
                  <ProgressBar
                    label={t(`dashboards.finance.budget.${row.key}`)}
                    value={Math.min(row.value, row.limit)}
                    maxValue={row.limit}
                    showValue={false}
                    valueLabel={t('dashboards.finance.budget.ofLimit', {
                      amount: format.usdWhole(row.value),
                      limit: format.usdWhole(row.limit),
                    })}
                  />
                  <span className={css.figureLabel} aria-hidden="true">
                    {t('dashboards.finance.budget.ofLimit', {
                      amount: format.usdWhole(row.value),
                      limit: format.usdWhole(row.limit),
                    })}
                  </span>
                </div>
              </li>
            ))}
          </ul>
          {expensesShare >= 80 && (
            <p className={css.warning}>
              <TriangleAlert className={css.warningIcon} aria-hidden="true" />
              {t('dashboards.finance.budget.warning', { percent: format.percent(expensesShare) })}
            </p>
          )}
          <Button variant="secondary" onPress={download}>
            <Download aria-hidden="true" width={16} height={16} />
            {t('dashboards.finance.budget.download')}
          </Button>
        </>
      )}
    </DashboardCard>
  );
}
