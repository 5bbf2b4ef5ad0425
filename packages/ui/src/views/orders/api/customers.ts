import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Customer, CustomerDetail, Page } from '@atrium/mock-api';
import type { ApiClient } from '../../../api/client';
import { useApiClient } from '../../../api/context';
import { customersKeys, type CustomersQuery } from './keys';

export const customersQueryOptions = (api: ApiClient, query: CustomersQuery) =>
  queryOptions({
    queryKey: customersKeys.list(query),
    queryFn: ({ signal }) => api.get<Page<Customer>>('api/customers', { ...query }, signal),
  });

/** One page of customers; the page shown stays while the next loads. */
export function useCustomers(query: CustomersQuery) {
  return useQuery({ ...customersQueryOptions(useApiClient(), query), placeholderData: keepPreviousData });
}

export const customerQueryOptions = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: customersKeys.detail(id),
    queryFn: ({ signal }) => api.get<CustomerDetail>('api/customers/customer', { id }, signal),
  });

/** One customer with their orders, newest first. */
export function useCustomer(id: string, enabled = true) {
  return useQuery({ ...customerQueryOptions(useApiClient(), id), enabled: enabled && id !== '' });
}
