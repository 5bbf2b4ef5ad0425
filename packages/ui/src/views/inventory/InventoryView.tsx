import { useCallback, useMemo, useState } from 'react';
import { Check, ChevronDown, Download, ImageOff, Plus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useSearchParams } from 'react-router';
import type { InventoryProduct } from '@atrium/mock-api';
import { useMe } from '../../access';
import { useApiClient } from '../../api/context';
import { useMediaQuery } from '../../navigation/useMediaQuery';
import { Button } from '../../primitives/Button';
import { DataTable, directionToOrder, useTableUrlState, type DataTableColumn } from '../../primitives/DataTable';
import { ConfirmDialog } from '../../primitives/Dialog';
import { IconButton } from '../../primitives/IconButton';
import { SearchField, useDebouncedUrlText } from '../../primitives/SearchField';
import { ToastProvider, useToast } from '../../primitives/Toast';
import { mediaUp } from '../../theme/breakpoints';
import { fetchAllProducts, useBulkChange, useCreateProduct, useProducts, type BulkChange } from './api/inventory';
import { StockGauge } from './components/StockGauge';
import { ProductEditor } from './ProductEditor';
import { DEFAULT_SORT, PAGE_SIZE, PAGE_SIZES, SEARCH_DEBOUNCE_MS, SORTABLE, currencyOf, productsCsv } from './logic';
import * as styles from './Inventory.css';

const URL_OPTIONS = {
  defaultSize: PAGE_SIZE,
  sizes: PAGE_SIZES,
  sortable: SORTABLE,
  defaultSort: DEFAULT_SORT,
  filters: ['search'] as const,
};

/** The parameter naming the product open in the editor. */
export const PRODUCT_PARAM = 'product';

/** Saves text as a file through a temporary link (the browser's own download). */
function download(fileName: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Numbers and prices in the active language. */
export function useInventoryFormat() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: currencyOf(i18n.language) });
    const number = new Intl.NumberFormat(i18n.language);
    return { money: (value: number) => money.format(value), number: (value: number) => number.format(value) };
  }, [i18n.language]);
}

/**
 * The e-commerce inventory (mount it on `apps/ecommerce/inventory/*`): the products table with search,
 * sort and page in the URL, and the product open in the editor (`?product=<id>`).
 */
export function InventoryApp() {
  return (
    <ToastProvider>
      <Routes>
        <Route index element={<InventoryPage />} />
        <Route path="*" element={<InventoryPage />} />
      </Routes>
    </ToastProvider>
  );
}

