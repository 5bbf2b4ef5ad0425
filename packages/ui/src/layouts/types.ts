import type { ReactNode } from 'react';
import type { Navigation, User } from '@atrium/mock-api';

/** What every layout takes: the navigation sets, the user, the top bar widgets and the page. */
export interface LayoutProps {
  navigation: Navigation;
  user?: User;
  /** The top bar widgets (language, fullscreen, search, shortcuts, messages, notifications, user menu). */
  toolbar?: ReactNode;
  /**
   * Widgets the layout puts in its navigation panel: classy shows them in the panel's header (the
   * bell and the user menu), futuristic beside the user in the panel's footer (the user menu).
   */
  navigationWidgets?: ReactNode;
  /** The year in the footer; the current one by default (stories fix it for stable screenshots). */
  year?: number;
  children: ReactNode;
}
