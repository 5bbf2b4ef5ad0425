import { useState } from 'react';
import { PanelLeftOpen } from 'lucide-react';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { CryptoDashboard, CryptoWallet } from '@atrium/mock-api';
import { LineChart, Sparkline } from '@atrium/ui/charts/index.ts';
import { useMediaQuery } from '../../../navigation/useMediaQuery';
import { Button } from '../../../primitives/Button';
import { Drawer } from '../../../primitives/Drawer';
import { mediaUp } from '../../../theme/breakpoints';
import {
  DashboardCard,
  DashboardPage,
  SegmentedToggle,
  TrendText,
  useSection,
  type SectionSource,
} from '../shared/index';
import { useCryptoDashboard, useCryptoTrade } from './api';
import { coinsOf, isBtc, isTradeData, isWatchlist, pointsIn, rangesFor, type Coin, type RangeId } from './coins';
import * as css from './CryptoDashboard.css';
import { TradeForm, useMoney } from './TradeForm';

type Source = SectionSource<Partial<CryptoDashboard>>;

const CRYPTO_TREND = { up: 'dashboards.crypto.trendUp', down: 'dashboards.crypto.trendDown' };

/** The route component of /dashboards/crypto. */
export function CryptoDashboardPage() {
  const { t } = useTranslation();
  const query = useCryptoDashboard();
  const docked = useMediaQuery(mediaUp('lg'));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [selected, setSelected] = useState<CryptoWallet>('btc');
  const watchlist = useSection(query, (data) => ({ btc: data.btc, watchlist: data.watchlist }), isWatchlist);
  const coins = watchlist.data ? coinsOf(watchlist.data) : [];
  const coin = coins.find((candidate) => candidate.key === selected) ?? coins[0];

  const sidePart = (
    <div className={css.side}>
      <WatchlistCard
        status={watchlist.status}
        onRetry={watchlist.onRetry}
        coins={coins}
        selected={coin?.key ?? selected}
        onSelect={(key) => {
          setSelected(key);
          setDrawerOpen(false);
        }}
      />
      <TradeCard source={query} />
    </div>
  );

  return (
    <DashboardPage title={t('dashboards.crypto.title')} subtitle={t('dashboards.crypto.subtitle')}>
      <div className={css.layout}>
        {docked ? (
          <aside aria-label={t('dashboards.crypto.sidePanel')}>{sidePart}</aside>
        ) : (
          <Drawer
            title={t('dashboards.crypto.sidePanel')}
            side="start"
            isOpen={drawerOpen}
            onOpenChange={setDrawerOpen}
          >
            {sidePart}
          </Drawer>
        )}
        <div className={css.main}>
          {!docked && (
            <div className={css.toolbar}>
              <Button variant="secondary" onPress={() => setDrawerOpen(true)}>
                <PanelLeftOpen size={18} aria-hidden="true" />
                {t('dashboards.crypto.openSidePanel')}
              </Button>
            </div>
          )}
          <PriceCard status={watchlist.status} onRetry={watchlist.onRetry} coin={coin} source={query} />
        </div>
      </div>
    </DashboardPage>
  );
}

/** The coins followed, each with its price, trend and sparkline; choosing one shows it in the price card. */
export function WatchlistCard({
  status,
  onRetry,
  coins,
  selected,
  onSelect,
}: {
  status: 'pending' | 'error' | 'success';
  onRetry: () => void;
  coins: Coin[];
  selected: CryptoWallet;
  onSelect: (key: CryptoWallet) => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <DashboardCard
      title={t('dashboards.crypto.watchlist.title')}
      status={status}
      onRetry={onRetry}
      isEmpty={coins.length === 0}
      skeleton="list"
    >
      <ToggleButtonGroup
        aria-label={t('dashboards.crypto.watchlist.choose')}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[selected]}
        onSelectionChange={(keys) => {
          const key = [...keys][0];
          if (key) onSelect(key as CryptoWallet);
        }}
        orientation="vertical"
        className={css.watchlist}
      >
        {coins.map((coin) => {
          const name = t(`dashboards.crypto.coins.${coin.key}`);
          return (
            <div key={coin.key} className={css.watchItem}>
              <ToggleButton id={coin.key} className={css.coinButton}>
                <span className={css.coinName}>
                  {name} <span className={css.ticker}>{coin.iso}</span>
                </span>
                <span className={css.price}>{money.usd(coin.price)}</span>
                <TrendText trend={coin.trend} keys={CRYPTO_TREND} maximumFractionDigits={2} />
              </ToggleButton>
              <Sparkline
                name={t('dashboards.crypto.watchlist.sparkName', { coin: name })}
                summary={t('dashboards.crypto.watchlist.sparkSummary', { coin: name, price: money.usd(coin.price) })}
                data={coin.points}
                xFormat={{ kind: 'date', options: { hour: '2-digit', minute: '2-digit' } }}
                valueFormat={{ kind: 'currency', currency: 'USD' }}
                // Teal up, rose down in the palette's usual order; the arrow and the words say it too.
                tone={coin.trend.dir === 'up' ? 'series5' : 'series4'}
                height={40}
              />
            </div>
          );
        })}
      </ToggleButtonGroup>
    </DashboardCard>
  );
}

