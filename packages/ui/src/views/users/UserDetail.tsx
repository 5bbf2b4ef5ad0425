import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useLocale } from 'react-aria-components';
import type { AccountDetail } from '@atrium/mock-api';
import { GuardedButton, permissionKey, useAccess } from '../../access';
import { ApiError } from '../../api/client';
import { Avatar } from '../../primitives/Avatar';
import { Paginator } from '../../primitives/Paginator';
import { Tab, TabList, TabPanel, Tabs } from '../../primitives/Tabs';
import { useToast } from '../../primitives/Toast';
import { useAudit } from './api/audit';
import { useRevokeSession, useUser } from './api/users';
import { useActionText, useActorText } from './components/AuditText';
import { RelativeTime, formatExact } from './components/RelativeTime';
import { RoleChips } from './components/RoleChips';
import { StatusBadge } from './components/StatusBadge';
import { EmptyMessage, ErrorMessage, LoadingMessage } from '../../primitives/StatusMessage';
import { UserActionsMenu } from './components/UserActionsMenu';
import { useUserActions, type UserActions } from './components/UserActions';
import { PERMISSION_OF, useTargetReason, type UserActionKind } from './guards';
import { useRefusalText } from './messages';
import {
  actions,
  buttonIcon,
  card,
  facts,
  header,
  headingGroup,
  link,
  list,
  listItem,
  muted,
  notice,
  page,
  row,
  sectionTitle,
  small,
  stack,
  subtitle,
  title,
} from './UsersView.css';

export const USER_TABS = ['overview', 'roles', 'sessions', 'activity'] as const;
export type UserTab = (typeof USER_TABS)[number];
const ACTIVITY_PAGE_SIZE = 10;

/** The header's main buttons for a status; the rest sit in the menu beside them. */
const PRIMARY: Record<AccountDetail['status'], UserActionKind[]> = {
  active: ['roles', 'suspend'],
  invited: ['resend-invite'],
  suspended: ['reactivate'],
  deactivated: ['reactivate'],
};

/** One user (spec 4 §4): header with status and actions; tabs Overview, Roles & permissions, Sessions, Activity. */
export function UserDetail() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const user = useUser(id);
  const userActions = useUserActions();
  const reasonFor = useTargetReason();
  const tab = (USER_TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as UserTab)
    : 'overview';

  const back = (
    <Link to=".." relative="path" className={link}>
      <ArrowLeft className={buttonIcon} aria-hidden="true" /> {t('users.detail.back')}
    </Link>
  );

  if (user.isPending) {
    return (
      <div className={page}>
        {back}
        <LoadingMessage>{t('users.detail.loading')}</LoadingMessage>
      </div>
    );
  }
  if (user.isError) {
    const missing = user.error instanceof ApiError && user.error.status === 404;
    return (
      <div className={page}>
        {back}
        {missing ? (
          <EmptyMessage title={t('users.detail.notFound')} />
        ) : (
          <ErrorMessage onRetry={() => void user.refetch()}>{t('users.detail.loadFailed')}</ErrorMessage>
        )}
      </div>
    );
  }
  const detail = user.data;
  const start = (kind: UserActionKind) =>
    userActions.start(kind, [detail], {
      onDone: kind === 'delete' || kind === 'revoke-invite' ? () => void navigate('/users') : undefined,
    });

  return (
    <div className={page}>
      {back}
      <header className={header}>
        <div className={row}>
          <Avatar name={detail.name} src={detail.avatar ?? undefined} size="lg" />
          <div className={headingGroup}>
            <h1 className={title}>{detail.name}</h1>
            <p className={subtitle}>{detail.email}</p>
            <div className={row}>
              <StatusBadge status={detail.status} />
              <RoleChips roles={detail.roles} nameOf={(role) => detail.roleNames[role] ?? userActions.roleName(role)} />
            </div>
          </div>
        </div>
        <div className={actions}>
          {PRIMARY[detail.status].map((kind) => (
            <GuardedButton
              key={kind}
              variant={kind === 'suspend' ? 'warn' : 'secondary'}
              permission={PERMISSION_OF[kind]}
              reason={reasonFor(kind, detail)}
              onPress={() => start(kind)}
            >
              {t(`users.actions.${kind}`)}
            </GuardedButton>
          ))}
          <UserActionsMenu user={detail} exclude={PRIMARY[detail.status]} onAction={(kind) => start(kind)} />
        </div>
      </header>
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              if (key === 'overview') next.delete('tab');
              else next.set('tab', String(key));
              next.delete('page');
              return next;
            },
            { replace: true },
          )
        }
      >
        <TabList aria-label={t('users.detail.tabsLabel')}>
          {USER_TABS.map((key) => (
            <Tab key={key} id={key}>
              {t(`users.detail.tabs.${key}`)}
            </Tab>
          ))}
        </TabList>
        <TabPanel id="overview">
          <Overview user={detail} />
        </TabPanel>
        <TabPanel id="roles">
          <RolesAndPermissions user={detail} userActions={userActions} onChange={() => start('roles')} />
        </TabPanel>
        <TabPanel id="sessions">
          <Sessions user={detail} onSignOutEverywhere={() => start('sign-out-everywhere')} />
        </TabPanel>
        <TabPanel id="activity">
          <Activity userId={detail.id} />
        </TabPanel>
      </Tabs>
      {userActions.dialogs}
    </div>
  );
}

