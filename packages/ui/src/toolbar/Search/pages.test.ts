import { describe, expect, it } from 'vitest';
import type { NavigationItem, SearchResultGroup } from '@atrium/mock-api';
import { navigationPages, withNavigationPages } from './pages';

const spanish: Record<string, string> = {
  apps: 'Aplicaciones',
  'apps.contacts': 'Contactos',
  'apps.tasks': 'Tareas',
  'apps.analytics': 'Analítica',
  auth: 'Autenticación',
  'auth.sign-in': 'Iniciar sesión',
  'auth.sign-in.modern': 'Moderna',
  'auth.reset': 'Restablecer contraseña',
  'auth.reset.modern': 'Moderna',
};
const title = (item: NavigationItem) => spanish[item.id] ?? item.title ?? '';

const navigation: NavigationItem[] = [
  {
    id: 'apps',
    type: 'group',
    title: 'Apps',
    children: [
      { id: 'apps.contacts', type: 'basic', title: 'Contacts', link: '/apps/contacts' },
      { id: 'apps.tasks', type: 'basic', title: 'Tasks', link: '/apps/tasks' },
      { id: 'apps.analytics', type: 'basic', title: 'Analytics', link: '/apps/analytics' },
      { id: 'apps.site', type: 'basic', title: 'Site', link: 'https://example.com', externalLink: true },
    ],
  },
  {
    id: 'auth',
    type: 'collapsable',
    title: 'Authentication',
    children: ['sign-in', 'reset'].map((page) => ({
      id: `auth.${page}`,
      type: 'collapsable' as const,
      title: page,
      children: [{ id: `auth.${page}.modern`, type: 'basic' as const, title: 'Modern', link: `/auth/${page}/modern` }],
    })),
  },
];
const pages = navigationPages(navigation, title);
const answer = (ids: string[]): SearchResultGroup[] => [
  { id: 'contacts', label: 'Contacts', results: [] },
  {
    id: 'pages',
    label: 'Pages',
    results: ids.map((id) => ({ id, title: id, link: `/${id}`, value: id })),
  },
  { id: 'tasks', label: 'Tasks', results: [] },
];

describe('navigationPages', () => {
  it('lists in-app pages in order, each titled in the language with the sections above it', () => {
    expect(pages.map(({ id, title: shown, trail }) => [id, shown, trail.join(' › ')])).toEqual([
      ['apps.contacts', 'Contactos', 'Aplicaciones'],
      ['apps.tasks', 'Tareas', 'Aplicaciones'],
      ['apps.analytics', 'Analítica', 'Aplicaciones'],
      ['auth.sign-in.modern', 'Moderna', 'Autenticación › Iniciar sesión'],
      ['auth.reset.modern', 'Moderna', 'Autenticación › Restablecer contraseña'],
    ]);
  });
});

describe('withNavigationPages', () => {
  it("shows the answer's pages in the user's words, in the navigation's order", () => {
    const [, shown] = withNavigationPages(answer(['apps.tasks', 'apps.contacts']), pages, 'zzz');
    expect(shown).toMatchObject({ id: 'pages', results: [{ title: 'Contactos' }, { title: 'Tareas' }] });
  });

  it('finds a page by its translated title, accents aside, where the API answered none', () => {
    const groups = withNavigationPages([{ id: 'tasks', label: 'Tasks', results: [] }], pages, 'analitica');
    expect(groups.map((group) => group.id)).toEqual(['pages', 'tasks']);
    expect(groups[0]?.results).toMatchObject([{ id: 'apps.analytics', title: 'Analítica', link: '/apps/analytics' }]);
    const moderna = withNavigationPages([], pages, 'MODERNA')[0];
    expect(moderna?.results.map((page) => page.link)).toEqual(['/auth/sign-in/modern', '/auth/reset/modern']);
  });

  it("leaves out a page the user's navigation does not hold, and the group when none is left", () => {
    const groups = withNavigationPages(answer(['users.list']), pages, 'zzz');
    expect(groups.map((group) => group.id)).toEqual(['contacts', 'tasks']);
  });

  it('shows the answer as it came while the navigation is not there', () => {
    const [, shown] = withNavigationPages(answer(['users.list']), undefined, 'us');
    expect(shown).toMatchObject({ id: 'pages', results: [{ id: 'users.list', title: 'users.list', trail: [] }] });
  });
});
