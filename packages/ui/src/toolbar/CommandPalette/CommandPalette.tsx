import { useMemo, useState } from 'react';
import {
  Command,
  FileText,
  History,
  ListChecks,
  Search as SearchIcon,
  ShoppingCart,
  UserRound,
  Users,
  Zap,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  ComboBox,
  Group,
  Header,
  Input,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Popover,
  useFilter,
  type Key,
} from 'react-aria-components';
import { useNavigate } from 'react-router';
import type { Permission } from '@atrium/mock-api';
import { useAccess } from '../../access/useAccess';
import { useNarrowedNavigation } from '../../access/useNarrowedNavigation';
import { useLanguage } from '../../i18n/LanguageProvider';
import { languages } from '../../i18n/load';
import { addressActionPath, type AddressAction } from '../../navigation/useAddressAction';
import { useNavText } from '../../navigation/utils';
import { Dialog } from '../../primitives/Dialog';
import { IconButton } from '../../primitives/IconButton';
import { boxIcon, field, input, inputBox } from '../../primitives/field.css';
import { listBox, option, popover } from '../../primitives/listbox.css';
import { useAppConfig } from '../../shell/AppConfigProvider';
import { layoutNames, schemeSettings } from '../../shell/config';
import { useNavigation } from '../../shell/api/user';
import { SHORTCUTS, useShortcut } from '../../shortcuts/registry';
import { useShortcutLabel } from '../../shortcuts/text';
import { themeNames } from '../../theme/names';
import { SEARCH_DEBOUNCE_MS, isSearchable, useSearchResults } from '../Search/api';
import { navigationPages } from '../Search/pages';
import { useDebouncedValue } from '../Search/useDebouncedValue';
import { usePaletteRecords } from './api';
import { KeyboardHelp } from './KeyboardHelp';
import { RECENT_KEY, readRecent, withRecent, type PaletteCommand, type RecentCommand } from './commands';
import { groupHeader, resultText } from '../Search/Search.css';
import { detail, empty, optionIcon, paletteButton, paletteModal, results } from './CommandPalette.css';

const GROUP_ORDER: readonly PaletteCommand['group'][] = [
  'recent',
  'pages',
  'contacts',
  'orders',
  'users',
  'tasks',
  'actions',
];

const groupIcons: Record<PaletteCommand['group'], typeof Zap> = {
  recent: History,
  actions: Zap,
  pages: FileText,
  contacts: UserRound,
  orders: ShoppingCart,
  users: Users,
  tasks: ListChecks,
};

