import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  Address,
  BulkAnswer,
  OrderDetail,
  OrderNote,
  OrderStatus,
  OrdersAnswer,
  OrderSummary,
  OrdersQuery,
  RefundRequest,
  TransitionRequest,
} from '@atrium/mock-api';
import type { ApiClient, QueryValue } from '../../../api/client';
import { useApiClient } from '../../../api/context';
import { NEXT_STEPS } from '../status';
import { customersKeys, ordersKeys } from './keys';

const BASE = 'api/orders';

/** The query as search parameters (undefined values are left out by the client). */
const params = (query: OrdersQuery): Record<string, QueryValue> => ({ ...query });

export const ordersQueryOptions = (api: ApiClient, query: OrdersQuery) =>
  queryOptions({
    queryKey: ordersKeys.list(query),
    queryFn: ({ signal }) => api.get<OrdersAnswer>(BASE, params(query), signal),
  });

/** One page of orders for the filters, sort and page; the page shown stays while the next loads. */
export function useOrders(query: OrdersQuery) {
  return useQuery({ ...ordersQueryOptions(useApiClient(), query), placeholderData: keepPreviousData });
}

export const orderTagsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ordersKeys.tags(),
    queryFn: ({ signal }) => api.get<string[]>(`${BASE}/tags`, undefined, signal),
    staleTime: 5 * 60_000,
  });

export function useOrderTags() {
  return useQuery(orderTagsQueryOptions(useApiClient()));
}

/** The list's filters and sort without its page: what previous / next follow. */
export function neighboursQuery({ page: _page, size: _size, ...rest }: OrdersQuery): OrdersQuery {
  return rest;
}

export const orderQueryOptions = (api: ApiClient, number: number, listQuery: OrdersQuery = {}) =>
  queryOptions({
    queryKey: ordersKeys.detail(number, neighboursQuery(listQuery)),
    queryFn: ({ signal }) =>
      api.get<OrderDetail>(`${BASE}/order`, { ...params(neighboursQuery(listQuery)), number }, signal),
  });

/** One order, with its previous and next in the list it was opened from. */
export function useOrder(number: number, listQuery: OrdersQuery = {}) {
  return useQuery({ ...orderQueryOptions(useApiClient(), number, listQuery), placeholderData: keepPreviousData });
}

/** The CSV of every order matching the filters (not just the page), fetched with the Bearer token. */
export async function exportOrders(api: ApiClient, query: OrdersQuery): Promise<Blob> {
  const { page: _page, size: _size, ...filters } = query;
  const text = await api.request<string>(`${BASE}/export`, { query: params(filters) });
  return new Blob([text], { type: 'text/csv;charset=utf-8' });
}

/**
 * Says what failed. Given to the hook, not to `mutate()`, so it runs even when the component that
 * started the change has gone (a dialog closes as soon as it confirms).
 */
export interface FailureOptions<V> {
  onError?: (error: Error, variables: V) => void;
}

type Lists = Array<[readonly unknown[], OrdersAnswer | undefined]>;
type Details = Array<[readonly unknown[], OrderDetail | undefined]>;

/** What the lists and the order's entries held before an optimistic change. */
interface Snapshot {
  lists: Lists;
  details: Details;
}

async function snapshot(queryClient: QueryClient, number: number): Promise<Snapshot> {
  await queryClient.cancelQueries({ queryKey: ordersKeys.all });
  return {
    lists: queryClient.getQueriesData<OrdersAnswer>({ queryKey: ordersKeys.lists() }),
    details: queryClient.getQueriesData<OrderDetail>({ queryKey: ordersKeys.detailsOf(number) }),
  };
}

function restore(queryClient: QueryClient, previous: Snapshot | undefined) {
  if (!previous) return;
  for (const [key, data] of previous.lists) queryClient.setQueryData(key, data);
  for (const [key, data] of previous.details) queryClient.setQueryData(key, data);
}

