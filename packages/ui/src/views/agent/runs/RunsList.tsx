import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { AgentChannel, AgentRunStatus, AgentRunSummary } from '@atrium/mock-api';
import { useMe } from '../../../access';
import {
  DataTable,
  useTableUrlState,
  type DataTableActiveFilter,
  type DataTableColumn,
} from '../../../primitives/DataTable';
import { SearchField, useDebouncedUrlText } from '../../../primitives/SearchField';
import { Select, SelectItem } from '../../../primitives/Select';
import { RUNS_PAGE_SIZE, useRuns, type RunsQuery } from '../api';
import { formatDateTime, formatDuration } from '../components/format';
import { OutcomeBadge } from '../components/OutcomeBadge';
import { useAgentPaths } from '../components/paths';
import { link } from '../components/agent.css';
import { filterField, filters as filtersClass, firstMessage, section, toolList } from './Runs.css';

export const RUN_OUTCOMES = ['resolved', 'handed_over', 'approval', 'error', 'cancelled', 'running'] as const;
export const RUN_CHANNELS = ['playground', 'test', 'web', 'email'] as const;
const FILTERS = ['outcome', 'channel', 'search'] as const;
type Filter = (typeof FILTERS)[number];
const ANY = 'any';

const isOutcome = (value: string | undefined): value is AgentRunStatus =>
  value !== undefined && (RUN_OUTCOMES as readonly string[]).includes(value);
const isChannel = (value: string | undefined): value is AgentChannel =>
  value !== undefined && (RUN_CHANNELS as readonly string[]).includes(value);

/**
 * Past runs (spec 4 §8): time, channel, first message, outcome, tools used and duration, newest first,
 * filtered by outcome, channel and the message's words as the API allows, paged on the server; filters and
 * page in the address. A row opens the run's replay.
 */
export function RunsList() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const paths = useAgentPaths();
  const me = useMe();
  const url = useTableUrlState<Filter>({ defaultSize: RUNS_PAGE_SIZE, sortable: [], filters: FILTERS });
  const outcome = isOutcome(url.filters.outcome) ? url.filters.outcome : undefined;
  const channel = isChannel(url.filters.channel) ? url.filters.channel : undefined;
  const query: RunsQuery = {
    page: url.page,
    size: url.size,
    ...(outcome ? { outcome } : {}),
    ...(channel ? { channel } : {}),
    ...(url.filters.search ? { search: url.filters.search.trim() } : {}),
  };
  const runs = useRuns(query);
  const { setFilter } = url;
  const commitSearch = useCallback((text: string) => setFilter('search', text, { replace: true }), [setFilter]);
  const [search, setSearch] = useDebouncedUrlText(url.filters.search ?? '', commitSearch, 300);

  const columns = useMemo<DataTableColumn<AgentRunSummary>[]>(
    () => [
      {
        id: 'startedAt',
        header: t('agent.runs.columns.time'),
        defaultWidth: 180,
        cell: (run) => <time dateTime={run.startedAt}>{formatDateTime(run.startedAt, i18n.language)}</time>,
      },
      {
        id: 'channel',
        header: t('agent.runs.columns.channel'),
        defaultWidth: 130,
        cell: (run) => t(`agent.channel.${run.channel}`),
      },
      {
        id: 'message',
        header: t('agent.runs.columns.message'),
        isRowHeader: true,
        defaultWidth: 340,
        // The message is the user's text, drawn as text.
        cell: (run) => (
          <Link to={paths.run(run.id)} className={`${link} ${firstMessage}`}>
            {run.message.trim() === '' ? t('agent.runs.blank') : run.message}
          </Link>
        ),
      },
      {
        id: 'outcome',
        header: t('agent.runs.columns.outcome'),
        defaultWidth: 150,
        cell: (run) => <OutcomeBadge status={run.status} />,
      },
      {
        id: 'tools',
        header: t('agent.runs.columns.tools'),
        cell: (run) =>
          run.tools.length === 0 ? (
            t('agent.runs.noTools')
          ) : (
            <span className={toolList}>{run.tools.map((tool) => t(`agent.tools.${tool}`)).join(', ')}</span>
          ),
      },
      {
        id: 'duration',
        header: t('agent.runs.columns.duration'),
        align: 'end',
        defaultWidth: 120,
        cell: (run) => formatDuration(run.durationMs, i18n.language),
      },
    ],
    [t, i18n.language, paths],
  );

  const activeFilters: DataTableActiveFilter[] = [];
  if (outcome)
    activeFilters.push({
      id: 'outcome',
      label: t('agent.runs.filters.outcomeIs', { outcome: t(`agent.outcome.${outcome}`) }),
    });
  if (channel)
    activeFilters.push({
      id: 'channel',
      label: t('agent.runs.filters.channelIs', { channel: t(`agent.channel.${channel}`) }),
    });
  if (url.filters.search)
    activeFilters.push({ id: 'search', label: t('agent.runs.filters.searchIs', { text: url.filters.search }) });

  return (
    <section className={section} aria-label={t('agent.tabs.runs')}>
      <div className={filtersClass}>
        <SearchField
          className={filterField}
          label={t('agent.runs.filters.search')}
          value={search}
          onChange={setSearch}
        />
        <Select
          className={filterField}
          label={t('agent.runs.filters.outcome')}
          selectedKey={outcome ?? ANY}
          onSelectionChange={(key) => url.setFilter('outcome', key === ANY ? undefined : String(key))}
        >
          {[ANY, ...RUN_OUTCOMES].map((key) => (
            <SelectItem key={key} id={key}>
              {key === ANY ? t('agent.runs.filters.anyOutcome') : t(`agent.outcome.${key}`)}
            </SelectItem>
          ))}
        </Select>
        <Select
          className={filterField}
          label={t('agent.runs.filters.channel')}
          selectedKey={channel ?? ANY}
          onSelectionChange={(key) => url.setFilter('channel', key === ANY ? undefined : String(key))}
        >
          {[ANY, ...RUN_CHANNELS].map((key) => (
            <SelectItem key={key} id={key}>
              {key === ANY ? t('agent.runs.filters.anyChannel') : t(`agent.channel.${key}`)}
            </SelectItem>
          ))}
        </Select>
      </div>
      <DataTable<AgentRunSummary>
        id="agent-runs"
        userId={me.data?.user.id}
        aria-label={t('agent.runs.table')}
        columns={columns}
        rows={runs.data?.items}
        getRowId={(run) => run.id}
        total={runs.data?.total}
        {...url.tableProps}
        status={runs.status}
        onRetry={() => void runs.refetch()}
        isFetching={runs.isFetching && runs.isPlaceholderData}
        activeFilters={activeFilters}
        onClearFilters={() => {
          setSearch('');
          url.clearFilters();
        }}
        onRowAction={(id) => void navigate(paths.run(id))}
        emptyText={t('agent.runs.empty')}
      />
    </section>
  );
}
