import { useMemo, useState, type HTMLAttributes } from 'react';
import { ChevronDown, ChevronFirst, ChevronLast, ChevronLeft, ChevronRight, type LucideIcon } from 'lucide-react';
import {
  Button as AriaButton,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  useLocale,
  type Key,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import {
  actions,
  directionalIcon,
  listBox,
  option,
  pageSize as pageSizeStyle,
  pageSizeTrigger,
  paginator,
  popover,
  range as rangeStyle,
} from './Paginator.css';
import { pageCount, paginatorRange } from './paginatorRange';

/** What changed, as Angular Material's PageEvent. */
export interface PageEvent {
  pageIndex: number;
  previousPageIndex: number;
  pageSize: number;
  length: number;
}

export interface PaginatorProps extends Omit<HTMLAttributes<HTMLElement>, 'onChange' | 'children'> {
  /** How many items there are in all. */
  length: number;
  /** The page shown, 0-based (controlled). */
  pageIndex?: number;
  /** The page shown first, 0-based (uncontrolled). */
  defaultPageIndex?: number;
  /** Items per page (controlled). */
  pageSize?: number;
  /** Items per page at first (uncontrolled). */
  defaultPageSize?: number;
  /** The choices of the items-per-page select; the current page size joins them if missing. */
  pageSizeOptions?: readonly number[];
  /** Called when the page or the page size changes. */
  onPageChange?: (event: PageEvent) => void;
  /** Hides the items-per-page select. */
  hidePageSize?: boolean;
  /** Shows the first-page and last-page buttons (default true). */
  showFirstLastButtons?: boolean;
  isDisabled?: boolean;
}

function useControllable(value: number | undefined, initial: number): [number, (next: number) => void] {
  const [own, setOwn] = useState(initial);
  return [value ?? own, setOwn];
}

/**
 * Moves through pages of a list: "items per page" select, the range shown ("1 – 10 de 100") and
 * first/previous/next/last buttons. Works controlled (`pageIndex`, `pageSize` + `onPageChange`) or not.
 */
export function Paginator({
  length,
  pageIndex: pageIndexProp,
  defaultPageIndex = 0,
  pageSize: pageSizeProp,
  defaultPageSize = 10,
  pageSizeOptions = [5, 10, 25, 100],
  onPageChange,
  hidePageSize = false,
  showFirstLastButtons = true,
  isDisabled = false,
  className,
  ...props
}: PaginatorProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [pageIndex, setPageIndex] = useControllable(pageIndexProp, defaultPageIndex);
  const [pageSize, setPageSize] = useControllable(pageSizeProp, defaultPageSize);

  const options = useMemo(
    () => [...new Set([...pageSizeOptions, ...(pageSize > 0 ? [pageSize] : [])])].sort((a, b) => a - b),
    [pageSizeOptions, pageSize],
  );
  const lastPageIndex = Math.max(pageCount(pageSize, length) - 1, 0);
  const hasPrevious = pageIndex >= 1 && pageSize !== 0;
  const hasNext = pageIndex < lastPageIndex && pageSize !== 0;

  const numbers = new Intl.NumberFormat(locale);
  const range = paginatorRange(pageIndex, pageSize, length);
  const rangeLabel = range
    ? t('paginator.range', {
        start: numbers.format(range.start),
        end: numbers.format(range.end),
        total: numbers.format(range.total),
      })
    : t('paginator.rangeEmpty', { total: numbers.format(Math.max(length, 0)) });

  function change(nextIndex: number, nextSize = pageSize) {
    if (nextIndex === pageIndex && nextSize === pageSize) return;
    setPageIndex(nextIndex);
    setPageSize(nextSize);
    onPageChange?.({ pageIndex: nextIndex, previousPageIndex: pageIndex, pageSize: nextSize, length });
  }

  function changePageSize(key: Key | null) {
    const nextSize = Number(key);
    if (!Number.isFinite(nextSize) || nextSize === pageSize) return;
    // Keep the first item on screen in view: the new page is the one that holds it.
    change(Math.floor((pageIndex * pageSize) / nextSize), nextSize);
  }

  const pageButton = (label: string, icon: LucideIcon, enabled: boolean, target: number) => (
    <Button
      variant="icon"
      size="small"
      aria-label={label}
      isDisabled={isDisabled || !enabled}
      onPress={() => change(target)}
    >
      <Icon icon={icon} className={directionalIcon} />
    </Button>
  );

  return (
    <nav
      {...props}
      aria-label={props['aria-label'] ?? t('paginator.label')}
      className={[paginator, className].filter(Boolean).join(' ')}
    >
      {!hidePageSize && (
        <Select className={pageSizeStyle} value={pageSize} onChange={changePageSize} isDisabled={isDisabled}>
          <Label>{t('paginator.itemsPerPage')}</Label>
          <AriaButton className={pageSizeTrigger}>
            <SelectValue />
            <Icon icon={ChevronDown} size="sm" />
          </AriaButton>
          <Popover className={popover}>
            <ListBox className={listBox} items={options.map((size) => ({ id: size }))}>
              {(item) => (
                <ListBoxItem id={item.id} className={option} textValue={numbers.format(item.id)}>
                  {numbers.format(item.id)}
                </ListBoxItem>
              )}
            </ListBox>
          </Popover>
        </Select>
      )}
      <div className={rangeStyle} aria-live="polite" aria-atomic="true">
        {rangeLabel}
      </div>
      <div className={actions}>
        {showFirstLastButtons && pageButton(t('paginator.firstPage'), ChevronFirst, hasPrevious, 0)}
        {pageButton(t('paginator.previousPage'), ChevronLeft, hasPrevious, pageIndex - 1)}
        {pageButton(t('paginator.nextPage'), ChevronRight, hasNext, pageIndex + 1)}
        {showFirstLastButtons && pageButton(t('paginator.lastPage'), ChevronLast, hasNext, lastPageIndex)}
      </div>
    </nav>
  );
}
