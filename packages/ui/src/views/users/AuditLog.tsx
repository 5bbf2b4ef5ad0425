import { ArrowLeft } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getLocalTimeZone, parseDate, type CalendarDate } from '@internationalized/date';
import type { AuditEvent } from '@atrium/mock-api';
import { useMe } from '../../access';
import {
  DataTable,
  useTableUrlState,
  type DataTableActiveFilter,
  type DataTableColumn,
} from '../../primitives/DataTable';
import { DatePicker } from '../../primitives/DatePicker';
import { Select, SelectItem } from '../../primitives/Select';
import { AUDIT_TARGET_TYPES, useAudit, type AuditQuery, type AuditTargetType } from './api/audit';
import { useUsers } from './api/users';
import { useActionText, useActorText } from './components/AuditText';
import { RelativeTime } from './components/RelativeTime';
import {
  buttonIcon,
  filterField,
  filters as filtersClass,
  header,
  headingGroup,
  link,
  muted,
  page,
  subtitle,
  title,
} from './UsersView.css';

const FILTERS = ['actor', 'action', 'targetType', 'from', 'to'] as const;
type Filter = (typeof FILTERS)[number];
const ANY = 'any';
/** The actions the filter offers: a whole resource ("user") or one verb ("user.suspended"). */
export const AUDIT_ACTIONS = [
  'user',
  'user.invited',
  'user.invite_resent',
  'user.invite_revoked',
  'user.roles_changed',
  'user.suspended',
  'user.reactivated',
  'user.deleted',
  'user.password_reset_sent',
  'user.signed_out_everywhere',
  'user.session_revoked',
  'role',
  'order',
] as const;

const isTargetType = (value: string | undefined): value is AuditTargetType =>
  value !== undefined && (AUDIT_TARGET_TYPES as readonly string[]).includes(value);

