import type { ComponentType } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { NotFoundPage } from './NotFoundPage';

/**
 * The four dashboards behind one route module. Each dashboard is still a chunk of its own; listing them
 * here rather than in routes.tsx keeps their file lists (the preload map the bundler writes beside
 * each lazy import) out of the entry chunk, so the sign-in page does not grow with every dashboard.
 * The loader fetches the chosen view's chunk while the shell's own data loads.
 */
const dashboards: Record<string, () => Promise<ComponentType>> = {
  project: async () => (await import('@atrium/ui/views/dashboards/project/ProjectDashboard.tsx')).ProjectDashboardPage,
  analytics: async () =>
    (await import('@atrium/ui/views/dashboards/analytics/AnalyticsDashboard.tsx')).AnalyticsDashboardPage,
  finance: async () => (await import('@atrium/ui/views/dashboards/finance/FinanceDashboard.tsx')).FinanceDashboardPage,
  crypto: async () => (await import('@atrium/ui/views/dashboards/crypto/CryptoDashboard.tsx')).CryptoDashboardPage,
};

export async function loader({ params }: LoaderFunctionArgs): Promise<{ View: ComponentType | null }> {
  const load = Object.hasOwn(dashboards, params.name ?? '') ? dashboards[params.name!] : undefined;
  return { View: load ? await load() : null };
}

/** The dashboard the address names, or "not found" for a name no dashboard has. */
export function DashboardsRoute() {
  const { View } = useLoaderData<typeof loader>();
  return View ? <View /> : <NotFoundPage />;
}
