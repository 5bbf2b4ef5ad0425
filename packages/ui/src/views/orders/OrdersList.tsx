import { downloadBlob } from '../../primitives/download';
import { lazy, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Download, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { OrderStatus, OrderSummary } from '@atrium/mock-api';
import { GuardedButton, useMe } from '../../access';
import { useApiClient } from '../../api/context';
import { whenIdle } from '../../api/idle';
import { Button } from '../../primitives/Button';
import { LazyPart } from '../../primitives/ErrorState';
import * as fieldStyles from '../../primitives/field.css';
import { bone } from '../../primitives/Skeleton/Skeleton.css';
import {
  DataTable,
  useTableUrlState,
  type DataTableActiveFilter,
  type DataTableColumn,
} from '../../primitives/DataTable';
import { SearchField, useDebouncedUrlText } from '../../primitives/SearchField';
import { Tab, TabList, TabPanel, Tabs } from '../../primitives/Tabs';
import { useToast } from '../../primitives/Toast';
import { useMediaQuery } from '../../navigation/useMediaQuery';
import { mediaUp } from '../../theme/breakpoints';
import { useCustomer } from './api/customers';
import { exportOrders, useOrderTags, useOrders } from './api/orders';
import { PaymentBadge, StatusBadge } from './components/Badges';
import { BulkStatusDialog } from './components/BulkStatusDialog';
import { FiltersDisclosure } from './components/FiltersDisclosure';
import { SavedViewsMenu } from './components/SavedViewsMenu';
import { describeError } from './errors';
import { orderLabel, useFormat } from './format';
import { useOrdersPaths } from './navigation';
import * as styles from './Orders.css';
import { ORDERS_URL_OPTIONS, toOrdersQuery, type OrderFilter } from './query';
import { ORDER_STATUSES } from './status';

export const ORDERS_SEARCH_DEBOUNCE_MS = 300;
const TABS = ['all', ...ORDER_STATUSES] as const;

// The filter fields (date pickers, amount fields, the customer search) load beside the list's data, and
// on a phone only when "Filtros" first opens (or the browser is idle): the list's first load skips them.
const loadFilterFields = () => import('./components/OrderFilterFields');
const OrderFilterFields = lazy(loadFilterFields);

/** The filter fields' place while their code loads: their labels over grey boxes, the fields' size. */
function FilterFieldsPlaceholder() {
  const { t } = useTranslation();
  return (
    <>
      {FILTER_FIELD_LABELS.map((key) => (
        <div key={key} className={fieldStyles.field} aria-hidden="true">
          <span
            className={[fieldStyles.label, DATE_FILTERS.has(key) && styles.dateFieldLabel].filter(Boolean).join(' ')}
          >
            {t(`orders.filters.${key}`)}
          </span>
          <span className={[bone, styles.fieldBone].join(' ')} />
        </div>
      ))}
    </>
  );
}

/** The date pickers' labels sit on a taller line than the other fields' (see DatePicker's styles). */
const DATE_FILTERS: ReadonlySet<string> = new Set(['from', 'to', 'refundedOn']);

/** The fields in OrderFilterFields, in its order. */
const FILTER_FIELD_LABELS = [
  'payment',
  'tag',
  'attention',
  'customer',
  'from',
  'to',
  'refundedOn',
  'minTotal',
  'maxTotal',
] as const;

/** The orders list (`/orders`): status tabs, filters, search, saved views, bulk status change and export. */
export function OrdersListPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const me = useMe();
  const api = useApiClient();
  const toast = useToast();
  const navigate = useNavigate();
  const paths = useOrdersPaths();
  const [searchParams] = useSearchParams();
  const url = useTableUrlState<OrderFilter>(ORDERS_URL_OPTIONS);
  const query = toOrdersQuery(url);
  const orders = useOrders(query);
  const tags = useOrderTags();
  const userId = me.data?.user.id;
  const wide = useMediaQuery(mediaUp('md'));
  // On a phone the fields wait behind "Filtros": their code comes once the list is drawn and the page idle.
  useEffect(() => whenIdle(() => void loadFilterFields().catch(() => undefined)), []);

  // Statuses of every row seen, so a selection across pages still knows what each order can become.
  const known = useRef(new Map<number, OrderStatus>());
  useEffect(() => {
    for (const order of orders.data?.items ?? []) known.current.set(order.number, order.status);
  }, [orders.data]);
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [bulk, setBulk] = useState<number[] | null>(null);
  const [exporting, setExporting] = useState(false);

  // The search box filters as the user types, a moment after the last key.
  const { setFilter } = url;
  const commitSearch = useCallback((text: string) => setFilter('search', text, { replace: true }), [setFilter]);
  const [search, setSearch] = useDebouncedUrlText(url.filters.search ?? '', commitSearch, ORDERS_SEARCH_DEBOUNCE_MS);

  const currency = orders.data?.items[0]?.currency ?? 'EUR';
  const money = (value: number, code = currency) => format.money(value, code);

  const columns = useMemo<DataTableColumn<OrderSummary>[]>(
    () => [
      {
        id: 'number',
        header: t('orders.columns.number'),
        cell: (order) => orderLabel(order.number),
        sortable: true,
        isRowHeader: true,
        defaultWidth: 110,
      },
      {
        id: 'createdAt',
        header: t('orders.columns.date'),
        cell: (order) => format.dateTime(order.createdAt),
        sortable: true,
      },
      {
        id: 'customer',
        header: t('orders.columns.customer'),
        cell: (order) => (
          <span>
            {order.customer.name}
            <br />
            <span className={styles.muted}>{order.customer.email}</span>
          </span>
        ),
        sortable: true,
      },
      {
        id: 'items',
        header: t('orders.columns.items'),
        cell: (order) => {
          const count = order.items.reduce((sum, item) => sum + item.quantity, 0);
          return (
            <span className={styles.thumbs}>
              {order.items
                .slice(0, 3)
                .map((item) =>
                  item.thumbnail ? (
                    <img key={item.productId} className={styles.thumb} src={item.thumbnail} alt={item.name} />
                  ) : null,
                )}
              <span className={styles.muted}>{t('orders.itemsCount', { count })}</span>
            </span>
          );
        },
      },
      {
        id: 'total',
        header: t('orders.columns.total'),
        cell: (order) => format.money(order.total, order.currency),
        sortable: true,
        align: 'end',
      },
      {
        id: 'paymentStatus',
        header: t('orders.columns.payment'),
        cell: (order) => <PaymentBadge status={order.paymentStatus} />,
        sortable: true,
      },
      {
        id: 'status',
        header: t('orders.columns.status'),
        cell: (order) => <StatusBadge status={order.status} />,
        sortable: true,
      },
      {
        id: 'subtotal',
        header: t('orders.columns.subtotal'),
        cell: (order) => format.money(order.subtotal, order.currency),
        hiddenByDefault: true,
        align: 'end',
      },
      {
        id: 'shipping',
        header: t('orders.columns.shipping'),
        cell: (order) => format.money(order.shippingFee, order.currency),
        hiddenByDefault: true,
        align: 'end',
      },
      {
        id: 'tax',
        header: t('orders.columns.tax'),
        cell: (order) => format.money(order.tax, order.currency),
        hiddenByDefault: true,
        align: 'end',
      },
      {
        id: 'carrier',
        header: t('orders.columns.carrier'),
        cell: (order) => order.carrier ?? '—',
        hiddenByDefault: true,
      },
    ],
    [t, format],
  );

  const f = url.filters;
  const customerName = useCustomerName(f.customer);
  const activeFilters: DataTableActiveFilter[] = [];
  const name = (id: OrderFilter, value: string) =>
    activeFilters.push({ id, label: t('orders.filters.active', { name: t(`orders.filters.${id}`), value }) });
  if (f.status) name('status', t(`orders.status.${f.status}`, { defaultValue: f.status }));
  if (f.payment) name('payment', t(`orders.payment.${f.payment}`, { defaultValue: f.payment }));
  if (f.from && query.from) name('from', format.date(query.from));
  if (f.to && query.to) name('to', format.date(query.to));
  if (query.minTotal !== undefined) name('minTotal', money(query.minTotal));
  if (query.maxTotal !== undefined) name('maxTotal', money(query.maxTotal));
  if (f.tag) name('tag', t(`orders.tags.${f.tag}`, { defaultValue: f.tag }));
  if (f.customer) name('customer', customerName ?? f.customer);
  if (f.search) name('search', f.search);
  if (query.attention) name('attention', t(`orders.attention.${query.attention}`));
  if (f.refundedOn && query.refundedFrom) name('refundedOn', format.date(query.refundedFrom));

  const counts = orders.data?.counts;
  const tab = f.status && (ORDER_STATUSES as readonly string[]).includes(f.status) ? f.status : 'all';

  const runExport = async () => {
    setExporting(true);
    try {
      downloadBlob('orders.csv', await exportOrders(api, query));
    } catch (error) {
      toast.show({ title: describeError(t, error), variant: 'error' });
    } finally {
      setExporting(false);
    }
  };

  const byNumber = new Map((orders.data?.items ?? []).map((order) => [order.number, order.status]));
  const statusOf = (number: number) => byNumber.get(number) ?? known.current.get(number);

  // Filters inside the fields below (the search stays out, on a line of its own on a narrow screen).
  const fieldFilters = [
    f.payment,
    f.tag,
    query.attention,
    f.customer,
    f.from,
    f.to,
    f.refundedOn,
    f.minTotal,
    f.maxTotal,
  ].filter((value) => value !== undefined && value !== '').length;

  const searchField = (
    <SearchField
      label={t('orders.filters.search')}
      placeholder={t('orders.filters.searchPlaceholder')}
      value={search}
      onChange={setSearch}
      onClear={() => url.setFilter('search', undefined)}
    />
  );
  const filterFields = (
    <LazyPart
      component={OrderFilterFields}
      load={loadFilterFields}
      props={{
        filters: f,
        attention: query.attention,
        tags: tags.data ?? [],
        customerName,
        currency,
        setFilter: url.setFilter,
      }}
      fallback={<FilterFieldsPlaceholder />}
      failed={(retry) => (
        <div className={styles.filtersFailed} role="alert">
          <p>{t('orders.filters.loadFailed')}</p>
          <Button variant="secondary" size="small" onPress={retry}>
            {t('common.retry')}
          </Button>
        </div>
      )}
    />
  );

  // On a desktop every field shows in the grid; on a narrow screen the fields fold behind "Filtros"
  // (with the count of those set), so the first order is not pushed below eight fields.
  const toolbar = wide ? (
    <div className={styles.stack}>
      <div className={styles.filterGrid}>
        {searchField}
        {filterFields}
      </div>
    </div>
  ) : (
    <div className={styles.stack}>
      {searchField}
      <FiltersDisclosure activeCount={fieldFilters}>
        <div className={styles.filterGrid}>{filterFields}</div>
      </FiltersDisclosure>
    </div>
  );

  const table = (
    <DataTable<OrderSummary>
      id="orders"
      userId={userId}
      aria-label={t('orders.list.tableLabel')}
      columns={columns}
      rows={orders.data?.items}
      getRowId={(order) => String(order.number)}
      total={orders.data?.total}
      {...url.tableProps}
      status={orders.isPending ? 'pending' : orders.isError && !orders.data ? 'error' : 'success'}
      onRetry={() => void orders.refetch()}
      isFetching={orders.isFetching}
      selectable
      selectedIds={selected}
      onSelectionChange={setSelected}
      bulkActions={(ids) => (
        <Button size="small" variant="secondary" onPress={() => setBulk(ids.map(Number))}>
          {t('orders.bulk.open')}
        </Button>
      )}
      activeFilters={activeFilters}
      onClearFilters={() => {
        setSearch('');
        url.clearFilters();
      }}
      onRowAction={(id) => void navigate(paths.order(Number(id), searchParams.toString()))}
      emptyText={t('orders.list.empty')}
    />
  );

  return (
    <div className={styles.page}>
      <div className={styles.headerRow}>
        <h1 className={styles.title}>{t('orders.list.title')}</h1>
        <div className={styles.inline}>
          <Link className={styles.link} to={paths.customers()}>
            <Users size={14} aria-hidden="true" /> {t('customers.list.title')}
          </Link>
          <SavedViewsMenu userId={userId} />
          <GuardedButton
            permission="orders:export"
            variant="secondary"
            isPending={exporting}
            onPress={() => void runExport()}
          >
            <Download size={16} aria-hidden="true" />
            {t('orders.export')}
          </GuardedButton>
        </div>
      </div>
      {toolbar}
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key) => url.setFilter('status', key === 'all' ? undefined : String(key))}
      >
        <TabList aria-label={t('orders.tabs.label')} className={styles.statusTabs}>
          {TABS.map((id) => (
            <Tab key={id} id={id}>
              {t(`orders.tabs.${id}`)}
              {counts && <span className={styles.tabCount}> {format.integer(counts[id])}</span>}
            </Tab>
          ))}
        </TabList>
        {TABS.map((id) => (
          <TabPanel key={id} id={id}>
            {table}
          </TabPanel>
        ))}
      </Tabs>
      {bulk && (
        <BulkStatusDialog
          numbers={bulk}
          statusOf={statusOf}
          onClose={(done) => {
            setBulk(null);
            if (done) setSelected(new Set());
          }}
        />
      )}
    </div>
  );
}

/** The name of the customer the list is filtered by (from the customers list), for the filter's label. */
function useCustomerName(id: string | undefined): string | undefined {
  const customer = useCustomer(id ?? '', Boolean(id));
  return id ? customer.data?.name : undefined;
}
