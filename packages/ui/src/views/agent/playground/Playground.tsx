import { memo, useMemo, useState } from 'react';
import { ListTree, MessageSquarePlus, SendHorizontal, SlidersHorizontal, Square } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../primitives/Button';
import { Drawer } from '../../../primitives/Drawer';
import { TextArea } from '../../../primitives/TextArea';
import { Inspector } from '../components/Inspector';
import { Transcript, type TurnActions } from '../components/Transcript';
import { usePlaygroundActions, usePlaygroundState } from './session';
import { TestSetupDrawer } from './TestSetupDrawer';
import {
  buttonIcon,
  composer,
  composerField,
  empty,
  emptyText,
  emptyTitle,
  errorText,
  layout,
  main,
  setupNote,
  suggestions,
  toolbar,
  toolbarGroup,
} from './Playground.css';

/** The longest message a run reads (the contract's limit). */
const MESSAGE_MAX_LENGTH = 4000;
const SUGGESTIONS = ['order', 'customer', 'count', 'human'] as const;

/**
 * The composer: Enter sends, Shift+Enter starts a new line; while a reply streams, Stop ends it. Its text
 * is its own state, so typing draws the composer alone, never the transcript.
 */
const Composer = memo(function Composer({ streaming }: { streaming: boolean }) {
  const { t, i18n } = useTranslation();
  const { send, stop } = usePlaygroundActions();
  const [text, setText] = useState('');
  const value = text.trim();
  const tooLong = text.length > MESSAGE_MAX_LENGTH;
  const submit = () => {
    if (value === '' || tooLong || streaming) return;
    send(text);
    setText('');
  };
  return (
    <form
      className={composer}
      aria-label={t('agent.composer.label')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextArea
        className={composerField}
        label={t('agent.composer.field')}
        placeholder={t('agent.composer.placeholder')}
        rows={1}
        maxRows={6}
        value={text}
        onChange={setText}
        isInvalid={tooLong}
        errorMessage={t('agent.composer.tooLong', {
          max: new Intl.NumberFormat(i18n.language).format(MESSAGE_MAX_LENGTH),
        })}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            submit();
          } else event.continuePropagation();
        }}
      />
      {streaming ? (
        <Button variant="secondary" onPress={stop}>
          <Square className={buttonIcon} aria-hidden="true" />
          {t('agent.composer.stop')}
        </Button>
      ) : (
        <Button type="submit" isDisabled={value === '' || tooLong}>
          <SendHorizontal className={buttonIcon} aria-hidden="true" />
          {t('agent.composer.send')}
        </Button>
      )}
    </form>
  );
});

/** No conversation yet: what the assistant can do, and questions to start with. */
function EmptyPlayground({ onAsk }: { onAsk: (message: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className={empty}>
      <p className={emptyTitle}>{t('agent.playground.empty.title')}</p>
      <p className={emptyText}>{t('agent.playground.empty.hint')}</p>
      <ul className={suggestions} aria-label={t('agent.playground.empty.suggestions')}>
        {SUGGESTIONS.map((key) => (
          <li key={key}>
            <Button variant="secondary" size="small" onPress={() => onAsk(t(`agent.playground.suggestions.${key}`))}>
              {t(`agent.playground.suggestions.${key}`)}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The Playground (spec 4 §8): a transcript and a composer over `POST api/agent/runs`, the reply streaming
 * in word by word; Stop, copy, retry and thumbs up/down per reply; cards, proposed changes and handovers
 * inline; the Inspector with the run's timeline (docked beside the conversation on wide screens, a drawer
 * on narrow ones); the test setup, for this session only.
 */
export function Playground() {
  const { t } = useTranslation();
  const state = usePlaygroundState();
  const actions = usePlaygroundActions();
  const [inspectorOpen, setInspectorOpen] = useState(false);
  const [setupOpen, setSetupOpen] = useState(false);
  const { turns, streamingId, inspectedId, overrides } = state;
  const inspected =
    turns.find((turn) => turn.id === inspectedId) ?? (turns.length > 0 ? turns[turns.length - 1] : undefined);
  const setupCount = Object.keys(overrides).length;

  const turnActions = useMemo<TurnActions>(
    () => ({
      retry: actions.retry,
      setFeedback: actions.setFeedback,
      inspect: (turnId) => {
        actions.inspect(turnId);
        setInspectorOpen(true);
      },
    }),
    [actions],
  );

  return (
    <div className={layout}>
      <div className={main}>
        <div className={toolbar}>
          <div className={toolbarGroup}>
            <Button
              variant="secondary"
              size="small"
              isDisabled={turns.length === 0 || streamingId !== null}
              onPress={actions.reset}
            >
              <MessageSquarePlus className={buttonIcon} aria-hidden="true" />
              {t('agent.playground.newConversation')}
            </Button>
            {setupCount > 0 && <p className={setupNote}>{t('agent.playground.setupActive', { count: setupCount })}</p>}
          </div>
          <div className={toolbarGroup}>
            <Button variant="secondary" size="small" onPress={() => setSetupOpen(true)}>
              <SlidersHorizontal className={buttonIcon} aria-hidden="true" />
              {t('agent.playground.testSetup')}
            </Button>
            <Button
              variant="secondary"
              size="small"
              aria-expanded={inspectorOpen}
              onPress={() => setInspectorOpen((open) => !open)}
            >
              <ListTree className={buttonIcon} aria-hidden="true" />
              {t('agent.inspector.title')}
            </Button>
          </div>
        </div>
        {turns.length === 0 ? (
          <EmptyPlayground onAsk={actions.send} />
        ) : (
          <Transcript
            turns={turns}
            streamingId={streamingId}
            label={t('agent.playground.transcript')}
            actions={turnActions}
          />
        )}
        {state.feedbackError && (
          <div className={toolbarGroup}>
            <p className={errorText}>{t('agent.playground.feedback.failed')}</p>
            <Button variant="secondary" size="small" onPress={actions.retryFeedback}>
              {t('common.retry')}
            </Button>
          </div>
        )}
        <Composer streaming={streamingId !== null} />
      </div>
      <Drawer
        isOpen={inspectorOpen}
        onOpenChange={setInspectorOpen}
        title={t('agent.inspector.title')}
        width="380px"
        dockFrom="lg"
      >
        <Inspector reply={inspected?.reply ?? null} />
      </Drawer>
      {setupOpen && (
        <TestSetupDrawer isOpen onOpenChange={setSetupOpen} overrides={overrides} onApply={actions.setOverrides} />
      )}
    </div>
  );
}
