import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  InventoryBrand,
  InventoryCategory,
  InventoryProduct,
  InventoryProductsAnswer,
  InventoryProductsQuery,
  InventoryTag,
  InventoryVendor,
  UpdateInventoryProductRequest,
} from '@atrium/mock-api';
import type { ApiClient, QueryValue } from '../../../api/client';
import { useApiClient } from '../../../api/context';

const BASE = 'api/apps/ecommerce/inventory';

/** Query keys of the inventory, in one place. */
export const inventoryKeys = {
  all: ['inventory'] as const,
  lists: () => [...inventoryKeys.all, 'products'] as const,
  list: (query: InventoryProductsQuery) => [...inventoryKeys.lists(), query] as const,
  product: (id: string) => [...inventoryKeys.all, 'product', id] as const,
  lookups: (kind: 'categories' | 'brands' | 'vendors') => [...inventoryKeys.all, kind] as const,
  tags: () => [...inventoryKeys.all, 'tags'] as const,
};

/** Says what failed; given to the hook so it runs even when the component has gone. */
export interface FailureOptions<V> {
  onError?: (error: Error, variables: V) => void;
}

const params = (query: InventoryProductsQuery): Record<string, QueryValue> => ({ ...query });

export const productsQueryOptions = (api: ApiClient, query: InventoryProductsQuery) =>
  queryOptions({
    queryKey: inventoryKeys.list(query),
    queryFn: ({ signal }) => api.get<InventoryProductsAnswer>(`${BASE}/products`, params(query), signal),
  });

/** One page of products (page zero-based, as the API slices); the page shown stays while the next loads. */
export function useProducts(query: InventoryProductsQuery) {
  return useQuery({ ...productsQueryOptions(useApiClient(), query), placeholderData: keepPreviousData });
}

export const productQueryOptions = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: inventoryKeys.product(id),
    queryFn: ({ signal }) => api.get<InventoryProduct | null>(`${BASE}/product`, { id }, signal),
  });

export function useProduct(id: string | null) {
  return useQuery({ ...productQueryOptions(useApiClient(), id ?? ''), enabled: Boolean(id) });
}

function lookup<T>(kind: 'categories' | 'brands' | 'vendors') {
  return (api: ApiClient) =>
    queryOptions({
      queryKey: inventoryKeys.lookups(kind),
      queryFn: ({ signal }) => api.get<T[]>(`${BASE}/${kind}`, undefined, signal),
      staleTime: 5 * 60_000,
    });
}
const categoriesOptions = lookup<InventoryCategory>('categories');
const brandsOptions = lookup<InventoryBrand>('brands');
const vendorsOptions = lookup<InventoryVendor>('vendors');

export const useCategories = () => useQuery(categoriesOptions(useApiClient()));
export const useBrands = () => useQuery(brandsOptions(useApiClient()));
export const useVendors = () => useQuery(vendorsOptions(useApiClient()));

export const tagsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: inventoryKeys.tags(),
    queryFn: ({ signal }) => api.get<InventoryTag[]>(`${BASE}/tags`, undefined, signal),
    staleTime: 60_000,
  });

export const useInventoryTags = () => useQuery(tagsQueryOptions(useApiClient()));

type Lists = Array<[readonly unknown[], InventoryProductsAnswer | undefined]>;
type Details = Array<[readonly unknown[], InventoryProduct | null | undefined]>;
interface Snapshot {
  lists: Lists;
  details: Details;
}

async function snapshot(queryClient: QueryClient): Promise<Snapshot> {
  await queryClient.cancelQueries({ queryKey: inventoryKeys.lists() });
  return {
    lists: queryClient.getQueriesData<InventoryProductsAnswer>({ queryKey: inventoryKeys.lists() }),
    details: queryClient.getQueriesData<InventoryProduct | null>({
      queryKey: [...inventoryKeys.all, 'product'],
    }),
  };
}

function restore(queryClient: QueryClient, previous: Snapshot | undefined) {
  if (!previous) return;
  for (const [key, data] of previous.lists) queryClient.setQueryData(key, data);
  for (const [key, data] of previous.details) queryClient.setQueryData(key, data);
}

/** basePrice plus taxPercent, rounded to cents (as the API computes it). */
export function priceOf(basePrice: number, taxPercent: number): number {
  return Math.round(basePrice * (1 + taxPercent / 100) * 100) / 100;
}

/** Changes the products in every list and detail held. */
function patchProducts(
  queryClient: QueryClient,
  ids: ReadonlySet<string>,
  change: (product: InventoryProduct) => InventoryProduct | null,
) {
  queryClient.setQueriesData<InventoryProductsAnswer>({ queryKey: inventoryKeys.lists() }, (answer) => {
    if (!answer || answer.products === null) return answer;
    const products = answer.products.flatMap((product) => {
      if (!ids.has(product.id)) return [product];
      const next = change(product);
      return next ? [next] : [];
    });
    return { ...answer, products };
  });
  for (const id of ids) {
    queryClient.setQueryData<InventoryProduct | null>(inventoryKeys.product(id), (product) =>
      product ? change(product) : product,
    );
  }
}

const withPatch = (product: InventoryProduct, patch: UpdateInventoryProductRequest['product']) => {
  const next = { ...product, ...patch };
  return { ...next, price: priceOf(next.basePrice, next.taxPercent) };
};

