import type { OrdersQuery } from '@atrium/mock-api';

/** Query keys of orders and customers, in one place: lists by query, one order (with its list's query), tags. */
export const ordersKeys = {
  all: ['orders'] as const,
  lists: () => [...ordersKeys.all, 'list'] as const,
  list: (query: OrdersQuery) => [...ordersKeys.lists(), query] as const,
  details: () => [...ordersKeys.all, 'detail'] as const,
  /** One order; the list's query decides its previous and next. */
  detail: (number: number, listQuery: OrdersQuery = {}) => [...ordersKeys.details(), number, listQuery] as const,
  detailsOf: (number: number) => [...ordersKeys.details(), number] as const,
  tags: () => [...ordersKeys.all, 'tags'] as const,
};

export const customersKeys = {
  all: ['customers'] as const,
  lists: () => [...customersKeys.all, 'list'] as const,
  list: (query: CustomersQuery) => [...customersKeys.lists(), query] as const,
  detail: (id: string) => [...customersKeys.all, 'detail', id] as const,
};

/** `GET api/customers`: `search` (name or email), `tag`, `sort`, `order`, `page`, `size`. */
export interface CustomersQuery {
  search?: string;
  tag?: string;
  sort?: 'name' | 'ordersCount' | 'totalSpent' | 'lastOrderAt';
  order?: 'asc' | 'desc';
  page?: number;
  size?: number;
}
