import type { DataTableDensity } from './types';

/** What a user chose for one table: saved in localStorage per table and per user. */
export interface DataTablePrefs {
  /** Columns the user hid (ids). */
  hidden: string[];
  /** Columns the user showed although hidden by default (ids). */
  shown: string[];
  /** Column widths in pixels after a resize, by column id. */
  widths: Record<string, number>;
  density: DataTableDensity;
}

export const emptyPrefs: DataTablePrefs = { hidden: [], shown: [], widths: {}, density: 'comfortable' };

/** The storage key: table id and user id, so two users on one browser keep their own choices. */
export function prefsStorageKey(tableId: string, userId: string | undefined): string {
  return `atrium.dataTable.${tableId}.${userId ?? 'anonymous'}`;
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** Reads saved preferences; junk (bad JSON, wrong shapes, absurd widths) becomes the defaults. */
export function parsePrefs(raw: string | null): DataTablePrefs {
  if (raw === null) return emptyPrefs;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return emptyPrefs;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return emptyPrefs;
  const record = value as Record<string, unknown>;
  const widths: Record<string, number> = {};
  if (typeof record.widths === 'object' && record.widths !== null && !Array.isArray(record.widths)) {
    for (const [id, width] of Object.entries(record.widths as Record<string, unknown>)) {
      if (typeof width === 'number' && Number.isFinite(width) && width >= 16 && width <= 4000) widths[id] = width;
    }
  }
  return {
    hidden: stringList(record.hidden),
    shown: stringList(record.shown),
    widths,
    density: record.density === 'compact' ? 'compact' : 'comfortable',
  };
}

/** Storage that may be missing or throw (private mode, quota, disabled cookies). */
export interface PrefsStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function defaultStorage(): PrefsStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export function loadPrefs(key: string, storage = defaultStorage()): DataTablePrefs {
  try {
    return parsePrefs(storage?.getItem(key) ?? null);
  } catch {
    return emptyPrefs;
  }
}

/** Saves; a storage that throws only means the choice lasts until reload. */
export function savePrefs(key: string, prefs: DataTablePrefs, storage = defaultStorage()): void {
  try {
    storage?.setItem(key, JSON.stringify(prefs));
  } catch {
    // Nothing to do: the table keeps the choice in memory.
  }
}

/** Whether a column shows, given its default and the user's choice. */
export function isColumnVisible(
  column: { id: string; hiddenByDefault?: boolean; hideable?: boolean; isRowHeader?: boolean },
  prefs: DataTablePrefs,
): boolean {
  if (column.isRowHeader || column.hideable === false) return true;
  if (prefs.hidden.includes(column.id)) return false;
  if (prefs.shown.includes(column.id)) return true;
  return !column.hiddenByDefault;
}
