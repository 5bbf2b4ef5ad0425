import { useEffect, useId, useMemo, useState } from 'react';
import { ArrowLeft, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { AgentEvent } from '@atrium/mock-api';
import { ApiError } from '../../../api/client';
import { Button } from '../../../primitives/Button';
import { EmptyMessage, ErrorMessage, LoadingMessage } from '../../../primitives/StatusMessage';
import { useRun } from '../api';
import { formatDateTime, formatDuration } from '../components/format';
import { Inspector } from '../components/Inspector';
import { OutcomeBadge } from '../components/OutcomeBadge';
import { useAgentPaths } from '../components/paths';
import { applyEvent, emptyReply, replay, type Turn } from '../components/reply';
import { Transcript } from '../components/Transcript';
import { facts, link } from '../components/agent.css';
import { buttonIcon, columns, detail, detailHeader, panel, panelTitle, section } from './Runs.css';

/** The longest pause between two replayed events, ms (a tool's 150 ms shows; nothing drags). */
const REPLAY_STEP_MAX_MS = 250;

/**
 * The events shown so far: all of them, or, while replaying, those up to where the replay is, each after
 * the pause the run had between them.
 */
function useReplay(events: readonly AgentEvent[]) {
  const [shown, setShown] = useState<number | null>(null);
  const playing = shown !== null && shown < events.length;
  useEffect(() => {
    if (shown === null || shown >= events.length) return undefined;
    const previous = events[shown - 1]?.ms ?? 0;
    const wait = Math.min(REPLAY_STEP_MAX_MS, Math.max(0, (events[shown]?.ms ?? previous) - previous));
    const timer = setTimeout(() => setShown(shown + 1), wait);
    return () => clearTimeout(timer);
  }, [shown, events]);
  return { playing, shown: playing ? shown : events.length, start: () => setShown(0) };
}

function RunReplay({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const run = useRun(id);
  const titleId = useId();
  const events = useMemo(() => run.data?.events ?? [], [run.data]);
  const { playing, shown, start } = useReplay(events);
  const reply = useMemo(
    () => (playing ? events.slice(0, shown).reduce(applyEvent, emptyReply()) : replay(events)),
    [events, playing, shown],
  );

  if (run.isPending) return <LoadingMessage>{t('agent.runs.detail.loading')}</LoadingMessage>;
  if (run.isError) {
    if (run.error instanceof ApiError && run.error.status === 404)
      return <EmptyMessage title={t('agent.runs.detail.notFound')} />;
    return <ErrorMessage onRetry={() => void run.refetch()}>{t('agent.runs.detail.loadFailed')}</ErrorMessage>;
  }
  const data = run.data;
  const turn: Turn = { id: data.id, message: data.message, reply: { ...reply, feedback: data.feedback } };
  return (
    <section className={detail} aria-labelledby={titleId}>
      <div className={detailHeader}>
        <h2 id={titleId} className={panelTitle}>
          {t('agent.runs.detail.title', { id: data.id })}
        </h2>
        <OutcomeBadge status={data.status} />
        <Button variant="secondary" size="small" onPress={start} isDisabled={playing || events.length === 0}>
          <Play className={buttonIcon} aria-hidden="true" />
          {t('agent.runs.detail.replay')}
        </Button>
      </div>
      <dl className={facts}>
        <dt>{t('agent.runs.columns.time')}</dt>
        <dd>{formatDateTime(data.startedAt, i18n.language)}</dd>
        <dt>{t('agent.runs.columns.channel')}</dt>
        <dd>{t(`agent.channel.${data.channel}`)}</dd>
        <dt>{t('agent.runs.detail.user')}</dt>
        <dd>{data.userName}</dd>
        <dt>{t('agent.runs.detail.version')}</dt>
        <dd>{t('agent.runs.detail.versionValue', { version: data.configVersion })}</dd>
        <dt>{t('agent.runs.columns.duration')}</dt>
        <dd>{formatDuration(data.durationMs, i18n.language)}</dd>
        <dt>{t('agent.runs.detail.feedback')}</dt>
        <dd>{t(`agent.runs.detail.feedbackValue.${data.feedback ?? 'none'}`)}</dd>
      </dl>
      <div className={columns}>
        <Transcript
          turns={[turn]}
          streamingId={playing ? turn.id : null}
          label={t('agent.runs.detail.transcript')}
          scrolls={false}
        />
        <section className={panel} aria-labelledby={`${titleId}-inspector`}>
          <h3 id={`${titleId}-inspector`} className={panelTitle}>
            {t('agent.inspector.title')}
          </h3>
          <Inspector reply={reply} />
        </section>
      </div>
    </section>
  );
}

/** One past run (`runs/:id`): its facts, and its events replayed through the Playground's transcript and Inspector. */
export function RunDetail() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const paths = useAgentPaths();
  return (
    <div className={section}>
      <Link to={paths.tab('runs')} className={link}>
        <ArrowLeft className={buttonIcon} aria-hidden="true" /> {t('agent.runs.detail.back')}
      </Link>
      <RunReplay key={id} id={id} />
    </div>
  );
}
