import { Download, History, UserPlus } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { AccountStatus, AccountSummary, AccountSort, AccountsQuery, LastActivePreset } from '@atrium/mock-api';
import { GuardedButton, useAccess, useMe } from '../../access';
import { useAddressAction } from '../../navigation/useAddressAction';
import { Badge } from '../../primitives/Badge';
import {
  DataTable,
  useTableUrlState,
  directionToOrder,
  type DataTableActiveFilter,
  type DataTableColumn,
} from '../../primitives/DataTable';
import { SearchField } from '../../primitives/SearchField';
import { Select, SelectItem } from '../../primitives/Select';
import { Tab, TabList, TabPanel, Tabs } from '../../primitives/Tabs';
import { useToast } from '../../primitives/Toast';
import { Avatar } from '../../primitives/Avatar';
import { USERS_PAGE_SIZE, useExportUsers, useInviteUsers, useRoles, useUsers } from './api/users';
import { InviteDialog } from './components/InviteDialog';
import { RelativeTime } from './components/RelativeTime';
import { RoleChips } from './components/RoleChips';
import { StatusBadge } from './components/StatusBadge';
import { UserActionsMenu } from './components/UserActionsMenu';
import { useUserActions } from './components/UserActions';
import { OWNER_ROLE, PERMISSION_OF, type UserActionKind } from './guards';
import { useBulkSummary, useRefusalText } from './messages';
import {
  actions,
  buttonIcon,
  filterField,
  filters as filtersClass,
  header,
  headingGroup,
  link,
  page,
  person,
  personEmail,
  personName,
  personText,
  subtitle,
  title,
} from './UsersView.css';

export const STATUS_TABS = ['all', 'active', 'invited', 'suspended', 'deactivated'] as const;
type StatusTab = (typeof STATUS_TABS)[number];
const LAST_ACTIVE: readonly LastActivePreset[] = ['7', '30', '90', 'never'];
const SORTABLE: readonly AccountSort[] = ['name', 'email', 'status', 'lastActiveAt', 'createdAt'];
const FILTERS = ['status', 'role', 'search', 'lastActive'] as const;
type Filter = (typeof FILTERS)[number];
/** Typing pauses this long before the search goes to the URL and the API. */
export const USERS_SEARCH_DEBOUNCE_MS = 300;
const ANY = 'any';
const BULK: readonly UserActionKind[] = ['suspend', 'reactivate', 'roles', 'delete'];

const isStatus = (value: string | undefined): value is AccountStatus =>
  value !== undefined && (STATUS_TABS as readonly string[]).includes(value) && value !== 'all';
const isPreset = (value: string | undefined): value is LastActivePreset =>
  value !== undefined && (LAST_ACTIVE as readonly string[]).includes(value);

/**
 * The users (spec 4 §4): status tabs with counts, search, role and last-active filters, server paging and
 * sort, everything in the URL; row actions, a bulk bar, invitations and a CSV export of what is filtered.
 */
