import { createContext, useContext, type ReactNode } from 'react';
import { createApiClient, type ApiClient } from './client';
import { createRequestTracker, type RequestTracker } from './tracker';

interface ApiContextValue {
  client: ApiClient;
  tracker: RequestTracker;
}

const ApiContext = createContext<ApiContextValue | null>(null);

/** Gives the views their API client and the request tracker behind the loading bar. */
export function ApiProvider({
  client,
  tracker,
  children,
}: {
  client: ApiClient;
  tracker: RequestTracker;
  children: ReactNode;
}) {
  return <ApiContext.Provider value={{ client, tracker }}>{children}</ApiContext.Provider>;
}

let fallback: ApiContextValue | undefined;

/** Without a provider (a story of a lone widget) calls go to the same origin, where MSW answers. */
function sameOriginApi(): ApiContextValue {
  if (!fallback) {
    const tracker = createRequestTracker();
    fallback = { tracker, client: createApiClient({ tracker }) };
  }
  return fallback;
}

function useApiContext(): ApiContextValue {
  return useContext(ApiContext) ?? sameOriginApi();
}

export const useApiClient = (): ApiClient => useApiContext().client;
export const useRequestTracker = (): RequestTracker => useApiContext().tracker;
