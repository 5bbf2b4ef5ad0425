import type { OverviewKpi } from '@atrium/mock-api';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Sparkline, type ChartTone } from '@atrium/ui/charts/index.ts';
import {
  DashboardCard,
  TrendText,
  hasShape,
  isArrayOf,
  isNumber,
  isString,
  useSection,
} from '../../dashboards/shared/index';
import * as css from '../HomeDashboard.css';
import { useHomeFormat } from '../format';
import { kpiListPath } from '../links';
import type { OverviewSource } from './source';

export type KpiKind = 'orders' | 'revenue' | 'averageOrderValue' | 'refunds';

interface KpiPart {
  days: string[];
  currency: string;
  kpi: OverviewKpi;
}

const isKpiPart = hasShape<KpiPart>({
  days: isArrayOf(isString),
  currency: isString,
  kpi: hasShape<OverviewKpi>({ today: isNumber, lastWeek: isNumber, series: isArrayOf(isNumber) }),
});

const TONES: Record<KpiKind, ChartTone> = {
  orders: 'series1',
  revenue: 'series2',
  averageOrderValue: 'series4',
  refunds: 'series5',
};

const TREND = { up: 'home.kpi.trendUp', down: 'home.kpi.trendDown' };

/**
 * One of today's figures: the value so far, its change against the same weekday last week (up to the
 * same time of day), a sparkline of the last 14 days, and the list it counts.
 */
export function KpiCard({ source, kind, now }: { source: OverviewSource; kind: KpiKind; now: Date }) {
  const { t } = useTranslation();
  const format = useHomeFormat();
  const section = useSection(
    source,
    (data) => data.kpis && { days: data.kpis.days, currency: data.kpis.currency, kpi: data.kpis[kind] },
    isKpiPart,
  );
  const title = t(`home.kpi.${kind}.title`);
  const part = section.data;
  const show = (value: number) => (kind === 'orders' ? format.count(value) : format.money(value, part!.currency));
  const lastWeekDay = new Date(now);
  lastWeekDay.setDate(now.getDate() - 7);
  const weekday = format.weekday(lastWeekDay);
  return (
    <DashboardCard
      title={title}
      description={t(`home.kpi.${kind}.caption`)}
      status={section.status}
      onRetry={section.onRetry}
      skeleton="figure"
    >
      {part && (
        <>
          <div className={css.headline}>
            <span className={css.bigNumber}>{show(part.kpi.today)}</span>
            <Change kpi={part.kpi} weekday={weekday} />
            <span className={css.muted}>{t('home.kpi.lastWeek', { weekday, value: show(part.kpi.lastWeek) })}</span>
          </div>
          <Sparkline
            name={t('home.kpi.sparkName', { name: title })}
            summary={t('home.kpi.sparkSummary', {
              first: show(part.kpi.series[0] ?? 0),
              last: show(part.kpi.series.at(-1) ?? 0),
              days: part.days.length,
            })}
            data={part.days.map((x, index) => ({ x, y: part.kpi.series[index] ?? 0 }))}
            xFormat={{ kind: 'date', options: { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' } }}
            valueFormat={kind === 'orders' ? undefined : { kind: 'currency', currency: part.currency }}
            tone={TONES[kind]}
            area
          />
          <div className={css.footer}>
            <Link to={kpiListPath(kind, now)} className={css.link}>
              {t(`home.kpi.${kind}.link`)}
            </Link>
          </div>
        </>
      )}
    </DashboardCard>
  );
}

/** The change in words beside its arrow; without last week's figure, no percentage can be given. */
function Change({ kpi, weekday }: { kpi: OverviewKpi; weekday: string }) {
  const { t } = useTranslation();
  if (kpi.lastWeek === 0 || kpi.today === kpi.lastWeek) {
    return (
      <span className={css.muted}>
        {t(kpi.today === kpi.lastWeek ? 'home.kpi.same' : 'home.kpi.noComparison', { weekday })}
      </span>
    );
  }
  const change = ((kpi.today - kpi.lastWeek) / kpi.lastWeek) * 100;
  return (
    <TrendText
      trend={{ dir: change < 0 ? 'down' : 'up', amount: Math.abs(change) }}
      keys={TREND}
      values={{ weekday }}
      maximumFractionDigits={0}
    />
  );
}
