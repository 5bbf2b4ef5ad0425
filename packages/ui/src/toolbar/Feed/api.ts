import { queryOptions, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { Message, Notification, ToggleReadStatusRequest } from '@atrium/mock-api';
import type { ApiClient } from '../../api/client';
import { useApiClient } from '../../api/context';
import { commonKeys } from '../../shell/api/keys';

/** The two feeds share their calls (spec §7): notifications and messages. */
export type FeedResource = 'notifications' | 'messages';

/** What the panel shows of either: a message is a notification without an icon. */
export type FeedItem = Omit<Notification, 'icon' | 'title'> & { icon?: string | null; title: string | null };

const feedKey = (resource: FeedResource): QueryKey => commonKeys[resource]();
const path = (resource: FeedResource) => `api/common/${resource}`;

export const feedQueryOptions = (api: ApiClient, resource: FeedResource) =>
  queryOptions({
    queryKey: feedKey(resource),
    queryFn: () => api.get<Array<Notification | Message>>(path(resource)) as Promise<FeedItem[]>,
  });

export function useFeed(resource: FeedResource) {
  return useQuery(feedQueryOptions(useApiClient(), resource));
}

export const unreadCount = (items: readonly FeedItem[] | undefined): number =>
  items?.filter((item) => !item.read).length ?? 0;

/**
 * A change shown at once: the list is rewritten before the call, put back if it fails, and
 * fetched again once settled.
 */
function useOptimisticFeedChange<V>(
  resource: FeedResource,
  call: (api: ApiClient, variables: V) => Promise<unknown>,
  apply: (items: FeedItem[], variables: V) => FeedItem[],
) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const key = feedKey(resource);
  return useMutation({
    mutationFn: (variables: V) => call(api, variables),
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<FeedItem[]>(key);
      if (previous) queryClient.setQueryData<FeedItem[]>(key, apply(previous, variables));
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** GET .../mark-all-as-read: every item read and seen. */
export const useMarkAllRead = (resource: FeedResource) =>
  useOptimisticFeedChange<void>(
    resource,
    (api) => api.get(`${path(resource)}/mark-all-as-read`),
    (items) => items.map((item) => ({ ...item, read: true, seen: true })),
  );

/** POST .../toggle-read-status with the wanted state, so a repeated call cannot flip it back. */
export const useToggleRead = (resource: FeedResource) =>
  useOptimisticFeedChange<Required<ToggleReadStatusRequest>>(
    resource,
    (api, body) => api.post(`${path(resource)}/toggle-read-status`, body),
    (items, { id, read }) => items.map((item) => (item.id === id ? { ...item, read, seen: item.seen || read } : item)),
  );

/** DELETE ...?id= */
export const useRemoveFeedItem = (resource: FeedResource) =>
  useOptimisticFeedChange<string>(
    resource,
    (api, id) => api.delete(path(resource), { id }),
    (items, id) => items.filter((item) => item.id !== id),
  );
