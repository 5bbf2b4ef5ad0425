/**
 * Every domain loaded on demand, with the path prefixes its calls live under. The browser's worker
 * answers the shell's calls from the start and loads a domain's handlers and seed (a chunk of its own)
 * the first time one of these paths is called. A new domain is added here and in `all.ts` (a unit test
 * checks the two lists agree and that each domain's handlers stay under its prefixes).
 */
import type { LazyDomain } from './domain.ts';

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
];
