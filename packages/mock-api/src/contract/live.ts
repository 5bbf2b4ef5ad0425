import type { ChatMessage } from './chat.ts';
import type { Notification } from './common.ts';

/**
 * GET api/common/live: an NDJSON stream of what happened for the caller since it opened, one event a line.
 * It stays open; a client that loses it opens it again (the first event tells the counts as they are).
 */
export type LiveEvent =
  /** How many chat messages wait unread (for a caller who may see the chat); sent first, then on change. */
  | { type: 'unread'; chats: number }
  /** A new notification, already on top of GET api/common/notifications. */
  | { type: 'notification'; notification: Notification }
  /** A new message in a chat, already in the chat (its unread count raised). */
  | { type: 'message'; chatId: string; contactName: string; message: ChatMessage };
