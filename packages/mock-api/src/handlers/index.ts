/** Assembles every domain's handlers over one database, plus the catch-all 404. */
import { delay } from 'msw';
import type { RequestHandler } from 'msw';
import type { Database } from '../db/database.ts';
import { createDatabase } from '../db/database.ts';
import type { StorageLike } from '../db/persistence.ts';
import { clearDatabase, loadDatabase, saveDatabase } from '../db/persistence.ts';
import { academyHandlers } from './academy.ts';
import { activitiesHandlers } from './activities.ts';
import { authHandlers } from './auth.ts';
import { chatHandlers } from './chat.ts';
import { commonHandlers } from './common.ts';
import { contactsHandlers } from './contacts.ts';
import { dashboardsHandlers } from './dashboards.ts';
import type { Context } from './http.ts';
import { notFoundHandler } from './http.ts';
import { fileManagerHandlers } from './file-manager.ts';
import { helpCenterHandlers } from './help-center.ts';
import { iconsHandlers } from './icons.ts';
import { inventoryHandlers } from './inventory.ts';
import { mailboxHandlers } from './mailbox.ts';
import { notesHandlers } from './notes.ts';
import { scrumboardHandlers } from './scrumboard.ts';
import { tasksHandlers } from './tasks.ts';

export interface MockApiOptions {
  /** false makes every simulated delay 0; default true (the spec's delays). */
  delays?: boolean;
  /**
   * Where to keep the database between reloads (localStorage in the app). Without it the database
   * lives in memory only and starts from the seed.
   */
  storage?: StorageLike;
}

export interface MockApi {
  handlers: RequestHandler[];
  /** The live database (for tests and tools; handlers are the way to change it). */
  readonly db: Database;
  /** Back to the seed data (and the stored copy removed). */
  reset(): void;
  /**
   * Rebuilds the sorted lists, search texts and mail counts from the database as it is now. Handlers keep
   * them up to date themselves; call this after changing records straight on `db` (tests, tools, the
   * bench growing collections), or the next list calls pay for the rebuild.
   */
  reindex(): void;
}

export function createMockApi(options: MockApiOptions = {}): MockApi {
  const { delays = true, storage } = options;
  let db = (storage && loadDatabase(storage)) ?? createDatabase();
  // One counter for the whole database, and one per scope (a collection with derived lists): a scope's
  // revision moves only on its own commits, so a change elsewhere keeps its sorted lists and memos.
  let revision = 0;
  const scopes: { revision: number }[] = [];
  const loaders: ((reindexed: boolean) => void)[] = [];
  const prepare = (reindexed: boolean) => {
    revision += 1;
    for (const scope of scopes) scope.revision += 1;
    for (const load of loaders) load(reindexed);
  };
  const contextOf = (scope: { revision: number } | null): Context => ({
    get db() {
      return db;
    },
    get revision() {
      return scope ? scope.revision : revision;
    },
    commit() {
      revision += 1;
      if (scope) scope.revision += 1;
      if (storage) saveDatabase(storage, db);
    },
    wait: (ms) => (delays && ms > 0 ? delay(ms) : Promise.resolve()),
    onLoad(prepareScope) {
      loaders.push((reindexed) => prepareScope(reindexed ? (scope ? scope.revision : revision) : null));
    },
    scoped() {
      const own = { revision: 0 };
      scopes.push(own);
      return contextOf(own);
    },
  });
  const ctx = contextOf(null);
  const handlers: RequestHandler[] = [
    ...authHandlers(ctx),
    ...commonHandlers(ctx),
    ...contactsHandlers(ctx),
    ...inventoryHandlers(ctx),
    ...tasksHandlers(ctx),
    ...mailboxHandlers(ctx),
    ...fileManagerHandlers(),
    ...helpCenterHandlers(),
    ...notesHandlers(ctx),
    ...scrumboardHandlers(ctx),
    ...academyHandlers(),
    ...chatHandlers(ctx),
    ...dashboardsHandlers(),
    ...activitiesHandlers(),
    ...iconsHandlers(),
    notFoundHandler(),
  ];
  prepare(false);
  return {
    handlers,
    get db() {
      return db;
    },
    reset() {
      db = createDatabase();
      if (storage) clearDatabase(storage);
      prepare(false);
    },
    reindex() {
      prepare(true);
    },
  };
}

/** MSW handlers over a fresh database seeded identically on every call. */
export function createHandlers(options: MockApiOptions = {}): RequestHandler[] {
  return createMockApi(options).handlers;
}
