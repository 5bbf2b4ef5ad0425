import { http, HttpResponse } from 'msw';

export const PRODUCTS = '*/api/apps/ecommerce/inventory/products';
export const PRODUCT = '*/api/apps/ecommerce/inventory/product';

/** The API's answer when nothing matches. */
export const noProducts = {
  products: [],
  pagination: { length: 0, size: 10, page: 0, lastPage: 1, startIndex: 0, endIndex: -1 },
};

export const emptyList = http.get(PRODUCTS, () => HttpResponse.json(noProducts));

/** The first product by name in the seed. */
export const FIRST = 'Corvina Atlas 40 Chrono';
