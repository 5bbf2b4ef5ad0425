import { useCallback, useState } from 'react';

/** A named set of list filters (and sort), kept per user in this browser: the API has no place for them. */
export interface SavedView {
  id: string;
  name: string;
  /** The list's search parameters without the page, e.g. `status=pending&tag=vip`. */
  query: string;
}

export const MAX_SAVED_VIEWS = 30;
export const MAX_VIEW_NAME = 60;

export const savedViewsKey = (userId: string | undefined) => `atrium.orders.views.${userId ?? 'anonymous'}`;

/** Reads the stored list; junk (bad JSON, wrong shapes, duplicates) is dropped, never thrown. */
export function parseSavedViews(raw: string | null): SavedView[] {
  if (raw === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const views: SavedView[] = [];
  for (const entry of value) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { id, name, query } = entry as Record<string, unknown>;
    if (typeof id !== 'string' || id === '' || seen.has(id)) continue;
    if (typeof name !== 'string' || name.trim() === '' || typeof query !== 'string') continue;
    seen.add(id);
    views.push({ id, name: name.trim().slice(0, MAX_VIEW_NAME), query: withoutPage(query) });
    if (views.length === MAX_SAVED_VIEWS) break;
  }
  return views;
}

/** The search parameters worth saving: everything but the page. */
export function withoutPage(query: string): string {
  const params = new URLSearchParams(query);
  params.delete('page');
  params.sort();
  return params.toString();
}

function read(key: string): SavedView[] {
  try {
    return parseSavedViews(typeof localStorage === 'undefined' ? null : localStorage.getItem(key));
  } catch {
    return [];
  }
}

function write(key: string, views: SavedView[]) {
  try {
    localStorage.setItem(key, JSON.stringify(views));
  } catch {
    // Private mode or a full storage: the views last until reload.
  }
}

/** The user's saved views, with save (a name for a query; the same name replaces it) and delete. */
export function useSavedViews(userId: string | undefined) {
  const key = savedViewsKey(userId);
  const [views, setViews] = useState<SavedView[]>(() => read(key));
  // Another user signed in (or `api/me` answered): their views, read during render rather than in an effect.
  const [readFor, setReadFor] = useState(key);
  if (readFor !== key) {
    setReadFor(key);
    setViews(read(key));
  }

  const save = useCallback(
    (name: string, query: string): SavedView => {
      const clean = name.trim().slice(0, MAX_VIEW_NAME);
      const current = read(key);
      const existing = current.find((view) => view.name.toLocaleLowerCase() === clean.toLocaleLowerCase());
      const view: SavedView = {
        id: existing?.id ?? `view-${Date.now().toString(36)}`,
        name: clean,
        query: withoutPage(query),
      };
      const next = [...current.filter((candidate) => candidate.id !== view.id), view].slice(-MAX_SAVED_VIEWS);
      write(key, next);
      setViews(next);
      return view;
    },
    [key],
  );

  const remove = useCallback(
    (id: string) => {
      const next = read(key).filter((view) => view.id !== id);
      write(key, next);
      setViews(next);
    },
    [key],
  );

  return { views, save, remove };
}
