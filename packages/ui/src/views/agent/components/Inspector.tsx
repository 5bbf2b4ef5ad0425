import type { ReactElement } from 'react';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import type { AgentEvent } from '@atrium/mock-api';
import { permissionKey } from '../../../access';
import { formatDuration } from './format';
import type { Reply, ToolCall } from './reply';
import {
  disclosureHeading,
  disclosureTrigger,
  icon,
  json,
  noticeText,
  step,
  stepHead,
  stepRefused,
  stepText,
  stepTime,
  timeline,
} from './agent.css';

/** Raw JSON behind a "Show JSON" switch; drawn as text. */
function RawJson({ label, value }: { label: string; value: unknown }) {
  return (
    <Disclosure>
      <Heading level={3} className={disclosureHeading}>
        <AriaButton slot="trigger" className={disclosureTrigger}>
          <ChevronRight className={icon} aria-hidden="true" />
          {label}
        </AriaButton>
      </Heading>
      <DisclosurePanel>
        <pre className={json}>{JSON.stringify(value, null, 2)}</pre>
      </DisclosurePanel>
    </Disclosure>
  );
}

function ToolStep({ call }: { call: ToolCall }) {
  const { t, i18n } = useTranslation();
  const result = call.result;
  const refused = result !== null && !result.ok;
  const took = result ? result.ms - call.startedMs : null;
  return (
    <li className={refused ? `${step} ${stepRefused}` : step} data-tool={call.tool}>
      <span className={stepHead}>
        <span>{t(`agent.tools.${call.tool}`)}</span>
        <span className={stepTime}>
          {result === null
            ? t('agent.inspector.running')
            : took !== null && t('agent.inspector.took', { time: formatDuration(took, i18n.language) })}
        </span>
      </span>
      {result && <p className={stepText}>{result.summary}</p>}
      {result && !result.ok && (
        <p className={stepText}>
          {result.missingPermission
            ? t('agent.inspector.refused', {
                permission: t(`${permissionKey(result.missingPermission)}.label`),
                id: result.missingPermission,
              })
            : t('agent.inspector.notDone')}
        </p>
      )}
      <RawJson
        label={t('agent.inspector.json')}
        value={{ tool: call.tool, input: call.input, output: result?.output ?? null }}
      />
    </li>
  );
}

/** A sentence for each event that is not a tool call. */
function useEventText() {
  const { t, i18n } = useTranslation();
  return (event: AgentEvent, reply: Reply): string | null => {
    switch (event.type) {
      case 'run.started':
        return t('agent.inspector.started', {
          id: event.runId,
          version: event.configVersion,
          language: event.language,
        });
      case 'card':
        return t(`agent.inspector.card.${event.card.kind}`);
      case 'approval.required':
        return t('agent.inspector.approval', { id: event.approval.id });
      case 'handoff':
        return event.chatId ? t('agent.inspector.handoff', { id: event.chatId }) : t('agent.inspector.handoffNoChat');
      case 'error':
        return t(`agent.reply.errors.${event.code}`);
      case 'run.completed':
        return t('agent.inspector.completed', {
          outcome: t(`agent.outcome.${event.outcome}`),
          time: formatDuration(event.durationMs, i18n.language),
        });
      case 'message.delta':
        return reply.text === ''
          ? null
          : t('agent.inspector.reply', { count: reply.text.split(/\s+/).filter(Boolean).length });
      default:
        return null;
    }
  };
}

/**
 * A run's timeline: the run's start, each tool call with its readable summary (and why it was refused)
 * and its raw JSON, the cards, a proposed change, a handover, the reply, and how the run ended; then
 * every event as it came.
 */
export function Inspector({ reply }: { reply: Reply | null }) {
  const { t, i18n } = useTranslation();
  const textOf = useEventText();
  if (!reply || reply.events.length === 0)
    return <p className={noticeText}>{t(reply ? 'agent.inspector.waiting' : 'agent.inspector.empty')}</p>;
  const steps: { key: string; node: ReactElement }[] = [];
  let replied = false;
  for (const event of reply.events) {
    if (event.type === 'tool.started') {
      const call = reply.tools.find((candidate) => candidate.callId === event.callId);
      if (call) steps.push({ key: call.callId, node: <ToolStep key={call.callId} call={call} /> });
      continue;
    }
    if (event.type === 'tool.completed') continue;
    if (event.type === 'message.delta') {
      // The reply's pieces are one step: where it began.
      if (replied) continue;
      replied = true;
    }
    const text = textOf(event, reply);
    if (text === null) continue;
    steps.push({
      key: `event-${event.seq}`,
      node: (
        <li key={`event-${event.seq}`} className={step} data-event={event.type}>
          <span className={stepHead}>
            <span>{t(`agent.inspector.events.${event.type}`)}</span>
            <span className={stepTime}>{formatDuration(event.ms, i18n.language)}</span>
          </span>
          <p className={stepText}>{text}</p>
        </li>
      ),
    });
  }
  return (
    <>
      <ol className={timeline} aria-label={t('agent.inspector.timeline')}>
        {steps.map((entry) => entry.node)}
      </ol>
      <RawJson label={t('agent.inspector.allEvents', { count: reply.events.length })} value={reply.events} />
    </>
  );
}
