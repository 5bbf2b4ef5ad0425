/**
 * The quick chat (screens §3.8): from lg a 64 px rail on the inline-end edge with the chats' avatars;
 * pressing its header or an avatar slides out a 384 px panel on that edge with the same rail at its start
 * and the chosen conversation beside it. Below lg the rail is off screen and the toolbar's toggle opens
 * the panel.
 *
 * The panel is not modal: nothing is dimmed, the page stays usable and scrolls, and focus moves freely
 * between page and panel (a region named after the chat). It takes focus when it opens; Escape inside it
 * or its close button closes it, and focus goes back to what opened it. On a phone, where it would cover
 * the whole page, it is a modal drawer as wide as the screen.
 *
 * The conversation is the chat app's own thread, loaded when the panel first shows one, so the shell
 * carries only the rail and the chats call; below lg, where the rail is not shown, not even that until
 * the panel opens.
 */
import { createContext, lazy, Suspense, useContext, useMemo, useState, type ReactNode } from 'react';
import { MessagesSquare, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from 'react-aria';
import { Toolbar } from 'react-aria-components';
import type { ChatWithContact } from '@atrium/mock-api';
import { Avatar } from '../../primitives/Avatar';
import { Button } from '../../primitives/Button';
import { Drawer } from '../../primitives/Drawer';
import { IconButton } from '../../primitives/IconButton';
import { useMediaQuery } from '../../navigation/useMediaQuery';
import { mediaUp } from '../../theme/breakpoints';
import { useChats } from '../../views/chat/api/chats';
import {
  avatarBone,
  avatarButton,
  avatarCell,
  avatarColumn,
  conversation,
  panel,
  panelBody,
  panelTitle,
  prompt,
  promptIcon,
  rail,
  railHeader,
  selectedAvatar,
  threadBone,
  toggle,
  unreadDot,
} from './QuickChat.css';

const ChatThread = lazy(() =>
  import('../../views/chat/components/ChatThread').then((module) => ({ default: module.ChatThread })),
);

interface QuickChatState {
  isOpen: boolean;
  chatId: string | null;
  /** Opens the panel; with an id, on that chat (without, on the last one chosen). */
  open: (chatId?: string) => void;
  close: () => void;
}

const QuickChatContext = createContext<QuickChatState | null>(null);

/** Holds the panel's state for the rail and the toolbar's toggle. */
export function QuickChatProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [chatId, setChatId] = useState<string | null>(null);
  const value = useMemo<QuickChatState>(
    () => ({
      isOpen,
      chatId,
      open: (id) => {
        if (id !== undefined) setChatId(id);
        setOpen(true);
      },
      close: () => setOpen(false),
    }),
    [isOpen, chatId],
  );
  return <QuickChatContext.Provider value={value}>{children}</QuickChatContext.Provider>;
}

function useQuickChat(): QuickChatState {
  const state = useContext(QuickChatContext);
  if (!state) throw new Error('The quick chat needs a QuickChatProvider above it.');
  return state;
}

/** The toolbar's button below lg (from lg the rail's header opens the panel). */
export function QuickChatToggle() {
  const { t } = useTranslation();
  const { isOpen, open } = useQuickChat();
  return (
    <IconButton
      className={toggle}
      label={t('quickChat.open')}
      icon={<MessagesSquare />}
      aria-expanded={isOpen}
      onPress={() => open()}
      tooltipPlacement="bottom"
    />
  );
}

/** The avatars of the chats, newest first: a vertical toolbar (arrow keys move between them). */
function ChatAvatars({ selectedId, onChoose }: { selectedId?: string | null; onChoose: (id: string) => void }) {
  const { t } = useTranslation();
  const chats = useChats();
  if (chats.isPending) {
    return (
      <div className={avatarColumn} aria-busy="true" aria-label={t('quickChat.loading')} role="status">
        {Array.from({ length: 6 }, (_, index) => (
          <span key={index} className={avatarBone} />
        ))}
      </div>
    );
  }
  if (chats.isError) {
    return (
      <div className={avatarColumn}>
        <IconButton
          label={t('quickChat.loadFailed')}
          icon={<RotateCw />}
          onPress={() => void chats.refetch()}
          tooltipPlacement="start"
        />
      </div>
    );
  }
  return (
    <Toolbar orientation="vertical" aria-label={t('quickChat.chats')} className={avatarColumn}>
      {chats.data.map((chat) => (
        <ChatAvatar key={chat.id} chat={chat} selected={chat.id === selectedId} onChoose={onChoose} />
      ))}
    </Toolbar>
  );
}

