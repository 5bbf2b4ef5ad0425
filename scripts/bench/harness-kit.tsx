/**
 * What every view's bench page shares: an API client whose calls the mock's handlers answer in the page
 * (MSW's `getResponse`, no service worker, so a call costs what the handler and the JSON round trip
 * cost), the Spanish translations, the default light theme, and the app's providers around one view
 * under a memory router. Each page seeds the mock's data itself and times what it needs.
 */
import { QueryClient, QueryClientProvider, type DefaultOptions } from '@tanstack/react-query';
import { getResponse } from 'msw';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { MockApi } from '@atrium/mock-api';
import {
  ApiProvider,
  applyTheme,
  createApiClient,
  createI18n,
  createRequestTracker,
  LanguageProvider,
} from '@atrium/ui';
import '@atrium/ui/theme/global.ts';
import es from '../../packages/app/public/i18n/es.json';

export interface BenchAppOptions {
  /** The route the view is mounted under (`/apps/notes`); the view gets everything below it. */
  base: string;
  /** The address it opens at; `base` by default. */
  initialEntry?: string;
  element: ReactElement;
  /** React Query's defaults: no retries, plus what the page adds (e.g. `staleTime`). */
  queries?: NonNullable<DefaultOptions['queries']>;
}

export async function benchApp(mockApi: MockApi, { base, initialEntry = base, element, queries }: BenchAppOptions) {
  const tracker = createRequestTracker();
  const api = createApiClient({
    tracker,
    fetch: async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const request = new Request(new URL(url, location.href), init);
      return (await getResponse(mockApi.handlers, request)) ?? new Response(null, { status: 404 });
    },
  });
  const i18n = await createI18n({ fetchTranslation: () => Promise.resolve(es) });
  applyTheme('default', 'light');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, ...queries } } });
  const router = createMemoryRouter([{ path: `${base}/*`, element }], { initialEntries: [initialEntry] });
  /** The view with its providers, ready for `createRoot(host).render(...)`. */
  const tree = (
    <LanguageProvider i18n={i18n} syncDocument={false}>
      <ApiProvider client={api} tracker={tracker}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ApiProvider>
    </LanguageProvider>
  );
  return { api, tracker, queryClient, router, tree };
}
