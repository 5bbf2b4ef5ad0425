/**
 * The mock API over one database: the shell's calls (auth and the common calls) always, and each domain
 * either at once (`Domain`: Node, tests, Storybook) or the first time one of its calls is made
 * (`LazyDomain`: the browser app, so the first screen carries no domain's code or seed). Either way the
 * handlers answer the same; a domain's part of the database is read from storage, or seeded, when the
 * domain loads, and saved under its own key after each change.
 *
 * The storage is shared by every tab of the origin, each with a mock of its own: before any call is
 * answered, a part another tab has saved (or removed, by a reset) since this mock last read or wrote it is
 * read again, so a tab never answers from, or saves over, another tab's older copy. Telling costs one
 * short read per part (its stamp); a part is parsed again only when it did change.
 */
import { HttpResponse, delay, getResponse, http } from 'msw';
import type { RequestHandler } from 'msw';
import type { Database } from './db/database.ts';
import type { CoreData } from './db/core.ts';
import { coreCheck, seedCore } from './db/core.ts';
import type { StorageLike } from './db/persistence.ts';
import { loadPart, readStamp, removePart, savePart, storageKeyOf } from './db/persistence.ts';
import type { CoreKey, Domain, DomainName, LazyDomain } from './domains/domain.ts';
import { authHandlers, requestSubject, sessionGate } from './handlers/auth.ts';
import { commonHandlers } from './handlers/common.ts';
import type { Context } from './handlers/http.ts';
import { isApiPath, notFoundHandler } from './handlers/http.ts';
import type { Check } from './schema.ts';
import type { MockScenario, ScenarioStore } from './scenarios.ts';
import { createScenarioStore } from './scenarios.ts';
import { liveHandlers } from './handlers/live.ts';

export interface MockApiOptions {
  /** false makes every simulated delay 0; default true (the spec's delays). */
  delays?: boolean;
  /**
   * Where to keep the database between reloads (localStorage in the app). Without it the database
   * lives in memory only and starts from the seed.
   */
  storage?: StorageLike;
  /**
   * Who a call without an Authorization header acts as: `'owner'` (the Owner pair, the shell's user) or a
   * back-office account id (`'usr-viewer'`). Without it such a call answers 401, as a real server would;
   * tests and Storybook name their actor, the app never does.
   */
  actor?: MockActor;
  /**
   * The tab's demo scenario (see scenarios.ts): latency, failures, offline, empty lists, an expired
   * session, pushed updates. Without it: the `delays` switch's latency, and no pushed updates.
   */
  scenario?: ScenarioStore;
}

/** `'owner'` (the Owner pair) or a back-office account id. */
export type MockActor = 'owner' | (string & {});

export interface MockApi {
  /** Every call of the mock, as the tab's scenario has it answer (see handlers/scenario.ts). */
  handlers: RequestHandler[];
  /** The mock's own handlers, one per call, without the scenario around them (to list its calls). */
  routes: readonly RequestHandler[];
  /**
   * The live database (for tests and tools; handlers are the way to change it). A domain loaded on
   * demand has its collections here only once it has loaded (see `load`).
   */
  readonly db: Database;
  /** Back to the seed data (and every stored part removed). */
  reset(): void;
  /**
   * Rebuilds the sorted lists, search texts and mail counts from the database as it is now. Handlers keep
   * them up to date themselves; call this after changing records straight on `db` (tests, tools, the
   * bench growing collections), or the next list calls pay for the rebuild.
   */
  reindex(): void;
  /** Loads the named domains now (every domain when none is named); resolves once they answer. */
  load(...names: DomainName[]): Promise<void>;
}

export interface MockCoreOptions extends MockApiOptions {
  domains: readonly (Domain | LazyDomain)[];
}

const CORE_KEYS: readonly CoreKey[] = ['user', 'notifications', 'messages', 'shortcuts'];

const isLazy = (domain: Domain | LazyDomain): domain is LazyDomain => 'load' in domain;

/** A scenario that changes no answer (the latency the handlers wait themselves, pushed updates aside). */
const isQuiet = (scenario: MockScenario) =>
  scenario.latency !== 'slow' && scenario.failureRate === 0 && !scenario.offline && !scenario.empty && !scenario.expire;

