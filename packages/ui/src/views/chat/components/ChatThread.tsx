/**
 * `ChatThread`: one conversation without its header — the message log (day separators, bubbles in
 * runs, virtualized, opened at the newest message) and the composer below it. Shared by the chat app's
 * conversation pane and the shell's quick-chat panel.
 *
 * Props:
 * - `chatId` (string, required): the chat to show. It fetches the chat itself (`useChat`), shows a
 *   skeleton while loading, an error with Retry, a "not found" message for an unknown id, and marks the
 *   chat read (unread count 0) whenever it is shown with something unread.
 * - `compact` (boolean, default false): for a narrow panel (the quick chat, 384 px): tighter margins and
 *   wider bubbles.
 * - `className` (string, optional): a class for the thread's root, which fills its parent (a flex column
 *   or any box with a bounded height).
 *
 * Needs, above it: a QueryClient and the API client (as every view). A message that fails to send is
 * taken back out and a toast offers Retry: in the chat app's toast region (`ChatToasts`), or, on its
 * own (the quick chat), in a toast region the thread brings.
 */
import {
  createContext,
  memo,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { SendHorizontal, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  Collection,
  GridList,
  GridListHeader,
  GridListItem,
  GridListSection,
  ListLayout,
  Virtualizer,
} from 'react-aria-components';
import type { ChatWithMessages } from '@atrium/mock-api';
import { useMe } from '../../../access/api';
import { useAccess } from '../../../access/useAccess';
import { visuallyHidden } from '../../../primitives/field.css';
import { IconButton } from '../../../primitives/IconButton';
import { bone } from '../../../primitives/Skeleton/Skeleton.css';
import { EmptyMessage, ErrorMessage, messageIcon } from '../../../primitives/StatusMessage';
import { TextArea } from '../../../primitives/TextArea';
import { ToastProvider, useToast } from '../../../primitives/Toast';
import { CHAT_MESSAGE_MAX_LENGTH, isPendingMessage, useChat, useMarkChatRead, useSendMessage } from '../api/chats';
import { readChatDraft, writeChatDraft } from '../drafts';
import { dayLabel, groupMessages, messageTime, type ChatDay, type PlacedMessage } from '../model';
import {
  bubble,
  compactComposer,
  compactRow,
  composer,
  composerField,
  dayHeader,
  dayPill,
  emptyLog,
  list,
  log,
  row,
  skeleton,
  skeletonBubble,
  statusBox,
  thread,
  time,
} from './ChatThread.css';

export interface ChatThreadProps {
  /** The chat to show. */
  chatId: string;
  /** For a narrow panel (the quick chat, 384 px): tighter margins, wider bubbles. */
  compact?: boolean;
  /** A class for the root, which fills its parent. */
  className?: string;
}

/** How close to the bottom (px) still counts as "at the newest": new messages then keep it in view. */
const STICK_THRESHOLD_PX = 48;

/** A scroll this soon after the reader's own input (wheel, touch, key, pointer) is theirs. */
const USER_SCROLL_WINDOW_MS = 1000;

// Rows are about 56 px (one line and the run's spacing); headings 52. Measured as they are drawn.
const layoutOptions = { estimatedRowSize: 56, estimatedHeadingSize: 52 };

/**
 * The signed-in user's unsent message in a chat, kept as it is typed (see `../drafts`): leaving the chat
 * or reloading the page and coming back finds the text; sending empties it.
 */
function useDraft(chatId: string): [string, (text: string) => void] {
  const userId = useMe().data?.user.id;
  const [text, setText] = useState(() => readChatDraft(userId, chatId));
  // The user became known after the composer was drawn: their kept draft (else what was typed meanwhile,
  // kept from the next keystroke on), read during render as a prop change would be.
  const [readFor, setReadFor] = useState(userId);
  if (readFor !== userId) {
    setReadFor(userId);
    const kept = readChatDraft(userId, chatId);
    if (kept !== '') setText(kept);
  }
  return [
    text,
    (next: string) => {
      writeChatDraft(userId, chatId, next);
      setText(next);
    },
  ];
}

/** What every row says the same way: read once per log, not once per row (a log can hold thousands). */
interface RowWords {
  you: string;
  sending: string;
  locale: string;
}
const RowWordsContext = createContext<RowWords>({ you: '', sending: '', locale: 'es' });

function MessageRow({
  placed,
  contactName,
  compact,
}: {
  placed: PlacedMessage;
  contactName: string;
  compact: boolean;
}) {
  const words = useContext(RowWordsContext);
  const { message, first, last } = placed;
  const sender = message.isMine ? words.you : contactName;
  const when = messageTime(message.createdAt, words.locale);
  const pending = isPendingMessage(message);
  return (
    <GridListItem
      id={message.id}
      textValue={`${sender}: ${message.value}`}
      className={compact ? `${row} ${compactRow}` : row}
      data-mine={message.isMine || undefined}
      data-first={first || undefined}
      data-last={last || undefined}
      data-pending={pending || undefined}
    >
      <span className={visuallyHidden}>{`${sender}, ${when}${pending ? `, ${words.sending}` : ''}: `}</span>
      {/* Plain text: React writes it as text, so markup in a message shows as typed and never runs. */}
      <p className={bubble} data-testid="chat-message">
        {message.value}
      </p>
      {last && (
        <time className={time} dateTime={message.createdAt} aria-hidden="true">
          {pending ? words.sending : when}
        </time>
      )}
    </GridListItem>
  );
}

/**
 * The virtualized log. It opens at the newest message and stays there while rows are measured and
 * while messages arrive, unless the reader has scrolled up to read older ones.
 */
const MessageLog = memo(function MessageLog({
  days,
  contactName,
  compact,
  lastId,
  lastIsMine,
}: {
  days: ChatDay[];
  contactName: string;
  compact: boolean;
  lastId: string | undefined;
  lastIsMine: boolean;
}) {
  const { t, i18n } = useTranslation();
  const listRef = useRef<HTMLDivElement>(null);
  const stick = useRef(true);

  useLayoutEffect(() => {
    const element = listRef.current;
    if (!element) return undefined;
    const toBottom = () => {
      if (stick.current) element.scrollTop = element.scrollHeight;
    };
    toBottom();
    // Only the reader moves away from the newest message: scrolls that follow their wheel, touch, keys
    // or pointer decide whether the view stays pinned; any other scroll (the virtualizer re-measuring
    // rows and the height below changing) finds it pinned again.
    let lastInput = 0;
    const onInput = () => {
      lastInput = performance.now();
    };
    const onScroll = () => {
      if (performance.now() - lastInput < USER_SCROLL_WINDOW_MS) {
        stick.current = element.scrollHeight - element.scrollTop - element.clientHeight < STICK_THRESHOLD_PX;
      } else toBottom();
    };
    const inputs = ['wheel', 'touchstart', 'touchmove', 'keydown', 'pointerdown'] as const;
    for (const type of inputs) element.addEventListener(type, onInput, { passive: true });
    element.addEventListener('scroll', onScroll, { passive: true });
    // Rows are measured as they are drawn, which changes the height below; the view and its content are watched.
    const resizes = new ResizeObserver(toBottom);
    resizes.observe(element);
    const watchChildren = () => {
      for (const child of Array.from(element.children)) resizes.observe(child);
    };
    watchChildren();
    const mutations = new MutationObserver(() => {
      watchChildren();
      toBottom();
    });
    mutations.observe(element, { childList: true });
    return () => {
      for (const type of inputs) element.removeEventListener(type, onInput);
      element.removeEventListener('scroll', onScroll);
      resizes.disconnect();
      mutations.disconnect();
    };
  }, []);

  // A message of mine always brings the newest into view; someone else's only when already there.
  useLayoutEffect(() => {
    const element = listRef.current;
    if (!element || lastId === undefined) return;
    if (lastIsMine) stick.current = true;
    if (stick.current) element.scrollTop = element.scrollHeight;
  }, [lastId, lastIsMine]);

  const you = t('chat.thread.you');
  const sending = t('chat.thread.sending');
  const words = useMemo(() => ({ you, sending, locale: i18n.language }), [you, sending, i18n.language]);

  return (
    <RowWordsContext.Provider value={words}>
      {/* Messages are measured again when their content changes size (a late web font, an image). */}
      <Virtualizer layout={ListLayout} layoutOptions={layoutOptions} shouldObserveItemSize>
        <GridList
          ref={listRef}
          aria-label={t('chat.thread.messages', { name: contactName })}
          items={days}
          className={list}
          layout="stack"
        >
          {(day) => (
            <GridListSection id={day.key}>
              <GridListHeader className={dayHeader}>
                <span className={dayPill}>{dayLabel(day.date, i18n.language)}</span>
              </GridListHeader>
              <Collection items={day.messages}>
                {(placed) => <MessageRow placed={placed} contactName={contactName} compact={compact} />}
              </Collection>
            </GridListSection>
          )}
        </GridList>
      </Virtualizer>
    </RowWordsContext.Provider>
  );
});

/** The composer: Enter sends, Shift+Enter starts a new line, a blank message is never sent. */
function Composer({ chat, compact }: { chat: ChatWithMessages; compact: boolean }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const [text, setText] = useDraft(chat.id);
  const [tooLong, setTooLong] = useState(false);
  const send = useSendMessage({
    onError: (_error, variables) =>
      toast.show({
        title: t('chat.composer.sendFailed', { name: chat.contact.name }),
        variant: 'error',
        action: { label: t('common.retry'), onAction: () => send.mutate(variables) },
      }),
  });
  const value = text.trim();
  const limit = new Intl.NumberFormat(i18n.language).format(CHAT_MESSAGE_MAX_LENGTH);
  const access = useAccess();
  // Writing needs `chat:reply` (spec 4 §1). Once the permissions are known and it is missing, the field stays,
  // read-only, with the reason under it; while they load, writing is allowed (the server has the last word).
  const refused = access.ready ? access.reason('chat:reply') : null;

  const submit = () => {
    if (value === '' || refused !== null) return;
    if (value.length > CHAT_MESSAGE_MAX_LENGTH) {
      setTooLong(true);
      return;
    }
    send.mutate({ chatId: chat.id, value });
    setText('');
  };

  return (
    <form
      className={compact ? `${composer} ${compactComposer}` : composer}
      aria-label={t('chat.composer.label')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextArea
        // Drawn again when it becomes read-only: react-aria links a description only if it is there at first.
        key={refused === null ? 'writable' : 'read-only'}
        className={composerField}
        aria-label={t('chat.composer.field', { name: chat.contact.name })}
        placeholder={t('chat.composer.placeholder')}
        rows={1}
        maxRows={6}
        value={text}
        // Read-only rather than disabled: it can still be reached, and it says why it takes no text.
        isReadOnly={refused !== null}
        description={refused ?? undefined}
        isInvalid={tooLong}
        errorMessage={t('chat.composer.tooLong', { max: limit })}
        onChange={(next) => {
          setText(next);
          if (tooLong && next.trim().length <= CHAT_MESSAGE_MAX_LENGTH) setTooLong(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            submit();
          } else {
            // react-aria stops key events at the field unless told otherwise: Escape must still reach
            // the panel around the thread (the quick chat closes on it).
            event.continuePropagation();
          }
        }}
      />
      <IconButton
        type="submit"
        label={t('chat.composer.send')}
        icon={<SendHorizontal size={20} aria-hidden="true" />}
        isDisabled={value === '' || refused !== null}
      />
    </form>
  );
}

function ThreadSkeleton({ label }: { label: string }) {
  return (
    <div className={skeleton} aria-busy="true">
      <span role="status" className={visuallyHidden}>
        {label}
      </span>
      {[false, true, false, false, true].map((mine, index) => (
        <span key={index} className={`${bone} ${skeletonBubble}`} data-mine={mine || undefined} />
      ))}
    </div>
  );
}

/** Whether a chat app's toast region is above (else the thread brings its own). */
const ChatToastsContext = createContext(false);

/** The chat app's toast region, shared by the list, the header and the thread inside it. */
export function ChatToasts({ children }: { children: ReactNode }) {
  return (
    <ToastProvider>
      <ChatToastsContext.Provider value>{children}</ChatToastsContext.Provider>
    </ToastProvider>
  );
}

/**
 * One conversation without its header: the message log (day separators, bubbles in runs, virtualized,
 * opened at the newest message) and the composer. Fetches the chat itself, with a skeleton, an error
 * with Retry and a "not found" message; marks it read when shown. Shared by the chat app and the quick
 * chat panel (`compact`). A message that fails to send is taken back out and a toast offers Retry.
 */
export function ChatThread(props: ChatThreadProps) {
  const inApp = useContext(ChatToastsContext);
  return inApp ? (
    <Thread {...props} />
  ) : (
    <ChatToasts>
      <Thread {...props} />
    </ChatToasts>
  );
}

function Thread({ chatId, compact = false, className }: ChatThreadProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const chat = useChat(chatId);
  const markRead = useMarkChatRead({
    onError: (_error, id) =>
      toast.show({
        title: t('chat.thread.markReadFailed'),
        variant: 'error',
        action: { label: t('common.retry'), onAction: () => markRead.markRead(id) },
      }),
  });
  const data = chat.data;
  const unread = data?.unreadCount ?? 0;
  const { markRead: mark } = markRead;
  // Shown with something unread: read now. (The list's count is checked too; see useMarkChatRead.)
  useEffect(() => {
    if (data) mark(chatId);
    // `mark` changes with every render of the mutation; the chat and its count are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chatId, Boolean(data), unread]);

  const messages = data?.messages;
  const days = useMemo(() => groupMessages(messages ?? []), [messages]);
  const rootClass = className ? `${thread} ${className}` : thread;

  if (chat.isPending) {
    return (
      <div className={rootClass}>
        <ThreadSkeleton label={t('chat.thread.loading')} />
      </div>
    );
  }
  if (chat.isError && data === undefined) {
    return (
      <div className={rootClass}>
        <div className={statusBox}>
          <ErrorMessage onRetry={() => void chat.refetch()}>{t('chat.thread.loadFailed')}</ErrorMessage>
        </div>
      </div>
    );
  }
  if (!data) {
    return (
      <div className={rootClass}>
        <div className={statusBox}>
          <EmptyMessage icon={<SearchX className={messageIcon} aria-hidden="true" />} title={t('chat.thread.notFound')}>
            <p>{t('chat.thread.notFoundHint')}</p>
          </EmptyMessage>
        </div>
      </div>
    );
  }
  const last = data.messages.at(-1);
  return (
    <div className={rootClass}>
      <div
        role="log"
        aria-live="polite"
        aria-relevant="additions"
        aria-label={t('chat.thread.log', { name: data.contact.name })}
        className={log}
      >
        {data.messages.length === 0 ? (
          <p className={emptyLog}>{t('chat.thread.empty', { name: data.contact.name })}</p>
        ) : (
          <MessageLog
            days={days}
            contactName={data.contact.name}
            compact={compact}
            lastId={last?.id}
            lastIsMine={last?.isMine ?? false}
          />
        )}
      </div>
      <Composer key={data.id} chat={data} compact={compact} />
    </div>
  );
}
