import { memo, useLayoutEffect, useRef, useState } from 'react';
import { Copy, ListTree, RotateCcw, ThumbsDown, ThumbsUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { announce } from 'react-aria/private/live-announcer/LiveAnnouncer';
import { ToggleButton } from 'react-aria-components';
import { permissionKey } from '../../../access';
import { Button } from '../../../primitives/Button';
import { IconButton } from '../../../primitives/IconButton';
import { copyText } from '../../../primitives/clipboard';
import { Cards } from './Cards';
import { ApprovalNotice, HandoffNotice } from './Notices';
import type { Reply, Turn } from './reply';
import {
  assistant,
  caret,
  icon,
  log,
  logStatic,
  replyActions,
  replyState,
  replyStateWarn,
  replyText,
  toggle,
  turn as turnClass,
  userMessage,
  visuallyHidden,
  who,
} from './agent.css';

/** What the user can do to a finished reply (the Playground's); a replayed run offers only Copy. */
export interface TurnActions {
  retry: (turnId: string) => void;
  setFeedback: (turnId: string, feedback: 'up' | 'down' | null) => void;
  inspect: (turnId: string) => void;
}

/** Turns drawn at first, and added by each "earlier turns": a long conversation opens and types quickly. */
export const TRANSCRIPT_WINDOW = 50;

/** How close to the bottom (px) still counts as "at the bottom": a reply streaming in then stays in view. */
const STICK_THRESHOLD_PX = 48;
/** A scroll this soon after the reader's own input (wheel, touch, key, pointer) is theirs. */
const USER_SCROLL_WINDOW_MS = 1000;

/** Why the reply ended as it did, or why it never came, in words. */
function ReplyEnding({ reply, onRetry }: { reply: Reply; onRetry?: () => void }) {
  const { t } = useTranslation();
  const retry = onRetry ? (
    <Button variant="secondary" size="small" onPress={onRetry}>
      {t('common.retry')}
    </Button>
  ) : null;
  if (reply.phase === 'stopped')
    return (
      <p className={replyState} data-reply-state="stopped">
        {t('agent.reply.stopped')}
      </p>
    );
  if (reply.phase === 'cut')
    return (
      <div className={`${replyState} ${replyStateWarn}`} data-reply-state="cut">
        <p className={replyText}>{t('agent.reply.cut')}</p>
        {retry}
      </div>
    );
  if (reply.phase === 'failed') {
    const failure = reply.failure;
    const text =
      failure?.permission != null
        ? t('agent.reply.forbidden', {
            permission: t(`${permissionKey(failure.permission)}.label`),
            id: failure.permission,
          })
        : failure?.status === 0
          ? t('agent.reply.unreachable')
          : t('agent.reply.failed');
    return (
      <div className={`${replyState} ${replyStateWarn}`} data-reply-state="failed">
        <p className={replyText}>{text}</p>
        {failure?.permission == null && retry}
      </div>
    );
  }
  if (reply.error)
    return (
      <p className={`${replyState} ${replyStateWarn}`} data-reply-state="error">
        {t(`agent.reply.errors.${reply.error.code}`)}
      </p>
    );
  return null;
}

function AssistantReply({
  turnId,
  reply,
  streaming,
  actions,
}: {
  turnId: string;
  reply: Reply;
  streaming: boolean;
  actions?: TurnActions;
}) {
  const { t } = useTranslation();
  const finished = !streaming && reply.phase !== 'streaming';
  const canRetry = actions && (reply.phase === 'cut' || reply.phase === 'failed');
  return (
    <div className={assistant} aria-busy={streaming || undefined} data-phase={reply.phase}>
      <p className={who}>{t('agent.reply.assistant')}</p>
      <Cards items={reply.cards} />
      {reply.approvals.map((approval) => (
        <ApprovalNotice key={approval.id} approval={approval} />
      ))}
      {reply.handoff && <HandoffNotice handoff={reply.handoff} />}
      {(reply.text !== '' || streaming) && (
        <p className={replyText} data-testid="agent-reply">
          {reply.text}
          {streaming && <span className={caret} aria-hidden="true" />}
          {streaming && <span className={visuallyHidden}>{t('agent.reply.streaming')}</span>}
        </p>
      )}
      <ReplyEnding reply={reply} onRetry={canRetry ? () => actions.retry(turnId) : undefined} />
      {finished && reply.runId !== null && (
        <div className={replyActions}>
          <IconButton
            size="small"
            label={t('agent.reply.copy')}
            icon={<Copy className={icon} aria-hidden="true" />}
            isDisabled={reply.text === ''}
            onPress={() =>
              void copyText(reply.text).then((copied) =>
                announce(t(copied ? 'agent.reply.copied' : 'agent.reply.copyFailed')),
              )
            }
          />
          {actions && (
            <>
              {!canRetry && (
                <IconButton
                  size="small"
                  label={t('agent.reply.retry')}
                  icon={<RotateCcw className={icon} aria-hidden="true" />}
                  onPress={() => actions.retry(turnId)}
                />
              )}
              <ToggleButton
                className={toggle}
                aria-label={t('agent.reply.good')}
                isSelected={reply.feedback === 'up'}
                onChange={(selected) => actions.setFeedback(turnId, selected ? 'up' : null)}
              >
                <ThumbsUp className={icon} aria-hidden="true" />
              </ToggleButton>
              <ToggleButton
                className={toggle}
                aria-label={t('agent.reply.bad')}
                isSelected={reply.feedback === 'down'}
                onChange={(selected) => actions.setFeedback(turnId, selected ? 'down' : null)}
              >
                <ThumbsDown className={icon} aria-hidden="true" />
              </ToggleButton>
              <IconButton
                size="small"
                label={t('agent.reply.inspect')}
                icon={<ListTree className={icon} aria-hidden="true" />}
                onPress={() => actions.inspect(turnId)}
              />
            </>
          )}
        </div>
      )}
    </div>
  );
}

/** One exchange; drawn again only when its own reply changes (a long transcript stays quick). */
const TurnView = memo(function TurnView({
  turn,
  streaming,
  actions,
}: {
  turn: Turn;
  streaming: boolean;
  actions?: TurnActions;
}) {
  const { t } = useTranslation();
  return (
    <div className={turnClass} data-turn={turn.id}>
      {/* The user's words and the assistant's are React text: markup in them shows as typed, never runs. */}
      <p className={userMessage}>
        <span className={visuallyHidden}>{t('agent.reply.you')} </span>
        {turn.message}
      </p>
      <AssistantReply turnId={turn.id} reply={turn.reply} streaming={streaming} actions={actions} />
    </div>
  );
});

export interface TranscriptProps {
  turns: Turn[];
  /** The turn whose reply is streaming now. */
  streamingId?: string | null;
  /** The log's accessible name. */
  label: string;
  actions?: TurnActions;
  /** False: the transcript takes the height it needs instead of scrolling on its own (a replay). */
  scrolls?: boolean;
}

/**
 * The conversation as a log. It is not a live region: the words streaming in are not read out one by one;
 * the Playground announces each finished reply once, whole (on `run.completed`). While a reply streams, the
 * view follows it only when the reader is at the bottom; one who has scrolled up keeps their place.
 */
export function Transcript({ turns, streamingId = null, label, actions, scrolls = true }: TranscriptProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  // The first turn drawn: the newest ones at first, earlier ones on request. Turns added later are drawn.
  const [firstShown, setFirstShown] = useState(() => Math.max(0, turns.length - TRANSCRIPT_WINDOW));
  const from = firstShown > turns.length ? 0 : firstShown;
  const shown = from === 0 ? turns : turns.slice(from);
  // Earlier turns drawn above: the turn being read stays where it was.
  const heightBefore = useRef<number | null>(null);
  const stick = useRef(true);
  const count = turns.length;
  const lastInput = useRef(0);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !scrolls) return undefined;
    const onInput = () => {
      lastInput.current = performance.now();
    };
    const onScroll = () => {
      // Only the reader moves the view away from the bottom; other scrolls (turns laid out as they come
      // into view) leave it where the reader had it.
      if (performance.now() - lastInput.current < USER_SCROLL_WINDOW_MS)
        stick.current = element.scrollHeight - element.scrollTop - element.clientHeight < STICK_THRESHOLD_PX;
      else if (stick.current) element.scrollTop = element.scrollHeight;
    };
    const inputs = ['wheel', 'touchstart', 'touchmove', 'keydown', 'pointerdown'] as const;
    for (const type of inputs) element.addEventListener(type, onInput, { passive: true });
    element.addEventListener('scroll', onScroll, { passive: true });
    // A turn changes height after it was drawn (a card's fonts, a narrower view): the view and each turn
    // are watched, so one pinned to the bottom stays there.
    const pin = () => {
      if (stick.current) element.scrollTop = element.scrollHeight;
    };
    const resizes = new ResizeObserver(pin);
    const watch = () => {
      resizes.observe(element);
      for (const child of Array.from(element.children)) resizes.observe(child);
    };
    watch();
    const mutations = new MutationObserver(watch);
    mutations.observe(element, { childList: true });
    return () => {
      for (const type of inputs) element.removeEventListener(type, onInput);
      element.removeEventListener('scroll', onScroll);
      resizes.disconnect();
      mutations.disconnect();
    };
  }, [scrolls]);

  // A message the user sends brings the bottom into view again.
  useLayoutEffect(() => {
    stick.current = true;
  }, [count]);

  // Every change of the transcript: pinned to the bottom only when the reader is there.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !scrolls) return;
    if (heightBefore.current !== null) {
      element.scrollTop += element.scrollHeight - heightBefore.current;
      heightBefore.current = null;
    } else if (stick.current) element.scrollTop = element.scrollHeight;
  });

  return (
    <div
      ref={ref}
      role="log"
      aria-live="off"
      aria-label={label}
      // A scrolling box the keyboard must reach, to scroll it.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={scrolls ? 0 : undefined}
      className={scrolls ? log : `${log} ${logStatic}`}
      data-testid="agent-transcript"
    >
      {from > 0 && (
        <Button
          variant="flat"
          size="small"
          onPress={() => {
            heightBefore.current = ref.current?.scrollHeight ?? null;
            setFirstShown(Math.max(0, from - TRANSCRIPT_WINDOW));
          }}
        >
          {t('agent.playground.earlier', { count: Math.min(from, TRANSCRIPT_WINDOW) })}
        </Button>
      )}
      {shown.map((turn) => (
        <TurnView key={turn.id} turn={turn} streaming={turn.id === streamingId} actions={actions} />
      ))}
    </div>
  );
}
