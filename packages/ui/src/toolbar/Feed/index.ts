export { FeedPanel, type FeedPanelProps } from './FeedPanel';
export {
  feedQueryOptions,
  unreadCount,
  useFeed,
  useMarkAllRead,
  useRemoveFeedItem,
  useToggleRead,
  type FeedItem,
  type FeedResource,
} from './api';
