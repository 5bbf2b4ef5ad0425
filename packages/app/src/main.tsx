import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  ApiProvider,
  createApiClient,
  createI18n,
  createQueryClient,
  createRequestTracker,
  followScheme,
  httpTranslations,
} from '@atrium/ui';
import '@atrium/ui/theme/global.ts';
import { apiBaseUrl } from './env';
import { startMockApi } from './mock';
import { Root } from './Root';
import { STARTUP_FAILED } from './startupFailed';

followScheme('default', 'light');

const mockReady = startMockApi();
const tracker = createRequestTracker();
const api = createApiClient({ baseUrl: apiBaseUrl, ready: mockReady, tracker });
const queryClient = createQueryClient();

async function start() {
  // The default language is loaded before the first render, so nothing shows untranslated.
  const i18n = await createI18n({ fetchTranslation: httpTranslations(import.meta.env.BASE_URL) });
  document.documentElement.lang = i18n.i18n.language;
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <ApiProvider client={api} tracker={tracker}>
        <Root i18n={i18n} queryClient={queryClient} />
      </ApiProvider>
    </StrictMode>,
  );
}

start().catch((error: unknown) => {
  // Startup failures are logged (spec §8) and the page says so instead of staying blank.
  console.error(error);
  const container = document.getElementById('root');
  if (container) {
    container.textContent = STARTUP_FAILED;
    container.setAttribute('role', 'alert');
  }
});