function localStore(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * What the palette can start on a page: it opens the page with `?do=<action>`, and the page runs it as
 * its own button does. Offered when the navigation lists the page and the user holds the permission.
 */
const CREATE_ACTIONS: readonly {
  id: string;
  label: string;
  keywords: string;
  /** The page's link in the navigation. */
  page: string;
  /** Where the action runs, when not the page itself (the mailbox opens on a folder). */
  path?: string;
  action: AddressAction;
  permission?: Permission;
}[] = [
  { id: 'new-contact', label: 'newContact', keywords: 'create', page: '/apps/contacts', action: 'new' },
  {
    id: 'new-task',
    label: 'newTask',
    keywords: 'create',
    page: '/apps/tasks',
    action: 'new',
    permission: 'tasks:write',
  },
  {
    id: 'compose',
    label: 'compose',
    keywords: 'compose',
    page: '/apps/mailbox',
    path: '/apps/mailbox/inbox',
    action: 'compose',
    permission: 'mail:write',
  },
  { id: 'invite', label: 'invite', keywords: 'create', page: '/users', action: 'invite', permission: 'users:invite' },
];

/** The actions anyone may run: scheme, theme, layout, language, the keyboard help, signing out. */
function useActions(openHelp: () => void): PaletteCommand[] {
  const { t } = useTranslation();
  const appConfig = useAppConfig();
  const language = useLanguage();
  const navigate = useNavigate();
  return useMemo(() => {
    const named = (kind: string, name: string) => t('palette.actions.set', { kind, name });
    return [
      ...schemeSettings.map((scheme) => ({
        id: `action:scheme-${scheme}`,
        label: named(t('toolbar.settings.scheme'), t(`toolbar.settings.schemes.${scheme}`)),
        keywords: t('palette.keywords.scheme'),
        run: () => appConfig.setConfig({ scheme }),
      })),
      ...themeNames.map((theme) => ({
        id: `action:theme-${theme}`,
        label: named(t('toolbar.settings.theme'), t(`toolbar.settings.themes.${theme}`)),
        run: () => appConfig.setConfig({ theme }),
      })),
      ...layoutNames.map((layout) => ({
        id: `action:layout-${layout}`,
        label: named(t('toolbar.settings.layout'), t(`toolbar.settings.layouts.${layout}`)),
        keywords: t('palette.keywords.layout'),
        run: () => appConfig.setConfig({ layout }),
      })),
      ...languages.map((code) => ({
        id: `action:language-${code}`,
        label: t('palette.actions.language', { name: t(`toolbar.languages.names.${code}`) }),
        keywords: t('palette.keywords.language'),
        run: () => void language.changeLanguage(code),
      })),
      { id: 'action:keyboard-help', label: t('keyboard.title'), keywords: '?', run: openHelp },
      { id: 'action:sign-out', label: t('palette.actions.signOut'), run: () => void navigate('/sign-out') },
    ].map((action) => ({ ...action, group: 'actions' as const }));
  }, [t, appConfig, language, navigate, openHelp]);
}

/**
 * The command palette (Ctrl/Cmd + K, or its toolbar button): go to any page the user may see, find
 * contacts and tasks through the search call, orders and users through their lists' search, and run
 * actions (new contact, new task, compose, invite; scheme, theme, layout, language, keyboard help, sign out); recent choices first. Results as you type, grouped; a react-aria ComboBox whose list
 * opens with the palette, so it is used with the keyboard and read by screen readers as a field driving a
 * list (react-aria's Autocomplete would do too, but its module also holds the text fields' context: used
 * here it would move its whole code into the sign-in page's chunk). `?` opens the keyboard help.
 */
export function CommandPalette() {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const shortcutLabel = useShortcutLabel(SHORTCUTS.palette);
  useShortcut(SHORTCUTS.palette, () => setOpen((open) => !open), { overDialogs: true });
  useShortcut(SHORTCUTS.help, () => setHelpOpen(true));
  return (
    <>
      <IconButton
        className={paletteButton}
        label={t('palette.open', { shortcut: shortcutLabel })}
        icon={<Command size={20} aria-hidden="true" />}
        tooltipPlacement="bottom"
        onPress={() => setOpen(true)}
      />
      <Dialog title={t('palette.title')} isOpen={isOpen} onOpenChange={setOpen} size="md" className={paletteModal}>
        {({ close }) => (
          <PaletteBody
            close={close}
            openHelp={() => {
              close();
              setHelpOpen(true);
            }}
          />
        )}
      </Dialog>
      <KeyboardHelp isOpen={helpOpen} onOpenChange={setHelpOpen} />
    </>
  );
}

function PaletteBody({ close, openHelp }: { close: () => void; openHelp: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { contains } = useFilter({ sensitivity: 'base' });
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useSearchResults(query);
  const records = usePaletteRecords(query);
  const [recent, setRecent] = useState<RecentCommand[]>(() => readRecent(localStore()));
  const actions = useActions(openHelp);
  const navigation = useNarrowedNavigation(useNavigation().data);
  const { title } = useNavText();
  const access = useAccess();

  const pages = useMemo<PaletteCommand[]>(
    () =>
      navigation
        ? navigationPages(navigation.default, title).map((page) => ({
            id: `pages:${page.link}`,
            group: 'pages',
            label: page.title,
            detail: [...page.trail, page.link].join(' › '),
            link: page.link,
          }))
        : [],
    [navigation, title],
  );

  const creates = useMemo<PaletteCommand[]>(() => {
    const listed = new Set(pages.map((page) => page.link));
    return CREATE_ACTIONS.filter(
      (create) => listed.has(create.page) && (!create.permission || access.can(create.permission)),
    ).map((create) => ({
      id: `action:${create.id}`,
      group: 'actions',
      label: t(`palette.actions.${create.label}`),
      keywords: t(`palette.keywords.${create.keywords}`),
      link: addressActionPath(create.path ?? create.page, create.action),
    }));
  }, [pages, access, t]);

  const found = useMemo<PaletteCommand[]>(() => {
    if (!isSearchable(query) || !isSearchable(text) || !search.data) return [];
    return search.data.flatMap((group): PaletteCommand[] => {
      if (group.id === 'contacts')
        return group.results.map((contact) => ({
          id: `contacts:${contact.id}`,
          group: 'contacts',
          label: contact.name,
          link: contact.link,
        }));
      if (group.id === 'tasks')
        return group.results.map((task) => ({
          id: `tasks:${task.id}`,
          group: 'tasks',
          label: task.title,
          detail: task.completed ? t('toolbar.search.completed') : t('toolbar.search.notCompleted'),
          link: task.link,
        }));
      return [];
    });
  }, [query, text, search.data, t]);

  const recordsFound = useMemo<PaletteCommand[]>(() => {
    if (!isSearchable(query) || !isSearchable(text)) return [];
    return [
      ...(records.orders.data?.items ?? []).map((order) => ({
        id: `orders:${order.number}`,
        group: 'orders' as const,
        label: t('palette.order', { number: order.number }),
        detail: order.customer.name,
        link: `/orders/${order.number}`,
      })),
      ...(records.users.data?.items ?? []).map((user) => ({
        id: `users:${user.id}`,
        group: 'users' as const,
        label: user.name,
        detail: user.email,
        link: `/users/${user.id}`,
      })),
    ];
  }, [query, text, records.orders.data, records.users.data, t]);

  const typed = text.trim();
  const commands = useMemo(() => {
    const known = new Map([...pages, ...creates, ...actions].map((command) => [command.id, command]));
    const recents: PaletteCommand[] = recent.flatMap((entry) => {
      const current = known.get(entry.id);
      if (current) return [{ ...current, group: 'recent' as const }];
      // A record found before: still a link, if it is one (an action no longer offered is not).
      return entry.link && !entry.id.startsWith('action:') ? [{ ...entry, group: 'recent' as const }] : [];
    });
    const local = [...pages, ...creates, ...actions].filter(
      (command) => typed === '' || contains(`${command.label} ${command.keywords ?? ''}`, typed),
    );
    const shown =
      typed === ''
        ? [...recents, ...local.filter((command) => command.group === 'pages')]
        : [...local, ...found, ...recordsFound];
    return GROUP_ORDER.map((group) => ({
      group,
      items: shown.filter((command) => command.group === group),
    })).filter((section) => section.items.length > 0);
  }, [pages, creates, actions, recent, found, recordsFound, typed, contains]);

  const byId = useMemo(
    () => new Map(commands.flatMap((section) => section.items.map((item) => [`${section.group}|${item.id}`, item]))),
    [commands],
  );

  const choose = (key: Key) => {
    const command = byId.get(String(key));
    if (!command) return;
    const next = withRecent(recent, command);
    setRecent(next);
    try {
      localStore()?.setItem(RECENT_KEY, JSON.stringify(next));
    } catch {
      // A full or refused storage only loses the recent list.
    }
    close();
    if (command.link) void navigate(command.link);
    else command.run?.();
  };

  const searching =
    isSearchable(typed) &&
    (query !== typed || search.isFetching || records.orders.isFetching || records.users.isFetching);
  return (
    <ComboBox
      aria-label={t('palette.label')}
      className={field}
      inputValue={text}
      onInputChange={setText}
      selectedKey={null}
      onSelectionChange={(key) => key != null && choose(key)}
      allowsCustomValue
      allowsEmptyCollection
      // The list is the palette: open from the start, whatever is typed.
      menuTrigger="focus"
      defaultFilter={() => true}
    >
      <Group className={inputBox} role="presentation">
        <span className={boxIcon} aria-hidden="true">
          <SearchIcon />
        </span>
        {/* The palette opens at the user's request to type. */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
        <Input className={input} placeholder={t('palette.placeholder')} autoFocus />
      </Group>
      <Popover className={popover} placement="bottom start" shouldFlip={false} isNonModal>
        <ListBox
          aria-label={t('palette.results')}
          className={[listBox, results].join(' ')}
          renderEmptyState={() => (
            <p className={empty}>
              {search.isError && isSearchable(typed)
                ? t('toolbar.search.failed')
                : searching
                  ? t('common.loading')
                  : t('toolbar.search.noResults')}
            </p>
          )}
        >
          {commands.map((section) => {
            const Icon = groupIcons[section.group];
            return (
              <ListBoxSection key={section.group} id={section.group}>
                <Header className={groupHeader}>{t(`palette.groups.${section.group}`)}</Header>
                {section.items.map((command) => (
                  <ListBoxItem
                    key={`${section.group}|${command.id}`}
                    id={`${section.group}|${command.id}`}
                    textValue={command.label}
                    className={option}
                  >
                    <Icon className={optionIcon} aria-hidden="true" />
                    {/* Label and detail both name the option: both are visible text. */}
                    <span className={resultText}>
                      <span>{command.label}</span>
                      {command.detail && (
                        <>
                          {' '}
                          <span className={detail}>{command.detail}</span>
                        </>
                      )}
                    </span>
                  </ListBoxItem>
                ))}
              </ListBoxSection>
            );
          })}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
