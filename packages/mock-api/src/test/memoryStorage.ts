/** Test support: a Storage-like map, to see what the mock saves and to hand it stored data. */
import type { StorageLike } from '../db/persistence.ts';

export class MemoryStorage implements StorageLike {
  items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}
