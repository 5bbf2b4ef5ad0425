import type { CSSProperties } from 'react';
import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import {
  Cell as AriaCell,
  Collection,
  Column as AriaColumn,
  composeRenderProps,
  Row as AriaRow,
  Table as AriaTable,
  TableBody as AriaTableBody,
  TableHeader as AriaTableHeader,
  useTableOptions,
  type CellProps as AriaCellProps,
  type ColumnProps as AriaColumnProps,
  type RowProps as AriaRowProps,
  type TableBodyProps as AriaTableBodyProps,
  type TableHeaderProps as AriaTableHeaderProps,
  type TableProps as AriaTableProps,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import { SelectionCheckbox } from './SelectionCheckbox';
import {
  body,
  cell,
  column,
  columnContent,
  container,
  header,
  row,
  selectionCell,
  selectionColumn,
  sortIcon,
  table,
} from './Table.css';

function withClass(base: string) {
  return (custom: string | undefined) => [base, custom].filter(Boolean).join(' ');
}

export interface TableProps extends AriaTableProps {
  /**
   * Height after which the rows scroll under the sticky header (any CSS length). Without it the
   * table grows with its rows and the header sticks while the nearest scrolling ancestor scrolls.
   */
  maxBlockSize?: CSSProperties['maxBlockSize'];
}

/**
 * A data table on react-aria: keyboard navigation by cell, sorting through `sortDescriptor` /
 * `onSortChange` (see `sortItems`), and row selection with a checkbox column when `selectionMode` is set.
 */
export function Table({ className, maxBlockSize, ...props }: TableProps) {
  return (
    <div className={container} style={maxBlockSize === undefined ? undefined : { maxBlockSize }}>
      <AriaTable {...props} className={composeRenderProps(className, withClass(table))} />
    </div>
  );
}

export type TableHeaderProps<T> = AriaTableHeaderProps<T>;

/** The header row; adds the select-all checkbox column when the table allows multiple selection. */
export function TableHeader<T extends object>({ columns, children, className, ...props }: TableHeaderProps<T>) {
  const { selectionBehavior, selectionMode } = useTableOptions();
  return (
    <AriaTableHeader {...props} className={composeRenderProps(className, withClass(header))}>
      {selectionBehavior === 'toggle' && (
        <AriaColumn className={[column, selectionColumn].join(' ')}>
          {selectionMode === 'multiple' ? <SelectionCheckbox /> : null}
        </AriaColumn>
      )}
      <Collection items={columns}>{children}</Collection>
    </AriaTableHeader>
  );
}

export type ColumnProps = AriaColumnProps;

/** A column header; with `allowsSorting`, pressing it sorts and an arrow shows the direction. */
export function Column({ className, children, ...props }: ColumnProps) {
  return (
    <AriaColumn {...props} className={composeRenderProps(className, withClass(column))}>
      {composeRenderProps(children, (content, { allowsSorting, sortDirection }) => (
        <span className={columnContent}>
          {content}
          {allowsSorting && (
            <Icon
              icon={
                sortDirection === 'ascending' ? ArrowUp : sortDirection === 'descending' ? ArrowDown : ChevronsUpDown
              }
              size="sm"
              className={sortIcon}
            />
          )}
        </span>
      ))}
    </AriaColumn>
  );
}

export type TableBodyProps<T> = AriaTableBodyProps<T>;

/** The rows; `renderEmptyState` says what to show when there are none. */
export function TableBody<T extends object>({ className, ...props }: TableBodyProps<T>) {
  return <AriaTableBody {...props} className={composeRenderProps(className, withClass(body))} />;
}

export type RowProps<T> = AriaRowProps<T>;

/** A row; adds its selection checkbox when the table allows selection. */
export function Row<T extends object>({ id, columns, children, className, ...props }: RowProps<T>) {
  const { selectionBehavior } = useTableOptions();
  return (
    <AriaRow id={id} {...props} className={composeRenderProps(className, withClass(row))}>
      {selectionBehavior === 'toggle' && (
        <AriaCell className={[cell, selectionCell].join(' ')}>
          <SelectionCheckbox />
        </AriaCell>
      )}
      <Collection items={columns}>{children}</Collection>
    </AriaRow>
  );
}

export type CellProps = AriaCellProps;

/** A cell of a `Row`, in the order of the columns. */
export function Cell({ className, ...props }: CellProps) {
  return <AriaCell {...props} className={composeRenderProps(className, withClass(cell))} />;
}
