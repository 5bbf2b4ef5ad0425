/** Test support: a Storage-like map, to see what the mock saves and reads and to hand it stored data. */
import type { StorageLike } from '../db/persistence.ts';

export class MemoryStorage implements StorageLike {
  items = new Map<string, string>();
  /** How many times each key was read. */
  reads = new Map<string, number>();
  /** The keys of the stored parts, their stamps left out. */
  parts(): string[] {
    return [...this.items.keys()].filter((key) => !key.endsWith(':stamp'));
  }
  getItem(key: string) {
    this.reads.set(key, (this.reads.get(key) ?? 0) + 1);
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}
