/** The numbers of the paginator's range label: "start – end of total" (start and end 1-based, inclusive). */
export interface PaginatorRange {
  start: number;
  end: number;
  total: number;
}

/**
 * The range a page shows, as Angular Material's `getRangeLabel` computes it: `null` when there is
 * nothing to show (length or page size 0), which the label renders as "0 of {total}". A page past the
 * end (possible while data shrinks) still reports a full page, so the label never runs backwards.
 */
export function paginatorRange(pageIndex: number, pageSize: number, length: number): PaginatorRange | null {
  if (length === 0 || pageSize === 0) return null;
  const total = Math.max(length, 0);
  const startIndex = pageIndex * pageSize;
  const end = startIndex < total ? Math.min(startIndex + pageSize, total) : startIndex + pageSize;
  return { start: startIndex + 1, end, total };
}

/** How many pages `length` items fill; 0 when the page size is 0. */
export function pageCount(pageSize: number, length: number): number {
  return pageSize > 0 ? Math.ceil(length / pageSize) : 0;
}
