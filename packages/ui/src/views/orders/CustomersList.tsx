import { useCallback, useMemo } from 'react';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Customer } from '@atrium/mock-api';
import { useMe } from '../../access';
import { DataTable, useTableUrlState, type DataTableColumn } from '../../primitives/DataTable';
import { SearchField, useDebouncedUrlText } from '../../primitives/SearchField';
import { useCustomers } from './api/customers';
import type { CustomersQuery } from './api/keys';
import { useFormat } from './format';
import { useOrdersPaths } from './navigation';
import * as styles from './Orders.css';

const SORTS = ['name', 'ordersCount', 'totalSpent', 'lastOrderAt'] as const;

/** Customers (`/orders/customers`): name, email, orders, total spent, last order, tags; search and paging. */
export function CustomersListPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const me = useMe();
  const navigate = useNavigate();
  const paths = useOrdersPaths();
  const url = useTableUrlState<'search'>({
    sortable: SORTS,
    defaultSort: { column: 'name', direction: 'ascending' },
    filters: ['search'],
  });
  const query: CustomersQuery = {
    page: url.page,
    size: url.size,
    sort: (url.sort?.column as CustomersQuery['sort']) ?? 'name',
    order: url.sort?.direction === 'descending' ? 'desc' : 'asc',
    ...(url.filters.search ? { search: url.filters.search.trim() } : {}),
  };
  const customers = useCustomers(query);

  const { setFilter } = url;
  const commitSearch = useCallback((text: string) => setFilter('search', text, { replace: true }), [setFilter]);
  const [search, setSearch] = useDebouncedUrlText(url.filters.search ?? '', commitSearch, 300);

  const columns = useMemo<DataTableColumn<Customer>[]>(
    () => [
      { id: 'name', header: t('customers.columns.name'), cell: (c) => c.name, sortable: true, isRowHeader: true },
      { id: 'email', header: t('customers.columns.email'), cell: (c) => c.email },
      {
        id: 'ordersCount',
        header: t('customers.columns.orders'),
        cell: (c) => format.integer(c.ordersCount),
        sortable: true,
        align: 'end',
      },
      {
        id: 'totalSpent',
        header: t('customers.columns.totalSpent'),
        cell: (c) => format.money(c.totalSpent),
        sortable: true,
        align: 'end',
      },
      {
        id: 'lastOrderAt',
        header: t('customers.columns.lastOrder'),
        cell: (c) => (c.lastOrderAt ? format.date(c.lastOrderAt) : t('customers.never')),
        sortable: true,
      },
      {
        id: 'tags',
        header: t('customers.columns.tags'),
        cell: (c) => c.tags.map((tag) => t(`customers.tags.${tag}`, { defaultValue: tag })).join(', '),
      },
    ],
    [t, format],
  );

  return (
    <div className={styles.page}>
      <Link className={styles.link} to={paths.list()}>
        <ArrowLeft size={14} aria-hidden="true" /> {t('customers.backToOrders')}
      </Link>
      <h1 className={styles.title}>{t('customers.list.title')}</h1>
      <DataTable<Customer>
        id="customers"
        userId={me.data?.user.id}
        aria-label={t('customers.list.tableLabel')}
        columns={columns}
        rows={customers.data?.items}
        getRowId={(c) => c.id}
        total={customers.data?.total}
        {...url.tableProps}
        status={customers.isPending ? 'pending' : customers.isError && !customers.data ? 'error' : 'success'}
        onRetry={() => void customers.refetch()}
        isFetching={customers.isFetching}
        activeFilters={
          url.filters.search
            ? [{ id: 'search', label: t('customers.searchActive', { value: url.filters.search }) }]
            : []
        }
        onClearFilters={() => {
          setSearch('');
          url.clearFilters();
        }}
        onRowAction={(id) => void navigate(paths.customer(id))}
        emptyText={t('customers.list.empty')}
        toolbar={
          <SearchField
            label={t('customers.search')}
            placeholder={t('customers.searchPlaceholder')}
            value={search}
            onChange={setSearch}
            onClear={() => url.setFilter('search', undefined)}
          />
        }
      />
    </div>
  );
}
