import { useTranslation } from 'react-i18next';
import { ForbiddenPage, useAccess, useMe } from '../../access';
import { DashboardPage } from '../dashboards/shared/index';
import { useOverview } from './api';
import { AttentionCard } from './components/AttentionCard';
import { KpiCard, type KpiKind } from './components/KpiCard';
import { ApprovalsCard, RecentActivityCard, TeamOnlineCard } from './components/PeopleCards';
import type { OverviewSource } from './components/source';
import * as css from './HomeDashboard.css';
import { localDay, useHomeFormat } from './format';

const KPIS: KpiKind[] = ['orders', 'revenue', 'averageOrderValue', 'refunds'];

/** "morning" from 5 to 12, "afternoon" to 20, "evening" otherwise. */
const partOfDay = (hour: number) =>
  hour >= 5 && hour < 12 ? 'morning' : hour >= 12 && hour < 20 ? 'afternoon' : 'evening';

/**
 * The operator's home, /dashboard, the landing page after sign-in (spec 4 §3): a greeting with the
 * user's first name and today's date, then today's figures and what needs someone, each card only for
 * a user allowed to see it, each loading and failing on its own.
 */
export function HomeView() {
  const { t } = useTranslation();
  const format = useHomeFormat();
  const me = useMe();
  const access = useAccess();
  const allowed = access.ready && access.can('dashboard:view');
  const overview = useOverview(allowed);
  const now = new Date();

  if (access.ready && !allowed) return <ForbiddenPage permission="dashboard:view" />;

  // Until the permissions are known, every card shows its skeleton; if they cannot be read, every card
  // offers to try again (the call behind the cards is not made without them).
  const source: OverviewSource = access.failed
    ? { status: 'error', data: undefined, refetch: () => me.refetch() }
    : overview;
  const shows = (permission: Parameters<typeof access.can>[0]) => !access.ready || access.can(permission);

  const firstName = me.data?.user.name.trim().split(/\s+/)[0];
  const part = partOfDay(now.getHours());
  const greeting = firstName ? t(`home.greeting.${part}`, { name: firstName }) : t(`home.greeting.${part}Alone`);

  return (
    <DashboardPage
      title={greeting}
      headerBand={
        <header className={css.band}>
          <h1 className={css.greeting}>{greeting}</h1>
          <p className={css.today}>
            <time dateTime={localDay(now)}>{t('home.today', { date: format.fullDate(now) })}</time>
          </p>
        </header>
      }
    >
      <div className={css.sections}>
        {shows('orders:view') && (
          <div className={css.kpis}>
            {KPIS.map((kind) => (
              <KpiCard key={kind} source={source} kind={kind} now={now} />
            ))}
          </div>
        )}
        <div className={css.cards}>
          {shows('orders:view') && <AttentionCard source={source} now={now.getTime()} className={css.wide} />}
          {shows('agent:view') && <ApprovalsCard source={source} />}
          {shows('users:view') && <TeamOnlineCard source={source} meId={me.data?.user.id} now={now.getTime()} />}
          {shows('audit:view') && <RecentActivityCard source={source} now={now.getTime()} />}
        </div>
      </div>
    </DashboardPage>
  );
}
