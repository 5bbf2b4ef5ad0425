import { useContext, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Circle, CircleCheck, Search as SearchIcon, UserRound, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  ComboBox as AriaComboBox,
  ComboBoxStateContext,
  Group,
  Header,
  Input,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Popover,
  Text,
  type Key,
} from 'react-aria-components';
import { useNavigate } from 'react-router';
import { useNarrowedNavigation } from '../../access/useNarrowedNavigation';
import { useNavText } from '../../navigation/utils';
import { IconButton } from '../../primitives/IconButton';
import { useNavigation } from '../../shell/api/user';
import { boxIcon, field, input, inputBox, visuallyHidden } from '../../primitives/field.css';
import { listBox, option, popover } from '../../primitives/listbox.css';
import { SEARCH_DEBOUNCE_MS, isSearchable, useSearchResults } from './api';
import {
  bar,
  barBox,
  barField,
  basicField,
  face,
  groupHeader,
  resultText,
  results as resultsClass,
  secondary,
  struck,
  taskDone,
  taskIcon,
} from './Search.css';
import { navigationPages, withNavigationPages, type ShownGroup } from './pages';
import { useDebouncedValue } from './useDebouncedValue';

export interface SearchProps {
  /** `bar`: a toolbar button opening a bar over the whole toolbar; `basic`: an ordinary field (pages). */
  appearance?: 'bar' | 'basic';
}

/**
 * The global search: an autocomplete over contacts, pages and tasks. It asks the server 300 ms after
 * the last keystroke, from 2 characters; choosing a result goes to its link.
 */
export function Search({ appearance = 'basic' }: SearchProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const openButton = useRef<HTMLSpanElement>(null);

  if (appearance === 'basic') return <SearchBox className={basicField} />;

  const close = () => {
    setOpen(false);
    // Back to the button that opened it, once it is drawn again.
    requestAnimationFrame(() => openButton.current?.querySelector('button')?.focus());
  };

  return open ? (
    <div className={bar}>
      <SearchBox className={barField} boxClassName={barBox} focusOnMount onClose={close} onChosen={close} />
      {/* The bar's own close button stays reachable while the suggestions are open (react-aria hides
          everything outside an open combobox otherwise, leaving a focusable button aria-hidden). */}
      <span data-react-aria-top-layer="true">
        <IconButton label={t('toolbar.search.close')} icon={<X size={20} aria-hidden="true" />} onPress={close} />
      </span>
    </div>
  ) : (
    <span ref={openButton}>
      <IconButton
        label={t('toolbar.search.open')}
        icon={<SearchIcon size={20} aria-hidden="true" />}
        tooltipPlacement="bottom"
        onPress={() => setOpen(true)}
      />
    </span>
  );
}

interface SearchBoxProps {
  className?: string;
  boxClassName?: string;
  focusOnMount?: boolean;
  /** Escape with the suggestion list closed (the bar form closes). */
  onClose?: () => void;
  /** After a result was chosen. */
  onChosen?: () => void;
}

function SearchBox({ className, boxClassName, focusOnMount, onClose, onChosen }: SearchBoxProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useSearchResults(query);
  const searchable = isSearchable(text);
  // Shorter text clears the results at once; longer text shows the answer for what was typed.
  const navigation = useNarrowedNavigation(useNavigation().data);
  const { title } = useNavText();
  const pages = useMemo(() => navigation && navigationPages(navigation.default, title), [navigation, title]);
  // The navigation's pages join an answer, never stand in for a failed or pending one.
  const groups: ShownGroup[] =
    searchable && isSearchable(query) && search.data && !search.isError
      ? withNavigationPages(search.data, pages, query)
      : [];
  const settled = searchable && query === text.trim() && !search.isFetching;

  const choose = (key: Key | null) => {
    if (key == null) return;
    const [groupId, resultId] = String(key).split(':');
    const result = groups.find((group) => group.id === groupId)?.results.find((entry) => entry.id === resultId);
    if (!result) return;
    setText('');
    void navigate(result.link);
    onChosen?.();
  };

  return (
    <AriaComboBox
      aria-label={t('toolbar.search.label')}
      className={[field, className].filter(Boolean).join(' ')}
      inputValue={text}
      onInputChange={setText}
      selectedKey={null}
      onSelectionChange={choose}
      allowsCustomValue
      allowsEmptyCollection={searchable}
      menuTrigger="input"
      defaultFilter={() => true}
    >
      <Group className={[inputBox, boxClassName].filter(Boolean).join(' ')} role="presentation">
        <span className={boxIcon} aria-hidden="true">
          <SearchIcon />
        </span>
        <SearchInput placeholder={t('toolbar.search.placeholder')} focusOnMount={focusOnMount} onClose={onClose} />
      </Group>
      <Popover className={popover} placement="bottom start">
        <ListBox
          className={[listBox, resultsClass].join(' ')}
          renderEmptyState={() =>
            search.isError ? t('toolbar.search.failed') : settled ? t('toolbar.search.noResults') : t('common.loading')
          }
        >
          {groups.map((group) => (
            <ListBoxSection key={group.id} id={group.id}>
              <Header className={groupHeader}>
                {t(`toolbar.search.groups.${group.id}`, { defaultValue: group.label })}
              </Header>
              <SearchResults group={group} />
            </ListBoxSection>
          ))}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}

/** The input, which also closes the bar on Escape when the suggestion list is already closed. */
function SearchInput({
  placeholder,
  focusOnMount,
  onClose,
}: {
  placeholder: string;
  focusOnMount?: boolean;
  onClose?: () => void;
}) {
  const state = useContext(ComboBoxStateContext);
  const listOpen = state?.isOpen ?? false;
  return (
    <Input
      className={input}
      placeholder={placeholder}
      // The bar opens at the user's request to type.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus={focusOnMount}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Escape' && !listOpen) onClose?.();
      }}
    />
  );
}

function SearchResults({ group }: { group: ShownGroup }) {
  const { t } = useTranslation();
  switch (group.id) {
    case 'contacts':
      return group.results.map((contact) => (
        <ListBoxItem key={contact.id} id={`contacts:${contact.id}`} textValue={contact.value} className={option}>
          <span className={face} aria-hidden="true">
            {contact.avatar ? <img src={contact.avatar} alt="" /> : <UserRound />}
          </span>
          <Text slot="label">{contact.name}</Text>
        </ListBoxItem>
      ));
    case 'pages':
      return group.results.map((page) => (
        <ListBoxItem key={page.id} id={`pages:${page.id}`} textValue={page.title} className={option}>
          {/* Title, sections and link all name the option: they are visible text too. */}
          <span className={resultText}>
            <span>{page.title}</span>{' '}
            <span className={secondary}>
              {page.trail.length > 0 && `${page.trail.join(' › ')} · `}
              {page.link}
            </span>
          </span>
        </ListBoxItem>
      ));
    case 'tasks':
      return group.results.map((task) => {
        const Status = task.completed ? CircleCheck : Circle;
        return (
          <ListBoxItem key={task.id} id={`tasks:${task.id}`} textValue={task.value} className={option}>
            <Status className={[taskIcon, task.completed ? taskDone : ''].join(' ')} aria-hidden="true" />
            <Text slot="label" className={task.completed ? struck : undefined}>
              {task.title}
            </Text>
            <Text slot="description" className={visuallyHidden}>
              {task.completed ? t('toolbar.search.completed') : t('toolbar.search.notCompleted')}
            </Text>
          </ListBoxItem>
        );
      });
  }
}
