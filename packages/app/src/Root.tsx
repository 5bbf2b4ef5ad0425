import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nProvider as AriaI18nProvider } from 'react-aria-components';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { LoadingBar, type AtriumI18n } from '@atrium/ui';
import { router } from './routes';

export function Root({ i18n, queryClient }: { i18n: AtriumI18n; queryClient: QueryClient }) {
  return (
    <I18nextProvider i18n={i18n.i18n}>
      <AriaI18nProvider locale={i18n.i18n.language}>
        <QueryClientProvider client={queryClient}>
          <LoadingBar />
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AriaI18nProvider>
    </I18nextProvider>
  );
}
