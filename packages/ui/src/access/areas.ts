/**
 * Which permission each signed-in area needs (spec 4 §1: "areas need their `:view`"). The one map the
 * navigation and the route guard both read, so an entry hidden from the menu is also a 403 by URL.
 */
import type { Navigation, NavigationItem, Permission } from '@atrium/mock-api';

export const AREA_PERMISSIONS = {
  '/dashboard': 'dashboard:view',
  '/users': 'users:view',
  '/roles': 'roles:view',
  '/orders': 'orders:view',
  '/orders/customers': 'customers:view',
  '/chat': 'chat:view',
  '/agent': 'agent:view',
  '/apps/mailbox': 'mail:view',
  '/apps/notes': 'notes:view',
  '/apps/tasks': 'tasks:view',
  '/apps/scrumboard': 'scrumboard:view',
} as const satisfies Record<string, Permission>;

const AREAS = Object.entries(AREA_PERMISSIONS).sort(([a], [b]) => b.length - a.length);

/**
 * The permission the area at `path` needs, or null when it needs none (the other sample apps, the docs).
 * The deepest area wins: `/orders/customers/42` needs `customers:view`, `/orders/10234` `orders:view`.
 * A query or hash is ignored.
 */
export function areaPermission(path: string): Permission | null {
  const pathname = path.split(/[?#]/, 1)[0]!.replace(/\/+$/, '') || '/';
  for (const [area, permission] of AREAS) {
    if (pathname === area || pathname.startsWith(`${area}/`)) return permission;
  }
  return null;
}

const isExternal = (link: string) => /^[a-z][a-z0-9+.-]*:/i.test(link) || link.startsWith('//');

/**
 * The items a user holding `can` may see: an entry whose area needs a permission they lack is left out,
 * and so is a group, collapsable or aside left with no children (a divider or spacer stays).
 */
export function narrowItems(items: NavigationItem[], can: (permission: Permission) => boolean): NavigationItem[] {
  const kept: NavigationItem[] = [];
  for (const item of items) {
    const needed = item.link && !isExternal(item.link) ? areaPermission(item.link) : null;
    if (needed && !can(needed)) continue;
    if (item.children && item.children.length > 0) {
      const children = narrowItems(item.children, can);
      if (children.length === 0) continue;
      kept.push(children.length === item.children.length ? item : { ...item, children });
    } else {
      kept.push(item);
    }
  }
  return kept;
}

/** Every variant of the navigation, narrowed by {@link narrowItems}. */
export function narrowNavigation(navigation: Navigation, can: (permission: Permission) => boolean): Navigation {
  return {
    compact: narrowItems(navigation.compact, can),
    default: narrowItems(navigation.default, can),
    futuristic: narrowItems(navigation.futuristic, can),
    horizontal: narrowItems(navigation.horizontal, can),
  };
}
