import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FinanceTransaction, FinanceTransactionSort, TransactionStatus } from '@atrium/mock-api';
import { Badge } from '../../../primitives/Badge';
import { Button } from '../../../primitives/Button';
import {
  DataTable,
  type DataTableActiveFilter,
  type DataTableColumn,
  type DataTableSort,
} from '../../../primitives/DataTable';
import { Dialog, DialogTrigger } from '../../../primitives/Dialog';
import { SegmentedToggle, useDashboardFormat } from '../shared/index';
import { useFinanceTransactions } from './api';
import * as css from './FinanceDashboard.css';

const SORTS = [
  'transactionId',
  'date',
  'name',
  'amount',
  'status',
] as const satisfies readonly FinanceTransactionSort[];
const isSort = (column: string): column is FinanceTransactionSort => (SORTS as readonly string[]).includes(column);
const SIZES = [10, 25, 50] as const;
type StatusChoice = 'all' | TransactionStatus;

/** The recent transactions card's "see all": every transaction in a dialog, paged, sorted and filtered on the server. */
export function AllTransactionsButton() {
  const { t } = useTranslation();
  return (
    <DialogTrigger>
      <Button variant="secondary" size="small">
        {t('dashboards.finance.transactions.seeAll')}
      </Button>
      <Dialog title={t('dashboards.finance.transactions.allTitle')} size="lg">
        <AllTransactions />
      </Dialog>
    </DialogTrigger>
  );
}

/** Every transaction, newest first by default: a status filter over the data table. */
export function AllTransactions() {
  const { t } = useTranslation();
  const format = useDashboardFormat();
  const [status, setStatus] = useState<StatusChoice>('all');
  const [sort, setSort] = useState<DataTableSort>({ column: 'date', direction: 'descending' });
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<number>(SIZES[0]);
  const query = useFinanceTransactions({
    status: status === 'all' ? undefined : status,
    sort: isSort(sort.column) ? sort.column : 'date',
    order: sort.direction === 'ascending' ? 'asc' : 'desc',
    page,
    size,
  });
  const columns = useMemo<DataTableColumn<FinanceTransaction>[]>(
    () => [
      {
        id: 'transactionId',
        header: t('dashboards.finance.transactions.columns.transactionId'),
        isRowHeader: true,
        sortable: true,
        hideable: false,
        // An id reads whole: never broken over two lines, however narrow the screen.
        minWidth: 150,
        cell: (row) => <span className={[css.mono, css.transactions].join(' ')}>{row.transactionId}</span>,
      },
      {
        id: 'date',
        header: t('dashboards.finance.transactions.columns.date'),
        sortable: true,
        cell: (row) => format.date(row.date),
      },
      {
        id: 'name',
        header: t('dashboards.finance.transactions.columns.name'),
        sortable: true,
        cell: (row) => row.name,
      },
      {
        id: 'amount',
        header: t('dashboards.finance.transactions.columns.amount'),
        sortable: true,
        align: 'end',
        cell: (row) => <span className={css.numeric}>{format.usd(row.amount)}</span>,
      },
      {
        id: 'status',
        header: t('dashboards.finance.transactions.columns.status'),
        sortable: true,
        cell: (row) => (
          <Badge variant={row.status === 'completed' ? 'success' : 'warn'}>
            {t(`dashboards.finance.transactions.status.${row.status}`)}
          </Badge>
        ),
      },
    ],
    [t, format],
  );
  const statusName = t('dashboards.finance.transactions.columns.status');
  const activeFilters: DataTableActiveFilter[] =
    status === 'all'
      ? []
      : [
          {
            id: 'status',
            label: t('dashboards.finance.transactions.statusIs', {
              status: t(`dashboards.finance.transactions.status.${status}`),
            }),
          },
        ];
  const chooseStatus = (next: StatusChoice) => {
    setStatus(next);
    setPage(1);
  };
  return (
    <DataTable<FinanceTransaction>
      id="finance-transactions"
      aria-label={t('dashboards.finance.transactions.allTitle')}
      columns={columns}
      rows={query.data?.items}
      getRowId={(row) => row.id}
      total={query.data?.total}
      page={page}
      size={size}
      onPageChange={setPage}
      onSizeChange={(next) => {
        setSize(next);
        setPage(1);
      }}
      sizeOptions={SIZES}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        setPage(1);
      }}
      status={query.status}
      onRetry={() => void query.refetch()}
      isFetching={query.isFetching && query.isPlaceholderData}
      activeFilters={activeFilters}
      onClearFilters={() => chooseStatus('all')}
      emptyText={t('dashboards.finance.transactions.empty')}
      maxBlockSize="min(60vh, 36rem)"
      toolbar={
        <SegmentedToggle
          name={statusName}
          options={[
            { id: 'all', label: t('dashboards.finance.transactions.allStatuses') },
            { id: 'completed', label: t('dashboards.finance.transactions.status.completed') },
            { id: 'pending', label: t('dashboards.finance.transactions.status.pending') },
          ]}
          value={status}
          onChange={chooseStatus}
        />
      }
    />
  );
}
