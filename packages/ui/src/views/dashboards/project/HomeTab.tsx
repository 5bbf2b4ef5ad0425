import { useState } from 'react';
import { ChevronRight, Clock, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { IssueOverview, ProjectDashboard, ProjectStatPeriod, ProjectStats, ScheduleEntry } from '@atrium/mock-api';
import { MixedChart, PolarAreaChart } from '@atrium/ui/charts/index.ts';
import {
  DashboardCard,
  PeriodMenu,
  SegmentedToggle,
  hasShape,
  isArrayOf,
  isCategorySeriesList,
  isNumber,
  isRecord,
  isString,
  useDashboardFormat,
  useSection,
  type Guard,
  type SectionSource,
} from '../shared/index';
import * as css from './ProjectDashboard.css';

type Source = SectionSource<Partial<ProjectDashboard>>;
type Week = 'thisWeek' | 'lastWeek';
type StatKey = keyof ProjectStats;

const PERIODS: ProjectStatPeriod[] = ['yesterday', 'today', 'tomorrow'];
const STAT_CARDS: { key: StatKey; tone: keyof typeof css.statValue }[] = [
  { key: 'dueTasks', tone: 'blue' },
  { key: 'overdue', tone: 'red' },
  { key: 'issues', tone: 'amber' },
  { key: 'features', tone: 'green' },
];

const isFigures = hasShape<{ value: number; secondary: number }>({ value: isNumber, secondary: isNumber });
const isStat: Guard<ProjectStats[StatKey]> = (value): value is ProjectStats[StatKey] =>
  isRecord(value) && PERIODS.every((period) => isFigures(value[period]));
const isOverview = hasShape<IssueOverview>({
  newIssues: isNumber,
  closedIssues: isNumber,
  fixed: isNumber,
  wontFix: isNumber,
  reOpened: isNumber,
  needsTriage: isNumber,
});
const isIssues = hasShape<ProjectDashboard['githubIssues']>({
  overview: hasShape({ thisWeek: isOverview, lastWeek: isOverview }),
  labels: isArrayOf(isString),
  series: hasShape({ thisWeek: isCategorySeriesList, lastWeek: isCategorySeriesList }),
});
const isTotals = hasShape<{ new: number; completed: number }>({ new: isNumber, completed: isNumber });
const isTasks = hasShape<ProjectDashboard['taskDistribution']>({
  overview: hasShape({ thisWeek: isTotals, lastWeek: isTotals }),
  labels: isArrayOf(isString),
  series: hasShape({ thisWeek: isArrayOf(isNumber), lastWeek: isArrayOf(isNumber) }),
});
const isEntry = (value: unknown): value is ScheduleEntry =>
  isRecord(value) &&
  isString(value.title) &&
  (value.time === null || isString(value.time)) &&
  (value.location === null || isString(value.location));
const isSchedule = hasShape<ProjectDashboard['schedule']>({ today: isArrayOf(isEntry), tomorrow: isArrayOf(isEntry) });

/** The week toggle the issues and tasks cards share. */
function WeekToggle({ value, onChange }: { value: Week; onChange: (week: Week) => void }) {
  const { t } = useTranslation();
  return (
    <SegmentedToggle
      name={t('dashboards.project.weeks.label')}
      options={[
        { id: 'thisWeek', label: t('dashboards.project.weeks.thisWeek') },
        { id: 'lastWeek', label: t('dashboards.project.weeks.lastWeek') },
      ]}
      value={value}
      onChange={onChange}
    />
  );
}

/** The home tab: the four stat cards, the GitHub issues, the task distribution and the schedule. */
export function HomeTab({ query }: { query: Source }) {
  return (
    <>
      <div className={css.grid}>
        {STAT_CARDS.map((card) => (
          <StatCard key={card.key} query={query} stat={card.key} tone={card.tone} />
        ))}
        <GithubIssuesCard query={query} />
        <TaskDistributionCard query={query} />
        <ScheduleCard query={query} />
      </div>
    </>
  );
}

/** A stat card: its period menu, a huge coloured number, a label and a small secondary figure. */
export function StatCard({ query, stat, tone }: { query: Source; stat: StatKey; tone: keyof typeof css.statValue }) {
  const { t } = useTranslation();
  const format = useDashboardFormat();
  const [period, setPeriod] = useState<ProjectStatPeriod>('today');
  const section = useSection(query, (data) => data.stats?.[stat], isStat);
  const title = t(`dashboards.project.stats.${stat}.title`);
  const figures = section.data?.[period];
  return (
    <DashboardCard
      title={title}
      status={section.status}
      onRetry={section.onRetry}
      skeleton="stat"
      actions={
        <PeriodMenu
          name={title}
          options={PERIODS.map((id) => ({ id, label: t(`dashboards.project.periods.${id}`) }))}
          value={period}
          onChange={setPeriod}
        />
      }
    >
      {figures && (
        <div className={css.statBody}>
          <span className={[css.bigNumber, css.statValue[tone]].join(' ')} data-testid={`stat-${stat}`}>
            {format.count(figures.value)}
          </span>
          <span className={css.statLabel}>{t(`dashboards.project.stats.${stat}.label`)}</span>
          <p className={css.muted}>
            {t(`dashboards.project.stats.${stat}.secondary`, {
              count: figures.secondary,
              value: format.count(figures.secondary),
            })}
          </p>
        </div>
      )}
    </DashboardCard>
  );
}

const TILES: { key: keyof IssueOverview; big?: boolean }[] = [
  { key: 'newIssues', big: true },
  { key: 'closedIssues', big: true },
  { key: 'fixed' },
  { key: 'wontFix' },
  { key: 'reOpened' },
  { key: 'needsTriage' },
];

/** New issues as a line over closed issues as columns by weekday, beside the six overview tiles. */
export function GithubIssuesCard({ query }: { query: Source }) {
  const { t } = useTranslation();
  const format = useDashboardFormat();
  const [week, setWeek] = useState<Week>('thisWeek');
  const section = useSection(query, (data) => data.githubIssues, isIssues);
  const issues = section.data;
  const series = issues?.series[week] ?? [];
  const days = (values: number[] | undefined) => (values ?? []).map((y, index) => ({ x: format.weekday(index), y }));
  const overview = issues?.overview[week];
  return (
    <DashboardCard
      title={t('dashboards.project.issues.title')}
      status={section.status}
      onRetry={section.onRetry}
      className={css.wide}
      isEmpty={issues !== undefined && issues.labels.length === 0}
      emptyText={t('dashboards.project.issues.empty')}
      actions={<WeekToggle value={week} onChange={setWeek} />}
    >
      {issues && overview && (
        <div className={css.issuesLayout}>
          <MixedChart
            name={t('dashboards.project.issues.chartName')}
            summary={t('dashboards.project.issues.chartSummary')}
            xFormat={{ kind: 'category' }}
            lines={[
              {
                id: 'new',
                label: t('dashboards.project.issues.newIssues'),
                data: days(series[0]?.data),
                tone: 'series1',
              },
            ]}
            columns={[
              {
                id: 'closed',
                label: t('dashboards.project.issues.closedIssues'),
                data: days(series[1]?.data),
                tone: 'series2',
              },
            ]}
          />
          <div>
            <h3 className={css.muted}>{t('dashboards.project.issues.overview')}</h3>
            <dl className={css.tiles}>
              {TILES.map((tile) => (
                <div key={tile.key} className={[css.tile, tile.big ? css.tileBig : ''].join(' ')}>
                  <dt className={css.tileLabel}>{t(`dashboards.project.issues.${tile.key}`)}</dt>
                  <dd className={[css.tileValue, tile.big ? css.tileValueBig : ''].join(' ')}>
                    {format.count(overview[tile.key])}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      )}
    </DashboardCard>
  );
}

/** Tasks by area as a polar-area chart, with the week's new and completed totals. */
export function TaskDistributionCard({ query }: { query: Source }) {
  const { t } = useTranslation();
  const format = useDashboardFormat();
  const [week, setWeek] = useState<Week>('thisWeek');
  const section = useSection(query, (data) => data.taskDistribution, isTasks);
  const tasks = section.data;
  const values = tasks?.series[week] ?? [];
  const tones = ['series1', 'series2', 'series3', 'series4'] as const;
  return (
    <DashboardCard
      title={t('dashboards.project.tasks.title')}
      status={section.status}
      onRetry={section.onRetry}
      className={css.half}
      isEmpty={tasks !== undefined && values.every((value) => value === 0)}
      emptyText={t('dashboards.project.tasks.empty')}
      actions={<WeekToggle value={week} onChange={setWeek} />}
    >
      {tasks && (
        <>
          <PolarAreaChart
            name={t('dashboards.project.tasks.chartName')}
            summary={t('dashboards.project.tasks.chartSummary')}
            slices={tasks.labels.map((label, index) => ({
              id: label,
              label: t(`dashboards.project.categories.${label}`, { defaultValue: label }),
              value: values[index] ?? 0,
              tone: tones[index % tones.length],
            }))}
          />
          <dl className={css.totals}>
            <div className={css.total}>
              <dt className={css.tileLabel}>{t('dashboards.project.tasks.new')}</dt>
              <dd className={css.tileValue}>{format.count(tasks.overview[week].new)}</dd>
            </div>
            <div className={css.total}>
              <dt className={css.tileLabel}>{t('dashboards.project.tasks.completed')}</dt>
              <dd className={css.tileValue}>{format.count(tasks.overview[week].completed)}</dd>
            </div>
          </dl>
        </>
      )}
    </DashboardCard>
  );
}

/** Today's or tomorrow's events, each with its time and place. */
export function ScheduleCard({ query }: { query: Source }) {
  const { t } = useTranslation();
  const format = useDashboardFormat();
  const [day, setDay] = useState<'today' | 'tomorrow'>('today');
  const section = useSection(query, (data) => data.schedule, isSchedule);
  const entries = section.data?.[day] ?? [];
  return (
    <DashboardCard
      title={t('dashboards.project.schedule.title')}
      status={section.status}
      onRetry={section.onRetry}
      className={css.half}
      skeleton="list"
      isEmpty={section.data !== undefined && entries.length === 0}
      emptyText={t('dashboards.project.schedule.empty')}
      actions={
        <SegmentedToggle
          name={t('dashboards.project.schedule.label')}
          options={[
            { id: 'today', label: t('dashboards.project.schedule.today') },
            { id: 'tomorrow', label: t('dashboards.project.schedule.tomorrow') },
          ]}
          value={day}
          onChange={setDay}
        />
      }
    >
      <ul className={css.list}>
        {entries.map((entry, index) => (
          <li key={`${entry.title}-${index}`} className={css.listItem}>
            <div className={css.listText}>
              <span className={css.listTitle}>{entry.title}</span>
              <span className={css.greetingLine}>
                <Clock className={css.smallIcon} aria-hidden="true" />
                {entry.time === null ? t('dashboards.project.schedule.allDay') : format.time(entry.time)}
                {entry.location !== null && (
                  <>
                    <MapPin className={css.smallIcon} aria-hidden="true" />
                    {entry.location}
                  </>
                )}
              </span>
            </div>
            <ChevronRight className={css.smallIcon} aria-hidden="true" />
          </li>
        ))}
      </ul>
    </DashboardCard>
  );
}
