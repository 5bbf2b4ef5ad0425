import { useMemo, useState } from 'react';
import { Download, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AmountChart, AnalyticsDashboard, Split, TimeSeries, Trend } from '@atrium/mock-api';
import { AreaChart, DonutChart, Sparkline, type ChartTone } from '@atrium/ui/charts/index.ts';
import {
  DashboardCard,
  DashboardPage,
  SegmentedToggle,
  TrendText,
  hasShape,
  isArrayOf,
  isCategorySeriesList,
  isNumber,
  isString,
  isTimeSeriesList,
  useSection,
  type DashboardAction,
  type SectionSource,
} from '../shared/index';
import { useAnalyticsDashboard } from './api';
import * as css from './AnalyticsDashboard.css';
import { audienceLabelKey } from './labels';

type Year = 'thisYear' | 'lastYear';
type Answer = Partial<AnalyticsDashboard>;
type Source = SectionSource<Answer>;

const isVisitors = hasShape<AnalyticsDashboard['visitors']['series']>({
  thisYear: isTimeSeriesList,
  lastYear: isTimeSeriesList,
});
const isAmountChart = hasShape<AmountChart>({
  amount: isNumber,
  labels: isArrayOf(isString),
  series: isCategorySeriesList,
});
const isVisitorsVsPageViews = hasShape<AnalyticsDashboard['visitorsVsPageViews']>({
  overallScore: isNumber,
  averageRatio: isNumber,
  predictedRatio: isNumber,
  series: isTimeSeriesList,
});
const isSplit = hasShape<Split>({ uniqueVisitors: isNumber, labels: isArrayOf(isString), series: isArrayOf(isNumber) });

const points = (series: TimeSeries | undefined) => series?.data ?? [];

/** Direction and size (per cent) of the change from the first to the last value. */
function trendOf(values: readonly number[]): Trend {
  const first = values[0] ?? 0;
  const last = values.at(-1) ?? 0;
  const change = first === 0 ? 0 : ((last - first) / first) * 100;
  return { dir: change < 0 ? 'down' : 'up', amount: Math.abs(change) };
}

function useNumber(options?: Intl.NumberFormatOptions) {
  const { i18n } = useTranslation();
  const key = JSON.stringify(options ?? {});
  // eslint-disable-next-line react-hooks/exhaustive-deps -- key stands for the options object
  return useMemo(() => new Intl.NumberFormat(i18n.language, options), [i18n.language, key]);
}

const ANALYTICS_TREND = { up: 'dashboards.analytics.trendUp', down: 'dashboards.analytics.trendDown' };

/** The route component of /dashboards/analytics. */
export function AnalyticsDashboardPage() {
  const { t } = useTranslation();
  const query = useAnalyticsDashboard();
  const actions: DashboardAction[] = [
    {
      id: 'refresh',
      label: t('dashboards.analytics.actions.refresh'),
      icon: <RefreshCw />,
      onAction: () => void query.refetch(),
    },
    {
      id: 'export',
      label: t('dashboards.analytics.actions.export'),
      icon: <Download />,
      variant: 'primary',
      onAction: () => exportVisitors(query.data, t('dashboards.analytics.exportFileName')),
    },
  ];
  return (
    <DashboardPage
      title={t('dashboards.analytics.title')}
      subtitle={t('dashboards.analytics.subtitle')}
      actions={actions}
    >
      <div className={css.grid}>
        <VisitorsCard source={query} />
        <div className={css.kpis}>
          <KpiCard source={query} kind="conversions" tone="series2" />
          <KpiCard source={query} kind="impressions" tone="series4" />
          <KpiCard source={query} kind="visits" tone="series5" />
        </div>
        <VisitorsVsPageViewsCard source={query} />
        <AudienceSection source={query} />
      </div>
    </DashboardPage>
  );
}

