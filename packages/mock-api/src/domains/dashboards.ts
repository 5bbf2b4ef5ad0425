/** Dashboards: the project, analytics, finance and crypto figures; only the crypto wallets and cash change. */
import { SEED_CRYPTO_CASH, seedCryptoWallets } from '../db/seed/dashboards.ts';
import type { Database } from '../db/database.ts';
import { dashboardsHandlers } from '../handlers/dashboards.ts';
import { number, object } from '../schema.ts';
import { defineDomain } from './domain.ts';

type Data = Pick<Database, 'cryptoWallets' | 'cryptoCash'>;

export const domain = defineDomain<Data>({
  name: 'dashboards',
  seed: () => ({ cryptoWallets: seedCryptoWallets(), cryptoCash: SEED_CRYPTO_CASH }),
  check: object<Data>({
    cryptoWallets: object<Data['cryptoWallets']>({ btc: number, eth: number, bch: number, xrp: number }),
    cryptoCash: number,
  }),
  handlers: dashboardsHandlers,
});
