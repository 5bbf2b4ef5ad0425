import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The error element's look is a chunk of its own, fetched only when a page fails: the sign-in page does
 * not carry it. When that chunk cannot be fetched either (the network is gone, or a new version replaced
 * it), a bare message with a reload stands in.
 */
const RouteError = lazy(() =>
  import('@atrium/ui/primitives/ErrorState/RouteError.tsx').then(
    ({ RouteError }) => ({ default: RouteError }),
    () => ({ default: BareRouteError }),
  ),
);

/** A route's error element outside the signed-in frame (see RouteError in the design system). */
export function RootRouteError() {
  return (
    <Suspense fallback={null}>
      <RouteError />
    </Suspense>
  );
}

function BareRouteError() {
  const { t } = useTranslation();
  return (
    <div role="alert">
      <h1>{t('errors.chunk.title')}</h1>
      <p>{t('errors.chunk.text')}</p>
      {/* A plain button: the design system's own chunk is what could not be fetched. */}
      <button type="button" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </button>
    </div>
  );
}
