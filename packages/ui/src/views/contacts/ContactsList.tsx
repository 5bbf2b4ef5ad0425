import {
  createContext,
  memo,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
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
import { useAddressAction } from '../../navigation/useAddressAction';
import { useContactsNavigation } from './components/navigation';
import { EmptyMessage, ErrorMessage, LoadingMessage, messageIcon } from '../../primitives/StatusMessage';
import { firstContacts, groupByInitial, type ContactGroup } from './groups';
import {
  body,
  count,
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

/**
 * Rows drawn at first: more than any screen holds, and a scroll or two beyond. The rest follow in
 * steps (see {@link useGroupsShown}).
 */
export const CONTACTS_FIRST_ROWS = 200;
/** How long one step of adding rows may keep the page from answering a key or a click. */
const STEP_BUDGET_MS = 40;

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

/**
 * The groups to draw. react-aria builds its collection (keys, keyboard and type-ahead model) for every
 * row it is given, about 8 µs a row, in one piece that the page cannot interrupt: 100,000 rows at once
 * would freeze it for a second. So a long list first gets its first rows (under headers that count the
 * whole group), then more in steps, each a task of its own sized to take about {@link STEP_BUDGET_MS}
 * (the size adapts to the device), until all are in; keys, clicks and scrolling are answered between
 * steps. A new answer to the same search (an edit, an addition) keeps as many rows as were shown, so
 * what is on screen, and where it was scrolled, stays; a new search starts again from the first rows.
 *
 * @param answers the search the groups answer; null while they stand in for another search's.
 */
function useGroupsShown(groups: ContactGroup[], answers: string | null): ContactGroup[] {
  const [shownFor, setShownFor] = useState({ answers, count: CONTACTS_FIRST_ROWS });
  const count = answers === null || answers === shownFor.answers ? shownFor.count : CONTACTS_FIRST_ROWS;
  // `firstContacts` answers `groups` itself once the count covers them all.
  const shown = useMemo(() => firstContacts(groups, count), [groups, count]);
  // The rows the next step adds, and when the step under way was asked for.
  const step = useRef({ size: CONTACTS_FIRST_ROWS * 5, started: 0 });

  // Sizes the next step from how long this one took to render and commit.
  useEffect(() => {
    const current = step.current;
    if (current.started === 0) return;
    const took = Math.max(performance.now() - current.started, 1);
    current.started = 0;
    current.size = Math.round(Math.min(Math.max((current.size * STEP_BUDGET_MS) / took, 500), 50_000));
  }, [count]);
  useEffect(() => {
    if (shown === groups) return undefined;
    const timer = setTimeout(() => {
      step.current.started = performance.now();
      setShownFor((now) => ({ answers: answers ?? now.answers, count: count + step.current.size }));
    }, 0);
    return () => clearTimeout(timer);
  }, [answers, count, shown, groups]);
  return shown;
}

/** The contact open beside the list: rows read it, so opening another redraws two rows, not the list. */
const OpenContactContext = createContext<string | undefined>(undefined);

function ContactRowContent({ contact }: { contact: Contact }) {
  const current = useContext(OpenContactContext) === contact.id;
  return (
    <>
      <Avatar name={contact.name} src={contact.avatar ?? undefined} aria-hidden="true" />
      <span className={rowText} data-current={current || undefined}>
        <span className={rowName}>{contact.name}</span>
        {contact.title && <span className={rowTitle}>{contact.title}</span>}
      </span>
    </>
  );
}

function ContactRow(contact: Contact) {
  return (
    <GridListItem id={contact.id} textValue={contact.name} className={row}>
      <ContactRowContent contact={contact} />
    </GridListItem>
  );
}

/**
 * The virtualized list itself. Memoized, and its rows depend only on their own data: typing in the
 * search field or opening a contact leaves the collection alone (rebuilding it costs about 8 µs a row).
 */
const ContactsGrid = memo(function ContactsGrid({
  groups,
  selectedId,
  onOpen,
}: {
  groups: ContactGroup[];
  selectedId: string | undefined;
  onOpen: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <OpenContactContext.Provider value={selectedId}>
      <Virtualizer layout={ListLayout} layoutOptions={layoutOptions}>
        <GridList
          aria-label={t('contacts.list.label')}
          items={groups}
          className={list}
          onAction={(key) => onOpen(String(key))}
        >
          {(group) => (
            <GridListSection id={`group-${group.letter}`}>
              <GridListHeader className={groupHeader}>
                <span aria-hidden="true">{group.letter}</span>
                <span aria-hidden="true" className={groupCount}>
                  {group.size}
                </span>
                <GroupLabel letter={group.letter} size={group.size} />
              </GridListHeader>
              <Collection items={group.contacts}>{ContactRow}</Collection>
            </GridListSection>
          )}
        </GridList>
      </Virtualizer>
    </OpenContactContext.Provider>
  );
});

/** What a screen reader hears for a group's header (follows the language without rebuilding the list). */
function GroupLabel({ letter, size }: { letter: string; size: number }) {
  const { t } = useTranslation();
  return <span className={visuallyHidden}>{t('contacts.list.group', { letter, count: size })}</span>;
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
  const allGroups = useMemo(() => groupByInitial(contacts.data ?? []), [contacts.data]);
  const groups = useGroupsShown(allGroups, contacts.data && !contacts.isPlaceholderData ? search : null);
  const total = contacts.data?.length ?? 0;
  const titleId = useId();
  // The list keeps one callback, so typing in the search field leaves it alone.
  const openRef = useRef((id: string) => go(contactPath(id)));
  useLayoutEffect(() => {
    openRef.current = (id) => go(contactPath(id));
  }, [go, contactPath]);
  const open = useCallback((id: string) => openRef.current(id), []);

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
  // `?do=new` (the command palette's "New contact") adds one as the button does (no permission needed).
  useAddressAction('new', add, true);

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
    content = <ContactsGrid groups={groups} selectedId={selectedId} onOpen={open} />;
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
