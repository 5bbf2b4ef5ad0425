import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { SortDescriptor } from 'react-aria-components';
import type {
  AmountChart,
  BudgetDetailsRow,
  ExpensesByPeriod,
  ExpensesPeriod,
  ProjectDashboard,
} from '@atrium/mock-api';
import { RadarChart, Sparkline } from '@atrium/ui/charts/index.ts';
import { Cell, Column, Row, Table, TableBody, TableHeader, sortItems } from '../../../primitives/Table';
import {
  DashboardCard,
  PeriodMenu,
  hasShape,
  isArrayOf,
  isCategorySeriesList,
  isNumber,
  isString,
  useDashboardFormat,
  useSection,
  type SectionSource,
} from '../shared/index';
import * as css from './ProjectDashboard.css';

type Source = SectionSource<Partial<ProjectDashboard>>;

const isAmountChart = hasShape<AmountChart>({
  amount: isNumber,
  labels: isArrayOf(isString),
  series: isCategorySeriesList,
});
const isExpensesByPeriod = hasShape<ExpensesByPeriod>({
  current: isAmountChart,
  previous: isAmountChart,
  beforePrevious: isAmountChart,
});
const isDistribution = hasShape<ProjectDashboard['budgetDistribution']>({
  categories: isArrayOf(isString),
  series: isCategorySeriesList,
});
const isRow = hasShape<BudgetDetailsRow>({
  type: isString,
  total: isNumber,
  expensesAmount: isNumber,
  expensesPercentage: isNumber,
  remainingAmount: isNumber,
  remainingPercentage: isNumber,
});
const isDetails = hasShape<{ rows: BudgetDetailsRow[] }>({ rows: isArrayOf(isRow) });

/** The budget tab: the distribution, the weekly, monthly and yearly expenses, and the details table. */
export function BudgetTab({ query }: { query: Source }) {
  return (
    <>
      <BudgetDistributionCard query={query} />
      <div className={css.threeCols}>
        <ExpensesCard query={query} which="weeklyExpenses" />
        <ExpensesCard query={query} which="monthlyExpenses" />
        <ExpensesCard query={query} which="yearlyExpenses" />
      </div>
      <BudgetDetailsCard query={query} />
    </>
  );
}

/** Each category's share of the budget as a radar chart. */
export function BudgetDistributionCard({ query }: { query: Source }) {
  const { t } = useTranslation();
  const section = useSection(query, (data) => data.budgetDistribution, isDistribution);
  const distribution = section.data;
  const category = (name: string) => t(`dashboards.project.categories.${name}`, { defaultValue: name });
  return (
    <DashboardCard
      title={t('dashboards.project.budget.distribution')}
      status={section.status}
      onRetry={section.onRetry}
      isEmpty={distribution !== undefined && distribution.categories.length === 0}
    >
      {distribution && (
        <RadarChart
          name={t('dashboards.project.budget.distribution')}
          summary={t('dashboards.project.budget.distributionSummary')}
          height={320}
          valueFormat={{ kind: 'number', maximumFractionDigits: 0 }}
          categories={distribution.categories.map(category)}
          series={distribution.series.map((series, index) => ({
            id: `budget-${index}`,
            label: t('dashboards.project.budget.distributionSeries'),
            data: series.data.map((y, at) => ({ x: category(distribution.categories[at] ?? ''), y })),
            tone: 'series1',
          }))}
        />
      )}
    </DashboardCard>
  );
}

const EXPENSE_TITLES = {
  weeklyExpenses: 'dashboards.project.budget.weekly',
  monthlyExpenses: 'dashboards.project.budget.monthly',
  yearlyExpenses: 'dashboards.project.budget.yearly',
} as const;

/** The menu's periods, newest first; each card names them in its own unit (this week, last month…). */
const EXPENSE_PERIODS: readonly ExpensesPeriod[] = ['current', 'previous', 'beforePrevious'];
const PERIOD_NAMES = {
  weeklyExpenses: 'dashboards.project.budget.periods.weekly',
  monthlyExpenses: 'dashboards.project.budget.periods.monthly',
  yearlyExpenses: 'dashboards.project.budget.periods.yearly',
} as const;

/**
 * The name of a point of a period's expenses in the active language: the mock's labels are English
 * sample data ("Mon", "Week 1", "Jan"), in order, so a point is named by its place in the period.
 */
