/**
 * A domain of the mock API: the calls under one or more path prefixes, the part of the database they own
 * and that part's seed and shape check. The shell's part (auth and the common calls: user, notifications,
 * messages, shortcuts, navigation, search) is always there; every other domain is loaded the first time
 * one of its calls is made (see `registry.ts`), so the first screen carries none of its code or seed.
 */
import type { HttpHandler } from 'msw';
import type { Database } from '../db/database.ts';
import type { Context } from '../handlers/http.ts';
import type { Check } from '../schema.ts';

/** The names of the domains loaded on demand; each is also the suffix of its storage key. */
export type DomainName =
  | 'contacts'
  | 'inventory'
  | 'tasks'
  | 'mailbox'
  | 'notes'
  | 'scrumboard'
  | 'chat'
  | 'academy'
  | 'help-center'
  | 'file-manager'
  | 'dashboards'
  | 'activities'
  | 'icons'
  | 'back-office'
  | 'agent';

/** The keys of the database a domain owns (none for the domains whose data never changes). */
export type DomainData = Partial<Omit<Database, CoreKey>>;

/** What the shell's part holds: always loaded, stored under the base key. */
export type CoreKey = 'user' | 'notifications' | 'messages' | 'shortcuts';

export interface Domain<Data extends DomainData = DomainData> {
  name: DomainName;
  /** The part of the database this domain owns, fresh from the seed (dates relative to `now`). */
  seed(now: number): Data;
  /** Checks that part as read back from storage. Absent for domains with no stored data. */
  check?: Check<Data>;
  /** The domain's handlers over the shared database. */
  handlers(ctx: Context): HttpHandler[];
}

/** A domain as the registry lists it: its name, its path prefixes under `api/`, and how to load it. */
export interface LazyDomain {
  name: DomainName;
  /** Path prefixes under `api/` (`'apps/contacts'` takes `api/apps/contacts` and everything below it). */
  paths: readonly string[];
  /** App pages (path prefixes) whose first calls are this domain's though their path is not an API prefix. */
  pages?: readonly string[];
  load(): Promise<Domain>;
}

/** Builds a domain descriptor with its data type checked against the database. */
export function defineDomain<Data extends DomainData>(domain: Domain<Data>): Domain {
  return domain;
}
