/** E-commerce inventory (spec 2 §7, base api/apps/ecommerce/inventory). */
import type { HttpHandler } from 'msw';
import type {
  InventoryProduct,
  InventoryProductSortField,
  InventoryProductsAnswer,
  InventoryTag,
} from '../contract/inventory.ts';
import { inventoryTagShape, productShape } from '../db/shapes-inventory.ts';
import { BadRequest, object, partial, text } from '../schema.ts';
import type { Context } from './http.ts';
import { DELAYS, bodyId, query, queryInt, readBody, removeById, route, uuid } from './http.ts';
import type { ListSpec } from './list-cache.ts';
import { ListIndex, order } from './list-cache.ts';

const BASE = 'apps/ecommerce/inventory';
const TEXT_SORTS = ['sku', 'name', 'active'] as const;
const NUMBER_SORTS = ['stock', 'reserved', 'cost', 'basePrice', 'taxPercent', 'price', 'weight'] as const;
const SORTS: readonly InventoryProductSortField[] = [...TEXT_SORTS, ...NUMBER_SORTS];
export const MAX_PAGE_SIZE = 1000;

const collator = new Intl.Collator();

/** basePrice plus taxPercent, rounded to cents. */
export function priceOf(basePrice: number, taxPercent: number): number {
  return Math.round(basePrice * (1 + taxPercent / 100) * 100) / 100;
}

export function blankProduct(): InventoryProduct {
  return {
    id: uuid(),
    category: '',
    name: 'A New Product',
    description: '',
    tags: [],
    sku: '',
    barcode: '',
    brand: '',
    vendor: '',
    stock: 0,
    reserved: 0,
    cost: 0,
    basePrice: 0,
    taxPercent: 0,
    price: 0,
    weight: 0,
    thumbnail: null,
    images: [],
    active: false,
  };
}

const isTextSort = (sort: InventoryProductSortField): sort is (typeof TEXT_SORTS)[number] =>
  (TEXT_SORTS as readonly string[]).includes(sort);

/** The order of one sort field and direction: text fields case-insensitive, others numeric. */
function productOrder(sort: InventoryProductSortField, desc: boolean) {
  const sign = desc ? -1 : 1;
  if (isTextSort(sort)) {
    return order(
      (product: InventoryProduct): unknown => product[sort],
      (a: string, b: string) => sign * collator.compare(a, b),
      (raw) => String(raw).toUpperCase(),
    );
  }
  return order(
    (product: InventoryProduct) => product[sort],
    (a: number, b: number) => sign * (a - b),
  );
}

const listName = (sort: InventoryProductSortField, desc: boolean) => `${sort}:${desc ? 'desc' : 'asc'}`;

/** Every (sort, order) list: each descending list built as its ascending one reversed (ties kept in place). */
function productLists(): Record<string, ListSpec<InventoryProduct>> {
  const specs: Record<string, ListSpec<InventoryProduct>> = {};
  for (const sort of SORTS) {
    specs[listName(sort, false)] = productOrder(sort, false);
    specs[listName(sort, true)] = { reverseOf: listName(sort, false), order: productOrder(sort, true) };
  }
  return specs;
}