/** The chosen coin's price and trend over a range of time, with bitcoin's market figures. */
export function PriceCard({
  status,
  onRetry,
  coin,
  source,
}: {
  status: 'pending' | 'error' | 'success';
  onRetry: () => void;
  coin: Coin | undefined;
  source: Source;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const ranges = coin ? rangesFor(coin.points) : [];
  const [chosen, setChosen] = useState<RangeId | null>(null);
  const range = chosen && ranges.includes(chosen) ? chosen : ranges.at(-1);
  const points = coin && range ? pointsIn(coin.points, range) : (coin?.points ?? []);
  const name = coin ? t(`dashboards.crypto.coins.${coin.key}`) : '';
  const rangeLabel = range ? t(`dashboards.crypto.price.ranges.${range}`) : '';
  return (
    <DashboardCard
      title={
        coin ? t('dashboards.crypto.price.title', { coin: name, ticker: coin.iso }) : t('dashboards.crypto.price.empty')
      }
      status={status}
      onRetry={onRetry}
      isEmpty={!coin || coin.points.length === 0}
      actions={
        ranges.length > 1 && range ? (
          <SegmentedToggle
            name={t('dashboards.crypto.price.range')}
            options={ranges.map((id) => ({ id, label: t(`dashboards.crypto.price.ranges.${id}`) }))}
            value={range}
            onChange={setChosen}
          />
        ) : undefined
      }
    >
      {coin && (
        <>
          <div className={css.coinHeader}>
            <span className={css.bigPrice}>{money.usd(coin.price)}</span>
            <TrendText trend={coin.trend} keys={CRYPTO_TREND} maximumFractionDigits={2} />
          </div>
          {coin.key === 'btc' && <MarketStats source={source} />}
          <LineChart
            name={t('dashboards.crypto.price.chartName', { coin: name, range: rangeLabel })}
            summary={t('dashboards.crypto.price.summary', {
              coin: name,
              range: rangeLabel,
              first: money.usd(points[0]?.y ?? 0),
              last: money.usd(points.at(-1)?.y ?? 0),
            })}
            series={[{ id: 'price', label: t('dashboards.crypto.price.series'), data: points, tone: 'series1' }]}
            xFormat={{ kind: 'date', options: { hour: '2-digit', minute: '2-digit' } }}
            valueFormat={{ kind: 'currency', currency: 'USD' }}
            height={360}
          />
        </>
      )}
    </DashboardCard>
  );
}

/** Bitcoin's market figures; only the mock's bitcoin has them. A missing part hides the box alone. */
function MarketStats({ source }: { source: Source }) {
  const { t, i18n } = useTranslation();
  const section = useSection(source, (data) => data.btc, isBtc);
  if (!section.data) return null;
  const compactUsd = new Intl.NumberFormat(i18n.language, {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    maximumFractionDigits: 2,
  });
  const compact = new Intl.NumberFormat(i18n.language, { notation: 'compact', maximumFractionDigits: 2 });
  const usd = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD' });
  const figures = [
    ['marketCap', compactUsd.format(section.data.marketCap)],
    ['volume', compactUsd.format(section.data.volume)],
    ['supply', compact.format(section.data.supply)],
    ['allTimeHigh', usd.format(section.data.allTimeHigh)],
  ] as const;
  return (
    <dl className={css.stats}>
      {figures.map(([key, value]) => (
        <div key={key} className={css.stat}>
          <dt className={css.statLabel}>{t(`dashboards.crypto.stats.${key}`)}</dt>
          <dd className={css.statValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Buys or sells a coin from the wallets, at the answer's prices. */
export function TradeCard({ source }: { source: Source }) {
  const { t } = useTranslation();
  const section = useSection(
    source,
    (data) => ({ prices: data.prices, wallets: data.wallets, cash: typeof data.cash === 'number' ? data.cash : null }),
    isTradeData,
  );
  const trade = useCryptoTrade();
  return (
    <DashboardCard
      title={t('dashboards.crypto.trade.title')}
      status={section.status}
      onRetry={section.onRetry}
      skeleton="list"
    >
      {section.data && (
        <TradeForm
          prices={section.data.prices}
          wallets={section.data.wallets}
          cash={section.data.cash}
          onTrade={(body) => trade.mutateAsync(body)}
          isPending={trade.isPending}
        />
      )}
    </DashboardCard>
  );
}
