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
