/**
 * Saving the database to a Storage-like object (localStorage in the app) and reading it back, one part
 * at a time: the shell's part under `atrium.mock-api.db`, each domain's under `atrium.mock-api.db.<name>`,
 * so a change saves only its own part and a domain's stored data is read only when that domain loads.
 * What is stored is `{ version, data }`; a part that does not parse, fails its shape check or comes from
 * another seed version is discarded with a console warning, and its seed is used instead.
 *
 * Beside each part is its stamp (`<key>:stamp`), a short value that changes with every save or removal of
 * the part: every tab of the origin shares the one storage, and a tab tells whether another one changed a
 * part by reading its stamp (cheap) instead of the part (up to megabytes of JSON).
 */
import type { Check } from '../schema.ts';
import { BadRequest } from '../schema.ts';

/** The part of the Web Storage API the mock uses. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The shell's part; each domain's part is stored under `${STORAGE_KEY}.<domain>`. */
export const STORAGE_KEY = 'atrium.mock-api.db';

/**
 * Bump whenever the seed or the shape of the database changes: stored data from another version is
 * discarded on load.
 */
export const SEED_VERSION = 10;

/** The storage key of a domain's part (`null`: the shell's part). */
export function storageKeyOf(domain: string | null): string {
  return domain === null ? STORAGE_KEY : `${STORAGE_KEY}.${domain}`;
}

/** The key of a part's stamp. */
export function stampKeyOf(key: string): string {
  return `${key}:stamp`;
}

/** A part's stamp as stored now: null when the part was never saved (or storage cannot be read). */
export function readStamp(storage: StorageLike, key: string): string | null {
  try {
    return storage.getItem(stampKeyOf(key));
  } catch {
    return null;
  }
}

/** A new stamp, different from every earlier one. */
function newStamp(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** Writes a new stamp for the part (after the part itself, so a tab that sees it reads the part as new). */
function restamp(storage: StorageLike, key: string): string | null {
  const stamp = newStamp();
  try {
    storage.setItem(stampKeyOf(key), stamp);
    return stamp;
  } catch {
    return readStamp(storage, key);
  }
}

interface Stored {
  version: number;
  data: unknown;
}

/** A stored part, or null when there is none or it cannot be used (then it is removed). */
export function loadPart<T>(storage: StorageLike, key: string, check: Check<T>): T | null {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch (error) {
    console.warn(`[mock-api] Could not read the stored demo data (${key}); using the seed.`, error);
    return null;
  }
  if (raw === null) return null;
  try {
    const stored = JSON.parse(raw) as Partial<Stored> | null;
    if (typeof stored !== 'object' || stored === null || stored.version !== SEED_VERSION) {
      discard(storage, key, `it is from another seed version (${String(stored?.version)}, now ${SEED_VERSION})`);
      return null;
    }
    return check(stored.data, 'data');
  } catch (error) {
    const reason = error instanceof BadRequest ? error.message : 'it is not valid JSON';
    discard(storage, key, reason);
    return null;
  }
}

function discard(storage: StorageLike, key: string, reason: string): void {
  console.warn(`[mock-api] Discarded the stored demo data (${key}): ${reason}. Using the seed.`);
  // Its stamp stays: every tab reads the same part and discards it alike.
  try {
    storage.removeItem(key);
  } catch {
    // Read again (and discarded again) next time.
  }
}

/**
 * Saves a part and answers its new stamp; a full or failing storage only logs a warning (the change stays
 * in memory) and answers the stamp as it was.
 */
export function savePart(storage: StorageLike, key: string, data: unknown): string | null {
  try {
    const stored: Stored = { version: SEED_VERSION, data };
    storage.setItem(key, JSON.stringify(stored));
  } catch (error) {
    console.warn('[mock-api] Could not save the demo data; changes will not survive a reload.', error);
    return readStamp(storage, key);
  }
  return restamp(storage, key);
}

/** Removes a part (its seed is used from then on) and answers its new stamp, so other tabs see the removal. */
export function removePart(storage: StorageLike, key: string): string | null {
  try {
    storage.removeItem(key);
  } catch (error) {
    console.warn(`[mock-api] Could not clear the stored demo data (${key}).`, error);
    return readStamp(storage, key);
  }
  return restamp(storage, key);
}