function Overview({ user }: { user: AccountDetail }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <section className={card} aria-labelledby="user-overview">
      <h2 id="user-overview" className={sectionTitle}>
        {t('users.detail.tabs.overview')}
      </h2>
      <dl className={facts}>
        <dt>{t('users.columns.email')}</dt>
        <dd>{user.email}</dd>
        <dt>{t('users.columns.status')}</dt>
        <dd>
          <StatusBadge status={user.status} />
        </dd>
        {user.status === 'suspended' && (
          <>
            <dt>{t('users.detail.suspendedUntil')}</dt>
            <dd>
              {user.suspendedUntil ? formatExact(user.suspendedUntil, locale) : t('users.detail.untilReactivated')}
            </dd>
            <dt>{t('users.detail.suspensionReason')}</dt>
            <dd>{user.suspensionReason ?? '—'}</dd>
          </>
        )}
        {user.status === 'invited' && user.inviteExpiresAt && (
          <>
            <dt>{t('users.detail.inviteExpires')}</dt>
            <dd>{formatExact(user.inviteExpiresAt, locale)}</dd>
          </>
        )}
        <dt>{t('users.columns.lastActive')}</dt>
        <dd>
          <RelativeTime value={user.lastActiveAt} />
        </dd>
        <dt>{t('users.columns.created')}</dt>
        <dd>{formatExact(user.createdAt, locale)}</dd>
        <dt>{t('users.columns.mfa')}</dt>
        <dd>{user.mfa ? t('users.mfa.on') : t('users.mfa.off')}</dd>
      </dl>
    </section>
  );
}