function expensePoint(
  which: keyof typeof EXPENSE_TITLES,
  format: ReturnType<typeof useDashboardFormat>,
  t: TFunction,
): (index: number) => string {
  if (which === 'weeklyExpenses') return format.weekday;
  if (which === 'yearlyExpenses') return format.month;
  return (index: number) => t('dashboards.project.budget.week', { n: format.count(index + 1) });
}

/** The period's expenses: the amount and a smooth sparkline, the period chosen in the card's menu. */
export function ExpensesCard({ query, which }: { query: Source; which: keyof typeof EXPENSE_TITLES }) {
  const { t } = useTranslation();
  const format = useDashboardFormat();
  const [period, setPeriod] = useState<ExpensesPeriod>('current');
  const section = useSection(query, (data) => data[which], isExpensesByPeriod);
  const chart = section.data?.[period];
  const title = t(EXPENSE_TITLES[which]);
  const point = expensePoint(which, format, t);
  return (
    <DashboardCard
      title={title}
      titleLevel={3}
      status={section.status}
      onRetry={section.onRetry}
      skeleton="stat"
      isEmpty={chart !== undefined && chart.labels.length === 0}
      actions={
        <PeriodMenu
          name={title}
          options={EXPENSE_PERIODS.map((id) => ({ id, label: t(`${PERIOD_NAMES[which]}.${id}`) }))}
          value={period}
          onChange={setPeriod}
        />
      }
    >
      {chart && (
        <>
          <p className={css.amount}>{format.usd(chart.amount)}</p>
          <Sparkline
            name={title}
            summary={t('dashboards.project.budget.sparkSummary', { amount: format.usd(chart.amount) })}
            valueFormat={{ kind: 'currency', currency: 'USD' }}
            xFormat={{ kind: 'category' }}
            curve="smooth"
            data={chart.labels.map((_, index) => ({ x: point(index), y: chart.series[0]?.data[index] ?? 0 }))}
          />
        </>
      )}
    </DashboardCard>
  );
}

type Level = 'low' | 'medium' | 'high';
const levelOf = (expensesPercentage: number): Level =>
  expensesPercentage < 50 ? 'low' : expensesPercentage < 80 ? 'medium' : 'high';

const COLUMNS = [
  'type',
  'total',
  'expensesAmount',
  'expensesPercentage',
  'remainingAmount',
  'remainingPercentage',
] as const satisfies readonly (keyof BudgetDetailsRow)[];

/** Each budget line with its expenses and what remains, the spend level in words beside its colour. */
export function BudgetDetailsCard({ query }: { query: Source }) {
  const { t } = useTranslation();
  const format = useDashboardFormat();
  const section = useSection(query, (data) => data.budgetDetails, isDetails);
  const [sort, setSort] = useState<SortDescriptor | undefined>(undefined);
  const rows = useMemo(
    () => sortItems(section.data?.rows ?? [], sort, format.language),
    [section.data, sort, format.language],
  );
  const title = t('dashboards.project.budget.details');
  return (
    <DashboardCard
      title={title}
      status={section.status}
      onRetry={section.onRetry}
      skeleton="table"
      isEmpty={section.data !== undefined && rows.length === 0}
      emptyText={t('dashboards.project.budget.empty')}
    >
      <Table aria-label={title} sortDescriptor={sort} onSortChange={setSort}>
        <TableHeader>
          {COLUMNS.map((column, index) => (
            <Column key={column} id={column} isRowHeader={index === 0} allowsSorting>
              {t(`dashboards.project.budget.columns.${column}`)}
            </Column>
          ))}
        </TableHeader>
        <TableBody items={rows.map((row) => ({ ...row, id: row.type }))}>
          {(row) => {
            const level = levelOf(row.expensesPercentage);
            return (
              <Row id={row.id}>
                <Cell>
                  <span className={css.chip}>
                    {t(`dashboards.project.categories.${row.type}`, { defaultValue: row.type })}
                  </span>
                </Cell>
                <Cell className={css.numeric}>{format.usd(row.total)}</Cell>
                <Cell className={css.numeric}>{format.usd(row.expensesAmount)}</Cell>
                <Cell className={css.numeric}>{format.percent(row.expensesPercentage)}</Cell>
                <Cell className={css.numeric}>{format.usd(row.remainingAmount)}</Cell>
                <Cell>
                  <span className={css.level}>
                    {format.percent(row.remainingPercentage)}
                    <span className={[css.levelDot, css.levelColor[level]].join(' ')} aria-hidden="true" />
                    {t(`dashboards.project.budget.level.${level}`)}
                  </span>
                </Cell>
              </Row>
            );
          }}
        </TableBody>
      </Table>
    </DashboardCard>
  );
}
