import type { ReactNode } from 'react';
import type { Navigation, User } from '@atrium/mock-api';

/** What every layout takes: the navigation sets, the user, the top bar widgets and the page. */
export interface LayoutProps {
  navigation: Navigation;
  user?: User;
  /**
   * The widgets that always sit in the top bar (language, fullscreen, search, shortcuts, messages),
   * in that order. The bell and the user menu come apart, because some layouts move them.
   */
  toolbar?: ReactNode;
  /**
   * The bell. It follows the toolbar in the top bar, except in classy, which shows it in the
   * navigation panel's header from md up.
   */
  notifications?: ReactNode;
  /**
   * The user menu. It ends the top bar, except in classy (the panel's header) and futuristic
   * (beside the user's name in the panel's footer), from md up. Below md the panel is a closed
   * drawer, so both stay in the top bar where they can be seen.
   */
  userMenu?: ReactNode;
  /**
   * The quick chat: a 64 px rail on the inline-end edge from lg up, and its slide-out panel. Shown by
   * every framed layout except centered and material, which reserve the edge from lg for it.
   */
  quickChat?: ReactNode;
  /** The toolbar button that opens the quick chat below lg; it sits between the bell and the user menu. */
  quickChatToggle?: ReactNode;
  /** The year in the footer; the current one by default (stories fix it for stable screenshots). */
  year?: number;
  children: ReactNode;
}

/** The widgets a layout may move out of the top bar into its navigation panel. */
export type PanelWidget = 'notifications' | 'userMenu';
