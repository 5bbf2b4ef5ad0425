import { useMemo, useState } from 'react';
import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Collection, GridList, GridListHeader, GridListItem, GridListSection } from 'react-aria-components';
import type { ChatContactSummary, ChatWithContact } from '@atrium/mock-api';
import { Avatar } from '../../../primitives/Avatar';
import { Drawer } from '../../../primitives/Drawer';
import { visuallyHidden } from '../../../primitives/field.css';
import { SearchField } from '../../../primitives/SearchField';
import { EmptyMessage, ErrorMessage, LoadingMessage, messageIcon } from '../../../primitives/StatusMessage';
import { useToast } from '../../../primitives/Toast';
import { useQueryClient } from '@tanstack/react-query';
import { useChatContacts, useCreateChat } from '../api/chats';
import { chatKeys } from '../api/keys';
import { contactList, contactRow, drawerBody, letterBar, rowName, rowText, searchBox } from '../ChatView.css';
import { useChatNavigation } from './navigation';

export interface ContactGroup {
  letter: string;
  contacts: ChatContactSummary[];
}

/** Contacts (sorted by name) grouped under their initial, upper case; '#' for names not starting with a letter. */
export function groupByInitial(contacts: readonly ChatContactSummary[], locale?: string): ContactGroup[] {
  const groups: ContactGroup[] = [];
  for (const contact of contacts) {
    const first = contact.name.trim().charAt(0).toLocaleUpperCase(locale);
    const letter = /\p{L}/u.test(first) ? first.normalize('NFD').charAt(0) : '#';
    const last = groups.at(-1);
    if (last?.letter === letter) last.contacts.push(contact);
    else groups.push({ letter, contacts: [contact] });
  }
  return groups;
}

export interface NewChatDrawerProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The contact picker: contacts under sticky initial letters. Picking someone opens the chat with them
 * when there is one, and starts one otherwise.
 */
export function NewChatDrawer({ isOpen, onOpenChange }: NewChatDrawerProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { go, itemPath } = useChatNavigation();
  // Here, not in the picker: the picker closes at once, and the answer still has to open the chat.
  const create = useCreateChat();

  const choose = (contact: ChatContactSummary) => {
    const existing = queryClient
      .getQueryData<ChatWithContact[]>(chatKeys.list())
      ?.find((chat) => chat.contactId === contact.id);
    onOpenChange(false);
    if (existing) {
      go(itemPath(existing.id));
      return;
    }
    create.mutate(contact.id, {
      onSuccess: (chat) => chat && go(itemPath(chat.id)),
      onError: () =>
        toast.show({
          title: t('chat.newChat.openFailed', { name: contact.name }),
          variant: 'error',
          action: { label: t('common.retry'), onAction: () => choose(contact) },
        }),
    });
  };

  return (
    <Drawer
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('chat.newChat.title')}
      side="start"
      width="400px"
      bodyClassName={drawerBody}
    >
      {isOpen && <ContactPicker onChoose={choose} />}
    </Drawer>
  );
}

function ContactPicker({ onChoose }: { onChoose: (contact: ChatContactSummary) => void }) {
  const { t, i18n } = useTranslation();
  const contacts = useChatContacts();
  const [search, setSearch] = useState('');
  const groups = useMemo(() => {
    const wanted = search.trim().toLocaleLowerCase(i18n.language);
    const matching = (contacts.data ?? []).filter((contact) =>
      contact.name.toLocaleLowerCase(i18n.language).includes(wanted),
    );
    return groupByInitial(matching, i18n.language);
  }, [contacts.data, search, i18n.language]);

  let body;
  if (contacts.isPending) body = <LoadingMessage>{t('chat.newChat.loading')}</LoadingMessage>;
  else if (!contacts.data) {
    body = <ErrorMessage onRetry={() => void contacts.refetch()}>{t('chat.newChat.loadFailed')}</ErrorMessage>;
  } else if (groups.length === 0) {
    body = (
      <EmptyMessage
        icon={<SearchX className={messageIcon} aria-hidden="true" />}
        title={t('chat.newChat.empty', { query: search.trim() })}
      />
    );
  } else {
    const byId = new Map(contacts.data.map((contact) => [contact.id, contact]));
    body = (
      <GridList
        aria-label={t('chat.newChat.contacts')}
        items={groups}
        className={contactList}
        onAction={(key) => {
          const contact = byId.get(String(key));
          if (contact) onChoose(contact);
        }}
      >
        {(group) => (
          <GridListSection id={`letter-${group.letter}`}>
            <GridListHeader className={letterBar}>
              <span aria-hidden="true">{group.letter}</span>
              <span className={visuallyHidden}>
                {t('chat.newChat.group', { letter: group.letter, count: group.contacts.length })}
              </span>
            </GridListHeader>
            <Collection items={group.contacts}>
              {(contact) => (
                <GridListItem id={contact.id} textValue={contact.name} className={contactRow}>
                  <Avatar name={contact.name} src={contact.avatar ?? undefined} aria-hidden="true" />
                  <span className={rowText}>
                    <span className={rowName}>{contact.name}</span>
                  </span>
                </GridListItem>
              )}
            </Collection>
          </GridListSection>
        )}
      </GridList>
    );
  }
  return (
    <>
      <div className={searchBox}>
        <SearchField
          label={t('chat.newChat.search')}
          hideLabel
          placeholder={t('chat.newChat.search')}
          value={search}
          onChange={setSearch}
        />
      </div>
      {body}
    </>
  );
}
