import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AgentOverview as Overview } from '@atrium/mock-api';
import { ColumnChart } from '@atrium/ui/charts/index.ts';
import { DashboardCard } from '../../dashboards/shared/index';
import { useAgentOverview } from './api';
import * as css from './AgentOverview.css';

type Figure = 'conversations' | 'resolvedWithoutHandover' | 'handovers' | 'approvalsWaiting' | 'averageFirstReplyMs';
const FIGURES: readonly Figure[] = [
  'conversations',
  'resolvedWithoutHandover',
  'handovers',
  'approvalsWaiting',
  'averageFirstReplyMs',
];

/**
 * The assistant console's Overview tab (spec 4-areas §8): conversations handled in the last 30 days, those
 * resolved without a handover, the handovers, the approvals waiting now and the average first reply, as
 * cards, and the 30 days as a chart. Each card loads, fails (with Retry) and empties on its own.
 */
export function AgentOverview() {
  const { t, i18n } = useTranslation();
  const overview = useAgentOverview();
  const data = overview.data;
  const count = new Intl.NumberFormat(i18n.language);
  const seconds = new Intl.NumberFormat(i18n.language, {
    style: 'unit',
    unit: 'second',
    maximumFractionDigits: 1,
  });
  const show = (figure: Figure, value: number) =>
    figure === 'averageFirstReplyMs' ? seconds.format(value / 1000) : count.format(value);
  const share = data && data.conversations > 0 ? data.resolvedWithoutHandover / data.conversations : null;
  const caption = (figure: Figure, value: Overview) => {
    if (figure === 'resolvedWithoutHandover' && share !== null)
      return t('agent.overview.captions.share', {
        share: new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(share),
      });
    if (figure === 'averageFirstReplyMs' && value.averageFirstReplyMs === 0)
      return t('agent.overview.captions.noReply');
    return t(`agent.overview.captions.${figure}`);
  };
  const status = overview.status;
  const retry = () => void overview.refetch();
  const quiet = data !== undefined && data.days.every((day) => day.conversations === 0 && day.handovers === 0);
  const chartFormat = { kind: 'date', options: { day: 'numeric', month: 'short', timeZone: 'UTC' } } as const;
  return (
    <div className={css.page}>
      <div className={css.figures}>
        {FIGURES.map((figure) => (
          <DashboardCard
            key={figure}
            title={t(`agent.overview.figures.${figure}`)}
            status={status}
            onRetry={retry}
            skeleton="stat"
          >
            {data && (
              <div className={css.figure}>
                <span className={css.bigNumber}>{show(figure, data[figure])}</span>
                <p className={css.caption}>{caption(figure, data)}</p>
                {figure === 'approvalsWaiting' && data.approvalsWaiting > 0 && (
                  // Relative: the Approvals tab beside this one, wherever the console is mounted.
                  <Link className={css.link} to="approvals">
                    {t('agent.overview.openApprovals')}
                  </Link>
                )}
              </div>
            )}
          </DashboardCard>
        ))}
      </div>
      <DashboardCard
        title={t('agent.overview.chart.title')}
        status={status}
        onRetry={retry}
        isEmpty={quiet}
        emptyText={t('agent.overview.chart.empty')}
      >
        {data && (
          <ColumnChart
            name={t('agent.overview.chart.name')}
            summary={t('agent.overview.chart.summary', {
              conversations: count.format(data.conversations),
              handovers: count.format(data.handovers),
            })}
            series={[
              {
                id: 'conversations',
                label: t('agent.overview.chart.conversations'),
                data: data.days.map((day) => ({ x: day.day, y: day.conversations })),
                tone: 'series1',
              },
              {
                id: 'handovers',
                label: t('agent.overview.chart.handovers'),
                data: data.days.map((day) => ({ x: day.day, y: day.handovers })),
                tone: 'series3',
              },
            ]}
            xFormat={chartFormat}
            height={260}
          />
        )}
      </DashboardCard>
    </div>
  );
}
