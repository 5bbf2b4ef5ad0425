import { useMemo, useState } from 'react';
import { BellOff, MessageSquarePlus, MessagesSquare, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton, GridList, GridListItem } from 'react-aria-components';
import type { ChatWithContact } from '@atrium/mock-api';
import { visuallyHidden } from '../../primitives/field.css';
import { Avatar } from '../../primitives/Avatar';
import { IconButton } from '../../primitives/IconButton';
import { GuardedButton } from '../../access/GuardedButton';
import { useAccess } from '../../access/useAccess';
import { SearchField } from '../../primitives/SearchField';
import { bone } from '../../primitives/Skeleton/Skeleton.css';
import { EmptyMessage, ErrorMessage, messageIcon } from '../../primitives/StatusMessage';
import { useChatProfile, useChats } from './api/chats';
import { useChatNavigation } from './components/navigation';
import { listTime } from './model';
import {
  avatarBox,
  chatList,
  chatRow,
  headerName,
  headerPerson,
  listBody,
  listPane,
  paneHeader,
  rowIcons,
  rowLast,
  rowMeta,
  rowName,
  rowText,
  searchBox,
  skeletonAvatar,
  skeletonLine,
  skeletonList,
  skeletonName,
  unreadCount,
  unreadDot,
} from './ChatView.css';

/** Chats whose contact's name or last message holds the search (any case). */
export function filterChats(chats: ChatWithContact[], search: string, locale?: string): ChatWithContact[] {
  const wanted = search.trim().toLocaleLowerCase(locale);
  if (wanted === '') return chats;
  return chats.filter(
    (chat) =>
      chat.contact.name.toLocaleLowerCase(locale).includes(wanted) ||
      chat.lastMessage.toLocaleLowerCase(locale).includes(wanted),
  );
}

function ChatRow({ chat, current }: { chat: ChatWithContact; current: boolean }) {
  const { t, i18n } = useTranslation();
  const unread = chat.unreadCount > 0;
  const last = chat.lastMessage || t('chat.list.noMessages');
  const when = listTime(chat.lastMessageAt, i18n.language);
  const described = [
    chat.contact.name,
    last,
    when,
    unread ? t('chat.list.unread', { count: chat.unreadCount }) : null,
    chat.muted ? t('chat.list.muted') : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <GridListItem id={chat.id} textValue={described} className={chatRow} data-current={current || undefined}>
      <span className={avatarBox}>
        <Avatar name={chat.contact.name} src={chat.contact.avatar ?? undefined} aria-hidden="true" />
        {unread && <span className={unreadDot} aria-hidden="true" />}
      </span>
      <span className={rowText}>
        <span className={rowName}>{chat.contact.name}</span>
        <span className={rowLast} data-unread={unread || undefined} data-testid="chat-last-message">
          {last}
        </span>
      </span>
      <span className={rowMeta}>
        <time dateTime={chat.lastMessageAt}>{when}</time>
        <span className={rowIcons}>
          {chat.muted && <BellOff size={14} aria-label={t('chat.list.muted')} role="img" />}
          {unread && (
            <span className={unreadCount}>
              <span aria-hidden="true">{chat.unreadCount}</span>
              <span className={visuallyHidden}>{t('chat.list.unread', { count: chat.unreadCount })}</span>
            </span>
          )}
        </span>
      </span>
    </GridListItem>
  );
}

function ListSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" className={skeletonList}>
      <span role="status" className={visuallyHidden}>
        {label}
      </span>
      {[0, 1, 2, 3, 4, 5].map((index) => (
        <span key={index} className={chatRow} aria-hidden="true">
          <span className={`${bone} ${skeletonAvatar}`} />
          <span className={rowText}>
            <span className={`${bone} ${skeletonName}`} />
            <span className={`${bone} ${skeletonLine}`} />
          </span>
        </span>
      ))}
    </div>
  );
}

export interface ChatsListProps {
  /** The chat open beside the list, marked in it. */
  selectedId?: string;
  /** Opens the profile drawer. */
  onOpenProfile: () => void;
  /** Opens the new-chat drawer. */
  onNewChat: () => void;
}

/** The list column: the profile and new-chat header, a search, and the chats, newest first. */
export function ChatsList({ selectedId, onOpenProfile, onNewChat }: ChatsListProps) {
  const { t, i18n } = useTranslation();
  const { go, itemPath } = useChatNavigation();
  const chats = useChats();
  const profile = useChatProfile();
  const access = useAccess();
  const newChatRefused = access.ready ? access.reason('chat:reply') : null;
  const [search, setSearch] = useState('');
  const shown = useMemo(
    () => filterChats(chats.data ?? [], search, i18n.language),
    [chats.data, search, i18n.language],
  );
  const name = profile.data?.name ?? '';

  let body;
  if (chats.isPending) {
    body = <ListSkeleton label={t('chat.list.loading')} />;
  } else if (chats.isError && !chats.data) {
    body = <ErrorMessage onRetry={() => void chats.refetch()}>{t('chat.list.loadFailed')}</ErrorMessage>;
  } else if (chats.data.length === 0) {
    body = (
      <EmptyMessage icon={<MessagesSquare className={messageIcon} aria-hidden="true" />} title={t('chat.list.empty')}>
        <p>{t('chat.list.emptyHint')}</p>
      </EmptyMessage>
    );
  } else if (shown.length === 0) {
    body = (
      <EmptyMessage
        icon={<SearchX className={messageIcon} aria-hidden="true" />}
        title={t('chat.list.noMatches', { query: search.trim() })}
      >
        <p>{t('chat.list.noMatchesHint')}</p>
      </EmptyMessage>
    );
  } else {
    body = (
      <GridList
        aria-label={t('chat.list.label')}
        items={shown}
        className={chatList}
        onAction={(key) => go(itemPath(String(key)))}
      >
        {(chat) => <ChatRow chat={chat} current={chat.id === selectedId} />}
      </GridList>
    );
  }

  return (
    <section className={listPane} aria-labelledby="chat-list-title">
      {/* The page's heading: the header row shows who is chatting, the heading names the page. */}
      <h1 id="chat-list-title" className={visuallyHidden}>
        {t('chat.title')}
      </h1>
      <div className={paneHeader}>
        <AriaButton className={headerPerson} onPress={onOpenProfile} isDisabled={!profile.data}>
          <Avatar name={name} src={profile.data?.avatar ?? undefined} aria-hidden="true" />
          <span className={visuallyHidden}>{`${t('chat.header.profile')}: `}</span>
          <span className={headerName} data-truncate title={name}>
            {name}
          </span>
        </AriaButton>
        {/* Starting a chat is writing in one (chat:reply): without it the button says so, focusable. */}
        {newChatRefused === null ? (
          <IconButton
            label={t('chat.header.newChat')}
            icon={<MessageSquarePlus size={20} aria-hidden="true" />}
            onPress={onNewChat}
          />
        ) : (
          <GuardedButton permission="chat:reply" variant="icon" aria-label={t('chat.header.newChat')}>
            <MessageSquarePlus size={20} aria-hidden="true" />
          </GuardedButton>
        )}
      </div>
      <div className={searchBox}>
        <SearchField
          label={t('chat.list.search')}
          hideLabel
          placeholder={t('chat.list.search')}
          value={search}
          onChange={setSearch}
        />
      </div>
      <div className={listBody}>{body}</div>
    </section>
  );
}
