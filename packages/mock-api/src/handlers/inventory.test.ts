import { describe, expect, it } from 'vitest';
import type { InventoryProduct, InventoryProductsAnswer, InventoryTag } from '../contract/inventory.ts';
import { call, ok, useMockServer } from '../test/server.ts';
import { priceOf } from './inventory.ts';

const BASE = 'apps/ecommerce/inventory';

type Page = Extract<InventoryProductsAnswer, { products: InventoryProduct[] }>;

describe('inventory', () => {
  const state = useMockServer({ actor: 'owner' });
  const db = () => state.api.db.inventory;
  const products = (query: Record<string, string> = {}) =>
    ok<InventoryProductsAnswer>('GET', `${BASE}/products`, { query });
  const byName = () => [...db().products].sort((a, b) => a.name.toUpperCase().localeCompare(b.name.toUpperCase()));

  it('lists categories, brands, vendors and tags', async () => {
    const categories = await ok<{ name: string }[]>('GET', `${BASE}/categories`);
    expect(categories.map((category) => category.name)).toEqual(['Mens', 'Ladies', 'Unisex']);
    expect((await ok<unknown[]>('GET', `${BASE}/brands`)).length).toBeGreaterThan(2);
    expect((await ok<unknown[]>('GET', `${BASE}/vendors`)).length).toBeGreaterThan(1);
    expect((await ok<unknown[]>('GET', `${BASE}/tags`)).length).toBeGreaterThan(5);
  });

  it('seeds prices as basePrice plus taxPercent, with the seed tax percentages', () => {
    for (const product of db().products) {
      expect(product.price).toBe(priceOf(product.basePrice, product.taxPercent));
      expect([8, 10, 18, 20, 30]).toContain(product.taxPercent);
    }
    expect(priceOf(100, 18)).toBe(118);
  });

  it('defaults to name ascending, page 1 (zero-based slicing) and size 10', async () => {
    const answer = (await products()) as Page;
    const sorted = byName();
    expect(answer.pagination).toEqual({
      length: sorted.length,
      size: 10,
      page: 1,
      lastPage: Math.ceil(sorted.length / 10),
      startIndex: 10,
      endIndex: 19,
    });
    expect(answer.products).toEqual(sorted.slice(10, 20));
  });

  it('answers page 0 as the first page', async () => {
    const answer = (await products({ page: '0', size: '4' })) as Page;
    expect(answer.products).toEqual(byName().slice(0, 4));
    expect(answer.pagination).toMatchObject({ page: 0, size: 4, startIndex: 0, endIndex: 3 });
  });

  it('sorts sku, name and active as text, case-insensitively', async () => {
    const target = db().products[0]!;
    target.name = 'aaa lower case first';
    const answer = (await products({ page: '0', size: '30' })) as Page;
    expect(answer.products[0]!.name).toBe('aaa lower case first');

    const bySku = (await products({ sort: 'sku', order: 'desc', page: '0', size: '50' })) as Page;
    const skus = bySku.products.map((product) => product.sku.toUpperCase());
    expect(skus).toEqual([...skus].sort((a, b) => b.localeCompare(a)));

    const byActive = (await products({ sort: 'active', page: '0', size: '50' })) as Page;
    const flags = byActive.products.map((product) => product.active);
    expect(flags).toEqual([...flags].sort((a, b) => String(a).localeCompare(String(b))));
    expect(flags[0]).toBe(false);
  });

  it('sorts other fields numerically', async () => {
    for (const sort of ['price', 'stock', 'weight'] as const) {
      const answer = (await products({ sort, order: 'desc', page: '0', size: '50' })) as Page;
      const values = answer.products.map((product) => product[sort]);
      expect(values).toEqual([...values].sort((a, b) => b - a));
    }
  });

  it('searches names case-insensitively', async () => {
    const name = db().products[0]!.name;
    const word = name.split(' ')[1]!;
    const answer = (await products({ search: word.toUpperCase(), page: '0', size: '50' })) as Page;
    expect(answer.products.length).toBeGreaterThan(0);
    expect(answer.products.every((product) => product.name.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    expect(answer.pagination.length).toBe(answer.products.length);
  });

  it('answers products null and only lastPage beyond the last page', async () => {
    const lastPage = Math.ceil(db().products.length / 10);
    expect(await products({ page: String(lastPage + 1) })).toEqual({ products: null, pagination: { lastPage } });
    expect(await products({ page: '1e9' })).toEqual({ products: null, pagination: { lastPage } });
    const atLast = (await products({ page: String(lastPage) })) as Page;
    expect(atLast.products).toEqual([]);
  });

  it('reports lastPage 1 for an empty result', async () => {
    const answer = (await products({ search: 'zzzz-nothing', page: '0' })) as Page;
    expect(answer).toEqual({
      products: [],
      pagination: { length: 0, size: 10, page: 0, lastPage: 1, startIndex: 0, endIndex: -1 },
    });
    expect(await products({ search: 'zzzz-nothing', page: '2' })).toEqual({
      products: null,
      pagination: { lastPage: 1 },
    });
  });

  it('refuses bad page, size, sort and order with 400', async () => {
    for (const query of <Record<string, string>[]>[
      { page: '-1' },
      { page: 'abc' },
      { page: '1.5' },
      { size: '0' },
      { size: '-3' },
      { size: '100000' },
      { sort: 'description' },
      { sort: '__proto__' },
      { order: 'up' },
    ]) {
      const answer = await call('GET', `${BASE}/products`, { query });
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(answer.body).toEqual({ error: expect.any(String) as string });
    }
  });

  it('answers one product by id, null when unknown', async () => {
    const target = db().products[3]!;
    expect(await ok('GET', `${BASE}/product`, { query: { id: target.id } })).toEqual(target);
    expect(await ok('GET', `${BASE}/product`, { query: { id: 'nope' } })).toBeNull();
    expect(await ok('GET', `${BASE}/product`)).toBeNull();
  });

  it('creates a blank, inactive product at the top', async () => {
    const created = await ok<InventoryProduct>('POST', `${BASE}/product`);
    expect(created).toMatchObject({
      name: 'A New Product',
      description: '',
      tags: [],
      sku: '',
      images: [],
      thumbnail: null,
      active: false,
      price: 0,
    });
    expect(db().products[0]).toEqual(created);
  });

  it('merges a patch and recomputes the price', async () => {
    const target = db().products[0]!;
    const updated = await ok<InventoryProduct>('PATCH', `${BASE}/product`, {
      body: { id: target.id, product: { basePrice: 200, taxPercent: 10, name: 'Renamed', price: 1 } },
    });
    expect(updated).toEqual({ ...target, basePrice: 200, taxPercent: 10, name: 'Renamed', price: 220 });
  });

  it('answers null for an unknown product and 400 for a bad patch, changing nothing', async () => {
    expect(await ok('PATCH', `${BASE}/product`, { body: { id: 'nope', product: { name: 'x' } } })).toBeNull();
    const target = structuredClone(db().products[0]!);
    for (const product of [null, { stock: 'many' }, { active: 1 }, { basePrice: null }, { tags: [1] }]) {
      expect((await call('PATCH', `${BASE}/product`, { body: { id: target.id, product } })).status).toBe(400);
    }
    expect(db().products[0]).toEqual(target);
  });

  it('deletes a product and answers true', async () => {
    const target = db().products[0]!;
    expect(await ok('DELETE', `${BASE}/product`, { query: { id: target.id } })).toBe(true);
    expect(db().products.some((product) => product.id === target.id)).toBe(false);
    expect(await ok('DELETE', `${BASE}/product`, { query: { id: target.id } })).toBe(true);
  });

  it('creates and updates tags', async () => {
    const tag = await ok<InventoryTag>('POST', `${BASE}/tag`, { body: { tag: { title: 'gold' } } });
    expect(tag).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) as string, title: 'gold' });
    expect(db().tags[0]).toEqual(tag);
    expect(await ok('PATCH', `${BASE}/tag`, { body: { id: tag.id, tag: { title: 'rose gold' } } })).toEqual({
      ...tag,
      title: 'rose gold',
    });
    expect(await ok('PATCH', `${BASE}/tag`, { body: { id: 'nope', tag: { title: 'x' } } })).toBeNull();
    expect((await call('POST', `${BASE}/tag`, { body: { tag: { title: '' } } })).status).toBe(400);
  });

  it('strips a deleted tag from every product', async () => {
    const tag = db().tags.find(
      (candidate) => db().products.filter((product) => product.tags.includes(candidate.id)).length > 1,
    )!;
    expect(await ok('DELETE', `${BASE}/tag`, { query: { id: tag.id } })).toBe(true);
    expect(db().tags.some((candidate) => candidate.id === tag.id)).toBe(false);
    expect(db().products.some((product) => product.tags.includes(tag.id))).toBe(false);
  });

  it('answers lists and searches that follow every change (create, rename, price, delete)', async () => {
    // page 0 is the first page (the default, page 1, is the second).
    const first = (query: Record<string, string>) =>
      products({ ...query, page: '0' }).then((answer) => (answer as Page).products[0]!);
    // Ask once so every sorted list and search index exists before the changes.
    await products({ search: 'zz' });
    await products({ sort: 'price', order: 'desc' });
    const created = await ok<InventoryProduct>('POST', `${BASE}/product`);
    await ok('PATCH', `${BASE}/product`, {
      body: { id: created.id, product: { name: '0 First watch zz', basePrice: 999999, taxPercent: 10 } },
    });
    expect((await first({})).id).toBe(created.id);
    expect((await first({ sort: 'price', order: 'desc' })).id).toBe(created.id);
    expect(((await products({ search: 'ZZ', page: '0' })) as Page).products.map((product) => product.id)).toEqual([
      created.id,
    ]);
    await ok('PATCH', `${BASE}/product`, { body: { id: created.id, product: { name: 'Renamed', basePrice: 1 } } });
    expect(await products({ search: 'zz', page: '0' })).toMatchObject({ products: [] });
    expect((await first({ sort: 'price', order: 'desc' })).id).not.toBe(created.id);
    await ok('DELETE', `${BASE}/product`, { query: { id: created.id } });
    expect(((await products({ search: 'renamed', page: '0' })) as Page).products).toEqual([]);
  });
});
