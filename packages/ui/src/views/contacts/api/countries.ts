import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Country } from '@atrium/mock-api';
import type { ApiClient } from '../../../api/client';
import { useApiClient } from '../../../api/context';
import { contactsKeys } from './keys';

/** The ~245 countries never change while the app runs. */
export const countriesQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: contactsKeys.countries(),
    queryFn: ({ signal }) => api.get<Country[]>('api/apps/contacts/countries', undefined, signal),
    staleTime: Infinity,
  });

export function useCountries() {
  return useQuery(countriesQueryOptions(useApiClient()));
}
