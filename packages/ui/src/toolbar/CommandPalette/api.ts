import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AccountsAnswer, OrdersAnswer } from '@atrium/mock-api';
import { useAccess } from '../../access/useAccess';
import { useApiClient } from '../../api/context';
import { isSearchable } from '../Search/api';

/** How many orders and users the palette lists for what is typed. */
export const PALETTE_RECORDS = 5;

/**
 * Orders and users holding `query` (already debounced), through their lists' own search; each only for
 * those who may see it (the API refuses the others with 403 anyway).
 */
export function usePaletteRecords(query: string) {
  const api = useApiClient();
  const access = useAccess();
  const text = query.trim();
  const size = String(PALETTE_RECORDS);
  const orders = useQuery({
    queryKey: ['palette', 'orders', text],
    queryFn: ({ signal }) => api.get<OrdersAnswer>('api/orders', { search: text, size }, signal),
    enabled: isSearchable(text) && access.can('orders:view'),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const users = useQuery({
    queryKey: ['palette', 'users', text],
    queryFn: ({ signal }) => api.get<AccountsAnswer>('api/users', { search: text, size }, signal),
    enabled: isSearchable(text) && access.can('users:view'),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  return { orders, users };
}
