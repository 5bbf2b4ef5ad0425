/**
 * The chat's stored entities: they check patches in its handlers and its stored data on load. A module of
 * its own, so these checks load with the domain and never with the mock's first chunk.
 */
import type { Chat, ChatMessage } from '../contract/chat.ts';
import type { Shape } from '../schema.ts';
import { boolean, integer, isoDate, string } from '../schema.ts';

export const chatShape: Shape<Chat> = {
  id: string,
  contactId: string,
  unreadCount: integer,
  muted: boolean,
  lastMessage: string,
  lastMessageAt: isoDate,
};

export const chatMessageShape: Shape<ChatMessage> = {
  id: string,
  chatId: string,
  contactId: string,
  value: string,
  createdAt: isoDate,
  isMine: boolean,
};
