/**
 * The inventory's stored entities: they check patches in its handlers and its stored data on load. A module of
 * its own, so these checks load with the domain and never with the mock's first chunk.
 */
import type { InventoryBrand, InventoryCategory, InventoryProduct, InventoryTag } from '../contract/inventory.ts';
import type { Shape } from '../schema.ts';
import { array, boolean, nullable, number, string } from '../schema.ts';

export const inventoryCategoryShape: Shape<InventoryCategory> = {
  id: string,
  parentId: nullable(string),
  name: string,
  slug: string,
};

export const inventoryBrandShape: Shape<InventoryBrand> = { id: string, name: string, slug: string };

export const inventoryTagShape: Shape<InventoryTag> = { id: string, title: string };

export const productShape: Shape<InventoryProduct> = {
  id: string,
  category: string,
  name: string,
  description: string,
  tags: array(string),
  sku: string,
  barcode: string,
  brand: string,
  vendor: string,
  stock: number,
  reserved: number,
  cost: number,
  basePrice: number,
  taxPercent: number,
  price: number,
  weight: number,
  thumbnail: nullable(string),
  images: array(string),
  active: boolean,
};