export function inventoryHandlers(shared: Context): HttpHandler[] {
  // Its own revision: changes in other domains keep the sorted lists and memos below.
  const ctx = shared.scoped();
  // One sorted list per (sort, order), built at load and kept in order by every change.
  const lists = new ListIndex((product: InventoryProduct) => product.name, productLists());
  ctx.onLoad((checkedAt) => lists.load(ctx.db.inventory.products, checkedAt));
  // Every change below is reported to the lists (or moves nothing in them): the lists skip their checking pass.
  const commit = () => {
    ctx.commit();
    lists.covered(ctx.revision);
  };
  const productPatch = partial(productShape, ['id', 'price']);
  const tagPatch = partial(inventoryTagShape, ['id']);
  const newTag = object<{ title: string }>({ title: text });
  const findProduct = (id: string | null | undefined) =>
    ctx.db.inventory.products.find((product) => product.id === id) ?? null;

  return [
    route('get', `${BASE}/categories`, () => ctx.db.inventory.categories),
    route('get', `${BASE}/brands`, () => ctx.db.inventory.brands),
    route('get', `${BASE}/vendors`, () => ctx.db.inventory.vendors),
    route('get', `${BASE}/tags`, () => ctx.db.inventory.tags),

    route('get', `${BASE}/products`, async (_request, url): Promise<InventoryProductsAnswer> => {
      const search = query(url, 'search') ?? '';
      const sort = query(url, 'sort') || 'name';
      const order = query(url, 'order') || 'asc';
      if (!(SORTS as readonly string[]).includes(sort)) throw new BadRequest(`sort must be one of ${SORTS.join(', ')}`);
      if (order !== 'asc' && order !== 'desc') throw new BadRequest('order must be asc or desc');
      const page = queryInt(url, 'page', 1, 0, Number.MAX_SAFE_INTEGER);
      const size = queryInt(url, 'size', 10, 1, MAX_PAGE_SIZE);
      await ctx.wait(DELAYS.products);

      const name = listName(sort as InventoryProductSortField, order === 'desc');
      const source = ctx.db.inventory.products;
      const products = search
        ? lists.search(name, source, ctx.revision, search)
        : lists.window(name, source, ctx.revision);
      const length = products.length;
      const lastPage = Math.max(Math.ceil(length / size), 1);
      if (page > lastPage) return { products: null, pagination: { lastPage } };
      const startIndex = page * size;
      const end = Math.min(startIndex + size, length);
      return {
        products: products.slice(startIndex, end),
        pagination: { length, size, page, lastPage, startIndex, endIndex: end - 1 },
      };
    }),

    route('get', `${BASE}/product`, (_request, url) => findProduct(query(url, 'id'))),
    route('post', `${BASE}/product`, () => {
      const product = blankProduct();
      ctx.db.inventory.products.unshift(product);
      lists.added(product);
      commit();
      return product;
    }),
    route('patch', `${BASE}/product`, async (request) => {
      const body = await readBody(request);
      const id = bodyId(body);
      const patch = productPatch(body.product, 'product');
      const product = findProduct(id);
      if (!product) return null;
      lists.update(product, () => {
        Object.assign(product, patch);
        product.price = priceOf(product.basePrice, product.taxPercent);
      });
      commit();
      return product;
    }),
    route('delete', `${BASE}/product`, (_request, url) => {
      const product = findProduct(query(url, 'id'));
      if (product && removeById(ctx.db.inventory.products, product.id)) {
        lists.removed(product);
        commit();
      }
      return true;
    }),

    route('post', `${BASE}/tag`, async (request) => {
      const input = newTag((await readBody(request)).tag, 'tag');
      const tag: InventoryTag = { id: uuid(), title: input.title };
      ctx.db.inventory.tags.unshift(tag);
      commit();
      return tag;
    }),
    route('patch', `${BASE}/tag`, async (request) => {
      const body = await readBody(request);
      const id = bodyId(body);
      const patch = tagPatch(body.tag, 'tag');
      const tag = ctx.db.inventory.tags.find((candidate) => candidate.id === id);
      if (!tag) return null;
      Object.assign(tag, patch);
      commit();
      return tag;
    }),
    route('delete', `${BASE}/tag`, (_request, url) => {
      const id = query(url, 'id');
      if (id === null) return true;
      let changed = removeById(ctx.db.inventory.tags, id);
      for (const product of ctx.db.inventory.products) {
        if (product.tags.includes(id)) {
          product.tags = product.tags.filter((tagId) => tagId !== id);
          changed = true;
        }
      }
      if (changed) commit();
      return true;
    }),
  ];
}
