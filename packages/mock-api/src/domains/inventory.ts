/** E-commerce inventory: products with their categories, brands, vendors and tags. */
import { array, object } from '../schema.ts';
import {
  inventoryBrands,
  inventoryCategories,
  inventoryProducts,
  inventoryTags,
  inventoryVendors,
} from '../db/seed/inventory.ts';
import {
  inventoryBrandShape,
  inventoryCategoryShape,
  inventoryTagShape,
  productShape,
} from '../db/shapes-inventory.ts';
import { inventoryHandlers } from '../handlers/inventory.ts';
import type { Database } from '../db/database.ts';
import { defineDomain } from './domain.ts';

type Data = Pick<Database, 'inventory'>;

export const domain = defineDomain<Data>({
  name: 'inventory',
  seed: () =>
    structuredClone({
      inventory: {
        categories: [...inventoryCategories],
        brands: [...inventoryBrands],
        vendors: [...inventoryVendors],
        tags: [...inventoryTags],
        products: [...inventoryProducts],
      },
    }),
  check: object<Data>({
    inventory: object<Database['inventory']>({
      categories: array(object(inventoryCategoryShape)),
      brands: array(object(inventoryBrandShape)),
      vendors: array(object(inventoryBrandShape)),
      tags: array(object(inventoryTagShape)),
      products: array(object(productShape)),
    }),
  }),
  handlers: inventoryHandlers,
});
