/**
 * Saving the database to a Storage-like object (localStorage in the app) and reading it back. What is
 * stored is `{ version, data }`; data that does not parse, fails the shape check or comes from another
 * seed version is discarded with a console warning, and the seed is used instead.
 */
import { BadRequest } from '../schema.ts';
import type { Database } from './database.ts';
import { SEED_VERSION, databaseCheck } from './database.ts';

/** The part of the Web Storage API the mock uses. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const STORAGE_KEY = 'atrium.mock-api.db';

interface Stored {
  version: number;
  data: unknown;
}

/** The stored database, or null when there is none or it cannot be used (then it is removed). */
export function loadDatabase(storage: StorageLike): Database | null {
  let raw: string | null;
  try {
    raw = storage.getItem(STORAGE_KEY);
  } catch (error) {
    console.warn('[mock-api] Could not read the stored demo data; using the seed.', error);
    return null;
  }
  if (raw === null) return null;
  try {
    const stored = JSON.parse(raw) as Partial<Stored> | null;
    if (typeof stored !== 'object' || stored === null || stored.version !== SEED_VERSION) {
      discard(storage, `it is from another seed version (${String(stored?.version)}, now ${SEED_VERSION})`);
      return null;
    }
    return databaseCheck(stored.data, 'data');
  } catch (error) {
    const reason = error instanceof BadRequest ? error.message : 'it is not valid JSON';
    discard(storage, reason);
    return null;
  }
}

function discard(storage: StorageLike, reason: string): void {
  console.warn(`[mock-api] Discarded the stored demo data: ${reason}. Using the seed.`);
  try {
    storage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing more to do: the seed is used either way.
  }
}

/** Saves the database; a full or failing storage only logs a warning (the change stays in memory). */
export function saveDatabase(storage: StorageLike, db: Database): void {
  try {
    const stored: Stored = { version: SEED_VERSION, data: db };
    storage.setItem(STORAGE_KEY, JSON.stringify(stored));
  } catch (error) {
    console.warn('[mock-api] Could not save the demo data; changes will not survive a reload.', error);
  }
}

export function clearDatabase(storage: StorageLike): void {
  try {
    storage.removeItem(STORAGE_KEY);
  } catch (error) {
    console.warn('[mock-api] Could not clear the stored demo data.', error);
  }
}