/** POST product: a blank product at the top of the list. */
export function useCreateProduct({ onError }: FailureOptions<void> = {}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<InventoryProduct>(`${BASE}/product`),
    onSuccess: (product) => queryClient.setQueryData(inventoryKeys.product(product.id), product),
    onError: (error) => onError?.(error, undefined),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.lists() }),
  });
}

/** PATCH product: shown at once in the table, put back when refused. */
export function useUpdateProduct({ onError }: FailureOptions<UpdateInventoryProductRequest> = {}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateInventoryProductRequest) => api.patch<InventoryProduct | null>(`${BASE}/product`, body),
    onMutate: async (body) => {
      const previous = await snapshot(queryClient);
      patchProducts(queryClient, new Set([body.id]), (product) => withPatch(product, body.product));
      return previous;
    },
    onError: (error, body, previous) => {
      restore(queryClient, previous);
      onError?.(error, body);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}

export interface BulkChange {
  ids: string[];
  /** `delete`, or the active flag to set. */
  action: 'activate' | 'deactivate' | 'delete';
}

/** Several products at once (one call each): shown at once, all put back if any call fails. */
export function useBulkChange({ onError }: FailureOptions<BulkChange> = {}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ ids, action }: BulkChange) => {
      await Promise.all(
        ids.map((id) =>
          action === 'delete'
            ? api.delete<boolean>(`${BASE}/product`, { id })
            : api.patch(`${BASE}/product`, { id, product: { active: action === 'activate' } }),
        ),
      );
    },
    onMutate: async ({ ids, action }) => {
      const previous = await snapshot(queryClient);
      patchProducts(queryClient, new Set(ids), (product) =>
        action === 'delete' ? null : { ...product, active: action === 'activate' },
      );
      return previous;
    },
    onError: (error, body, previous) => {
      restore(queryClient, previous);
      onError?.(error, body);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}

/** DELETE product: gone from the table at once, back when refused. */
export function useDeleteProduct({ onError }: FailureOptions<string> = {}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<boolean>(`${BASE}/product`, { id }),
    onMutate: async (id) => {
      const previous = await snapshot(queryClient);
      patchProducts(queryClient, new Set([id]), () => null);
      return previous;
    },
    onError: (error, id, previous) => {
      restore(queryClient, previous);
      onError?.(error, id);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.lists() }),
  });
}

/** POST tag: added at the top of the tags. */
export function useCreateTag({ onError }: FailureOptions<string> = {}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (title: string) => api.post<InventoryTag>(`${BASE}/tag`, { tag: { title } }),
    onSuccess: (tag) => {
      queryClient.setQueryData<InventoryTag[]>(inventoryKeys.tags(), (tags) => [tag, ...(tags ?? [])]);
    },
    onError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.tags() }),
  });
}

/** PATCH tag: renamed at once, back if refused. */
export function useRenameTag({ onError }: FailureOptions<{ id: string; title: string }> = {}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const key = inventoryKeys.tags();
  return useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) => api.patch(`${BASE}/tag`, { id, tag: { title } }),
    onMutate: async ({ id, title }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<InventoryTag[]>(key);
      queryClient.setQueryData<InventoryTag[]>(key, (tags) =>
        tags?.map((tag) => (tag.id === id ? { ...tag, title } : tag)),
      );
      return previous;
    },
    onError: (error, body, previous) => {
      queryClient.setQueryData(key, previous);
      onError?.(error, body);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** DELETE tag: gone at once from the tags and every product (the API strips it too), back if refused. */
export function useDeleteTag({ onError }: FailureOptions<string> = {}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const key = inventoryKeys.tags();
  return useMutation({
    mutationFn: (id: string) => api.delete<boolean>(`${BASE}/tag`, { id }),
    onMutate: async (id) => {
      const previous = await snapshot(queryClient);
      const tags = queryClient.getQueryData<InventoryTag[]>(key);
      queryClient.setQueryData<InventoryTag[]>(key, (list) => list?.filter((tag) => tag.id !== id));
      queryClient.setQueriesData<InventoryProductsAnswer>({ queryKey: inventoryKeys.lists() }, (answer) =>
        answer?.products
          ? {
              ...answer,
              products: answer.products.map((product) => ({
                ...product,
                tags: product.tags.filter((tag) => tag !== id),
              })),
            }
          : answer,
      );
      return { previous, tags };
    },
    onError: (error, id, context) => {
      restore(queryClient, context?.previous);
      queryClient.setQueryData(key, context?.tags);
      onError?.(error, id);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}

/** Every product matching the search, in the table's order (fetched in pages of 1,000). */
export async function fetchAllProducts(
  api: ApiClient,
  query: Omit<InventoryProductsQuery, 'page' | 'size'>,
): Promise<InventoryProduct[]> {
  const size = 1000;
  const all: InventoryProduct[] = [];
  for (let page = 0; ; page += 1) {
    const answer = await api.get<InventoryProductsAnswer>(`${BASE}/products`, { ...params(query), page, size });
    if (!answer.products || answer.products.length === 0) break;
    all.push(...answer.products);
    if (page + 1 >= answer.pagination.lastPage) break;
  }
  return all;
}
