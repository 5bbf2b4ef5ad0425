import { Bot } from 'lucide-react';
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Route, Routes, useNavigate, useParams } from 'react-router';
import type { Permission } from '@atrium/mock-api';
import { CheckingPermissions, ForbiddenPage, RequirePermission, useAccess } from '../../access';
import { useMountPath } from '../../navigation/useMountPath';
import { EmptyMessage } from '../../primitives/StatusMessage';
import { Tab, TabList, TabPanel, Tabs } from '../../primitives/Tabs';
import { AgentApprovals } from './approvals/AgentApprovals';
import { AgentConfigure } from './configure/AgentConfigure';
import { AgentOverview } from './overview/AgentOverview';
import { AgentTests } from './tests/AgentTests';
import { AgentBasePath, useAgentPaths } from './components/paths';
import { Playground } from './playground/Playground';
import { PlaygroundSessionProvider } from './playground/session';
import { RunDetail } from './runs/RunDetail';
import { RunsList } from './runs/RunsList';
import { banner, bannerIcon, bannerText, bannerTitle, headingGroup, page, subtitle, title } from './AgentView.css';

export const AGENT_TABS = ['overview', 'playground', 'runs', 'approvals', 'configure', 'tests'] as const;
export type AgentTab = (typeof AGENT_TABS)[number];

/**
 * What each tab needs to be seen: Overview and Tests read with `agent:view` (running a test asks for
 * `agent:playground` itself), the Playground runs the assistant (`agent:playground`), Runs lists what it
 * did (`agent:runs`), Approvals decides its proposals (`agent:approve`) and Configure changes it
 * (`agent:configure`). Without the permission the tab is not offered, and its address shows the 403 page.
 */
export const TAB_PERMISSION: Record<AgentTab, Permission> = {
  overview: 'agent:view',
  playground: 'agent:playground',
  runs: 'agent:runs',
  // Reading proposals and the configuration needs only agent:view (as the mock's GET calls do): a Viewer
  // sees them read-only, with each decision and save guarded by agent:approve or agent:configure.
  approvals: 'agent:view',
  configure: 'agent:view',
  tests: 'agent:view',
};

/** The tab an address inside the area belongs to (`runs/run-4` is Runs), or null for no tab. */
function tabOf(splat: string): AgentTab | null {
  const first = splat.split('/').find(Boolean) ?? '';
  if (first === '') return 'overview';
  return (AGENT_TABS as readonly string[]).includes(first) && first !== 'overview' ? (first as AgentTab) : null;
}

/** The banner: plainly, what this assistant is, and where a real model would go. */
function StandInBanner() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className={banner} aria-labelledby={titleId} data-testid="agent-banner">
      <Bot className={bannerIcon} aria-hidden="true" />
      <div className={bannerText}>
        <h2 id={titleId} className={bannerTitle}>
          {t('agent.banner.title')}
        </h2>
        <p>
          <Trans i18nKey="agent.banner.text" components={{ code: <code /> }} />
        </p>
      </div>
    </section>
  );
}

function AgentFrame() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paths = useAgentPaths();
  const access = useAccess();
  const { '*': splat = '' } = useParams();
  const tab = tabOf(splat);
  if (!access.ready) return <CheckingPermissions />;
  if (tab !== null && !access.can(TAB_PERMISSION[tab]))
    return <ForbiddenPage permission={TAB_PERMISSION[tab]} backHref={paths.base} />;
  const tabs = AGENT_TABS.filter((key) => access.can(TAB_PERMISSION[key]));
  return (
    <div className={page}>
      <header className={headingGroup}>
        <h1 className={title}>{t('agent.title')}</h1>
        <p className={subtitle}>{t('agent.subtitle')}</p>
      </header>
      <StandInBanner />
      <Tabs
        // No tab is chosen at an address of none (the not-found message): an id that matches no tab.
        selectedKey={tab ?? ''}
        keyboardActivation="manual"
        onSelectionChange={(key) => void navigate(paths.tab(String(key)))}
      >
        <TabList aria-label={t('agent.tabs.label')}>
          {tabs.map((key) => (
            <Tab key={key} id={key}>
              {t(`agent.tabs.${key}`)}
            </Tab>
          ))}
        </TabList>
        {tab === null ? (
          <EmptyMessage title={t('agent.notFound')} />
        ) : (
          // Keyed: the panel of another tab is another panel (its id names it for the tab).
          <TabPanel key={tab} id={tab}>
            <Routes>
              <Route index element={<AgentOverview />} />
              <Route path="playground" element={<Playground />} />
              <Route path="runs" element={<RunsList />} />
              <Route path="runs/:id" element={<RunDetail />} />
              <Route path="approvals" element={<AgentApprovals />} />
              <Route path="configure" element={<AgentConfigure />} />
              <Route path="tests" element={<AgentTests />} />
            </Routes>
          </TabPanel>
        )}
      </Tabs>
    </div>
  );
}

/**
 * The assistant console (spec 4 §8), mounted on a splat route (`agent/*`): a heading, the banner that says
 * it is a rule-based stand-in, and tabs tied to the address: Overview (index), Playground, Runs (and
 * `runs/:id`), Approvals, Configure, Tests. The area needs `agent:view`; each tab its own permission (see
 * TAB_PERMISSION). The Playground's conversation lives here, so it outlasts a visit to another tab.
 */
export function AgentArea() {
  const base = useMountPath();
  return (
    <RequirePermission permission="agent:view">
      <AgentBasePath value={base}>
        <PlaygroundSessionProvider>
          <AgentFrame />
        </PlaygroundSessionProvider>
      </AgentBasePath>
    </RequirePermission>
  );
}
