/**
 * Every domain loaded on demand, with the path prefixes its calls live under. The browser's worker
 * answers the shell's calls from the start and loads a domain's handlers and seed (a chunk of its own)
 * the first time one of these paths is called. A new domain is added here and in `all.ts` (a unit test
 * checks the two lists agree and that each domain's handlers stay under its prefixes).
 */
import type { DomainName, LazyDomain } from './domain.ts';

export const lazyDomains: readonly LazyDomain[] = [
  { name: 'contacts', paths: ['apps/contacts'], load: () => import('./contacts.ts').then((m) => m.domain) },
  { name: 'inventory', paths: ['apps/ecommerce'], load: () => import('./inventory.ts').then((m) => m.domain) },
  { name: 'tasks', paths: ['apps/tasks'], load: () => import('./tasks.ts').then((m) => m.domain) },
  { name: 'mailbox', paths: ['apps/mailbox'], load: () => import('./mailbox.ts').then((m) => m.domain) },
  { name: 'notes', paths: ['apps/notes'], load: () => import('./notes.ts').then((m) => m.domain) },
  { name: 'scrumboard', paths: ['apps/scrumboard'], load: () => import('./scrumboard.ts').then((m) => m.domain) },
  { name: 'chat', paths: ['apps/chat'], load: () => import('./chat.ts').then((m) => m.domain) },
  { name: 'academy', paths: ['apps/academy'], load: () => import('./academy.ts').then((m) => m.domain) },
  { name: 'help-center', paths: ['apps/help-center'], load: () => import('./help-center.ts').then((m) => m.domain) },
  {
    name: 'file-manager',
    paths: ['apps/file-manager'],
    load: () => import('./file-manager.ts').then((m) => m.domain),
  },
  { name: 'dashboards', paths: ['dashboards'], load: () => import('./dashboards.ts').then((m) => m.domain) },
  { name: 'activities', paths: ['pages/activities'], load: () => import('./activities.ts').then((m) => m.domain) },
  { name: 'icons', paths: ['ui/icons'], load: () => import('./icons.ts').then((m) => m.domain) },
  {
    name: 'back-office',
    paths: ['me', 'users', 'roles', 'permissions', 'orders', 'customers', 'audit', 'overview'],
    // The dashboard's figures are the back office's overview.
    pages: ['dashboard'],
    load: () => import('./back-office.ts').then((m) => m.domain),
  },
  { name: 'agent', paths: ['agent'], load: () => import('./agent.ts').then((m) => m.domain) },
];

/**
 * The domains a page of the app calls first: those whose API prefix starts the page's path (the app's
 * routes mirror the API: `/apps/contacts/42` calls `api/apps/contacts/...`), or one of their `pages`. The worker loads them while
 * it starts, so the page's first calls do not wait for their chunk.
 */
export function domainsForPage(pathname: string, domains: readonly LazyDomain[] = lazyDomains): DomainName[] {
  const path = `${pathname.replace(/^\/+/, '').replace(/\/+$/, '')}/`;
  return domains
    .filter((domain) => [...domain.paths, ...(domain.pages ?? [])].some((prefix) => path.startsWith(`${prefix}/`)))
    .map((domain) => domain.name);
}
