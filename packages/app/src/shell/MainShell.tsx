import { useTranslation } from 'react-i18next';
import { Outlet, useMatches, useSearchParams } from 'react-router-dom';
import {
  AppLayout,
  Button,
  Fullscreen,
  Languages,
  Messages,
  Notifications,
  PageShell,
  UserMenu,
  resolveLayout,
  useAppConfig,
  useNavigation,
  useUser,
} from '@atrium/ui';

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
  const { t } = useTranslation();
  const { config } = useAppConfig();
  const [searchParams] = useSearchParams();
  const routeLayout = useRouteLayout();
  const navigation = useNavigation();
  const user = useUser();
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
      <Languages />
      <Fullscreen />
      <Messages />
      <Notifications />
      <UserMenu />
    </>
  );

  return (
    <AppLayout layout={layout} navigation={navigation.data} user={user.data} toolbar={toolbar}>
      <Outlet />
    </AppLayout>
  );
}
