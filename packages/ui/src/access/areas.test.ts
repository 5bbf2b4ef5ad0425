import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHandlers, type Navigation, type NavigationItem, type Permission } from '@atrium/mock-api';
import { AREA_PERMISSIONS, areaPermission, narrowItems, narrowNavigation } from './areas';

const links = (items: NavigationItem[]): string[] =>
  items.flatMap((item) => [...(item.link ? [item.link] : []), ...links(item.children ?? [])]);

describe('areaPermission', () => {
  it.each([
    ['/dashboard', 'dashboard:view'],
    ['/users', 'users:view'],
    ['/users/usr-viewer?tab=roles', 'users:view'],
    ['/roles/', 'roles:view'],
    ['/orders', 'orders:view'],
    ['/orders/10234', 'orders:view'],
    ['/orders/customers', 'customers:view'],
    ['/orders/customers/42#timeline', 'customers:view'],
    ['/chat', 'chat:view'],
    ['/agent', 'agent:view'],
  ])('%s needs %s', (path, permission) => {
    expect(areaPermission(path)).toBe(permission);
  });

  it.each(['/', '/dashboards/project', '/apps/chat', '/usersettings', '/docs/changelog', '/agents'])(
    '%s needs nothing',
    (path) => expect(areaPermission(path)).toBeNull(),
  );
});

describe('narrowNavigation', () => {
  // The navigation the shell gets, from the mock API.
  const server = setupServer(...createHandlers({ delays: false, actor: 'owner' }));
  let navigation: Navigation;
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    navigation = (await (await fetch('http://localhost/api/common/navigation')).json()) as Navigation;
  });
  afterAll(() => server.close());
  const all = () => true;
  const only =
    (...granted: Permission[]) =>
    (permission: Permission) =>
      granted.includes(permission);

  it('keeps everything for a user holding every :view', () => {
    expect(narrowNavigation(navigation, all)).toEqual(navigation);
  });

  it('hides the areas whose :view is missing, in every variant', () => {
    const narrowed = narrowNavigation(navigation, only('dashboard:view', 'orders:view', 'chat:view'));
    for (const variant of Object.keys(navigation) as (keyof Navigation)[]) {
      const shown = links(narrowed[variant]);
      expect(shown).not.toContain('/users');
      expect(shown).not.toContain('/roles');
      expect(shown).not.toContain('/agent');
      expect(shown).toContain('/apps/contacts');
    }
    expect(links(narrowed.default)).toEqual(expect.arrayContaining(['/dashboard', '/orders', '/chat']));
  });

  it('drops a group left empty, keeps dividers, spacers and external links', () => {
    const items: NavigationItem[] = [
      {
        id: 'g',
        type: 'group',
        title: 'Back office',
        children: [
          { id: 'u', type: 'basic', title: 'Users', link: '/users' },
          { id: 'r', type: 'basic', title: 'Roles', link: '/roles' },
        ],
      },
      { id: 'd', type: 'divider' },
      { id: 's', type: 'spacer' },
      { id: 'x', type: 'basic', title: 'Status', link: 'https://status.example.com/users' },
    ];
    expect(narrowItems(items, only()).map((item) => item.id)).toEqual(['d', 's', 'x']);
    const kept = narrowItems(items, only('roles:view'));
    expect(kept[0]!.children!.map((item) => item.id)).toEqual(['r']);
    // An untouched list is answered as is (the layouts memoize on it).
    expect(narrowItems(items, all)[0]).toBe(items[0]);
  });

  it('names a :view permission for every area', () => {
    for (const permission of Object.values(AREA_PERMISSIONS)) expect(permission).toMatch(/:view$/);
  });
});
