import {
  feedQueryOptions,
  meQueryOptions,
  navigationQueryOptions,
  shortcutsQueryOptions,
  userQueryOptions,
  type ApiClient,
} from '@atrium/ui';
import { queryClient } from './queryClient';

/**
 * The start-up loads of spec §6 (user, permissions, notifications, shortcuts), in parallel: the main
 * layout shows once they are in. A failure here is logged and the layout still shows; each widget
 * then offers its own retry.
 */
export async function loadShellData(api: ApiClient): Promise<void> {
  const results = await Promise.allSettled([
    queryClient.ensureQueryData(userQueryOptions(api)),
    queryClient.ensureQueryData(navigationQueryOptions(api)),
    // The permissions, so the navigation shows narrowed from the first frame.
    queryClient.ensureQueryData(meQueryOptions(api)),
    queryClient.ensureQueryData(feedQueryOptions(api, 'notifications')),
    queryClient.ensureQueryData(feedQueryOptions(api, 'messages')),
    queryClient.ensureQueryData(shortcutsQueryOptions(api)),
  ]);
  for (const result of results) {
    if (result.status === 'rejected') console.warn('Start-up data failed to load', result.reason);
  }
}

/**
 * The main layout's module. Its lazy import lives here rather than in routes.tsx: a lazy import carries
 * the list of files it preloads, and in the entry chunk that list (every piece the shell shares with a
 * view) made the sign-in page grow with each new view. This chunk is fetched by the layout's loader
 * anyway, so moving the import here costs no extra request.
 */
export const loadMainShell = () => import('./MainShell');
