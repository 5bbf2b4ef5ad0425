/** E-commerce inventory (spec 2, sections 3 and 7). */

export interface InventoryCategory {
  id: string;
  parentId: string | null;
  name: string;
  slug: string;
}

export interface InventoryBrand {
  id: string;
  name: string;
  slug: string;
}

export type InventoryVendor = InventoryBrand;

export interface InventoryTag {
  id: string;
  title: string;
}

export interface InventoryProduct {
  id: string;
  /** Id of an {@link InventoryCategory}; '' for none. */
  category: string;
  name: string;
  description: string;
  /** Ids of {@link InventoryTag}s. */
  tags: string[];
  sku: string;
  barcode: string;
  /** Id of an {@link InventoryBrand}; '' for none. */
  brand: string;
  /** Id of an {@link InventoryVendor}; '' for none. */
  vendor: string;
  stock: number;
  reserved: number;
  cost: number;
  basePrice: number;
  taxPercent: number;
  /** basePrice plus taxPercent, rounded to cents; recomputed by the mock whenever either changes. */
  price: number;
  weight: number;
  thumbnail: string | null;
  images: string[];
  active: boolean;
}

/** Fields `sort` accepts: text sort for sku, name and active (case-insensitive), numeric for the rest. */
export type InventoryProductSortField =
  'sku' | 'name' | 'active' | 'stock' | 'reserved' | 'cost' | 'basePrice' | 'taxPercent' | 'price' | 'weight';

export interface InventoryProductsQuery {
  search?: string;
  sort?: InventoryProductSortField;
  order?: 'asc' | 'desc';
  /** Zero-based page index used for slicing; 1 when omitted (as the spec says). */
  page?: number;
  size?: number;
}

export interface InventoryPagination {
  length: number;
  size: number;
  page: number;
  lastPage: number;
  startIndex: number;
  endIndex: number;
}

export type InventoryProductsAnswer =
  | { products: InventoryProduct[]; pagination: InventoryPagination }
  | { products: null; pagination: { lastPage: number } };

export interface UpdateInventoryProductRequest {
  id: string;
  product: Partial<Omit<InventoryProduct, 'id' | 'price'>>;
}

export interface CreateInventoryTagRequest {
  tag: { title: string };
}

export interface UpdateInventoryTagRequest {
  id: string;
  tag: Partial<Omit<InventoryTag, 'id'>>;
}
