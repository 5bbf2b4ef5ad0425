import { lazy, Suspense } from 'react';

// The view is fetched as soon as this module runs (while the shell loads its own data), from here
// rather than from the route table: the bundler writes the list of files a lazy import needs beside
// that import, and the home's (the chart layer, the cards) would otherwise sit in the entry chunk that
// every visitor of the sign-in page downloads. The route table names this one small file instead.
const view = import('./HomeView');
// A failed fetch is reported where the view renders (the route's error page), not as an unhandled rejection.
view.catch(() => undefined);
const HomeView = lazy(async () => ({ default: (await view).HomeView }));

/** The route component of /dashboard, the operator's home (see HomeView). */
export function HomeDashboard() {
  return (
    <Suspense fallback={null}>
      <HomeView />
    </Suspense>
  );
}
