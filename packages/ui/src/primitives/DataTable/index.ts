export { DataTable, VIRTUALIZE_AFTER_ROWS } from './DataTable';
export { useTableUrlState, type TableUrlStateApi } from './useTableUrlState';
export {
  parseTableUrlState,
  applyTableUrlPatch,
  tableParamNames,
  directionToOrder,
  DEFAULT_PAGE_SIZE,
  DEFAULT_PAGE_SIZES,
  type TableUrlState,
  type TableUrlStateOptions,
  type TableUrlPatch,
} from './tableUrlState';
export {
  prefsStorageKey,
  parsePrefs,
  loadPrefs,
  savePrefs,
  isColumnVisible,
  emptyPrefs,
  type DataTablePrefs,
  type PrefsStorage,
} from './tablePrefs';
export type {
  DataTableProps,
  DataTableColumn,
  DataTableSort,
  DataTableDensity,
  DataTableActiveFilter,
  SortDirection,
} from './types';
