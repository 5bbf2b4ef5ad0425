import { useMemo } from 'react';
import { RouterProvider } from 'react-router';
import {
  ApiProvider,
  AppConfigProvider,
  AuthProvider,
  LanguageProvider,
  LoadingBar,
  type ApiClient,
  type AtriumI18n,
  type AuthSession,
  type RequestTracker,
} from '@atrium/ui';
import type { AppRouter } from './routes';
import { DemoDataContext } from './shell/demoData';

export interface RootProps {
  i18n: AtriumI18n;
  router: AppRouter;
  api: ApiClient;
  tracker: RequestTracker;
  session: AuthSession;
  resetDemoData: () => Promise<void>;
  preloadDemoData: () => void;
}

/** Every provider the app needs, around the router. */
export function Root({ i18n, router, api, tracker, session, resetDemoData, preloadDemoData }: RootProps) {
  const demoData = useMemo(
    () => ({ reset: resetDemoData, preload: preloadDemoData }),
    [resetDemoData, preloadDemoData],
  );
  return (
    <LanguageProvider i18n={i18n} storage={window.localStorage}>
      <AppConfigProvider storage={window.localStorage}>
        <ApiProvider client={api} tracker={tracker}>
          <AuthProvider session={session}>
            <DemoDataContext.Provider value={demoData}>
              <LoadingBar />
              <RouterProvider router={router} />
            </DemoDataContext.Provider>
          </AuthProvider>
        </ApiProvider>
      </AppConfigProvider>
    </LanguageProvider>
  );
}
