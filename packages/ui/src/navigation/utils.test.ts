import { describe, expect, it } from 'vitest';
import type { NavItem } from './types';
import { activeCollapsablePath, ancestorsOf, isExternalHref, itemHref, matchesRoute } from './utils';

const at = (pathname: string, search = '') => ({ pathname, search });
const basic = (link: string, extra: Partial<NavItem> = {}): NavItem => ({ id: link, type: 'basic', link, ...extra });

describe('matchesRoute', () => {
  it('matches the same path and paths below it', () => {
    expect(matchesRoute(basic('/apps/help-center'), at('/apps/help-center'))).toBe(true);
    expect(matchesRoute(basic('/apps/help-center'), at('/apps/help-center/faqs'))).toBe(true);
    expect(matchesRoute(basic('/apps/help'), at('/apps/help-center'))).toBe(false);
  });
  it('honours exactMatch and never lets "/" match everything', () => {
    expect(matchesRoute(basic('/apps/help-center', { exactMatch: true }), at('/apps/help-center/faqs'))).toBe(false);
    expect(matchesRoute(basic('/'), at('/dashboard'))).toBe(false);
    expect(matchesRoute(basic('/'), at('/'))).toBe(true);
  });
  it('requires the named query parameters', () => {
    const item = basic('/list', { queryParams: { filter: 'open' } });
    expect(matchesRoute(item, at('/list', '?filter=open&page=2'))).toBe(true);
    expect(matchesRoute(item, at('/list', '?filter=closed'))).toBe(false);
  });
  it('never matches external links', () => {
    expect(matchesRoute(basic('https://example.com', { externalLink: true }), at('/'))).toBe(false);
  });
});

describe('helpers', () => {
  it('builds hrefs with query parameters', () => {
    expect(itemHref(basic('/list', { queryParams: { a: '1', b: 'x y' } }))).toBe('/list?a=1&b=x+y');
    expect(itemHref({ id: 'x', type: 'basic' })).toBeUndefined();
  });
  it('tells external addresses apart', () => {
    expect(isExternalHref('https://example.com')).toBe(true);
    expect(isExternalHref('//cdn.example.com')).toBe(true);
    expect(isExternalHref('/apps')).toBe(false);
  });
  it('finds the collapsables leading to the active route, through groups and hidden items', () => {
    const tree: NavItem[] = [
      {
        id: 'group',
        type: 'group',
        children: [
          { id: 'hidden', type: 'collapsable', hidden: () => true, children: [basic('/a/b')] },
          {
            id: 'outer',
            type: 'collapsable',
            children: [{ id: 'inner', type: 'collapsable', children: [basic('/a/b')] }],
          },
        ],
      },
    ];
    expect(activeCollapsablePath(tree, at('/a/b'))).toEqual(['outer', 'inner']);
    expect(activeCollapsablePath(tree, at('/elsewhere'))).toEqual([]);
    expect(ancestorsOf(tree, 'inner')).toEqual(['group', 'outer']);
  });
});
