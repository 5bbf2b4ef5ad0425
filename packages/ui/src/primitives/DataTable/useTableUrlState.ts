import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  applyTableUrlPatch,
  parseTableUrlState,
  type TableUrlPatch,
  type TableUrlState,
  type TableUrlStateOptions,
} from './tableUrlState';
import type { DataTableProps, DataTableSort } from './types';

export interface TableUrlStateApi<F extends string = string> extends TableUrlState<F> {
  /** Goes to a page (pushes a history entry, so Back returns). */
  setPage: (page: number) => void;
  /** Changes the page size and goes back to page 1. */
  setSize: (size: number) => void;
  /** Changes the sort and goes back to page 1. */
  setSort: (sort: DataTableSort) => void;
  /**
   * Sets one filter ('' or undefined clears it) and goes back to page 1. `replace` updates the
   * current history entry instead of pushing one (for a search box that filters as the user types).
   */
  setFilter: (name: F, value: string | undefined, options?: { replace?: boolean }) => void;
  /** Sets several filters at once, back to page 1. */
  setFilters: (filters: Partial<Record<F, string | undefined>>) => void;
  /** Removes every named filter, back to page 1. */
  clearFilters: () => void;
  /** The names of the filters in force (non-empty in the URL). */
  activeFilterNames: F[];
  /** The DataTable's paging and sorting props, wired to the URL: `<DataTable {...url.tableProps} … />`. */
  tableProps: Pick<
    DataTableProps<unknown>,
    'page' | 'size' | 'sort' | 'onPageChange' | 'onSizeChange' | 'onSortChange'
  >;
}

/**
 * The table's page, size, sort and named filters, kept in the URL search parameters (react-router's
 * `useSearchParams`), so reloading, Back and a shared link give the same view. Invalid values in the
 * URL fall back to defaults; unrelated parameters are kept.
 *
 * ```tsx
 * const url = useTableUrlState({ sortable: ['name', 'createdAt'], filters: ['status', 'q'] });
 * const query = useUsers({ page: url.page, size: url.size, sort: url.sort, ...url.filters });
 * <DataTable {...url.tableProps} onClearFilters={url.clearFilters} ... />
 * ```
 */
export function useTableUrlState<F extends string = string>(
  options: TableUrlStateOptions<F> = {},
): TableUrlStateApi<F> {
  const [searchParams, setSearchParams] = useSearchParams();
  // The options usually come as a literal: key them by value so callbacks stay stable.
  const optionsKey = JSON.stringify(options);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by value (optionsKey) on purpose
  const stableOptions = useMemo(() => options, [optionsKey]);

  const state = useMemo(() => parseTableUrlState(searchParams, stableOptions), [searchParams, stableOptions]);

  // react-router hands its functional updater the parameters of the last render, not the last write: a
  // second change before the page draws the first (a page chosen right after a sort) would be computed
  // from the old URL and drop the first. So each write remembers what it wrote, and a write made while
  // the URL rendered is still the one it was written over builds on it.
  const written = useRef<{ over: URLSearchParams; wrote: URLSearchParams } | null>(null);
  const update = useCallback(
    (patch: TableUrlPatch<F>, replace = false) => {
      const last = written.current;
      const base = last !== null && last.over === searchParams ? last.wrote : searchParams;
      const next = applyTableUrlPatch(base, patch, stableOptions);
      written.current = { over: searchParams, wrote: next };
      setSearchParams(next, { replace });
    },
    [searchParams, setSearchParams, stableOptions],
  );

  const setPage = useCallback((page: number) => update({ page }), [update]);
  const setSize = useCallback((size: number) => update({ size }), [update]);
  const setSort = useCallback((sort: DataTableSort) => update({ sort }), [update]);
  const setFilter = useCallback(
    (name: F, value: string | undefined, options?: { replace?: boolean }) =>
      update({ filters: { [name]: value } as Partial<Record<F, string | undefined>> }, options?.replace),
    [update],
  );
  const setFilters = useCallback((filters: Partial<Record<F, string | undefined>>) => update({ filters }), [update]);
  const clearFilters = useCallback(() => {
    const cleared = Object.fromEntries((stableOptions.filters ?? []).map((name) => [name, undefined]));
    update({ filters: cleared as Partial<Record<F, string | undefined>> });
  }, [update, stableOptions]);

  const activeFilterNames = useMemo(() => Object.keys(state.filters) as F[], [state.filters]);

  const tableProps = useMemo(
    () => ({
      page: state.page,
      size: state.size,
      sort: state.sort,
      onPageChange: setPage,
      onSizeChange: setSize,
      onSortChange: setSort,
    }),
    [state.page, state.size, state.sort, setPage, setSize, setSort],
  );

  return { ...state, setPage, setSize, setSort, setFilter, setFilters, clearFilters, activeFilterNames, tableProps };
}
