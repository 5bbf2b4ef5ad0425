import { useEffect, useId, useMemo, useState } from 'react';
import { Plus, SearchX, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Collection, GridListHeader, GridListSection, ListLayout, Virtualizer } from 'react-aria-components';
import { useSearchParams } from 'react-router';
import type { Contact } from '@atrium/mock-api';
import { visuallyHidden } from '../../primitives/field.css';
import { Avatar } from '../../primitives/Avatar';
import { Button } from '../../primitives/Button';
import { GridList, GridListItem } from '../../primitives/GridList';
import { SearchField } from '../../primitives/SearchField';
import { useToast } from '../../primitives/Toast';
import { useContacts, useCreateContact } from './api/contacts';
import { useContactsNavigation } from './components/navigation';
import { EmptyMessage, ErrorMessage, LoadingMessage } from './components/StatusMessages';
import { icon as messageIcon } from './components/StatusMessages.css';
import { groupByInitial } from './groups';
import {
  body,
  count,
  currentRow,
  groupCount,
  groupHeader,
  header,
  list,
  pane,
  row,
  rowName,
  rowText,
  rowTitle,
  search as searchClass,
  title,
  titleBlock,
  tools,
} from './ContactsList.css';

/** How long typing pauses before the list is searched. */
export const CONTACTS_SEARCH_DEBOUNCE_MS = 300;
/** The search text lives in the URL, so a shared or reloaded link shows the same list. */
export const CONTACTS_SEARCH_PARAM = 'q';

const layoutOptions = { rowSize: 60, headingSize: 36 };

export interface ContactsListProps {
  /** The contact open beside the list, marked in it. */
  selectedId?: string;
}

/** Types fast, searches once: the URL's search follows the field after a short pause. */
function useDebouncedSearch() {
  const [params, setParams] = useSearchParams();
  const search = params.get(CONTACTS_SEARCH_PARAM) ?? '';
  const [text, setText] = useState(search);
  useEffect(() => {
    const wanted = text.trim();
    if (wanted === search) return undefined;
    const timer = setTimeout(() => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (wanted === '') next.delete(CONTACTS_SEARCH_PARAM);
          else next.set(CONTACTS_SEARCH_PARAM, wanted);
          return next;
        },
        { replace: true },
      );
    }, CONTACTS_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, search, setParams]);
  return { text, setText, search };
}

function ContactRow({ contact, current }: { contact: Contact; current: boolean }) {
  return (
    <GridListItem id={contact.id} textValue={contact.name} className={current ? `${row} ${currentRow}` : row}>
      <Avatar name={contact.name} src={contact.avatar ?? undefined} aria-hidden="true" />
      <span className={rowText}>
        <span className={rowName}>{contact.name}</span>
        {contact.title && <span className={rowTitle}>{contact.title}</span>}
      </span>
    </GridListItem>
  );
}

/**
 * The address book: contacts grouped under their first letter, a debounced name search, and an Add
 * button. The list is virtualized (only the rows in view exist), so 100,000 contacts scroll as
 * smoothly as 100; type-ahead jumps to a name, Enter or a click opens it.
 */
export function ContactsList({ selectedId }: ContactsListProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const { go, contactPath, editPath } = useContactsNavigation();
  const { text, setText, search } = useDebouncedSearch();
  const contacts = useContacts(search);
  const create = useCreateContact();
  const groups = useMemo(() => groupByInitial(contacts.data ?? []), [contacts.data]);
  const total = contacts.data?.length ?? 0;
  const titleId = useId();

  const add = () =>
    create.mutate(undefined, {
      onSuccess: (contact) => go(editPath(contact.id)),
      onError: () =>
        toast.show({
          title: t('contacts.addFailed'),
          variant: 'error',
          action: { label: t('common.retry'), onAction: add },
        }),
    });

  let content;
  if (contacts.isPending) {
    content = <LoadingMessage>{t('contacts.loading')}</LoadingMessage>;
  } else if (contacts.isError && !contacts.data) {
    content = <ErrorMessage onRetry={() => void contacts.refetch()}>{t('contacts.list.loadFailed')}</ErrorMessage>;
  } else if (total === 0 && search === '') {
    content = (
      <EmptyMessage icon={<UsersRound className={messageIcon} aria-hidden="true" />} title={t('contacts.list.empty')}>
        {t('contacts.list.emptyHint')}
      </EmptyMessage>
    );
  } else if (total === 0) {
    content = (
      <EmptyMessage
        icon={<SearchX className={messageIcon} aria-hidden="true" />}
        title={t('contacts.list.noMatches', { search })}
      >
        {t('contacts.list.noMatchesHint')}
      </EmptyMessage>
    );
  } else {
    content = (
      <Virtualizer layout={ListLayout} layoutOptions={layoutOptions}>
        <GridList
          aria-label={t('contacts.list.label')}
          items={groups}
          className={list}
          onAction={(key) => go(contactPath(String(key)))}
          dependencies={[selectedId]}
        >
          {(group) => (
            <GridListSection id={`group-${group.letter}`}>
              <GridListHeader className={groupHeader}>
                <span aria-hidden="true">{group.letter}</span>
                <span aria-hidden="true" className={groupCount}>
                  {group.contacts.length}
                </span>
                <span className={visuallyHidden}>
                  {t('contacts.list.group', { letter: group.letter, count: group.contacts.length })}
                </span>
              </GridListHeader>
              <Collection items={group.contacts} dependencies={[selectedId]}>
                {(contact) => <ContactRow contact={contact} current={contact.id === selectedId} />}
              </Collection>
            </GridListSection>
          )}
        </GridList>
      </Virtualizer>
    );
  }

  return (
    <section className={pane} aria-labelledby={titleId}>
      <header className={header}>
        <div className={titleBlock}>
          <h1 id={titleId} className={title}>
            {t('contacts.title')}
          </h1>
          {contacts.data && (
            <p className={count} aria-live="polite">
              {t('contacts.count', { count: total })}
            </p>
          )}
        </div>
        <div className={tools}>
          <SearchField
            className={searchClass}
            label={t('contacts.search')}
            hideLabel
            placeholder={t('contacts.searchPlaceholder')}
            value={text}
            onChange={setText}
          />
          {/* Disabled rather than `isPending`: react-aria announces a pending button by its id, and
              the announcement outlives the button when the app unmounts (an axe error). */}
          <Button onPress={add} isDisabled={create.isPending}>
            <Plus size={18} aria-hidden="true" />
            {t('contacts.add')}
          </Button>
        </div>
      </header>
      <div className={body}>{content}</div>
    </section>
  );
}
