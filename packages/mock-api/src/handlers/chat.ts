/** Chat (spec 2 §7, base api/apps/chat): chats, one chat with messages, contacts, profile. */
import type { HttpHandler } from 'msw';
import type { Chat, ChatContactSummary, ChatWithContact, ChatWithMessages } from '../contract/chat.ts';
import { chatContacts, chatProfile } from '../db/seed/chat.ts';
import { boolean, integer, partial } from '../schema.ts';
import type { Check } from '../schema.ts';
import { BadRequest } from '../schema.ts';
import type { Context } from './http.ts';
import { bodyId, query, readBody, route } from './http.ts';

const BASE = 'apps/chat';
const collator = new Intl.Collator();

const count: Check<number> = (value, path) => {
  const n = integer(value, path);
  if (n < 0) throw new BadRequest(`${path} must be 0 or more`);
  return n;
};

function summary(id: string): ChatContactSummary | null {
  const contact = chatContacts.find((candidate) => candidate.id === id);
  if (!contact) return null;
  const { details: _details, attachments: _attachments, ...rest } = contact;
  return rest;
}

export function chatHandlers(ctx: Context): HttpHandler[] {
  const chatPatch = partial<Pick<Chat, 'muted' | 'unreadCount'>>({ muted: boolean, unreadCount: count });
  const withMessages = (chat: Chat): ChatWithMessages => ({
    ...chat,
    contact: chatContacts.find((contact) => contact.id === chat.contactId)!,
    messages: ctx.db.chat.messages
      .filter((message) => message.chatId === chat.id)
      .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt)),
  });

  return [
    route('get', `${BASE}/chats`, (): ChatWithContact[] =>
      [...ctx.db.chat.chats]
        .sort((a, b) => Date.parse(b.lastMessageAt) - Date.parse(a.lastMessageAt))
        .map((chat) => ({ ...chat, contact: summary(chat.contactId)! })),
    ),
    route('get', `${BASE}/chat`, (_request, url) => {
      const chat = ctx.db.chat.chats.find((candidate) => candidate.id === query(url, 'id'));
      return chat ? withMessages(chat) : null;
    }),
    route('patch', `${BASE}/chat`, async (request) => {
      const body = await readBody(request);
      const id = bodyId(body);
      const patch = chatPatch(body.chat, 'chat');
      const chat = ctx.db.chat.chats.find((candidate) => candidate.id === id);
      if (!chat) return null;
      Object.assign(chat, patch);
      ctx.commit();
      return withMessages(chat);
    }),
    route('get', `${BASE}/contacts`, () =>
      chatContacts.map((contact) => summary(contact.id)!).sort((a, b) => collator.compare(a.name, b.name)),
    ),
    route(
      'get',
      `${BASE}/contact`,
      (_request, url) => chatContacts.find((contact) => contact.id === query(url, 'id')) ?? null,
    ),
    route('get', `${BASE}/profile`, () => chatProfile),
  ];
}
