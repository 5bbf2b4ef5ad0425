import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavItem } from './types';

/** The parts of a location the matching needs (react-router's `Location` fits). */
export interface RouteLocation {
  pathname: string;
  search: string;
}

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The link with its query parameters, as an href. */
export function itemHref(item: NavItem): string | undefined {
  if (!item.link) return undefined;
  if (!item.queryParams || item.externalLink) return item.link;
  const query = new URLSearchParams(item.queryParams).toString();
  return query ? `${item.link}${item.link.includes('?') ? '&' : '?'}${query}` : item.link;
}

/**
 * True when the item's own route is the current one: the same path (or one below it unless
 * `exactMatch`), and every query parameter it names holding the same value.
 */
export function matchesRoute(item: NavItem, location: RouteLocation): boolean {
  if (!item.link || item.externalLink) return false;
  const link = trimSlash(item.link.split('?')[0] ?? item.link);
  const path = trimSlash(location.pathname);
  const pathMatches = item.exactMatch || link === '/' ? path === link : path === link || path.startsWith(`${link}/`);
  if (!pathMatches) return false;
  const search = new URLSearchParams(location.search);
  return Object.entries(item.queryParams ?? {}).every(([key, value]) => search.get(key) === value);
}

export const isHidden = (item: NavItem): boolean => item.hidden?.(item) ?? false;

/** The children a user may see. */
export const visibleChildren = (item: NavItem): NavItem[] => (item.children ?? []).filter((child) => !isHidden(child));

/** The item is active: forced, or its route is the current one. */
export const isItemActive = (item: NavItem, location: RouteLocation): boolean =>
  Boolean(item.active) || matchesRoute(item, location);

/** Some descendant (not the item itself) is active. */
export function hasActiveDescendant(item: NavItem, location: RouteLocation): boolean {
  return visibleChildren(item).some((child) => isItemActive(child, location) || hasActiveDescendant(child, location));
}

/**
 * The ids of the collapsables that lead to the active route: they open by themselves. Groups and
 * asides are not listed (groups are always open; asides open on demand).
 */
export function activeCollapsablePath(items: NavItem[], location: RouteLocation): string[] {
  for (const item of items) {
    if (isHidden(item)) continue;
    if (!item.children?.length) continue;
    const below = activeCollapsablePath(visibleChildren(item), location);
    const leads = below.length > 0 || hasActiveDescendant(item, location);
    if (!leads) continue;
    return item.type === 'collapsable' ? [item.id, ...below] : below;
  }
  return [];
}

/** The ids of an item's ancestors, outermost first, or undefined when the id is not in the tree. */
export function ancestorsOf(items: NavItem[], id: string, trail: string[] = []): string[] | undefined {
  for (const item of items) {
    if (item.id === id) return trail;
    const found = item.children && ancestorsOf(item.children, id, [...trail, item.id]);
    if (found) return found;
  }
  return undefined;
}

export { isExternalHref } from './href';

/**
 * Translates navigation texts by item id: `navigation.<id>` for titles (item ids hold dots, which
 * i18next resolves as flat keys inside `navigation`), `navigationSubtitles.<id>` and
 * `navigationTooltips.<id>`; the API's text is the fallback.
 */
export function useNavText() {
  const { t } = useTranslation();
  return {
    title: useCallback(
      (item: NavItem) => (item.title ? t(`navigation.${item.id}`, { defaultValue: item.title }) : ''),
      [t],
    ),
    subtitle: useCallback(
      (item: NavItem) =>
        item.subtitle ? t(`navigationSubtitles.${item.id}`, { defaultValue: item.subtitle }) : undefined,
      [t],
    ),
    // A tooltip that repeats the title (icon-only sets) follows the title's translation.
    tooltip: useCallback(
      (item: NavItem) =>
        !item.tooltip
          ? undefined
          : item.tooltip === item.title
            ? t(`navigation.${item.id}`, { defaultValue: item.title })
            : t(`navigationTooltips.${item.id}`, { defaultValue: item.tooltip }),
      [t],
    ),
  };
}
