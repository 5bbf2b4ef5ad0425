import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CryptoDashboard, CryptoTradeAnswer, CryptoTradeRequest } from '@atrium/mock-api';
import type { ApiClient } from '../../../api/client';
import { useApiClient } from '../../../api/context';

/** Query keys of the crypto dashboard, in one place. */
export const cryptoKeys = {
  all: ['dashboards', 'crypto'] as const,
};

export const cryptoQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: cryptoKeys.all,
    // Checked card by card (useSection), so a malformed part fails only its card.
    queryFn: ({ signal }) => api.get<Partial<CryptoDashboard>>('api/dashboards/crypto', undefined, signal),
  });

/** The whole crypto answer; each card picks and checks its own part. */
export function useCryptoDashboard() {
  return useQuery(cryptoQueryOptions(useApiClient()));
}

/** Buys or sells; once done, the dashboard is fetched again so the wallets show their new balance. */
export function useCryptoTrade() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (trade: CryptoTradeRequest) => api.post<CryptoTradeAnswer>('api/dashboards/crypto/trade', trade),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cryptoKeys.all }),
  });
}
