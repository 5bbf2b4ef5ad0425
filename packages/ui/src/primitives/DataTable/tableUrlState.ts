import type { DataTableSort, SortDirection } from './types';

/** What `useTableUrlState` may read from the URL, and its defaults. */
export interface TableUrlStateOptions<F extends string = string> {
  /** Rows per page when the URL names none or an unknown size (default 25). */
  defaultSize?: number;
  /** The page sizes the URL may ask for (default 10, 25, 50, 100); any other size falls back to `defaultSize`. */
  sizes?: readonly number[];
  /** The column ids the server can sort by; any other `sort` in the URL is ignored. */
  sortable?: readonly string[];
  /** The sort when the URL names none (or an unknown one). */
  defaultSort?: DataTableSort;
  /** The names of the filters kept in the URL (each one search parameter). */
  filters?: readonly F[];
  /** Prefixes every parameter name (`o_page`, `o_status`), for two tables on one page. */
  paramPrefix?: string;
}

/** The table's state as read from the URL: always valid. */
export interface TableUrlState<F extends string = string> {
  /** 1-based. */
  page: number;
  size: number;
  sort: DataTableSort | undefined;
  /** Each named filter's value; absent or empty values are left out. */
  filters: Partial<Record<F, string>>;
}

export const DEFAULT_PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

/** The search parameter names the state uses. */
export function tableParamNames(prefix = '') {
  return { page: `${prefix}page`, size: `${prefix}size`, sort: `${prefix}sort`, order: `${prefix}order` };
}

function positiveInteger(value: string | null): number | undefined {
  if (value === null || !/^\d{1,9}$/.test(value.trim())) return undefined;
  const number = Number(value.trim());
  return number >= 1 ? number : undefined;
}

const ORDER_TO_DIRECTION: Record<string, SortDirection> = {
  asc: 'ascending',
  ascending: 'ascending',
  desc: 'descending',
  descending: 'descending',
};

/** `ascending` → `asc`, as written in the URL. */
export function directionToOrder(direction: SortDirection): 'asc' | 'desc' {
  return direction === 'ascending' ? 'asc' : 'desc';
}

/**
 * Reads page, size, sort, order and the named filters from search parameters. Anything invalid
 * (page=-3, size=10000, an unknown sort column or order) falls back to its default, never throws.
 */
export function parseTableUrlState<F extends string>(
  params: URLSearchParams,
  options: TableUrlStateOptions<F> = {},
): TableUrlState<F> {
  const names = tableParamNames(options.paramPrefix);
  const sizes = options.sizes ?? DEFAULT_PAGE_SIZES;
  const defaultSize = options.defaultSize ?? DEFAULT_PAGE_SIZE;

  const page = positiveInteger(params.get(names.page)) ?? 1;
  const askedSize = positiveInteger(params.get(names.size));
  const size = askedSize !== undefined && sizes.includes(askedSize) ? askedSize : defaultSize;

  let sort = options.defaultSort;
  const column = params.get(names.sort);
  if (column !== null && (options.sortable ?? []).includes(column)) {
    const direction = ORDER_TO_DIRECTION[(params.get(names.order) ?? '').toLowerCase()] ?? 'ascending';
    sort = { column, direction };
  }

  const filters: Partial<Record<F, string>> = {};
  for (const name of options.filters ?? []) {
    const value = params.get(`${options.paramPrefix ?? ''}${name}`);
    if (value !== null && value.trim() !== '') filters[name] = value;
  }
  return { page, size, sort, filters };
}

/** What to change in the URL; `undefined` (or '' for a filter) removes a parameter. */
export interface TableUrlPatch<F extends string = string> {
  page?: number;
  size?: number;
  sort?: DataTableSort | null;
  filters?: Partial<Record<F, string | undefined>>;
}

/**
 * Writes a change into a copy of the search parameters, keeping unrelated ones. The defaults are left
 * out of the URL (page 1, the default size and sort), so a plain link stays plain. A new sort, size
 * or filter sends the user back to page 1.
 */
export function applyTableUrlPatch<F extends string>(
  params: URLSearchParams,
  patch: TableUrlPatch<F>,
  options: TableUrlStateOptions<F> = {},
): URLSearchParams {
  const next = new URLSearchParams(params);
  const names = tableParamNames(options.paramPrefix);
  const resetsPage = patch.sort !== undefined || patch.size !== undefined || patch.filters !== undefined;

  if (patch.size !== undefined) {
    if (patch.size === (options.defaultSize ?? DEFAULT_PAGE_SIZE)) next.delete(names.size);
    else next.set(names.size, String(patch.size));
  }
  if (patch.sort !== undefined) {
    const isDefault =
      patch.sort === null ||
      (options.defaultSort !== undefined &&
        patch.sort.column === options.defaultSort.column &&
        patch.sort.direction === options.defaultSort.direction);
    if (isDefault || patch.sort === null) {
      next.delete(names.sort);
      next.delete(names.order);
    } else {
      next.set(names.sort, patch.sort.column);
      next.set(names.order, directionToOrder(patch.sort.direction));
    }
  }
  for (const [name, value] of Object.entries(patch.filters ?? {}) as [F, string | undefined][]) {
    const key = `${options.paramPrefix ?? ''}${name}`;
    if (value === undefined || value.trim() === '') next.delete(key);
    else next.set(key, value);
  }
  const page = patch.page ?? (resetsPage ? 1 : undefined);
  if (page !== undefined) {
    if (page <= 1) next.delete(names.page);
    else next.set(names.page, String(page));
  }
  return next;
}
