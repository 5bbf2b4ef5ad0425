import type { StorageLike } from '@atrium/ui';

/** Storage for one story: what the piece saves is kept, but never in the browser's own storage. */
export const memoryStorage = (): StorageLike & { data: Map<string, string> } => {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
};
