/**
 * The shell's entities and calls (spec 1, sections 3 and 7): the signed-in user, auth, notifications,
 * messages, shortcuts, navigation and search.
 */

/** The user's presence, chosen from the user menu's Status submenu. */
export type UserStatus = 'online' | 'away' | 'busy' | 'not-visible';

export interface User {
  id: string;
  name: string;
  email: string;
  /** An image URL (a `data:` URL in the seed) or null for the default user icon. */
  avatar: string | null;
  status: UserStatus;
}

/** Body of `PATCH /api/common/user`: the user (whole or in part), merged into the stored one. */
export interface UpdateUserRequest {
  user: Partial<Omit<User, 'id'>>;
}

// ---------------------------------------------------------------------------------------------- auth

export interface SignInRequest {
  email: string;
  password: string;
}

/** Answer of sign-in, sign-in-with-token and unlock-session. */
export interface SignInAnswer {
  user: User;
  /** A JWT (HS256) with `iss`, `iat` and `exp` = `iat` + 7 days. */
  accessToken: string;
  tokenType: 'bearer';
}

export interface SignInWithTokenRequest {
  accessToken: string;
}

/** The error body of a refused token (status 401). */
export interface InvalidTokenAnswer {
  error: 'Invalid token';
}

/** Not shown in the spec: the mock reads no field and answers `true`. */
export interface SignUpRequest {
  name?: string;
  email?: string;
  password?: string;
  company?: string;
}

export interface ForgotPasswordRequest {
  email?: string;
}

export interface ResetPasswordRequest {
  password?: string;
}

export type UnlockSessionRequest = SignInRequest;

// ------------------------------------------------------------------------- notifications and messages

export interface Notification {
  id: string;
  /** A lucide icon name (kebab case), or null when the item shows an image. */
  icon: string | null;
  /** An image URL, or null when the item shows an icon. */
  image: string | null;
  title: string | null;
  /** May contain inline markup (`<strong>`, `<em>`). */
  description: string;
  /** ISO date-time. */
  time: string;
  link: string | null;
  /** When true the link is an in-app route; otherwise an external link. */
  useRouter: boolean;
  read: boolean;
  /** Set together with `read` by mark-all-as-read. */
  seen: boolean;
}

export interface Message {
  id: string;
  image: string | null;
  title: string;
  description: string;
  time: string;
  link: string | null;
  useRouter: boolean;
  read: boolean;
  seen: boolean;
}

/** Body of `POST /api/common/notifications`; omitted fields take defaults (unread, now, no link). */
export interface CreateNotificationRequest {
  notification: Partial<Omit<Notification, 'id'>>;
}

export interface UpdateNotificationRequest {
  id: string;
  notification: Partial<Omit<Notification, 'id'>>;
}

export interface CreateMessageRequest {
  message: Partial<Omit<Message, 'id'>>;
}

export interface UpdateMessageRequest {
  id: string;
  message: Partial<Omit<Message, 'id'>>;
}

/**
 * Body of `POST .../toggle-read-status` (notifications and messages). Without `read` the item's read
 * flag flips; with it, the flag is set to that value. Reading an item also marks it seen.
 */
export interface ToggleReadStatusRequest {
  id: string;
  read?: boolean;
}

// -------------------------------------------------------------------------------------------- shortcuts

export interface Shortcut {
  id: string;
  label: string;
  description: string | null;
  /** A lucide icon name (kebab case). */
  icon: string;
  link: string;
  useRouter: boolean;
}

export interface CreateShortcutRequest {
  shortcut: Omit<Shortcut, 'id' | 'description'> & { description?: string | null };
}

export interface UpdateShortcutRequest {
  id: string;
  shortcut: Partial<Omit<Shortcut, 'id'>>;
}

// ------------------------------------------------------------------------------------------- navigation

export type NavigationItemType = 'aside' | 'basic' | 'collapsable' | 'divider' | 'group' | 'spacer';

export interface NavigationBadge {
  title: string;
  tone: 'primary' | 'accent' | 'warn' | 'neutral';
}

export interface NavigationItem {
  id: string;
  type: NavigationItemType;
  title?: string;
  subtitle?: string;
  /** A lucide icon name (kebab case). */
  icon?: string;
  badge?: NavigationBadge;
  tooltip?: string;
  /** An in-app route, or an external address when `externalLink` is true. */
  link?: string;
  externalLink?: boolean;
  target?: '_blank' | '_self';
  exactMatch?: boolean;
  disabled?: boolean;
  queryParams?: Record<string, string>;
  children?: NavigationItem[];
}

export interface Navigation {
  compact: NavigationItem[];
  default: NavigationItem[];
  futuristic: NavigationItem[];
  horizontal: NavigationItem[];
}

// ----------------------------------------------------------------------------------------------- search

export interface SearchRequest {
  query: string;
}

export interface ContactSearchResult {
  id: string;
  name: string;
  avatar: string | null;
  value: string;
  link: string;
}

export interface PageSearchResult {
  id: string;
  title: string;
  link: string;
  value: string;
}

export interface TaskSearchResult {
  id: string;
  title: string;
  completed: boolean;
  value: string;
  link: string;
}

export type SearchResultGroup =
  | { id: 'contacts'; label: string; results: ContactSearchResult[] }
  | { id: 'pages'; label: string; results: PageSearchResult[] }
  | { id: 'tasks'; label: string; results: TaskSearchResult[] };

/** The body of every 400 answer. */
export interface ErrorAnswer {
  error: string;
}

/**
 * Text a user reads that the demo data brings in both languages; the UI shows the one in use. A plain
 * string is shown as it is (what a person typed, a name).
 */
export type LocalizedText = string | { es: string; en: string };
