import { useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { ArrowDown, ArrowUp, ChevronsUpDown, Columns3, MoveHorizontal } from 'lucide-react';
import {
  Cell as AriaCell,
  Column as AriaColumn,
  ColumnResizer,
  ResizableTableContainer,
  Row as AriaRow,
  Table as AriaTable,
  TableBody as AriaTableBody,
  TableColumnResizeStateContext,
  TableHeader as AriaTableHeader,
  TableLayout,
  Virtualizer,
  type Key,
  type Selection,
  type SortDescriptor,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { Menu, MenuItem, MenuTrigger } from '../Menu/Menu';
import { Paginator, type PageEvent } from '../Paginator/Paginator';
import { Switch } from '../Switch/Switch';
import { SelectionCheckbox } from '../Table/SelectionCheckbox';
import * as styles from './DataTable.css';
import { isColumnVisible, loadPrefs, prefsStorageKey, savePrefs, type DataTablePrefs } from './tablePrefs';
import type { DataTableColumn, DataTableProps } from './types';

/** Pages longer than this render only the rows in view (react-aria's Virtualizer). */
export const VIRTUALIZE_AFTER_ROWS = 50;

/** Row heights the virtualizer starts from (it measures the real ones). */
const ESTIMATED_ROW_HEIGHT = { comfortable: 49, compact: 37 } as const;
const ESTIMATED_HEADING_HEIGHT = 41;
const SELECTION_COLUMN_WIDTH = 44;
const DEFAULT_MIN_WIDTH = 120;
const DEFAULT_SIZE_OPTIONS = [10, 25, 50, 100] as const;
/** Skeleton rows while the first page loads: enough to fill the view, not the page size. */
const MAX_SKELETON_ROWS = 8;

type StartResize = (column: Key) => void;

/**
 * Hands the table's resize state (provided inside the table) up to the toolbar outside it: the
 * "Column width" menu starts a keyboard resize of the chosen column (react-aria then focuses that
 * column's resizer; arrows change the width, Enter or Escape ends).
 */
function ResizeStateBridge({ startRef }: { startRef: RefObject<StartResize | null> }) {
  const state = useContext(TableColumnResizeStateContext);
  useEffect(() => {
    startRef.current = state ? (column) => state.startResize(column) : null;
  }, [state, startRef]);
  return null;
}

interface RowItem<T> {
  id: string;
  row: T;
}

function usePrefs(tableId: string, userId: string | undefined) {
  const key = prefsStorageKey(tableId, userId);
  const [state, setState] = useState(() => ({ key, prefs: loadPrefs(key) }));
  // Another user or table: read that one's choices (during render, as React recommends for derived state).
  let prefs = state.prefs;
  if (state.key !== key) {
    prefs = loadPrefs(key);
    setState({ key, prefs });
  }
  const update = useCallback((change: (current: DataTablePrefs) => DataTablePrefs) => {
    setState((current) => {
      const next = change(current.prefs);
      savePrefs(current.key, next);
      return { key: current.key, prefs: next };
    });
  }, []);
  return [prefs, update] as const;
}

/**
 * A page of server data: sort, filters and paging happen on the server (the table reports what the
 * user asks for), the user's column choices, widths and density are saved per user, rows can be
 * selected for bulk actions and opened with `onRowAction`. Long pages (over 50 rows) render only the
 * rows in view. Pair it with `useTableUrlState` to keep page, sort and filters in the URL.
 */
export function DataTable<T>({
  id,
  userId,
  'aria-label': ariaLabel,
  columns,
  rows,
  getRowId,
  total,
  page,
  size,
  onPageChange,
  onSizeChange,
  sizeOptions = DEFAULT_SIZE_OPTIONS,
  sort,
  onSortChange,
  status,
  onRetry,
  isFetching = false,
  selectable = false,
  selectedIds,
  onSelectionChange,
  bulkActions,
  activeFilters = [],
  onClearFilters,
  onRowAction,
  toolbar,
  emptyText,
  maxBlockSize = 'min(70vh, 48rem)',
}: DataTableProps<T>) {
  const { t, i18n } = useTranslation();
  const [prefs, updatePrefs] = usePrefs(id, userId);
  const density = prefs.density;

  const rowHeaderId = (columns.find((column) => column.isRowHeader) ?? columns[0])?.id;
  const normalized = useMemo(
    () => columns.map((column) => ({ ...column, isRowHeader: column.id === rowHeaderId })),
    [columns, rowHeaderId],
  );
  const startResize = useRef<StartResize | null>(null);
  const visibleColumns = useMemo(
    () => normalized.filter((column) => isColumnVisible(column, prefs)),
    [normalized, prefs],
  );

  const [ownSelection, setOwnSelection] = useState<Set<string>>(() => new Set());
  const selected = selectedIds ?? ownSelection;
  const setSelected = useCallback(
    (ids: Set<string>) => {
      if (selectedIds === undefined) setOwnSelection(ids);
      onSelectionChange?.(ids);
    },
    [selectedIds, onSelectionChange],
  );

  // Callers pass `getRowId` inline (it must be a pure function of the row); the items must not change
  // with it. Each row object keeps its item while the query keeps the row (react-query shares unchanged
  // rows), so react-aria reuses the rendered row instead of building the whole table again: a click on
  // a checkbox redraws one row, not the page.
  const [itemCache] = useState(() => new WeakMap<object, RowItem<T>>());
  const items = useMemo<RowItem<T>[]>(() => {
    if (status !== 'success' || !rows) return [];
    return rows.map((row) => {
      const key = typeof row === 'object' && row !== null ? row : null;
      const cached = key ? itemCache.get(key) : undefined;
      if (cached) return cached;
      const item = { id: getRowId(row), row };
      if (key) itemCache.set(key, item);
      return item;
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- getRowId is a pure function passed inline
  }, [rows, status, itemCache]);

  // A page past the end (a stale link, rows deleted meanwhile): go to the last page that has rows.
  useEffect(() => {
    if (status !== 'success' || total === undefined || items.length > 0 || page <= 1) return;
    const lastPage = Math.max(1, Math.ceil(total / size));
    if (page > lastPage) onPageChange(lastPage);
  }, [status, total, items.length, page, size, onPageChange]);

  function changeSelection(keys: Selection) {
    if (keys === 'all') {
      // "Select all" means this page: the server holds the other pages.
      setSelected(new Set([...selected, ...items.map((item) => item.id)]));
      return;
    }
    const onPage = new Set(items.map((item) => item.id));
    // Keep the ids selected on other pages; this page's part is what react-aria reports.
    const next = new Set([...selected].filter((key) => !onPage.has(key)));
    for (const key of keys) next.add(String(key));
    setSelected(next);
  }

  function changeSort(descriptor: SortDescriptor) {
    onSortChange?.({ column: String(descriptor.column), direction: descriptor.direction });
  }

  function changeVisibleColumns(keys: Selection) {
    updatePrefs((current) => {
      const hidden = new Set(current.hidden);
      const shown = new Set(current.shown);
      for (const column of normalized) {
        if (column.isRowHeader || column.hideable === false) continue;
        const visible = keys === 'all' || keys.has(column.id);
        if (visible) {
          hidden.delete(column.id);
          if (column.hiddenByDefault) shown.add(column.id);
        } else {
          shown.delete(column.id);
          if (!column.hiddenByDefault) hidden.add(column.id);
        }
      }
      return { ...current, hidden: [...hidden], shown: [...shown] };
    });
  }

  function saveWidths(widths: Map<Key, number | string>) {
    updatePrefs((current) => {
      const next = { ...current.widths };
      for (const [key, width] of widths) {
        if (typeof width === 'number' && key !== SELECTION_KEY) next[String(key)] = Math.round(width);
      }
      return { ...current, widths: next };
    });
  }

  function changePage(event: PageEvent) {
    if (event.pageSize !== size) onSizeChange?.(event.pageSize);
    else onPageChange(event.pageIndex + 1);
  }

  const isVirtualized = items.length > VIRTUALIZE_AFTER_ROWS;
  const hideableColumns = normalized.filter((column) => !column.isRowHeader && column.hideable !== false);
  const selectedList = [...selected];
  const numbers = new Intl.NumberFormat(i18n.language);

  const cellClass = (column: DataTableColumn<T>) =>
    [
      styles.cell,
      styles.cellDensity[density],
      column.align === 'end' ? styles.cellEnd : undefined,
      isVirtualized ? styles.virtualCell : undefined,
      isVirtualized && column.align === 'end' ? styles.virtualCellEnd : undefined,
    ]
      .filter(Boolean)
      .join(' ');

  function renderEmptyState(): ReactNode {
    if (status === 'pending')
      return <SkeletonRows count={Math.min(size, MAX_SKELETON_ROWS)} columns={visibleColumns.length} />;
    if (status === 'error') {
      return (
        <div className={styles.state} role="alert">
          <p className={styles.stateText}>{t('dataTable.error')}</p>
          {onRetry && (
            <Button variant="secondary" onPress={onRetry}>
              {t('dataTable.retry')}
            </Button>
          )}
        </div>
      );
    }
    if (activeFilters.length > 0) {
      return (
        <div className={styles.state}>
          <p className={styles.stateText}>{t('dataTable.emptyFiltered')}</p>
          <ul className={styles.filterList} aria-label={t('dataTable.activeFilters')}>
            {activeFilters.map((filter) => (
              <li key={filter.id} className={styles.filterChip}>
                {filter.label}
              </li>
            ))}
          </ul>
          {onClearFilters && (
            <Button variant="secondary" onPress={onClearFilters}>
              {t('dataTable.clearFilters')}
            </Button>
          )}
        </div>
      );
    }
    return (
      <div className={styles.state}>
        <p className={styles.stateText}>{emptyText ?? t('dataTable.empty')}</p>
      </div>
    );
  }

  const table = (
    <AriaTable
      aria-label={ariaLabel}
      className={styles.table}
      selectionMode={selectable ? 'multiple' : 'none'}
      selectionBehavior="toggle"
      selectedKeys={selected}
      onSelectionChange={changeSelection}
      sortDescriptor={sort}
      onSortChange={changeSort}
      onRowAction={onRowAction ? (key) => onRowAction(String(key)) : undefined}
    >
      <AriaTableHeader>
        {selectable && (
          <AriaColumn
            id={SELECTION_KEY}
            width={SELECTION_COLUMN_WIDTH}
            minWidth={SELECTION_COLUMN_WIDTH}
            className={[styles.column, styles.selectionColumn].join(' ')}
          >
            <SelectionCheckbox />
          </AriaColumn>
        )}
        {visibleColumns.map((column, index) => (
          <AriaColumn
            key={column.id}
            id={column.id}
            isRowHeader={column.isRowHeader}
            allowsSorting={column.sortable}
            defaultWidth={prefs.widths[column.id] ?? column.defaultWidth ?? '1fr'}
            minWidth={column.minWidth ?? DEFAULT_MIN_WIDTH}
            textValue={column.header}
            className={[
              styles.column,
              column.align === 'end' ? styles.columnEnd : undefined,
              isVirtualized ? styles.virtualColumn : undefined,
            ]
              .filter(Boolean)
              .join(' ')}
          >
            {({ allowsSorting, sortDirection }) => (
              <>
                <span className={styles.columnInner}>
                  <span className={column.hideHeader ? styles.visuallyHidden : styles.columnLabel}>
                    {column.header}
                  </span>
                  {allowsSorting && (
                    <Icon
                      icon={
                        sortDirection === 'ascending'
                          ? ArrowUp
                          : sortDirection === 'descending'
                            ? ArrowDown
                            : ChevronsUpDown
                      }
                      size="sm"
                      className={styles.sortIcon}
                    />
                  )}
                </span>
                <ColumnResizer
                  className={styles.resizer}
                  aria-label={t('dataTable.resizeColumn', { column: column.header })}
                />
                {/* Inside the table, where its resize state is; once is enough. */}
                {index === 0 && <ResizeStateBridge startRef={startResize} />}
              </>
            )}
          </AriaColumn>
        ))}
      </AriaTableHeader>
      <AriaTableBody
        className={styles.body}
        items={items}
        dependencies={[visibleColumns, density, isVirtualized]}
        renderEmptyState={renderEmptyState}
      >
        {(item) => (
          <AriaRow
            id={item.id}
            className={isVirtualized ? [styles.row, styles.virtualRow].join(' ') : styles.row}
            data-actionable={onRowAction ? true : undefined}
          >
            {selectable && (
              <AriaCell
                className={[
                  styles.cell,
                  styles.cellDensity[density],
                  styles.selectionCell,
                  isVirtualized ? styles.virtualCell : undefined,
                ]
                  .filter(Boolean)
                  .join(' ')}
              >
                <SelectionCheckbox />
              </AriaCell>
            )}
            {visibleColumns.map((column) => (
              <AriaCell key={column.id} className={cellClass(column)}>
                {column.cell(item.row)}
              </AriaCell>
            ))}
          </AriaRow>
        )}
      </AriaTableBody>
    </AriaTable>
  );

  return (
    <div className={styles.root} data-density={density} aria-busy={status === 'pending' || isFetching || undefined}>
      <div className={styles.toolbarRow}>
        {toolbar != null && <div className={styles.callerToolbar}>{toolbar}</div>}
        <div className={styles.tableControls}>
          <Switch
            isSelected={density === 'compact'}
            onChange={(compact) =>
              updatePrefs((current) => ({ ...current, density: compact ? 'compact' : 'comfortable' }))
            }
          >
            {t('dataTable.compact')}
          </Switch>
          <MenuTrigger>
            <Button variant="secondary" size="small">
              <Icon icon={MoveHorizontal} size="sm" />
              {t('dataTable.columnWidth')}
            </Button>
            <Menu placement="bottom end" items={visibleColumns} onAction={(column) => startResize.current?.(column)}>
              {(column) => <MenuItem id={column.id}>{column.header}</MenuItem>}
            </Menu>
          </MenuTrigger>
          {hideableColumns.length > 0 && (
            <MenuTrigger>
              <Button variant="secondary" size="small">
                <Icon icon={Columns3} size="sm" />
                {t('dataTable.columns')}
              </Button>
              <Menu
                placement="bottom end"
                selectionMode="multiple"
                shouldCloseOnSelect={false}
                selectedKeys={visibleColumns.map((column) => column.id)}
                onSelectionChange={changeVisibleColumns}
                items={hideableColumns}
              >
                {(column) => <MenuItem id={column.id}>{column.header}</MenuItem>}
              </Menu>
            </MenuTrigger>
          )}
        </div>
      </div>
      <div className={styles.bulkBar} aria-live="polite">
        {selectable && selected.size > 0 && (
          <>
            <span className={styles.bulkCount}>
              {t('dataTable.selected', { count: selected.size, formatted: numbers.format(selected.size) })}
            </span>
            <Button variant="flat" size="small" onPress={() => setSelected(new Set())}>
              {t('dataTable.clearSelection')}
            </Button>
            {bulkActions?.(selectedList)}
          </>
        )}
      </div>
      <ResizableTableContainer
        className={styles.container}
        style={{ maxBlockSize }}
        data-fetching={isFetching && status === 'success' ? true : undefined}
        onResizeEnd={saveWidths}
      >
        {isVirtualized ? (
          <Virtualizer
            layout={TableLayout}
            layoutOptions={{
              estimatedRowHeight: ESTIMATED_ROW_HEIGHT[density],
              estimatedHeadingHeight: ESTIMATED_HEADING_HEIGHT,
            }}
            // Rows are measured again when their content changes size (a late web font, say).
            shouldObserveItemSize
          >
            {table}
          </Virtualizer>
        ) : (
          table
        )}
      </ResizableTableContainer>
      {total !== undefined && (
        <Paginator
          length={total}
          pageIndex={page - 1}
          pageSize={size}
          pageSizeOptions={sizeOptions}
          hidePageSize={!onSizeChange}
          onPageChange={changePage}
          isDisabled={status !== 'success'}
        />
      )}
    </div>
  );
}

/** The key of the checkbox column (never a data column's id). */
const SELECTION_KEY = '__selection__';

function SkeletonRows({ count, columns }: { count: number; columns: number }) {
  const { t } = useTranslation();
  return (
    <div className={styles.skeleton} role="status">
      <span className={styles.visuallyHidden}>{t('dataTable.loading')}</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.skeletonRow} aria-hidden="true" data-skeleton-row="">
          {Array.from({ length: Math.max(columns, 1) }, (__, bone) => (
            <span key={bone} className={styles.bone} />
          ))}
        </div>
      ))}
    </div>
  );
}