export function UsersList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const me = useMe();
  const access = useAccess();
  const refusal = useRefusalText();
  const summary = useBulkSummary();
  const roles = useRoles();
  const userActions = useUserActions();
  const url = useTableUrlState<Filter>({
    defaultSize: USERS_PAGE_SIZE,
    sortable: SORTABLE,
    defaultSort: { column: 'name', direction: 'ascending' },
    filters: FILTERS,
  });
  const status = isStatus(url.filters.status) ? url.filters.status : undefined;
  const lastActive = isPreset(url.filters.lastActive) ? url.filters.lastActive : undefined;
  const filterQuery = {
    status,
    role: url.filters.role,
    search: url.filters.search,
    lastActive,
    sort: (url.sort?.column ?? 'name') as AccountSort,
    order: directionToOrder(url.sort?.direction ?? 'ascending'),
  };
  const query: AccountsQuery = { ...filterQuery, page: url.page, size: url.size };
  const users = useUsers(query);

  // The search box answers every key; the URL and the API get the text once typing pauses.
  const [search, setSearch] = useState(url.filters.search ?? '');
  const { setFilter } = url;
  const urlSearch = url.filters.search ?? '';
  const typed = useRef(false);
  useEffect(() => {
    if (!typed.current) return;
    const timer = setTimeout(() => {
      if (search.trim() !== urlSearch) setFilter('search', search.trim(), { replace: true });
    }, USERS_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, urlSearch, setFilter]);

  // Names of every user seen, so a bulk answer can name the ones it skipped on any page.
  const seen = useRef(new Map<string, AccountSummary>());
  useEffect(() => {
    for (const user of users.data?.items ?? []) seen.current.set(user.id, user);
  }, [users.data]);
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [inviting, setInviting] = useState(false);
  // `?do=invite` (the command palette's "Invite users") opens the invitation as the button does.
  useAddressAction('invite', () => setInviting(true), access.ready ? access.can('users:invite') : undefined);
  const invite = useInviteUsers();
  const exporter = useExportUsers();

  // The answer names every role (a Manager can not read the roles themselves); the roles list is the fallback.
  const roleNames = users.data?.roleNames;
  const fallbackName = userActions.roleName;
  const roleName = useCallback((id: string) => roleNames?.[id] ?? fallbackName(id), [roleNames, fallbackName]);
  const columns = useMemo<DataTableColumn<AccountSummary>[]>(
    () => [
      {
        id: 'name',
        header: t('users.columns.user'),
        sortable: true,
        isRowHeader: true,
        defaultWidth: 300,
        cell: (user) => (
          <span className={person}>
            <Avatar name={user.name} src={user.avatar ?? undefined} size="sm" aria-hidden="true" />
            <span className={personText}>
              <Link to={user.id} className={[link, personName].join(' ')}>
                {user.name}
              </Link>
              <span className={personEmail}>{user.email}</span>
            </span>
          </span>
        ),
      },
      {
        id: 'roles',
        header: t('users.columns.roles'),
        cell: (user) => <RoleChips roles={user.roles} nameOf={roleName} />,
      },
      {
        id: 'status',
        header: t('users.columns.status'),
        sortable: true,
        cell: (user) => <StatusBadge status={user.status} />,
      },
      {
        id: 'lastActiveAt',
        header: t('users.columns.lastActive'),
        sortable: true,
        cell: (user) => <RelativeTime value={user.lastActiveAt} />,
      },
      {
        id: 'mfa',
        header: t('users.columns.mfa'),
        cell: (user) => (user.mfa ? t('users.mfa.on') : t('users.mfa.off')),
      },
      {
        id: 'createdAt',
        header: t('users.columns.created'),
        sortable: true,
        hiddenByDefault: true,
        cell: (user) => <RelativeTime value={user.createdAt} />,
      },
      {
        id: 'actions',
        header: t('users.columns.actions'),
        hideable: false,
        align: 'end',
        defaultWidth: 96,
        cell: (user) => <UserActionsMenu user={user} onAction={(kind) => userActions.start(kind, [user])} />,
      },
    ],
    [t, roleName, userActions],
  );

  const activeFilters: DataTableActiveFilter[] = [];
  if (status)
    activeFilters.push({ id: 'status', label: t('users.filters.statusIs', { status: t(`users.status.${status}`) }) });
  if (url.filters.role)
    activeFilters.push({ id: 'role', label: t('users.filters.roleIs', { role: roleName(url.filters.role) }) });
  if (url.filters.search)
    activeFilters.push({ id: 'search', label: t('users.filters.searchIs', { text: url.filters.search }) });
  if (lastActive)
    activeFilters.push({
      id: 'lastActive',
      label: t('users.filters.lastActiveIs', { preset: t(`users.lastActive.${lastActive}`) }),
    });

  const counts = users.data?.counts;
  const tab: StatusTab = status ?? 'all';
  const iAmOwner = me.data?.user.roles.includes(OWNER_ROLE) ?? false;

  function bulk(kind: UserActionKind, ids: string[]) {
    const chosen = ids.map((id) => seen.current.get(id)).filter((user): user is AccountSummary => user !== undefined);
    userActions.start(kind, chosen, { bulk: true, onDone: () => setSelected(new Set()) });
  }

  const table = (
    <DataTable<AccountSummary>
      id="users"
      userId={me.data?.user.id}
      aria-label={t('users.table')}
      columns={columns}
      rows={users.data?.items}
      getRowId={(user) => user.id}
      total={users.data?.total}
      {...url.tableProps}
      status={users.status}
      onRetry={() => void users.refetch()}
      isFetching={users.isFetching && users.isPlaceholderData}
      selectable
      selectedIds={selected}
      onSelectionChange={setSelected}
      bulkActions={(ids) =>
        BULK.map((kind) => (
          <GuardedButton
            key={kind}
            size="small"
            variant={kind === 'delete' || kind === 'suspend' ? 'warn' : 'secondary'}
            permission={PERMISSION_OF[kind]}
            onPress={() => bulk(kind, ids)}
          >
            {t(`users.actions.${kind}`)}
          </GuardedButton>
        ))
      }
      activeFilters={activeFilters}
      onClearFilters={() => {
        setSearch('');
        url.clearFilters();
      }}
      onRowAction={(id) => void navigate(id)}
      emptyText={t('users.empty')}
    />
  );

  return (
    <div className={page}>
      <header className={header}>
        <div className={headingGroup}>
          <h1 className={title}>{t('users.title')}</h1>
          <p className={subtitle}>{t('users.subtitle')}</p>
        </div>
        <div className={actions}>
          {access.can('audit:view') && (
            <Link to="audit" className={link}>
              <History className={buttonIcon} aria-hidden="true" /> {t('users.audit.title')}
            </Link>
          )}
          <GuardedButton
            permission="users:view"
            variant="secondary"
            isPending={exporter.isPending}
            onPress={() =>
              exporter.mutate(filterQuery, {
                onSuccess: () => toast.show({ title: t('users.export.done'), variant: 'success' }),
                onError: (error) =>
                  toast.show({ title: t('users.export.failed'), description: refusal(error), variant: 'error' }),
              })
            }
          >
            <Download className={buttonIcon} aria-hidden="true" />
            {t('users.export.action')}
          </GuardedButton>
          <GuardedButton permission="users:invite" onPress={() => setInviting(true)}>
            <UserPlus className={buttonIcon} aria-hidden="true" />
            {t('users.invite.open')}
          </GuardedButton>
        </div>
      </header>
      <div className={filtersClass}>
        <SearchField
          className={filterField}
          label={t('users.filters.search')}
          placeholder={t('users.filters.searchPlaceholder')}
          value={search}
          onChange={(value) => {
            typed.current = true;
            setSearch(value);
          }}
        />
        <Select
          className={filterField}
          label={t('users.filters.role')}
          selectedKey={url.filters.role ?? ANY}
          onSelectionChange={(key) => url.setFilter('role', key === ANY ? undefined : String(key))}
          isDisabled={roles.isError}
          description={roles.isError ? (access.reason('roles:view') ?? t('users.errors.roles')) : undefined}
        >
          {[
            <SelectItem key={ANY} id={ANY}>
              {t('users.filters.anyRole')}
            </SelectItem>,
            ...(roles.data ?? []).map((role) => (
              <SelectItem key={role.id} id={role.id}>
                {role.name}
              </SelectItem>
            )),
          ]}
        </Select>
        <Select
          className={filterField}
          label={t('users.filters.lastActive')}
          selectedKey={lastActive ?? ANY}
          onSelectionChange={(key) => url.setFilter('lastActive', key === ANY ? undefined : String(key))}
        >
          {[ANY, ...LAST_ACTIVE].map((key) => (
            <SelectItem key={key} id={key}>
              {t(`users.lastActive.${key}`)}
            </SelectItem>
          ))}
        </Select>
      </div>
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key) => {
          setSelected(new Set());
          url.setFilter('status', key === 'all' ? undefined : String(key));
        }}
      >
        <TabList aria-label={t('users.tabs.label')}>
          {STATUS_TABS.map((key) => (
            <Tab key={key} id={key}>
              {t(`users.tabs.${key}`)}
              {counts && <Badge variant="neutral" count={counts[key]} max={9999} />}
            </Tab>
          ))}
        </TabList>
        {STATUS_TABS.map((key) => (
          <TabPanel key={key} id={key}>
            {table}
          </TabPanel>
        ))}
      </Tabs>
      {userActions.dialogs}
      {inviting && (
        <InviteDialog
          isOpen
          onOpenChange={setInviting}
          roles={roles.data}
          rolesUnavailable={roles.isError ? (access.reason('roles:view') ?? t('users.errors.roles')) : null}
          canTouchOwner={iAmOwner}
          isPending={invite.isPending}
          onSubmit={(input) =>
            invite.mutate(input, {
              onSuccess: (answer) => {
                const { description } = summary(answer, (email) => email);
                toast.show({
                  title: t('users.invite.sent', { count: answer.succeeded.length }),
                  description,
                  variant: answer.failed.length > 0 ? 'info' : 'success',
                });
                setInviting(false);
                setSelected(new Set());
                url.setFilters({ status: 'invited', search: undefined, role: undefined, lastActive: undefined });
                setSearch('');
              },
              onError: (error) =>
                toast.show({ title: t('users.invite.failed'), description: refusal(error), variant: 'error' }),
            })
          }
        />
      )}
    </div>
  );
}
