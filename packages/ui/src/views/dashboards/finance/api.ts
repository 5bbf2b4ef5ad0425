import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  FinanceDashboard,
  FinanceTransactionSort,
  FinanceTransactionsAnswer,
  TransactionStatus,
} from '@atrium/mock-api';
import type { ApiClient } from '../../../api/client';
import { useApiClient } from '../../../api/context';

/** What the list of every transaction asks for: an optional status, the sort and the page. */
export interface TransactionsParams {
  status?: TransactionStatus;
  sort: FinanceTransactionSort;
  order: 'asc' | 'desc';
  /** From 1. */
  page: number;
  size: number;
}

/** Query keys of the finance dashboard. */
export const financeDashboardKeys = {
  all: ['dashboards', 'finance'] as const,
  transactions: (params: TransactionsParams) => [...financeDashboardKeys.all, 'transactions', params] as const,
};

/** Partial: a card checks its own part, so a missing or malformed part fails that card alone. */
export const financeDashboardQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: financeDashboardKeys.all,
    queryFn: ({ signal }) => api.get<Partial<FinanceDashboard>>('api/dashboards/finance', undefined, signal),
  });

export function useFinanceDashboard() {
  return useQuery(financeDashboardQueryOptions(useApiClient()));
}

/** A page of every transaction, filtered and sorted on the server. */
export const financeTransactionsQueryOptions = (api: ApiClient, params: TransactionsParams) =>
  queryOptions({
    queryKey: financeDashboardKeys.transactions(params),
    queryFn: ({ signal }) =>
      api.get<FinanceTransactionsAnswer>('api/dashboards/finance/transactions', { ...params }, signal),
  });

/** The page asked for; the one before stays on screen while the next one loads. */
export function useFinanceTransactions(params: TransactionsParams) {
  return useQuery({ ...financeTransactionsQueryOptions(useApiClient(), params), placeholderData: keepPreviousData });
}