function dayOf(value: string | undefined): CalendarDate | null {
  if (!value) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

/** The start of a day, or the end of it, in the person's time zone, as the API's ISO instant. */
const instant = (day: CalendarDate | null, end: boolean) =>
  day ? (end ? day.add({ days: 1 }) : day).toDate(getLocalTimeZone()).toISOString() : undefined;

/**
 * The audit log (spec 4 §2): every change with who made it, filtered by actor, action, target type and
 * dates, paged on the server; filters and page in the URL.
 */
export function AuditLog() {
  const { t } = useTranslation();
  const me = useMe();
  const url = useTableUrlState<Filter>({ defaultSize: 25, filters: FILTERS });
  const actionText = useActionText();
  const actorText = useActorText();
  // The actors a person can pick: the users (by name), the assistant and the system.
  const people = useUsers({ size: 100, sort: 'name', order: 'asc' });
  const from = dayOf(url.filters.from);
  const to = dayOf(url.filters.to);
  const targetType = isTargetType(url.filters.targetType) ? url.filters.targetType : undefined;
  const query: AuditQuery = {
    actor: url.filters.actor,
    action: url.filters.action,
    targetType,
    from: instant(from, false),
    to: instant(to, true),
    page: url.page,
    size: url.size,
  };
  const audit = useAudit(query);

  const actorName = (id: string) =>
    id === 'system'
      ? t('users.audit.actorKinds.system')
      : (people.data?.items.find((user) => user.id === id)?.name ?? id);

  const columns = useMemo<DataTableColumn<AuditEvent>[]>(
    () => [
      {
        id: 'at',
        header: t('users.audit.columns.at'),
        cell: (event) => <RelativeTime value={event.at} />,
        defaultWidth: 160,
      },
      { id: 'actor', header: t('users.audit.columns.actor'), cell: (event) => actorText(event.actor) },
      {
        id: 'action',
        header: t('users.audit.columns.action'),
        isRowHeader: true,
        cell: (event) => actionText(event.action),
      },
      {
        id: 'target',
        header: t('users.audit.columns.target'),
        cell: (event) =>
          event.target.type === 'user' ? (
            <Link to={`../${event.target.id}`} relative="path" className={link}>
              {event.target.label}
            </Link>
          ) : (
            <span>
              <span className={muted}>{t(`users.audit.targetTypes.${event.target.type}`)}</span> {event.target.label}
            </span>
          ),
      },
      { id: 'note', header: t('users.audit.columns.note'), cell: (event) => event.note ?? '' },
    ],
    [t, actionText, actorText],
  );

  const activeFilters: DataTableActiveFilter[] = [];
  if (url.filters.actor)
    activeFilters.push({
      id: 'actor',
      label: t('users.audit.filters.actorIs', { actor: actorName(url.filters.actor) }),
    });
  if (url.filters.action)
    activeFilters.push({
      id: 'action',
      label: t('users.audit.filters.actionIs', { action: actionText(url.filters.action) }),
    });
  if (targetType)
    activeFilters.push({
      id: 'targetType',
      label: t('users.audit.filters.targetIs', { type: t(`users.audit.targetTypes.${targetType}`) }),
    });
  if (from) activeFilters.push({ id: 'from', label: t('users.audit.filters.fromIs', { date: url.filters.from }) });
  if (to) activeFilters.push({ id: 'to', label: t('users.audit.filters.toIs', { date: url.filters.to }) });

  return (
    <div className={page}>
      <Link to=".." relative="path" className={link}>
        <ArrowLeft className={buttonIcon} aria-hidden="true" /> {t('users.detail.back')}
      </Link>
      <header className={header}>
        <div className={headingGroup}>
          <h1 className={title}>{t('users.audit.title')}</h1>
          <p className={subtitle}>{t('users.audit.subtitle')}</p>
        </div>
      </header>
      <div className={filtersClass}>
        <Select
          className={filterField}
          label={t('users.audit.filters.actor')}
          selectedKey={url.filters.actor ?? ANY}
          onSelectionChange={(key) => url.setFilter('actor', key === ANY ? undefined : String(key))}
        >
          {[
            <SelectItem key={ANY} id={ANY}>
              {t('users.audit.filters.anyone')}
            </SelectItem>,
            <SelectItem key="system" id="system">
              {t('users.audit.actorKinds.system')}
            </SelectItem>,
            ...(people.data?.items ?? []).map((user) => (
              <SelectItem key={user.id} id={user.id}>
                {user.name}
              </SelectItem>
            )),
          ]}
        </Select>
        <Select
          className={filterField}
          label={t('users.audit.filters.action')}
          selectedKey={url.filters.action ?? ANY}
          onSelectionChange={(key) => url.setFilter('action', key === ANY ? undefined : String(key))}
        >
          {[ANY, ...AUDIT_ACTIONS].map((key) => (
            <SelectItem key={key} id={key}>
              {key === ANY ? t('users.audit.filters.anyAction') : actionText(key)}
            </SelectItem>
          ))}
        </Select>
        <Select
          className={filterField}
          label={t('users.audit.filters.targetType')}
          selectedKey={targetType ?? ANY}
          onSelectionChange={(key) => url.setFilter('targetType', key === ANY ? undefined : String(key))}
        >
          {[ANY, ...AUDIT_TARGET_TYPES].map((key) => (
            <SelectItem key={key} id={key}>
              {key === ANY ? t('users.audit.filters.anyTarget') : t(`users.audit.targetTypes.${key}`)}
            </SelectItem>
          ))}
        </Select>
        <DatePicker
          className={filterField}
          label={t('users.audit.filters.from')}
          value={from}
          maxValue={to ?? undefined}
          onChange={(value) => url.setFilter('from', value ? value.toString() : undefined)}
        />
        <DatePicker
          className={filterField}
          label={t('users.audit.filters.to')}
          value={to}
          minValue={from ?? undefined}
          onChange={(value) => url.setFilter('to', value ? value.toString() : undefined)}
        />
      </div>
      <DataTable<AuditEvent>
        id="audit"
        userId={me.data?.user.id}
        aria-label={t('users.audit.table')}
        columns={columns}
        rows={audit.data?.items}
        getRowId={(event) => event.id}
        total={audit.data?.total}
        {...url.tableProps}
        status={audit.status}
        onRetry={() => void audit.refetch()}
        isFetching={audit.isFetching && audit.isPlaceholderData}
        activeFilters={activeFilters}
        onClearFilters={url.clearFilters}
        emptyText={t('users.audit.empty')}
      />
    </div>
  );
}
