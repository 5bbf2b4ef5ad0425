import { Bell, MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { ProjectDashboard, ProjectSummary } from '@atrium/mock-api';
import { Avatar } from '../../../primitives/Avatar/Avatar';
import { Badge } from '../../../primitives/Badge';
import { Tab, TabList, TabPanel, Tabs } from '../../../primitives/Tabs';
import { useUser } from '../../../shell/api/user';
import { DashboardActions, DashboardPage, PeriodMenu, type DashboardAction } from '../shared/index';
import { useProjectDashboard } from './api';
import { BudgetTab } from './BudgetTab';
import { HomeTab } from './HomeTab';
import * as css from './ProjectDashboard.css';
import { TeamTab } from './TeamTab';

export const PROJECT_TABS = ['home', 'budget', 'team'] as const;
export type ProjectTab = (typeof PROJECT_TABS)[number];

const isTab = (value: string | null): value is ProjectTab => PROJECT_TABS.includes(value as ProjectTab);

/**
 * The route component of /dashboards/project. The tab and the project live in the URL (`?tab=budget&project=…`),
 * so a link opens the same view and back and forward step through the choices.
 */
export function ProjectDashboardPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: ProjectTab = isTab(tabParam) ? tabParam : 'home';
  const projectId = params.get('project') ?? '';
  const query = useProjectDashboard(projectId);
  const answer = query.data;

  const update = (name: string, value: string) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      next.set(name, value);
      return next;
    });

  const members = Array.isArray(answer?.teamMembers) ? answer.teamMembers.length : undefined;

  return (
    <DashboardPage
      title={t('dashboards.project.title')}
      headerBand={<GreetingBand answer={answer} onProject={(id) => update('project', id)} />}
    >
      <Tabs selectedKey={tab} onSelectionChange={(key) => update('tab', String(key))}>
        <TabList aria-label={t('dashboards.project.sections')}>
          <Tab id="home">{t('dashboards.project.tabs.home')}</Tab>
          <Tab id="budget">{t('dashboards.project.tabs.budget')}</Tab>
          <Tab id="team">
            {t('dashboards.project.tabs.team')}
            {members !== undefined && (
              <Badge
                variant="neutral"
                count={members}
                label={t('dashboards.project.tabs.teamCount', { count: members })}
              />
            )}
          </Tab>
        </TabList>
        <TabPanel id="home" className={css.tabPanel}>
          <HomeTab query={query} />
        </TabPanel>
        <TabPanel id="budget" className={css.tabPanel}>
          <BudgetTab query={query} />
        </TabPanel>
        <TabPanel id="team" className={css.tabPanel}>
          <TeamTab query={query} />
        </TabPanel>
      </Tabs>
    </DashboardPage>
  );
}

/** Avatar, greeting with the first name, the day's summary, the band's buttons and the project selector. */
export function GreetingBand({
  answer,
  onProject,
}: {
  answer: Partial<ProjectDashboard> | undefined;
  onProject: (id: string) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useUser().data;
  const firstName = user?.name.trim().split(/\s+/)[0];
  const projects: ProjectSummary[] = Array.isArray(answer?.projects) ? answer.projects : [];
  const current = answer?.projectId ?? projects[0]?.id;
  const due = answer?.stats?.dueTasks?.today?.value;
  const overdue = answer?.stats?.overdue?.today?.value;
  const actions: DashboardAction[] = [
    {
      id: 'messages',
      label: t('dashboards.project.messages'),
      icon: <MessageSquare />,
      variant: 'primary',
      onAction: () => void navigate('/apps/chat'),
    },
  ];
  return (
    <header className={css.band}>
      <div className={css.bandTop}>
        {user && <Avatar name={user.name} src={user.avatar ?? undefined} size="lg" />}
        <div className={css.greeting}>
          <h1 className={css.greetingTitle}>
            {firstName
              ? t('dashboards.project.greeting', { name: firstName })
              : t('dashboards.project.greetingFallback')}
          </h1>
          {typeof due === 'number' && typeof overdue === 'number' && (
            <p className={css.greetingLine}>
              <Bell className={css.smallIcon} aria-hidden="true" />
              {t('dashboards.project.summary', { count: due, overdue })}
            </p>
          )}
        </div>
        <DashboardActions actions={actions} />
      </div>
      {projects.length > 0 && current !== undefined && (
        <div className={css.selectorRow}>
          <PeriodMenu
            name={t('dashboards.project.selector')}
            options={projects.map((project) => ({ id: project.id, label: project.name }))}
            value={current}
            onChange={onProject}
          />
        </div>
      )}
    </header>
  );
}