function RolesAndPermissions({
  user,
  userActions,
  onChange,
}: {
  user: AccountDetail;
  userActions: UserActions;
  onChange: () => void;
}) {
  const { t } = useTranslation();
  const roleName = (id: string) => user.roleNames[id] ?? userActions.roleName(id);
  const reasonFor = useTargetReason();
  return (
    <div className={stack}>
      <section className={card} aria-labelledby="user-roles">
        <h2 id="user-roles" className={sectionTitle}>
          {t('users.columns.roles')}
        </h2>
        <div className={row}>
          <RoleChips roles={user.roles} nameOf={roleName} />
          <GuardedButton
            variant="secondary"
            size="small"
            permission={PERMISSION_OF.roles}
            reason={reasonFor('roles', user)}
            onPress={onChange}
          >
            {t('users.actions.roles')}
          </GuardedButton>
        </div>
      </section>
      <section className={card} aria-labelledby="user-permissions">
        <h2 id="user-permissions" className={sectionTitle}>
          {t('users.detail.permissions', { count: user.permissions.length })}
        </h2>
        <ul className={list}>
          {user.permissions.map(({ permission, via }) => (
            <li key={permission} className={listItem}>
              <span>{t(`${permissionKey(permission)}.label`)}</span>
              <span className={[muted, small].join(' ')}>
                {t('users.detail.via', { roles: via.map(roleName).join(', ') })}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function Sessions({ user, onSignOutEverywhere }: { user: AccountDetail; onSignOutEverywhere: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const reasonFor = useTargetReason();
  const refusal = useRefusalText();
  const revoke = useRevokeSession({
    onError: (error) =>
      toast.show({ title: t('users.sessions.revokeFailed'), description: refusal(error), variant: 'error' }),
  });
  const reason = reasonFor('sign-out-everywhere', user);
  const permission = PERMISSION_OF['sign-out-everywhere'];
  return (
    <section className={card} aria-labelledby="user-sessions">
      <div className={[row].join(' ')}>
        <h2 id="user-sessions" className={sectionTitle}>
          {t('users.sessions.title', { count: user.sessions.length })}
        </h2>
        {user.sessions.length > 0 && (
          <GuardedButton
            variant="secondary"
            size="small"
            permission={permission}
            reason={reason}
            onPress={onSignOutEverywhere}
          >
            {t('users.actions.sign-out-everywhere')}
          </GuardedButton>
        )}
      </div>
      {user.sessions.length === 0 ? (
        <p className={muted}>{t('users.sessions.none')}</p>
      ) : (
        <ul className={list}>
          {user.sessions.map((session) => (
            <li key={session.id} className={listItem}>
              <span>
                <strong>{session.device}</strong>
                <span className={[muted, small].join(' ')}>
                  {' · '}
                  {session.place}
                  {' · '}
                  {t('users.sessions.lastSeen')} <RelativeTime value={session.lastSeenAt} />
                </span>
              </span>
              <GuardedButton
                variant="flat"
                size="small"
                permission={permission}
                reason={reason}
                aria-label={t('users.sessions.revokeNamed', { device: session.device, place: session.place })}
                onPress={() =>
                  revoke.mutate(
                    { userId: user.id, id: session.id },
                    { onSuccess: () => toast.show({ title: t('users.sessions.revoked'), variant: 'success' }) },
                  )
                }
              >
                {t('users.sessions.revoke')}
              </GuardedButton>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Activity({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const access = useAccess();
  const [pageIndex, setPageIndex] = useState(0);
  const allowed = access.can('audit:view');
  const audit = useAudit(
    { targetType: 'user', targetId: userId, page: pageIndex + 1, size: ACTIVITY_PAGE_SIZE },
    { enabled: allowed },
  );
  const actionText = useActionText();
  const actorText = useActorText();
  let body;
  if (!access.ready) body = null;
  else if (!allowed) body = <p className={notice}>{access.reason('audit:view')}</p>;
  else if (audit.isPending) body = <LoadingMessage>{t('users.audit.loading')}</LoadingMessage>;
  else if (audit.isError)
    body = <ErrorMessage onRetry={() => void audit.refetch()}>{t('users.audit.loadFailed')}</ErrorMessage>;
  else if (audit.data.total === 0) body = <p className={muted}>{t('users.audit.noneForUser')}</p>;
  else
    body = (
      <>
        <ul className={list}>
          {audit.data.items.map((event) => (
            <li key={event.id} className={listItem}>
              <span>
                <strong>{actionText(event.action)}</strong>
                {' · '}
                {t('users.audit.by', { actor: actorText(event.actor) })}
                {event.note && <span className={[muted, small].join(' ')}> · {event.note}</span>}
              </span>
              <span className={[muted, small].join(' ')}>
                <RelativeTime value={event.at} />
              </span>
            </li>
          ))}
        </ul>
        <Paginator
          length={audit.data.total}
          pageIndex={pageIndex}
          pageSize={ACTIVITY_PAGE_SIZE}
          hidePageSize
          onPageChange={(event) => setPageIndex(event.pageIndex)}
        />
      </>
    );
  return (
    <section className={card} aria-labelledby="user-activity">
      <h2 id="user-activity" className={sectionTitle}>
        {t('users.detail.tabs.activity')}
      </h2>
      {body}
    </section>
  );
}
