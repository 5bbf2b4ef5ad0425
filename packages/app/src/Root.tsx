import { startTransition, useEffect, useMemo, useState } from 'react';
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
import { DemoDataContext, type DemoData } from './shell/demoData';
import { ShellFallback } from './shell/ShellFallback';

export interface RootProps {
  i18n: AtriumI18n;
  router: AppRouter;
  api: ApiClient;
  tracker: RequestTracker;
  session: AuthSession;
  resetDemoData: () => Promise<void>;
  preloadDemoData: () => void;
  scenario: DemoData['scenario'];
}

/** Every provider the app needs, around the router. */
export function Root({ i18n, router, api, tracker, session, resetDemoData, preloadDemoData, scenario }: RootProps) {
  const demoData = useMemo(
    () => ({ reset: resetDemoData, preload: preloadDemoData, scenario }),
    [resetDemoData, preloadDemoData, scenario],
  );
  // Until the first page is ready (its routes fetched, the stored session checked, the start-up calls
  // answered), a loading status paints at once instead of a blank page. The page then replaces it in a
  // transition: React mounts the frame and the view in slices, yielding to the browser between them,
  // instead of in one task of several hundred milliseconds on a slow phone.
  const [initialized, setInitialized] = useState(router.state.initialized);
  useEffect(() => {
    if (initialized) return;
    const show = () => {
      if (router.state.initialized) startTransition(() => setInitialized(true));
    };
    show();
    return router.subscribe(show);
  }, [router, initialized]);
  return (
    <LanguageProvider i18n={i18n} storage={window.localStorage}>
      <AppConfigProvider storage={window.localStorage}>
        <ApiProvider client={api} tracker={tracker}>
          <AuthProvider session={session}>
            <DemoDataContext.Provider value={demoData}>
              <LoadingBar />
              {initialized ? <RouterProvider router={router} /> : <ShellFallback />}
            </DemoDataContext.Provider>
          </AuthProvider>
        </ApiProvider>
      </AppConfigProvider>
    </LanguageProvider>
  );
}