/** Whether `pathname` is a call under `api/<prefix>` (at the root or under one base segment, as the catch-all). */
function under(prefixes: readonly string[]): (pathname: string) => boolean {
  const alternatives = prefixes.map((prefix) => prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  const pattern = new RegExp(`^(?:/[^/]+)?/api/(?:${alternatives})(?:/|$)`);
  return (pathname) => pattern.test(pathname) && !/\.[a-z0-9]+$/i.test(pathname);
}

export function createMockCore({ delays = true, storage, domains, actor, scenario }: MockCoreOptions): MockApi {
  const scenarios =
    scenario ?? createScenarioStore({ defaults: { latency: delays ? 'realistic' : 'none', live: false } });
  const keysOf = new Map<DomainName, string[]>();
  const loaded = new Map<DomainName, { domain: Domain; handlers: RequestHandler[] }>();
  const pending = new Map<DomainName, Promise<void>>();
  const lazy = new Map(domains.filter(isLazy).map((domain) => [domain.name, domain]));

  // The stamp of each stored part (null: the shell's) as this mock last read or wrote it.
  const stamps = new Map<DomainName | null, string | null>();
  /** A part as stored now (null when there is none), noting the stamp it was read at. */
  const readStored = <T>(owner: DomainName | null, check: Check<T>): T | null => {
    if (!storage) return null;
    const key = storageKeyOf(owner);
    // The stamp first: a save writes it after the part, so the part read is at least that new.
    stamps.set(owner, readStamp(storage, key));
    return loadPart(storage, key, check);
  };

  const seedOrStored = (): CoreData => readStored(null, coreCheck) ?? seedCore(Date.now());
  let db = seedOrStored() as Database;

  // One counter for the whole database, and one per scope (a collection with derived lists): a scope's
  // revision moves only on its own commits, so a change elsewhere keeps its sorted lists and memos.
  let revision = 0;
  const scopes: { revision: number }[] = [];
  const loaders: { owner: DomainName | null; run: (reindexed: boolean) => void }[] = [];
  const prepare = (reindexed: boolean, owner?: DomainName | null) => {
    revision += 1;
    for (const scope of scopes) scope.revision += 1;
    for (const loader of loaders) if (owner === undefined || loader.owner === owner) loader.run(reindexed);
  };

  const save = (owner: DomainName | null) => {
    if (!storage) return;
    const keys = owner === null ? CORE_KEYS : (keysOf.get(owner) ?? []);
    if (keys.length === 0) return;
    const record = db as unknown as Record<string, unknown>;
    stamps.set(
      owner,
      savePart(storage, storageKeyOf(owner), Object.fromEntries(keys.map((key) => [key, record[key]]))),
    );
  };

  /**
   * Reads again every part whose stamp another tab has moved since this mock last read or wrote it, and
   * rebuilds that part's derived lists; a part removed by a reset comes back from the seed.
   */
  const sync = () => {
    if (!storage) return;
    for (const [owner, known] of stamps) {
      if (readStamp(storage, storageKeyOf(owner)) === known) continue;
      const now = Date.now();
      if (owner === null) {
        Object.assign(db, readStored(null, coreCheck) ?? seedCore(now));
      } else {
        const domain = loaded.get(owner)?.domain;
        if (!domain?.check) continue;
        Object.assign(db, readStored(owner, domain.check) ?? domain.seed(now));
      }
      prepare(false, owner);
    }
  };

  const contextOf = (owner: DomainName | null, scope: { revision: number } | null): Context => ({
    get db() {
      return db;
    },
    get revision() {
      return scope ? scope.revision : revision;
    },
    commit(...others) {
      revision += 1;
      if (scope) scope.revision += 1;
      save(owner);
      if (others.length === 0) return;
      for (const other of scopes) if (other !== scope) other.revision += 1;
      for (const other of others) if (other !== owner) save(other);
    },
    wait: (ms) => (ms > 0 && scenarios.get().latency !== 'none' ? delay(ms) : Promise.resolve()),
    onLoad(prepareScope) {
      loaders.push({
        owner,
        run: (reindexed) => prepareScope(reindexed ? (scope ? scope.revision : revision) : null),
      });
    },
    scoped() {
      const own = { revision: 0 };
      scopes.push(own);
      return contextOf(owner, own);
    },
    need: (...names) => load(names),
    subject: (request) => requestSubject(request, actor),
  });

  /** Puts a domain's part in the database (stored or seeded) and creates its handlers. */
  function install(domain: Domain): RequestHandler[] {
    const stored = domain.check ? readStored(domain.name, domain.check) : null;
    const data = stored ?? domain.seed(Date.now());
    keysOf.set(domain.name, Object.keys(data));
    Object.assign(db, data);
    const handlers = domain.handlers(contextOf(domain.name, null));
    loaded.set(domain.name, { domain, handlers });
    return handlers;
  }

  function ensure(name: DomainName): Promise<void> {
    if (loaded.has(name)) return Promise.resolve();
    let loading = pending.get(name);
    const entry = lazy.get(name);
    if (!loading && entry) {
      loading = entry.load().then((domain) => {
        if (loaded.has(name)) return;
        install(domain);
        prepare(false, name);
      });
      // A chunk that failed to load is tried again on the next call.
      loading.catch(() => pending.delete(name));
      pending.set(name, loading);
    }
    return loading ?? Promise.resolve();
  }

  function load(names: readonly DomainName[]): Promise<void> {
    const wanted = names.length > 0 ? names : [...lazy.keys()];
    return Promise.all(wanted.map(ensure)).then(() => undefined);
  }

  /** Answers a domain's calls, loading it first when this is its first call. */
  const onDemand = (domain: LazyDomain): RequestHandler => {
    const matches = under(domain.paths);
    return http.all(
      ({ request }) => matches(new URL(request.url).pathname),
      async ({ request }) => {
        try {
          await ensure(domain.name);
        } catch {
          // Its chunk did not load (offline, a new deployment): a clear answer the client can retry.
          return HttpResponse.json(
            { error: `The ${domain.name} calls could not be loaded; try again` },
            { status: 503 },
          );
        }
        return getResponse(loaded.get(domain.name)?.handlers ?? [], request);
      },
    );
  };

  const core = contextOf(null, null);
  const own: RequestHandler[] = [
    ...authHandlers(core),
    // Every other call needs a session: without a valid token (or the configured actor) it answers 401.
    sessionGate(core),
    ...commonHandlers(core),
    ...liveHandlers(core, scenarios),
    ...domains.flatMap((domain) => (isLazy(domain) ? [onDemand(domain)] : install(domain))),
    notFoundHandler(),
  ];
  // The scenario first: it may answer (offline, 500, 401) before anything is read or written. Its code is a
  // chunk of its own, fetched the first time a scenario is on.
  const handlers: RequestHandler[] = [
    http.all(
      () => true,
      async ({ request }) => {
        // First the parts other tabs changed are brought up to date, before any call reads or writes them.
        if (isApiPath(new URL(request.url).pathname)) sync();
        if (isQuiet(scenarios.get())) return getResponse(own, request);
        const { answerInScenario } = await import('./handlers/scenario.ts');
        return answerInScenario(own, scenarios, request);
      },
    ),
  ];
  prepare(false);

  return {
    handlers,
    routes: own,
    get db() {
      return db;
    },
    reset() {
      const now = Date.now();
      db = seedCore(now) as Database;
      for (const { domain } of loaded.values()) Object.assign(db, domain.seed(now));
      if (storage) {
        // Each removal moves the part's stamp, so other tabs go back to the seed too.
        stamps.set(null, removePart(storage, storageKeyOf(null)));
        // Domains not loaded yet lose their stored part too: they will load from the seed.
        for (const domain of domains) {
          const stamp = removePart(storage, storageKeyOf(domain.name));
          if (stamps.has(domain.name)) stamps.set(domain.name, stamp);
        }
      }
      prepare(false);
    },
    reindex() {
      prepare(true);
    },
    load: (...names) => load(names),
  };
}