function ChatAvatar({
  chat,
  selected,
  onChoose,
}: {
  chat: ChatWithContact;
  selected: boolean;
  onChoose: (id: string) => void;
}) {
  const { t } = useTranslation();
  const name = chat.contact.name;
  const label = chat.unreadCount > 0 ? t('quickChat.unread', { name, count: chat.unreadCount }) : name;
  // Named by its text (who, and how many unread), not by an aria-label: the initials the avatar
  // shows would otherwise be visible text missing from the name.
  return (
    <span className={avatarCell}>
      <Button
        variant="icon"
        className={[avatarButton, selected && selectedAvatar].filter(Boolean).join(' ')}
        aria-current={selected || undefined}
        onPress={() => onChoose(chat.id)}
      >
        <Avatar name={name} src={chat.contact.avatar ?? undefined} size="sm" aria-hidden="true" />
        <VisuallyHidden>{label}</VisuallyHidden>
      </Button>
      {chat.unreadCount > 0 && <span className={unreadDot} aria-hidden="true" />}
    </span>
  );
}

/** The panel's heading: the chosen contact, or the team chat. */
function PanelTitle({ chatId }: { chatId: string | null }) {
  const { t } = useTranslation();
  const chats = useChats();
  const chat = chatId ? chats.data?.find((candidate) => candidate.id === chatId) : undefined;
  if (!chat) {
    return (
      <span className={panelTitle}>
        <MessagesSquare size={20} aria-hidden="true" />
        {t('quickChat.title')}
      </span>
    );
  }
  return (
    <span className={panelTitle}>
      <Avatar name={chat.contact.name} src={chat.contact.avatar ?? undefined} size="sm" aria-hidden="true" />
      {chat.contact.name}
    </span>
  );
}

/**
 * The rail (lg and up) and the slide-out panel. Put it in a layout's `quickChat` slot, under a
 * `QuickChatProvider` shared with the `QuickChatToggle` in the top bar.
 */
export function QuickChat() {
  const { t } = useTranslation();
  const { isOpen, chatId, open, close } = useQuickChat();
  // Below lg the rail is not shown: its avatars (and the chats call) wait for the panel.
  const railShown = useMediaQuery(mediaUp('lg'));
  return (
    <>
      {/* Open, the panel covers the rail and carries its avatars: the rail leaves the tab order meanwhile. */}
      <aside data-quick-chat-rail="" data-open={isOpen || undefined} className={rail} aria-label={t('quickChat.rail')}>
        <div className={railHeader}>
          <IconButton
            label={t('quickChat.open')}
            icon={<MessagesSquare />}
            aria-expanded={isOpen}
            onPress={() => open()}
            tooltipPlacement="start"
          />
        </div>
        {railShown && <ChatAvatars selectedId={chatId} onChoose={open} />}
      </aside>
      <Drawer
        dockFrom="sm"
        isOpen={isOpen}
        onOpenChange={(next) => (next ? open() : close())}
        title={<PanelTitle chatId={chatId} />}
        width="384px"
        className={panel}
        bodyClassName={panelBody}
      >
        <ChatAvatars selectedId={chatId} onChoose={open} />
        <div className={conversation}>
          {chatId ? (
            <Suspense fallback={<span className={threadBone} />}>
              <ChatThread chatId={chatId} compact />
            </Suspense>
          ) : (
            <div className={prompt}>
              <MessagesSquare className={promptIcon} aria-hidden="true" />
              <p>{t('quickChat.prompt')}</p>
            </div>
          )}
        </div>
      </Drawer>
    </>
  );
}
