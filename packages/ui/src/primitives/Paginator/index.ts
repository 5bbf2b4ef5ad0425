export { Paginator, type PaginatorProps, type PageEvent } from './Paginator';
export { paginatorRange, pageCount, type PaginatorRange } from './paginatorRange';
