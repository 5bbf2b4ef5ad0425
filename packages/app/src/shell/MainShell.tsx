import { QueryClientProvider } from '@tanstack/react-query';
import { useContext, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches, useSearchParams } from 'react-router';
import {
  AppLayout,
  Button,
  CommandPalette,
  Fullscreen,
  Languages,
  LiveUpdates,
  Messages,
  Notifications,
  PageShell,
  QuickChat,
  QuickChatProvider,
  QuickChatToggle,
  RequireAreaPermission,
  Search,
  SettingsDrawer,
  Shortcuts,
  UserMenu,
  resolveLayout,
  useAccess,
  useAppConfig,
  useNarrowedNavigation,
  useNavigation,
  useRequestTracker,
  useUnreadChats,
  useUser,
  withChatBadge,
} from '@atrium/ui';
import { usesMockApi } from '../env';
import { afterFirstScreen } from './afterFirstScreen';
import { MockApiControl } from './MockApiControl';
import { useLiveUpdatesOn } from './liveUpdates';
import { DemoDataContext } from './demoData';
import { queryClient } from './queryClient';

/** The chat's two addresses (spec 4 §7): both entries carry its unread count. */
const CHAT_LINKS = ['/chat', '/apps/chat'];

/** Route data may name a layout: `handle: { layout: 'empty' }`. */
function useRouteLayout(): string | undefined {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const handle = match.handle as { layout?: string } | undefined;
    if (handle?.layout) return handle.layout;
  }
  return undefined;
}

/** The signed-in frame: the chosen layout with its navigation, user and top bar widgets. */
export function MainShell() {
  return (
    <QueryClientProvider client={queryClient}>
      <LiveUpdates enabled={useLiveUpdatesOn()}>
        <ShellFrame />
      </LiveUpdates>
    </QueryClientProvider>
  );
}

function ShellFrame() {
  const { t } = useTranslation();
  const { config } = useAppConfig();
  const [searchParams] = useSearchParams();
  const routeLayout = useRouteLayout();
  const navigation = useNavigation();
  // Entries of areas the user may not see are hidden (spec 4 §1).
  const narrowed = useNarrowedNavigation(navigation.data);
  // The chat's entries count its unread messages while updates are pushed.
  const unreadChats = useUnreadChats();
  const shown = narrowed ?? navigation.data;
  const badged = useMemo(() => shown && withChatBadge(shown, unreadChats, CHAT_LINKS), [shown, unreadChats]);
  const user = useUser();
  const demoData = useContext(DemoDataContext);
  // The quick chat is the chat area in a panel: only for those who may see that area.
  const withQuickChat = useAccess().can('chat:view');
  // Signed in, the other views are a click away: their mock calls load once this page is done.
  const tracker = useRequestTracker();
  useEffect(() => afterFirstScreen(() => demoData.preload(), tracker), [demoData, tracker]);
  const layout = resolveLayout(config.layout, searchParams.get('layout'), routeLayout);

  if (!navigation.data) {
    // The start-up load failed: say so in place of a blank page, with a retry.
    return (
      <PageShell title={t('app.startupFailed')}>
        <Button onPress={() => void navigation.refetch()}>{t('common.retry')}</Button>
      </PageShell>
    );
  }

  const toolbar = (
    <>
      <Search appearance="bar" />
      <CommandPalette />
      <Languages />
      <Fullscreen />
      <Shortcuts />
      <Messages />
      {/* How the in-browser mock answers: only while the app runs on it. */}
      {usesMockApi && <MockApiControl />}
    </>
  );

  return (
    <QuickChatProvider>
      {/* The layout places the bell and the user menu: in the top bar, or in its navigation panel. */}
      <AppLayout
        layout={layout}
        navigation={badged ?? navigation.data}
        user={user.data}
        toolbar={toolbar}
        notifications={<Notifications />}
        userMenu={<UserMenu />}
        quickChat={withQuickChat ? <QuickChat /> : undefined}
        quickChatToggle={withQuickChat ? <QuickChatToggle /> : undefined}
      >
        {/* A direct address to an area the user may not see is its 403 page, whichever view it has. */}
        <RequireAreaPermission>
          <Outlet />
        </RequireAreaPermission>
      </AppLayout>
      <SettingsDrawer />
    </QuickChatProvider>
  );
}
