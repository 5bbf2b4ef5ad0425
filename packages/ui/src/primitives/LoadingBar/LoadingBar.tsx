import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequestTracker } from '../../api/context';
import type { RequestTracker } from '../../api/tracker';

/**
 * The bar's markup (react-aria's ProgressBar and its number formatting) loads the first time a
 * request is pending, not with every page's first screen: about 1.5 kB gzip off the sign-in route.
 */
const LoadingBarTrack = lazy(() => import('./LoadingBarTrack').then((module) => ({ default: module.LoadingBarTrack })));

/** The 6 px bar at the top of the page, shown while any tracked request is pending. */
export function LoadingBar({ tracker: given }: { tracker?: RequestTracker }) {
  const fromContext = useRequestTracker();
  const tracker = given ?? fromContext;
  const state = useSyncExternalStore(tracker.subscribe, tracker.getState, tracker.getState);
  const { t } = useTranslation();
  if (!state.show) return null;
  return (
    // A status region: the page's loading state belongs to no landmark, and axe asks every piece of
    // content outside one to say what it is.
    <div role="status">
      <Suspense fallback={null}>
        <LoadingBarTrack
          label={t('common.loading')}
          value={state.mode === 'determinate' ? Math.min(100, Math.max(0, state.progress)) : undefined}
        />
      </Suspense>
    </div>
  );
}
