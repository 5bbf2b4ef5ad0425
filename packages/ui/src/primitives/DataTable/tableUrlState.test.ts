import { describe, expect, it } from 'vitest';
import { applyTableUrlPatch, parseTableUrlState, type TableUrlStateOptions } from './tableUrlState';

const options: TableUrlStateOptions<'status' | 'q'> = {
  sortable: ['name', 'createdAt'],
  filters: ['status', 'q'],
  defaultSort: { column: 'createdAt', direction: 'descending' },
};

const parse = (query: string, opts = options) => parseTableUrlState(new URLSearchParams(query), opts);

describe('parseTableUrlState', () => {
  it('gives the defaults for an empty URL', () => {
    expect(parse('')).toEqual({
      page: 1,
      size: 25,
      sort: { column: 'createdAt', direction: 'descending' },
      filters: {},
    });
  });

  it('reads page, size, sort, order and the named filters', () => {
    expect(parse('page=3&size=50&sort=name&order=asc&status=active&q=ana&other=x')).toEqual({
      page: 3,
      size: 50,
      sort: { column: 'name', direction: 'ascending' },
      filters: { status: 'active', q: 'ana' },
    });
  });

  it.each([
    ['page=-3', 1],
    ['page=0', 1],
    ['page=abc', 1],
    ['page=2.5', 1],
    ['page=1e3', 1],
    ['page=99999999999', 1],
    ['page=%20', 1],
    ['page=7', 7],
  ])('falls back to page 1 for %s', (query, page) => {
    expect(parse(query).page).toBe(page);
  });

  it.each([
    ['size=10000', 25],
    ['size=0', 25],
    ['size=-10', 25],
    ['size=33', 25],
    ['size=ten', 25],
    ['size=100', 100],
  ])('only accepts the offered sizes: %s', (query, size) => {
    expect(parse(query).size).toBe(size);
  });

  it('ignores a sort the server cannot do, and an unknown order', () => {
    expect(parse('sort=password&order=asc').sort).toEqual({ column: 'createdAt', direction: 'descending' });
    expect(parse('sort=name&order=sideways').sort).toEqual({ column: 'name', direction: 'ascending' });
    expect(parse('sort=name&order=DESC').sort).toEqual({ column: 'name', direction: 'descending' });
    expect(parse('sort=name', { sortable: ['name'] }).sort).toEqual({ column: 'name', direction: 'ascending' });
    expect(parse('sort=x', {}).sort).toBeUndefined();
  });

  it('leaves out empty filters and keeps values as typed', () => {
    expect(parse('status=&q=%20%20').filters).toEqual({});
    expect(parse('q=a%26b').filters).toEqual({ q: 'a&b' });
  });

  it('reads prefixed parameter names', () => {
    const prefixed = { ...options, paramPrefix: 'o_' };
    expect(parse('o_page=2&page=9&o_status=open', prefixed)).toMatchObject({ page: 2, filters: { status: 'open' } });
  });

  it('accepts a custom default size and list of sizes', () => {
    expect(parse('size=20', { sizes: [20, 40], defaultSize: 40 }).size).toBe(20);
    expect(parse('size=25', { sizes: [20, 40], defaultSize: 40 }).size).toBe(40);
  });
});

describe('applyTableUrlPatch', () => {
  const apply = (query: string, patch: Parameters<typeof applyTableUrlPatch<'status' | 'q'>>[1]) =>
    applyTableUrlPatch(new URLSearchParams(query), patch, options).toString();

  it('sets the page and drops it at page 1', () => {
    expect(apply('status=open', { page: 3 })).toBe('status=open&page=3');
    expect(apply('page=3&status=open', { page: 1 })).toBe('status=open');
  });

  it('goes back to page 1 when the sort, size or a filter changes', () => {
    expect(apply('page=4', { sort: { column: 'name', direction: 'ascending' } })).toBe('sort=name&order=asc');
    expect(apply('page=4', { size: 50 })).toBe('size=50');
    expect(apply('page=4', { filters: { status: 'open' } })).toBe('status=open');
  });

  it('keeps the defaults out of the URL', () => {
    expect(apply('sort=name&order=asc', { sort: { column: 'createdAt', direction: 'descending' } })).toBe('');
    expect(apply('size=50', { size: 25 })).toBe('');
    expect(apply('sort=name&order=asc', { sort: null })).toBe('');
  });

  it('clears filters with undefined or an empty value, keeping unrelated parameters', () => {
    expect(apply('status=open&q=ana&tab=2', { filters: { status: undefined, q: '' } })).toBe('tab=2');
  });

  it('round-trips through the parser', () => {
    const query = apply('', { sort: { column: 'name', direction: 'descending' }, filters: { q: 'x' } });
    expect(parse(`${query}&page=2`)).toEqual({
      page: 2,
      size: 25,
      sort: { column: 'name', direction: 'descending' },
      filters: { q: 'x' },
    });
  });
});
