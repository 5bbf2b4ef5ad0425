import { QueryClient, QueryObserver, focusManager } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MeAnswer } from '@atrium/mock-api';
import { createApiClient } from '../api/client';
import { invalidateMe, meKeys, meQueryOptions } from './api';

let answers = 0;
const server = setupServer(
  http.get('*/api/me', () => {
    answers += 1;
    return HttpResponse.json({ user: {}, roles: [], permissions: answers > 1 ? ['users:view'] : [] });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  answers = 0;
  focusManager.setFocused(undefined);
});
afterAll(() => server.close());

async function watched() {
  // The app's defaults: fresh for 30 s, no refetch on focus unless a query asks for it.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false } },
  });
  // Mounted, as QueryClientProvider does: it follows the window's focus.
  queryClient.mount();
  const observer = new QueryObserver(queryClient, meQueryOptions(createApiClient({ baseUrl: 'http://localhost' })));
  const unsubscribe = observer.subscribe(() => undefined);
  await settle(() => observer.getCurrentResult().isSuccess);
  return { queryClient, observer, unsubscribe };
}

async function settle(done: () => boolean) {
  for (let i = 0; i < 100 && !done(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(done()).toBe(true);
}

describe('api/me', () => {
  it('is fetched again when the window comes back into focus, though still fresh', async () => {
    const { queryClient, observer, unsubscribe } = await watched();
    expect(answers).toBe(1);
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await settle(() => answers === 2 && !observer.getCurrentResult().isFetching);
    expect(queryClient.getQueryData<MeAnswer>(meKeys.all)?.permissions).toEqual(['users:view']);
    unsubscribe();
  });

  it('is fetched again after a change to roles (invalidateMe)', async () => {
    const { queryClient, observer, unsubscribe } = await watched();
    await invalidateMe(queryClient);
    expect(answers).toBe(2);
    expect(observer.getCurrentResult().data?.permissions).toEqual(['users:view']);
    unsubscribe();
  });
});
