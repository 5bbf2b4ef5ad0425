import { Suspense, createContext, lazy, useContext, useEffect, useState, type ReactNode } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Navigation, NavigationBadge, NavigationItem, Notification } from '@atrium/mock-api';
import { useApiClient } from '../../api/context';
import { whenIdle } from '../../api/idle';
import type { ToastContent } from '../../primitives/Toast';
import { chatKeys } from '../../views/chat/api/keys';
import { commonKeys } from '../api/keys';

// The toasts' region (react-aria's toast layer) loads with the first toast, not with the shell.
const LiveToasts = lazy(() => import('./LiveToasts'));

/** The unread chat messages, as the stream last told them (null until it has). */
const UnreadChatsContext = createContext<number | null>(null);

/** How many chat messages wait unread, while live updates are on (null otherwise, or not told yet). */
export const useUnreadChats = (): number | null => useContext(UnreadChatsContext);

/** Text of server markup (sanitized first), for a toast. */
function plainText(html: string, sanitizeHtml: (html: string) => string): string {
  return new DOMParser().parseFromString(sanitizeHtml(html), 'text/html').body.textContent ?? '';
}

/** Puts a pushed notification on top of the cached list (the bell's count follows). */
function addNotification(queryClient: QueryClient, notification: Notification) {
  queryClient.setQueryData<Notification[]>(commonKeys.notifications(), (items) =>
    items ? [notification, ...items.filter((item) => item.id !== notification.id)] : items,
  );
}

export interface LiveUpdatesProps {
  /** Whether to listen (the app turns it off where the mock's scenario says so). */
  enabled: boolean;
  children?: ReactNode;
}

/**
 * Listens to the API's pushed updates (`GET api/common/live`) while signed in: a new notification goes on
 * top of the bell's list, a new chat message into its chat (the chat's lists are fetched again), and each
 * shows a short toast. The unread chat count is given to the children (`useUnreadChats`) for the
 * navigation's badge. A broken stream is opened again after a growing wait; a 401 ends it (the session's
 * own handling signs the user out).
 */
export function LiveUpdates({ enabled, children }: LiveUpdatesProps) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  // What is to be shown, in order; the region takes them over once it has loaded.
  const [toasts, setToasts] = useState<ToastContent[]>([]);
  const show = (content: ToastContent) => setToasts((waiting) => [...waiting, content]);
  const [onShown] = useState(
    () => (taken: readonly ToastContent[]) => setToasts((waiting) => waiting.filter((toast) => !taken.includes(toast))),
  );
  // Once there has been a toast, the region stays (its toasts time out on their own).
  const [withRegion, setWithRegion] = useState(false);
  if (toasts.length > 0 && !withRegion) setWithRegion(true);
  const [unread, setUnread] = useState<number | null>(null);

  useEffect(() => {
    // Off, the count is not given (see the provider below); on again, the stream's first event tells it.
    if (!enabled) return undefined;
    const controller = new AbortController();
    // The sanitizer comes with the stream's code, not with the shell: nothing on the first screen needs it.
    const listen = () =>
      Promise.all([import('./listen'), import('../../toolbar/shared/sanitize')]).then(
        ([{ listenLive }, { sanitizeHtml }]) =>
          listenLive({
            api,
            signal: controller.signal,
            onEvent: (event) => {
              if (event.type === 'unread') setUnread(event.chats);
              else if (event.type === 'notification') {
                addNotification(queryClient, event.notification);
                show({
                  title: event.notification.title ?? t('live.notification'),
                  description: plainText(event.notification.description, sanitizeHtml),
                });
              } else {
                void queryClient.invalidateQueries({ queryKey: chatKeys.list() });
                void queryClient.invalidateQueries({ queryKey: chatKeys.detail(event.chatId) });
                show({ title: t('live.message', { name: event.contactName }), description: event.message.value });
              }
            },
          }),
      );
    // Opened once the first screen is done, never beside its own calls.
    const cancel = whenIdle(() => void listen().catch(() => undefined));
    return () => {
      cancel();
      controller.abort();
    };
  }, [api, enabled, queryClient, t]);

  return (
    <UnreadChatsContext.Provider value={enabled ? unread : null}>
      {children}
      {withRegion && (
        <Suspense fallback={null}>
          <LiveToasts toasts={toasts} onShown={onShown} />
        </Suspense>
      )}
    </UnreadChatsContext.Provider>
  );
}

/** Items whose link is one of `links` with `badge`, at any depth. */
function badged(items: NavigationItem[], links: readonly string[], badge: NavigationBadge): NavigationItem[] {
  return items.map((item) => {
    const own = item.link !== undefined && links.includes(item.link) ? { ...item, badge } : item;
    return item.children ? { ...own, children: badged(item.children, links, badge) } : own;
  });
}

/**
 * The navigation with the unread chat count as the badge of the chat's entries (`links`); the same
 * navigation at 0 or while the count is not told.
 */
export function withChatBadge(navigation: Navigation, unread: number | null, links: readonly string[]): Navigation {
  if (!unread) return navigation;
  const badge: NavigationBadge = { title: String(unread), tone: 'accent' };
  return {
    compact: badged(navigation.compact, links, badge),
    default: badged(navigation.default, links, badge),
    futuristic: badged(navigation.futuristic, links, badge),
    horizontal: badged(navigation.horizontal, links, badge),
  };
}