/** The products table, its search, bulk actions and export, and the editor drawer. */
export function InventoryPage() {
  const { t } = useTranslation();
  const format = useInventoryFormat();
  const me = useMe();
  const api = useApiClient();
  const toast = useToast();
  const [searchParams, setSearchParams] = useSearchParams();
  const url = useTableUrlState(URL_OPTIONS);
  const sort = url.sort ?? DEFAULT_SORT;
  const listQuery = {
    search: url.filters.search || undefined,
    sort: sort.column as (typeof SORTABLE)[number],
    order: directionToOrder(sort.direction),
  };
  const products = useProducts({ ...listQuery, page: url.page - 1, size: url.size });
  const answer = products.data;
  const rows = answer?.products ?? undefined;
  const lastPage = answer ? answer.pagination.lastPage : undefined;
  // The API answers a page past the last with no list (or, one past it, an empty one).
  const beyondLast =
    answer !== undefined && !products.isPlaceholderData && url.page > 1 && (rows === undefined || rows.length === 0);

  const sm = useMediaQuery(mediaUp('sm'));
  const md = useMediaQuery(mediaUp('md'));
  const lg = useMediaQuery(mediaUp('lg'));

  const { setFilter } = url;
  const commitSearch = useCallback((text: string) => setFilter('search', text, { replace: true }), [setFilter]);
  const [search, setSearch] = useDebouncedUrlText(url.filters.search ?? '', commitSearch, SEARCH_DEBOUNCE_MS);

  const openId = searchParams.get(PRODUCT_PARAM);
  const open = useCallback(
    (id: string | null) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        if (id) next.set(PRODUCT_PARAM, id);
        else next.delete(PRODUCT_PARAM);
        return next;
      }),
    [setSearchParams],
  );

  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [confirmDelete, setConfirmDelete] = useState<string[] | null>(null);
  const [exporting, setExporting] = useState(false);

  const bulk = useBulkChange({
    onError: (_error, change) =>
      toast.show({
        title: t(`inventory.bulk.failed.${change.action}`, { count: change.ids.length }),
        variant: 'error',
        action: { label: t('inventory.retry'), onAction: () => runBulk(change) },
      }),
  });
  const runBulk = (change: BulkChange) => {
    bulk.mutate(change);
    if (change.action === 'delete') setSelected(new Set());
  };

  const create = useCreateProduct({
    onError: () => toast.show({ title: t('inventory.create.failed'), variant: 'error' }),
  });

  const runExport = async () => {
    setExporting(true);
    try {
      download('products.csv', new Blob([productsCsv(await fetchAllProducts(api, listQuery))], { type: 'text/csv' }));
    } catch {
      toast.show({
        title: t('inventory.export.failed'),
        variant: 'error',
        action: { label: t('inventory.retry'), onAction: () => void runExport() },
      });
    } finally {
      setExporting(false);
    }
  };

  const columns = useMemo<DataTableColumn<InventoryProduct>[]>(() => {
    const all: (DataTableColumn<InventoryProduct> | false)[] = [
      {
        id: 'thumbnail',
        header: t('inventory.columns.thumbnail'),
        cell: (product) =>
          product.thumbnail ? (
            <img className={styles.thumb} src={product.thumbnail} alt="" loading="lazy" />
          ) : (
            <span className={styles.noThumb} role="img" aria-label={t('inventory.noThumbnail')}>
              <ImageOff size={14} aria-hidden="true" />
            </span>
          ),
        hideHeader: true,
        defaultWidth: 64,
        minWidth: 56,
      },
      {
        id: 'name',
        header: t('inventory.columns.name'),
        cell: (product) => product.name,
        sortable: true,
        isRowHeader: true,
        minWidth: 140,
      },
      md && {
        id: 'sku',
        header: t('inventory.columns.sku'),
        cell: (product) => product.sku || <span className={styles.muted}>—</span>,
        sortable: true,
        minWidth: 110,
      },
      sm && {
        id: 'price',
        header: t('inventory.columns.price'),
        cell: (product) => format.money(product.price),
        sortable: true,
        align: 'end',
        minWidth: 100,
      },
      lg && {
        id: 'stock',
        header: t('inventory.columns.stock'),
        cell: (product) => <StockGauge stock={product.stock} format={format.number} />,
        sortable: true,
        minWidth: 130,
      },
      lg && {
        id: 'active',
        header: t('inventory.columns.active'),
        cell: (product) =>
          product.active ? (
            <span className={styles.activeYes} role="img" aria-label={t('inventory.active.yes')}>
              <Check size={18} aria-hidden="true" />
            </span>
          ) : (
            <span className={styles.activeNo} role="img" aria-label={t('inventory.active.no')}>
              <X size={18} aria-hidden="true" />
            </span>
          ),
        sortable: true,
        minWidth: 90,
      },
      {
        id: 'details',
        header: t('inventory.columns.details'),
        cell: (product) => (
          <IconButton
            label={t('inventory.openDetails', { name: product.name })}
            icon={<ChevronDown size={16} aria-hidden="true" />}
            onPress={() => open(product.id)}
          />
        ),
        hideable: false,
        hideHeader: true,
        defaultWidth: 72,
        minWidth: 64,
      },
    ];
    return all.filter((column): column is DataTableColumn<InventoryProduct> => Boolean(column));
  }, [t, format, sm, md, lg, open]);

  const toolbar = (
    <SearchField
      className={styles.search}
      label={t('inventory.search')}
      placeholder={t('inventory.searchPlaceholder')}
      value={search}
      onChange={setSearch}
      onClear={() => url.setFilter('search', undefined)}
    />
  );

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>{t('inventory.title')}</h1>
        <div className={styles.actions}>
          <Button variant="secondary" isPending={exporting} onPress={() => void runExport()}>
            <Download size={16} aria-hidden="true" />
            {t('inventory.export.button')}
          </Button>
          <Button
            isPending={create.isPending}
            onPress={() => create.mutate(undefined, { onSuccess: (product) => open(product.id) })}
          >
            <Plus size={16} aria-hidden="true" />
            {t('inventory.add')}
          </Button>
        </div>
      </div>
      {beyondLast ? (
        <>
          {toolbar}
          <div className={styles.message} role="alert">
            <p>{t('inventory.beyondLast', { page: format.number(url.page), last: format.number(lastPage ?? 1) })}</p>
            <Button variant="secondary" onPress={() => url.setPage(lastPage ?? 1)}>
              {t('inventory.toLastPage')}
            </Button>
          </div>
        </>
      ) : (
        <DataTable<InventoryProduct>
          id="inventory"
          userId={me.data?.user.id}
          aria-label={t('inventory.tableLabel')}
          columns={columns}
          rows={rows}
          getRowId={(product) => product.id}
          total={answer?.products ? answer.pagination.length : undefined}
          {...url.tableProps}
          sizeOptions={PAGE_SIZES}
          status={products.isPending ? 'pending' : products.isError && !answer ? 'error' : 'success'}
          onRetry={() => void products.refetch()}
          isFetching={products.isFetching}
          selectable
          selectedIds={selected}
          onSelectionChange={setSelected}
          bulkActions={(ids) => (
            <span className={styles.bulk}>
              <Button size="small" variant="secondary" onPress={() => runBulk({ ids, action: 'activate' })}>
                {t('inventory.bulk.activate')}
              </Button>
              <Button size="small" variant="secondary" onPress={() => runBulk({ ids, action: 'deactivate' })}>
                {t('inventory.bulk.deactivate')}
              </Button>
              <Button size="small" variant="warn" onPress={() => setConfirmDelete(ids)}>
                {t('inventory.bulk.delete')}
              </Button>
            </span>
          )}
          activeFilters={
            url.filters.search
              ? [{ id: 'search', label: t('inventory.searchFilter', { text: url.filters.search }) }]
              : []
          }
          onClearFilters={() => {
            setSearch('');
            url.clearFilters();
          }}
          onRowAction={open}
          toolbar={toolbar}
          emptyText={t('inventory.empty')}
        />
      )}
      {confirmDelete && (
        <ConfirmDialog
          isOpen
          onOpenChange={(isOpen) => !isOpen && setConfirmDelete(null)}
          title={t('inventory.bulk.confirmTitle', { count: confirmDelete.length })}
          confirmLabel={t('inventory.bulk.delete')}
          destructive
          onConfirm={() => {
            runBulk({ ids: confirmDelete, action: 'delete' });
            setConfirmDelete(null);
          }}
        >
          {t('inventory.bulk.confirmText', { count: confirmDelete.length })}
        </ConfirmDialog>
      )}
      {openId && <ProductEditor id={openId} onClose={() => open(null)} />}
    </div>
  );
}
