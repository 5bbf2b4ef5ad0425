import type { CryptoDashboard, CryptoWallet, TimePoint, Trend } from '@atrium/mock-api';
import { hasShape, isArrayOf, isNumber, isRecord, isString, isTimeSeriesList, type Guard } from '../shared/index';

export const WALLETS = ['btc', 'eth', 'bch', 'xrp'] as const satisfies readonly CryptoWallet[];

/** One coin as the watchlist and the price chart show it. */
export interface Coin {
  key: CryptoWallet;
  /** The ticker, upper case. */
  iso: string;
  price: number;
  trend: Trend;
  points: TimePoint[];
}

const isTrend = hasShape<Trend>({
  dir: (value): value is Trend['dir'] => value === 'up' || value === 'down',
  amount: isNumber,
});
const isWallet = (value: unknown): value is CryptoWallet => WALLETS.includes(value as CryptoWallet);

/** Bitcoin's figures (its price series and the market box). */
export const isBtc = hasShape<CryptoDashboard['btc']>({
  amount: isNumber,
  trend: isTrend,
  marketCap: isNumber,
  volume: isNumber,
  supply: isNumber,
  allTimeHigh: isNumber,
  price: hasShape<CryptoDashboard['btc']['price']>({ series: isTimeSeriesList }),
});

const isWatchItem = hasShape<CryptoDashboard['watchlist'][number]>({
  title: isString,
  iso: (value): value is CryptoDashboard['watchlist'][number]['iso'] =>
    isString(value) && isWallet(value.toLowerCase()),
  amount: isNumber,
  trend: isTrend,
  series: isTimeSeriesList,
});

export const isWatchlist = hasShape<Pick<CryptoDashboard, 'btc' | 'watchlist'>>({
  btc: isBtc,
  watchlist: isArrayOf(isWatchItem),
});

/** A value per wallet, each a finite number. */
export const isPerWallet: Guard<Record<CryptoWallet, number>> = (value): value is Record<CryptoWallet, number> =>
  isRecord(value) && WALLETS.every((key) => isNumber(value[key]));

const hasPricesAndWallets = hasShape<Pick<CryptoDashboard, 'prices' | 'wallets'>>({
  prices: isPerWallet,
  wallets: isPerWallet,
});

/** What the trade form needs: prices, wallets and the cash (null when the answer does not give it). */
export type TradeData = Pick<CryptoDashboard, 'prices' | 'wallets'> & { cash: number | null };

export const isTradeData: Guard<TradeData> = (value): value is TradeData =>
  isRecord(value) && (value.cash === null || isNumber(value.cash)) && hasPricesAndWallets(value);

/** Bitcoin first, then the watchlist's coins in the mock's order. */
export function coinsOf(data: Pick<CryptoDashboard, 'btc' | 'watchlist'>): Coin[] {
  return [
    {
      key: 'btc',
      iso: 'BTC',
      price: data.btc.amount,
      trend: data.btc.trend,
      points: data.btc.price.series[0]?.data ?? [],
    },
    ...data.watchlist.map((item) => ({
      key: item.iso.toLowerCase() as CryptoWallet,
      iso: item.iso,
      price: item.amount,
      trend: item.trend,
      points: item.series[0]?.data ?? [],
    })),
  ];
}

/** The price chart's ranges: offered only when the series covers them with at least five points. */
export const RANGES = [
  { id: '15m', minutes: 15 },
  { id: '1h', minutes: 60 },
  { id: '4h', minutes: 240 },
] as const;
export type RangeId = (typeof RANGES)[number]['id'];

export function rangesFor(points: readonly TimePoint[]): RangeId[] {
  if (points.length < 2) return [];
  const last = Date.parse(points.at(-1)!.x);
  const span = (last - Date.parse(points[0]!.x)) / 60_000;
  return RANGES.filter(
    (range) =>
      range.minutes <= span + 1 &&
      points.filter((point) => last - Date.parse(point.x) <= range.minutes * 60_000).length >= 5,
  ).map((range) => range.id);
}

export function pointsIn(points: readonly TimePoint[], range: RangeId): TimePoint[] {
  const minutes = RANGES.find((candidate) => candidate.id === range)!.minutes;
  const last = Date.parse(points.at(-1)?.x ?? '');
  return points.filter((point) => last - Date.parse(point.x) <= minutes * 60_000);
}
