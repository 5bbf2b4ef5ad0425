import { useLocation, useNavigate, useRouteError } from 'react-router';
import { describeError } from './describeError';
import { ErrorState } from './ErrorState';

export interface RouteErrorProps {
  /** Where the way home leads. Default `/`. */
  homeHref?: string;
  /** How Retry reloads the page after a part of the app failed to load. Default: the browser's reload. */
  reload?: () => void;
}

/**
 * A route's error element: whatever a route's loader, lazy import or view threw, shown in words with
 * Retry and a way home, never the router's developer screen. Retry opens the same address again, which
 * runs the route's loaders and renders its view anew (a revalidation alone does not clear a render error
 * when the route has nothing to load); a part of the app that failed to load is fetched again by
 * reloading the page.
 */
export function RouteError({ homeHref, reload = () => window.location.reload() }: RouteErrorProps) {
  const error = useRouteError();
  const navigate = useNavigate();
  const { pathname, search, hash, state } = useLocation();
  const { kind, details } = describeError(error);
  const retry =
    kind === 'chunk'
      ? reload
      : () => void navigate({ pathname, search, hash }, { replace: true, state: state as unknown });
  return <ErrorState kind={kind} details={details} onRetry={retry} homeHref={homeHref} />;
}
