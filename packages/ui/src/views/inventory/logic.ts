import type { InventoryProduct } from '@atrium/mock-api';

/** Page size, default sort and the sort fields of the products list (spec §7, §9). */
export const PAGE_SIZE = 10;
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const SORTABLE = ['name', 'sku', 'price', 'stock', 'active'] as const;
export const DEFAULT_SORT = { column: 'name', direction: 'ascending' } as const;
export const SEARCH_DEBOUNCE_MS = 300;

export type StockLevel = 'low' | 'medium' | 'high';

/** The stock gauge: low (a red third) under 20, medium (an orange half) under 30, high (green, full) above. */
export function stockLevel(stock: number): StockLevel {
  if (stock < 20) return 'low';
  if (stock < 30) return 'medium';
  return 'high';
}

/** The currency prices are shown in for a language. */
export const currencyOf = (language: string) => (language.startsWith('en') ? 'USD' : 'EUR');

/** The fields the editor edits, as the user has them: numbers may be NaN while a field is empty. */
export interface ProductDraft {
  active: boolean;
  name: string;
  sku: string;
  barcode: string;
  category: string;
  brand: string;
  vendor: string;
  stock: number;
  reserved: number;
  cost: number;
  basePrice: number;
  taxPercent: number;
  price: number;
  weight: number;
  tags: string[];
}

export const draftOf = (product: InventoryProduct): ProductDraft => ({
  active: product.active,
  name: product.name,
  sku: product.sku,
  barcode: product.barcode,
  category: product.category,
  brand: product.brand,
  vendor: product.vendor,
  stock: product.stock,
  reserved: product.reserved,
  cost: product.cost,
  basePrice: product.basePrice,
  taxPercent: product.taxPercent,
  price: product.price,
  weight: product.weight,
  tags: [...product.tags],
});

export type DraftProblem = 'required' | 'number' | 'negative' | 'reservedAboveStock' | 'taxRange';

export type DraftProblems = Partial<Record<keyof ProductDraft, DraftProblem>>;

/**
 * What is wrong with a draft, per field: nothing is sent until this is empty. Given the saved product, a
 * rule across fields refuses only what the user changed: a seed product with more reserved than in stock
 * can still be renamed, and is told about it only when stock or reserved is edited.
 */
export function validateDraft(draft: ProductDraft, saved?: ProductDraft): DraftProblems {
  const problems: DraftProblems = {};
  if (draft.name.trim() === '') problems.name = 'required';
  if (draft.sku.trim() === '') problems.sku = 'required';
  for (const field of ['stock', 'reserved', 'cost', 'basePrice', 'weight'] as const) {
    const value = draft[field];
    if (!Number.isFinite(value)) problems[field] = 'number';
    else if (value < 0) problems[field] = 'negative';
  }
  const countsChanged = !saved || saved.stock !== draft.stock || saved.reserved !== draft.reserved;
  if (countsChanged && !problems.reserved && !problems.stock && draft.reserved > draft.stock)
    problems.reserved = 'reservedAboveStock';
  if (!Number.isFinite(draft.taxPercent)) problems.taxPercent = 'number';
  else if (draft.taxPercent < 0 || draft.taxPercent > 100) problems.taxPercent = 'taxRange';
  return problems;
}

/** The base price that gives `price` with `taxPercent` added, to the cent. */
export function basePriceOf(price: number, taxPercent: number): number {
  return Math.round((price / (1 + taxPercent / 100)) * 100) / 100;
}

/** One CSV field: quoted when it holds a comma, quote or line break (quotes doubled); formula starts defused. */
export function csvField(value: string | number | boolean): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const CSV_FIELDS = [
  'id',
  'name',
  'sku',
  'barcode',
  'stock',
  'reserved',
  'cost',
  'basePrice',
  'taxPercent',
  'price',
  'weight',
  'active',
] as const;

/** The products as CSV (header row first, CRLF line ends as RFC 4180 says). */
export function productsCsv(products: readonly InventoryProduct[]): string {
  const lines = [CSV_FIELDS.join(',')];
  for (const product of products) lines.push(CSV_FIELDS.map((field) => csvField(product[field])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
