import type { AuditEvent, TeamMemberOnline } from '@atrium/mock-api';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../primitives/Avatar';
import {
  DashboardCard,
  hasShape,
  isArrayOf,
  isNumber,
  isRecord,
  isString,
  useSection,
} from '../../dashboards/shared/index';
import * as css from '../HomeDashboard.css';
import { useHomeFormat } from '../format';
import type { OverviewSource } from './source';

const isApprovals = hasShape<{ waiting: number }>({ waiting: isNumber });

/** The assistant's proposed changes waiting for a person, and the way to them. */
export function ApprovalsCard({ source }: { source: OverviewSource }) {
  const { t } = useTranslation();
  const format = useHomeFormat();
  const section = useSection(source, (data) => data.approvals, isApprovals);
  const waiting = section.data?.waiting;
  return (
    <DashboardCard
      title={t('home.approvals.title')}
      description={t('home.approvals.caption')}
      status={section.status}
      onRetry={section.onRetry}
      skeleton="stat"
    >
      {waiting !== undefined && (
        <>
          <div className={css.headline}>
            <span className={css.bigNumber}>{format.count(waiting)}</span>
            <span className={css.muted}>
              {waiting === 0 ? t('home.approvals.none') : t('home.approvals.waiting', { count: waiting })}
            </span>
          </div>
          <div className={css.footer}>
            <Link to="/agent" className={css.link}>
              {t('home.approvals.link')}
            </Link>
          </div>
        </>
      )}
    </DashboardCard>
  );
}

interface Team {
  count: number;
  users: Pick<TeamMemberOnline, 'id' | 'name' | 'lastActiveAt'>[];
}

const isTeam = hasShape<Team>({
  count: isNumber,
  users: isArrayOf(hasShape<Team['users'][number]>({ id: isString, name: isString, lastActiveAt: isString })),
});

/** The colleagues using the product now (active in the last 5 minutes), the user among them. */
export function TeamOnlineCard({ source, meId, now }: { source: OverviewSource; meId?: string; now: number }) {
  const { t } = useTranslation();
  const format = useHomeFormat();
  const section = useSection(source, (data) => data.teamOnline, isTeam);
  const team = section.data;
  const avatars = new Map(source.data?.teamOnline?.users.map((user) => [user.id, user.avatar]));
  return (
    <DashboardCard
      title={t('home.team.title')}
      status={section.status}
      onRetry={section.onRetry}
      skeleton="list"
      isEmpty={team?.count === 0}
      emptyText={t('home.team.empty')}
    >
      {team && (
        <>
          <p className={css.caption}>{t('home.team.caption', { count: team.count })}</p>
          <ul className={css.list}>
            {team.users.map((user) => (
              <li key={user.id} className={css.row}>
                <Avatar name={user.name} src={avatars.get(user.id) ?? undefined} size="sm" status="online" />
                <span className={css.rowMain}>
                  <span>{user.id === meId ? t('home.team.you', { name: user.name }) : user.name}</span>
                  <span className={css.rowDetail}>
                    <time dateTime={user.lastActiveAt} title={format.exact(user.lastActiveAt)}>
                      {format.ago(user.lastActiveAt, now)}
                    </time>
                  </span>
                </span>
              </li>
            ))}
          </ul>
          {team.count > team.users.length && (
            <p className={css.muted}>{t('home.team.more', { count: team.count - team.users.length })}</p>
          )}
          <div className={css.footer}>
            <Link to="/users" className={css.link}>
              {t('home.team.link')}
            </Link>
          </div>
        </>
      )}
    </DashboardCard>
  );
}

type Event = Pick<AuditEvent, 'id' | 'at' | 'action'> & {
  actor: Pick<AuditEvent['actor'], 'name' | 'kind'>;
  target: Pick<AuditEvent['target'], 'label'>;
};

const isEvents = isArrayOf(
  hasShape<Event>({
    id: isString,
    at: isString,
    action: isString,
    actor: (value): value is Event['actor'] => isRecord(value) && isString(value.name) && isString(value.kind),
    target: (value): value is Event['target'] => isRecord(value) && isString(value.label),
  }),
);

/** The newest changes of the audit trail: what, to what, by whom, when. */
export function RecentActivityCard({ source, now }: { source: OverviewSource; now: number }) {
  const { t } = useTranslation();
  const format = useHomeFormat();
  const section = useSection(source, (data) => data.recent, isEvents);
  const events = section.data;
  const actorName = (actor: Event['actor']) =>
    actor.kind === 'user' ? actor.name : t(`home.recent.actors.${actor.kind}`, { defaultValue: actor.name });
  return (
    <DashboardCard
      title={t('home.recent.title')}
      description={t('home.recent.caption')}
      status={section.status}
      onRetry={section.onRetry}
      skeleton="list"
      isEmpty={events?.length === 0}
      emptyText={t('home.recent.empty')}
    >
      {events && (
        <>
          <ul className={css.list}>
            {events.map((event) => (
              <li key={event.id} className={css.row}>
                <span className={css.rowMain}>
                  <span>
                    {t('home.recent.line', {
                      action: t(`home.recent.actions.${event.action}`, { defaultValue: event.action }),
                      target: event.target.label,
                    })}
                  </span>
                  <span className={css.rowDetail}>
                    {actorName(event.actor)} ·{' '}
                    <time dateTime={event.at} title={format.exact(event.at)}>
                      {format.ago(event.at, now)}
                    </time>
                  </span>
                </span>
              </li>
            ))}
          </ul>
          <div className={css.footer}>
            <Link to="/users/audit" className={css.link}>
              {t('home.recent.link')}
            </Link>
          </div>
        </>
      )}
    </DashboardCard>
  );
}