/** Changes the order in every list and detail entry held. */
function patchOrder(queryClient: QueryClient, number: number, change: <T extends OrderSummary>(order: T) => T) {
  queryClient.setQueriesData<OrdersAnswer>({ queryKey: ordersKeys.lists() }, (answer) =>
    answer
      ? { ...answer, items: answer.items.map((order) => (order.number === number ? change(order) : order)) }
      : answer,
  );
  queryClient.setQueriesData<OrderDetail>({ queryKey: ordersKeys.detailsOf(number) }, (order) =>
    order ? change(order) : order,
  );
}

const settle = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
    queryClient.invalidateQueries({ queryKey: customersKeys.all }),
  ]);

/**
 * POST transition: the new status shows at once (with the steps it allows), and is put back when the
 * API refuses (409 invalid_transition when someone else moved the order first).
 */
export function useTransitionOrder({ onError }: FailureOptions<TransitionRequest> = {}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TransitionRequest) => api.post<OrderSummary>(`${BASE}/transition`, body),
    onMutate: async (body) => {
      const previous = await snapshot(queryClient, body.number);
      const to: OrderStatus = body.to;
      patchOrder(queryClient, body.number, (order) => ({
        ...order,
        status: to,
        ...('allowed' in order ? { allowed: [...NEXT_STEPS[to]] } : {}),
        ...(body.carrier ? { carrier: body.carrier, trackingNumber: body.trackingNumber ?? null } : {}),
      }));
      return previous;
    },
    onError: (error, body, previous) => {
      restore(queryClient, previous);
      onError?.(error, body);
    },
    onSettled: () => settle(queryClient),
  });
}

export interface BulkTransitionRequest {
  numbers: number[];
  to: Exclude<OrderStatus, 'shipped'>;
}

/** POST bulk/transition: the answer says which orders moved and which were skipped, and why. */
export function useBulkTransition() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkTransitionRequest) => api.post<BulkAnswer<number>>(`${BASE}/bulk/transition`, body),
    onSettled: () => settle(queryClient),
  });
}

/** POST refund: not optimistic (the API works out the amount of a per-line refund, tax included). */
export function useRefundOrder() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RefundRequest) => api.post<OrderSummary>(`${BASE}/refund`, body),
    onSettled: () => settle(queryClient),
  });
}

export interface UpdateOrderRequest {
  number: number;
  order: { shippingAddress?: Address; tags?: string[] };
}

/** PATCH order (shipping address, tags): shown at once, put back when refused. */
export function useUpdateOrder({ onError }: FailureOptions<UpdateOrderRequest> = {}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateOrderRequest) => api.patch<OrderSummary>(`${BASE}/order`, body),
    onMutate: async (body) => {
      const previous = await snapshot(queryClient, body.number);
      patchOrder(queryClient, body.number, (order) => ({ ...order, ...body.order }));
      return previous;
    },
    onError: (error, body, previous) => {
      restore(queryClient, previous);
      onError?.(error, body);
    },
    onSettled: () => settle(queryClient),
  });
}

export interface AddNoteRequest {
  number: number;
  text: string;
  /** Who writes it, for the note shown before the API answers. */
  author: { id: string; name: string };
}

/** POST notes: the note shows at once, and goes away again (the text kept by the caller) when refused. */
export function useAddNote({ onError }: FailureOptions<AddNoteRequest> = {}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ number, text }: AddNoteRequest) => api.post<OrderNote>(`${BASE}/notes`, { number, text }),
    onMutate: async ({ number, text, author }) => {
      const previous = await snapshot(queryClient, number);
      const note: OrderNote = { id: `pending-${Date.now()}`, at: new Date().toISOString(), author, text };
      queryClient.setQueriesData<OrderDetail>({ queryKey: ordersKeys.detailsOf(number) }, (order) =>
        order ? { ...order, notes: [...order.notes, note] } : order,
      );
      return previous;
    },
    onError: (error, body, previous) => {
      restore(queryClient, previous);
      onError?.(error, body);
    },
    onSettled: (_note, _error, { number }) => queryClient.invalidateQueries({ queryKey: ordersKeys.detailsOf(number) }),
  });
}