/** Downloads the monthly visitors of both years as CSV (what the export button gives). */
function exportVisitors(data: Answer | undefined, fileName: string) {
  const series = data?.visitors?.series;
  if (!series) return;
  const rows = [...points(series.lastYear[0]), ...points(series.thisYear[0])].map((point) => `${point.x},${point.y}`);
  const url = URL.createObjectURL(new Blob([['date,visitors', ...rows].join('\n')], { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${fileName}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}

/** Unique visitors per month, this year or last, with the year's total. */
export function VisitorsCard({ source }: { source: Source }) {
  const { t } = useTranslation();
  const [year, setYear] = useState<Year>('thisYear');
  const section = useSection(source, (data) => data.visitors?.series, isVisitors);
  const count = useNumber();
  const data = points(section.data?.[year][0]);
  const total = data.reduce((sum, point) => sum + point.y, 0);
  const yearLabel = t(`dashboards.analytics.visitors.${year}`);
  return (
    <DashboardCard
      title={t('dashboards.analytics.visitors.title')}
      status={section.status}
      onRetry={section.onRetry}
      isEmpty={data.length === 0}
      skeleton="totalChart"
      chartHeight={280}
      actions={
        <SegmentedToggle
          name={t('dashboards.analytics.visitors.period')}
          options={[
            { id: 'thisYear', label: t('dashboards.analytics.visitors.thisYear') },
            { id: 'lastYear', label: t('dashboards.analytics.visitors.lastYear') },
          ]}
          value={year}
          onChange={setYear}
        />
      }
    >
      <div className={css.headline}>
        <span className={css.bigNumber}>{count.format(total)}</span>
        <span className={css.muted}>{t('dashboards.analytics.visitors.total', { period: yearLabel })}</span>
      </div>
      <AreaChart
        name={t('dashboards.analytics.visitors.chartName', { period: yearLabel })}
        summary={t('dashboards.analytics.visitors.summary', { total: count.format(total), period: yearLabel })}
        series={[{ id: 'visitors', label: t('dashboards.analytics.visitors.series'), data, tone: 'series1' }]}
        xFormat={{ kind: 'date', options: { month: 'short', year: '2-digit', timeZone: 'UTC' } }}
        curve="smooth"
        height={280}
      />
    </DashboardCard>
  );
}

/** One key figure of the last seven days (conversions, impressions or visits), its trend and its sparkline. */
export function KpiCard({
  source,
  kind,
  tone,
}: {
  source: Source;
  kind: 'conversions' | 'impressions' | 'visits';
  tone: ChartTone;
}) {
  const { t } = useTranslation();
  const section = useSection(source, (data) => data[kind], isAmountChart);
  const count = useNumber();
  const values = section.data?.series[0]?.data ?? [];
  const labels = section.data?.labels ?? [];
  const title = t(`dashboards.analytics.kpi.${kind}`);
  const period = t('dashboards.analytics.kpi.period');
  return (
    <DashboardCard
      title={title}
      titleLevel={3}
      status={section.status}
      onRetry={section.onRetry}
      isEmpty={values.length === 0}
      skeleton="trend"
      actions={<span className={css.chip}>{period}</span>}
    >
      {section.data && (
        <>
          <div className={css.headline}>
            <span className={css.bigNumber}>{count.format(section.data.amount)}</span>
            <TrendText
              trend={trendOf(values)}
              keys={ANALYTICS_TREND}
              values={{ period: t('dashboards.analytics.kpi.trendPeriod') }}
            />
          </div>
          <Sparkline
            name={t('dashboards.analytics.kpi.sparkName', { name: title })}
            summary={t('dashboards.analytics.kpi.sparkSummary', {
              name: title,
              total: count.format(section.data.amount),
            })}
            data={values.map((y, index) => ({ x: labels[index] ?? String(index), y }))}
            xFormat={{ kind: 'date', options: { day: 'numeric', month: 'short', timeZone: 'UTC' } }}
            tone={tone}
            area
            curve="smooth"
          />
        </>
      )}
    </DashboardCard>
  );
}

/** Visitors against page views per day, with the overall score and the average and predicted ratios. */
export function VisitorsVsPageViewsCard({ source }: { source: Source }) {
  const { t } = useTranslation();
  const section = useSection(source, (data) => data.visitorsVsPageViews, isVisitorsVsPageViews);
  const count = useNumber();
  const percent = useNumber({ style: 'percent', maximumFractionDigits: 1 });
  const data = section.data;
  const named = (name: string) => data?.series.find((series) => series.name === name);
  const series = [
    {
      id: 'pageViews',
      label: t('dashboards.analytics.vsPageViews.pageViews'),
      data: points(named('Page Views')),
      tone: 'muted' as const,
    },
    {
      id: 'visitors',
      label: t('dashboards.analytics.vsPageViews.visitors'),
      data: points(named('Visitors')),
      tone: 'series6' as const,
    },
  ];
  return (
    <DashboardCard
      title={t('dashboards.analytics.vsPageViews.title')}
      status={section.status}
      onRetry={section.onRetry}
      isEmpty={series.every((one) => one.data.length === 0)}
    >
      {data && (
        <>
          <dl className={css.metrics}>
            <Metric
              label={t('dashboards.analytics.vsPageViews.overallScore')}
              value={count.format(data.overallScore)}
            />
            <Metric
              label={t('dashboards.analytics.vsPageViews.averageRatio')}
              value={percent.format(data.averageRatio / 100)}
            />
            <Metric
              label={t('dashboards.analytics.vsPageViews.predictedRatio')}
              value={percent.format(data.predictedRatio / 100)}
            />
          </dl>
          <AreaChart
            name={t('dashboards.analytics.vsPageViews.chartName')}
            summary={t('dashboards.analytics.vsPageViews.summary', { days: series[0]!.data.length })}
            series={series}
            xFormat={{ kind: 'date', options: { day: 'numeric', month: 'short', timeZone: 'UTC' } }}
            curve="smooth"
            height={260}
          />
        </>
      )}
    </DashboardCard>
  );
}

function Metric({ label, value }: { label: string; value: string }) {
  return (
    <div className={css.metric}>
      <dt className={css.metricLabel}>{label}</dt>
      <dd className={[css.metricValue, css.mediumNumber].join(' ')}>{value}</dd>
    </div>
  );
}

const SPLITS = ['newVsReturning', 'gender', 'age', 'language'] as const;

function AudienceSection({ source }: { source: Source }) {
  const { t } = useTranslation();
  return (
    <section className={css.section} aria-labelledby="analytics-audience">
      <h2 id="analytics-audience" className={css.sectionHeading}>
        {t('dashboards.analytics.audience.title')}
      </h2>
      <div className={css.audience}>
        {SPLITS.map((kind) => (
          <AudienceCard key={kind} source={source} kind={kind} />
        ))}
      </div>
    </section>
  );
}

/** One split of the audience (new or returning, gender, age, language) as a donut and its legend table. */
export function AudienceCard({ source, kind }: { source: Source; kind: (typeof SPLITS)[number] }) {
  const { t } = useTranslation();
  const section = useSection(source, (data) => data[kind], isSplit);
  const count = useNumber();
  const percent = useNumber({ style: 'percent', maximumFractionDigits: 1 });
  const split = section.data;
  const title = t(`dashboards.analytics.audience.${kind}`);
  const slices = (split?.labels ?? []).map((label, index) => {
    const key = audienceLabelKey(label);
    const share = split?.series[index] ?? 0;
    return {
      id: label,
      label: key ? t(key) : label,
      value: share,
      share,
      visitors: Math.round(((split?.uniqueVisitors ?? 0) * share) / 100),
      tone: `series${(index % 6) + 1}` as ChartTone,
    };
  });
  return (
    <DashboardCard
      title={title}
      titleLevel={3}
      status={section.status}
      onRetry={section.onRetry}
      isEmpty={slices.length === 0}
    >
      <DonutChart
        name={t('dashboards.analytics.audience.chartName', { name: title })}
        summary={t('dashboards.analytics.audience.summary', {
          name: title,
          parts: slices.map((slice) => `${slice.label} ${percent.format(slice.share / 100)}`).join(', '),
        })}
        slices={slices}
        valueFormat={{ kind: 'number' }}
        centerLabel={count.format(split?.uniqueVisitors ?? 0)}
        hideTableToggle
        // The legend table under the donut names each colour; a second legend above would repeat it.
        legend={false}
        height={200}
      />
      <table className={css.legend}>
        <caption className={css.visuallyHidden}>{t('dashboards.analytics.audience.legend', { name: title })}</caption>
        <thead>
          <tr>
            <th scope="col" className={css.legendHeadLabel}>
              {t('dashboards.analytics.audience.group')}
            </th>
            <th scope="col" className={css.legendHead}>
              {t('dashboards.analytics.audience.visitors')}
            </th>
            <th scope="col" className={css.legendHead}>
              {t('dashboards.analytics.audience.percent')}
            </th>
          </tr>
        </thead>
        <tbody>
          {slices.map((slice) => (
            <tr key={slice.id}>
              <th scope="row" className={css.legendLabel}>
                <span className={css.dotLabel}>
                  <span className={[css.dot, css.dotTone[slice.tone]].join(' ')} aria-hidden="true" />
                  {slice.label}
                </span>
              </th>
              <td className={css.legendCell}>{count.format(slice.visitors)}</td>
              <td className={css.legendCell}>{percent.format(slice.share / 100)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </DashboardCard>
  );
}
