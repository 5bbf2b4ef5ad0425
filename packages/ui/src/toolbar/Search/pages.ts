import type { NavigationItem, PageSearchResult, SearchResultGroup } from '@atrium/mock-api';

/** A page of the navigation as the search shows it: its title and the sections above it, translated. */
export interface ShownPage extends PageSearchResult {
  /** The titles of the groups and sections that hold the page, outermost first. */
  trail: string[];
}

export type ShownGroup =
  Exclude<SearchResultGroup, { id: 'pages' }> | { id: 'pages'; label: string; results: ShownPage[] };

/** Every in-app page of the navigation (basic items with a link), in the navigation's order. */
export function navigationPages(
  items: readonly NavigationItem[],
  title: (item: NavigationItem) => string,
  trail: string[] = [],
  out: ShownPage[] = [],
): ShownPage[] {
  for (const item of items) {
    if (item.type === 'basic' && item.link && item.title && !item.externalLink) {
      const shown = title(item);
      out.push({ id: item.id, title: shown, link: item.link, value: shown, trail });
    }
    if (item.children) navigationPages(item.children, title, item.title ? [...trail, title(item)] : trail, out);
  }
  return out;
}

/** Lower case without accents, so "contrasena" finds "Contraseña". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();

/**
 * The answer's groups with its pages group as the user's navigation shows them. The API matches page
 * titles in its own words; here a page also matches by its title in the user's language, shows that
 * title with the sections above it (seven "Modern" variants differ by their section), and a page the
 * user's navigation does not hold (an area their role cannot see) is left out. Without the navigation
 * (still loading, or failed) the answer's pages show as they came.
 */
export function withNavigationPages(
  groups: readonly SearchResultGroup[],
  pages: readonly ShownPage[] | undefined,
  query: string,
): ShownGroup[] {
  const shown: ShownGroup[] = groups.map((group) =>
    group.id === 'pages' ? { ...group, results: group.results.map((page) => ({ ...page, trail: [] })) } : group,
  );
  if (!pages) return shown;
  const answered = groups.find((group) => group.id === 'pages');
  const fromApi = new Set(answered?.results.map((page) => page.id));
  const needle = fold(query.trim());
  const results = pages.filter((page) => fromApi.has(page.id) || (needle !== '' && fold(page.title).includes(needle)));
  const index = shown.findIndex((group) => group.id === 'pages');
  if (index >= 0) {
    if (results.length) shown[index] = { id: 'pages', label: answered?.label ?? 'Pages', results };
    else shown.splice(index, 1);
  } else if (results.length) {
    // Where the API puts it: after contacts, before tasks.
    const at = shown.findIndex((group) => group.id === 'tasks');
    shown.splice(at < 0 ? shown.length : at, 0, { id: 'pages', label: 'Pages', results });
  }
  return shown;
}
