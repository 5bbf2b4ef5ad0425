/**
 * Story-local mock handlers for the toolbar widgets: small stateful stand-ins for the mock API that
 * answer with fixed fixtures, so flows change what they show without any time taken from "now".
 * Call `reset()` in the story's `beforeEach`.
 */
import { delay, http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';

interface FeedEntry {
  id: string;
  read: boolean;
  seen: boolean;
}

export function feedScenario<T extends FeedEntry>(resource: 'notifications' | 'messages', fixtures: readonly T[]) {
  let items: T[] = structuredClone([...fixtures]);
  const path = `*/api/common/${resource}`;
  const handlers: HttpHandler[] = [
    http.get(path, () => HttpResponse.json(items)),
    http.get(`${path}/mark-all-as-read`, () => {
      items = items.map((item) => ({ ...item, read: true, seen: true }));
      return HttpResponse.json(true);
    }),
    http.post(`${path}/toggle-read-status`, async ({ request }) => {
      const body = (await request.json()) as { id: string; read?: boolean };
      items = items.map((item) => (item.id === body.id ? { ...item, read: body.read ?? !item.read } : item));
      return HttpResponse.json(items.find((item) => item.id === body.id) ?? null);
    }),
    http.delete(path, ({ request }) => {
      const id = new URL(request.url).searchParams.get('id');
      items = items.filter((item) => item.id !== id);
      return HttpResponse.json(true);
    }),
  ];
  return {
    handlers,
    reset: () => {
      items = structuredClone([...fixtures]);
    },
  };
}

/** Fails the first `failures` calls with a 500, then lets `handler` answer (a Retry that works). */
export function failingFirst(
  method: 'get' | 'post' | 'patch' | 'delete',
  path: string,
  answer: () => JsonBodyType,
  failures = 1,
) {
  let calls = 0;
  return {
    handler: http[method](path, () => {
      calls += 1;
      if (calls <= failures) return HttpResponse.json({ error: 'Server error' }, { status: 500 });
      return HttpResponse.json(answer());
    }),
    reset: () => {
      calls = 0;
    },
  };
}

export const serverError = (method: 'get' | 'post' | 'patch' | 'delete', path: string) =>
  http[method](path, () => HttpResponse.json({ error: 'Server error' }, { status: 500 }));

/** Never answers: the loading state stays on screen. */
export const neverAnswers = (method: 'get' | 'post' | 'patch' | 'delete', path: string) =>
  http[method](path, async () => {
    await delay('infinite');
    return HttpResponse.json(null);
  });

interface ShortcutEntry {
  id: string;
  label: string;
  description: string | null;
  icon: string;
  link: string;
  useRouter: boolean;
}

/** The shortcut calls over a list that starts from `fixtures` (new ids are numbered, not random). */
export function shortcutsScenario(fixtures: readonly ShortcutEntry[]) {
  let items: ShortcutEntry[] = structuredClone([...fixtures]);
  let next = 1;
  const path = '*/api/common/shortcuts';
  const handlers: HttpHandler[] = [
    http.get(path, () => HttpResponse.json(items)),
    http.post(path, async ({ request }) => {
      const body = (await request.json()) as { shortcut: Omit<ShortcutEntry, 'id'> };
      const created = { ...body.shortcut, description: body.shortcut.description ?? null, id: `new-${next++}` };
      items = [...items, created];
      return HttpResponse.json(created);
    }),
    http.patch(path, async ({ request }) => {
      const body = (await request.json()) as { id: string; shortcut: Partial<ShortcutEntry> };
      items = items.map((item) => (item.id === body.id ? { ...item, ...body.shortcut } : item));
      return HttpResponse.json(items.find((item) => item.id === body.id) ?? null);
    }),
    http.delete(path, ({ request }) => {
      const id = new URL(request.url).searchParams.get('id');
      items = items.filter((item) => item.id !== id);
      return HttpResponse.json(true);
    }),
  ];
  return {
    handlers,
    reset: () => {
      items = structuredClone([...fixtures]);
      next = 1;
    },
  };
}
