import type { ReactNode } from 'react';

/** The direction of a server-side sort. */
export type SortDirection = 'ascending' | 'descending';

/** The sort the server applies: `column` is a column's `id` (its server sort key). */
export interface DataTableSort {
  column: string;
  direction: SortDirection;
}

/** Row height: `comfortable` (default) or `compact`. Saved with the column choices. */
export type DataTableDensity = 'comfortable' | 'compact';

/** A filter in force, named for the user (the empty state lists them). */
export interface DataTableActiveFilter {
  /** The filter's key, e.g. the URL parameter name (`status`). */
  id: string;
  /** What the user reads, already translated, e.g. "Estado: Pendiente". */
  label: string;
}

/** One column of a `DataTable`. */
export interface DataTableColumn<T> {
  /** Unique in the table; also the server sort key when `sortable`, and the key of the saved choices. */
  id: string;
  /** The translated header label (also the column's name in the column chooser). */
  header: string;
  /** What the cell shows for a row; may contain links and buttons. */
  cell: (row: T) => ReactNode;
  /** The header sorts (on the server: the table only reports `onSortChange`). */
  sortable?: boolean;
  /** Hidden until the user shows it in the column chooser. */
  hiddenByDefault?: boolean;
  /** The user may hide it (default true). The row-header column can never be hidden. */
  hideable?: boolean;
  /** The column that names the row for assistive technology (give exactly one; the first column otherwise). */
  isRowHeader?: boolean;
  /**
   * The header's label is for assistive technology and the column chooser only: for a narrow column whose
   * cells say what they are (a thumbnail, a row's open button), where the label would not fit.
   */
  hideHeader?: boolean;
  /** `end` for numbers and amounts. */
  align?: 'start' | 'end';
  /** Width in pixels before the user resizes it (otherwise the columns share the room). */
  defaultWidth?: number;
  /** The narrowest it gets, in pixels, when resized or on a narrow screen (default 120). */
  minWidth?: number;
}

/**
 * A page of server data in a table: the caller fetches the page (`rows`, `total`) for `page`, `size`,
 * `sort` and its filters, and the table reports what the user asks for. It never sorts, filters or
 * pages by itself.
 */
export interface DataTableProps<T> {
  /** Names the table's saved preferences (columns shown, widths, density), e.g. 'users'. */
  id: string;
  /** The signed-in user's id: preferences are saved per user. */
  userId?: string;
  /** The table's accessible name. */
  'aria-label': string;
  columns: DataTableColumn<T>[];
  /** The current page's rows; `undefined` before the first answer. */
  rows: T[] | undefined;
  /** A stable id per row (selection and row actions use it). */
  getRowId: (row: T) => string;
  /** How many rows match in all (across pages); `undefined` before the first answer. */
  total: number | undefined;
  /** The page shown, 1-based. */
  page: number;
  /** Rows per page. */
  size: number;
  /** The user asks for another page (1-based). */
  onPageChange: (page: number) => void;
  /** The user picks another page size; without it the size choice is not offered. */
  onSizeChange?: (size: number) => void;
  /** The page sizes offered (default 10, 25, 50, 100). */
  sizeOptions?: readonly number[];
  /** The sort the rows are in. */
  sort?: DataTableSort;
  /** The user asks for another sort (the caller refetches; usually back to page 1). */
  onSortChange?: (sort: DataTableSort) => void;
  /** The query's status: `pending` shows skeleton rows, `error` a message with Retry. */
  status: 'pending' | 'error' | 'success';
  /** Retry after an error (the Retry button calls it). */
  onRetry?: () => void;
  /** A newer page is on its way (the rows shown stay, dimmed). */
  isFetching?: boolean;
  /** Rows get a checkbox and the header a select-all-on-this-page checkbox. */
  selectable?: boolean;
  /** The selected row ids (controlled); without it the table keeps its own selection. */
  selectedIds?: Set<string>;
  onSelectionChange?: (ids: Set<string>) => void;
  /** The bulk bar's actions for the selected ids (buttons), shown next to "3 selected" and Clear. */
  bulkActions?: (ids: string[]) => ReactNode;
  /** The filters in force; when no row matches, the empty state names them and offers to clear them. */
  activeFilters?: DataTableActiveFilter[];
  onClearFilters?: () => void;
  /** Opens a row (click, or Enter on a focused row), e.g. navigates to its detail page. */
  onRowAction?: (id: string) => void;
  /** Filters, search or export, placed above the table by the caller. */
  toolbar?: ReactNode;
  /** Text of the empty state when no filter is in force (default: a generic "nothing here yet"). */
  emptyText?: string;
  /** Height after which the rows scroll under the sticky header (any CSS length; default `min(70vh, 48rem)`). */
  maxBlockSize?: string;
}
