/**
 * Chat (spec 2 §7, base api/apps/chat): chats, one chat with messages, contacts, profile; and the writes
 * the app needs beyond the spec: send a message, create (or find) a chat with a contact, clear a chat's
 * messages, delete a chat, edit the profile. Reading needs `chat:view`; writing in a conversation (send,
 * start, clear, delete, mute) needs `chat:reply`, as the UI guards it (403 naming the permission).
 * The profile is the caller's own: the Owner's is the seed's, another account's starts from its name and
 * address in the back office and is kept apart once edited.
 */
import type { HttpHandler } from 'msw';
import type {
  Chat,
  ChatContactSummary,
  ChatMessage,
  ChatProfile,
  ChatWithContact,
  ChatWithMessages,
} from '../contract/chat.ts';
import { chatContacts } from '../db/seed/chat.ts';
import { seedUser } from '../db/seed/common.ts';
import { boolean, integer, nullable, partial, string, text } from '../schema.ts';
import type { Check } from '../schema.ts';
import type { Permission } from '../contract/back-office.ts';
import { BadRequest } from '../schema.ts';
import type { Context, Resolve } from './http.ts';
import { bodyId, query, readBody, route, uuid } from './http.ts';
import { refusal } from './permission.ts';

const BASE = 'apps/chat';
const collator = new Intl.Collator();

/** The longest message accepted (the app says so before sending). */
export const CHAT_MESSAGE_MAX_LENGTH = 4000;
/** The longest profile name and about text accepted. */
export const CHAT_PROFILE_NAME_MAX_LENGTH = 80;
export const CHAT_PROFILE_ABOUT_MAX_LENGTH = 280;

const count: Check<number> = (value, path) => {
  const n = integer(value, path);
  if (n < 0) throw new BadRequest(`${path} must be 0 or more`);
  return n;
};

const upTo =
  (max: number, check: Check<string>): Check<string> =>
  (value, path) => {
    const s = check(value, path);
    if (s.length > max) throw new BadRequest(`${path} must be at most ${max} characters`);
    return s;
  };

/** An avatar is an image address: http(s), or an inline image (what the file picker gives). */
const avatarUrl: Check<string> = (value, path) => {
  const s = string(value, path);
  if (!/^(https?:\/\/|data:image\/(png|jpeg|gif|webp|svg\+xml)[;,])/i.test(s)) {
    throw new BadRequest(`${path} must be an http(s) or data:image address`);
  }
  return s;
};

function summary(id: string): ChatContactSummary | null {
  const contact = chatContacts.find((candidate) => candidate.id === id);
  if (!contact) return null;
  const { details: _details, attachments: _attachments, ...rest } = contact;
  return rest;
}

/**
 * Adds a message to a chat, dated never before the chat's last one (so the order stays the order of
 * sending), and makes it the chat's last message. The caller commits.
 */
export function appendChatMessage(
  db: Context['db'],
  chat: Chat,
  { contactId, value, isMine }: Pick<ChatMessage, 'contactId' | 'value' | 'isMine'>,
): ChatMessage {
  const last = db.chat.messages.reduce(
    (latest, message) => (message.chatId === chat.id ? Math.max(latest, Date.parse(message.createdAt)) : latest),
    0,
  );
  const message: ChatMessage = {
    id: uuid(),
    chatId: chat.id,
    contactId,
    value,
    createdAt: new Date(Math.max(Date.now(), last + 1)).toISOString(),
    isMine,
  };
  db.chat.messages.push(message);
  chat.lastMessage = value;
  chat.lastMessageAt = message.createdAt;
  return message;
}

export function chatHandlers(ctx: Context): HttpHandler[] {
  const chatPatch = partial<Pick<Chat, 'muted' | 'unreadCount'>>({ muted: boolean, unreadCount: count });
  const profilePatch = partial<Pick<ChatProfile, 'name' | 'about' | 'avatar'>>({
    name: upTo(CHAT_PROFILE_NAME_MAX_LENGTH, text),
    about: upTo(CHAT_PROFILE_ABOUT_MAX_LENGTH, string),
    avatar: nullable(avatarUrl),
  });
  const messageText = upTo(CHAT_MESSAGE_MAX_LENGTH, text);
  const findChat = (id: string | null | undefined) => ctx.db.chat.chats.find((candidate) => candidate.id === id);
  const withMessages = (chat: Chat): ChatWithMessages => ({
    ...chat,
    contact: chatContacts.find((contact) => contact.id === chat.contactId)!,
    messages: ctx.db.chat.messages
      .filter((message) => message.chatId === chat.id)
      .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt)),
  });

  /** The caller's account id, or null for the Owner (whose profile is the seed's). */
  const callerId = async (request: Request): Promise<string | null> => {
    const subject = await ctx.subject(request);
    return subject === null || subject === '' || subject === seedUser().id ? null : subject;
  };
  /** The caller's chat profile: as kept, or (never edited) from their account. */
  const profileOf = async (request: Request): Promise<ChatProfile> => {
    const id = await callerId(request);
    if (id === null) return ctx.db.chat.profile;
    const kept = ctx.db.chat.profiles?.[id];
    if (kept) return kept;
    await ctx.need('back-office');
    const account = ctx.db.backOffice.accounts.find((candidate) => candidate.id === id);
    return { id, name: account?.name ?? '', email: account?.email ?? '', avatar: account?.avatar ?? null, about: '' };
  };

  /** Answers `resolve` only for a caller holding `permission`. */
  const needs =
    (permission: Permission, resolve: Resolve): Resolve =>
    async (request, url) =>
      (await refusal(ctx, request, permission)) ?? resolve(request, url);

  return [
    route(
      'get',
      `${BASE}/chats`,
      needs('chat:view', (): ChatWithContact[] =>
        [...ctx.db.chat.chats]
          .sort((a, b) => Date.parse(b.lastMessageAt) - Date.parse(a.lastMessageAt))
          .map((chat) => ({ ...chat, contact: summary(chat.contactId)! })),
      ),
    ),
    route(
      'get',
      `${BASE}/chat`,
      needs('chat:view', (_request, url) => {
        const chat = findChat(query(url, 'id'));
        return chat ? withMessages(chat) : null;
      }),
    ),
    // Muting is a change to the conversation (chat:reply); marking it read is part of reading it (chat:view).
    route('patch', `${BASE}/chat`, async (request) => {
      const body = await readBody(request);
      const id = bodyId(body);
      const patch = chatPatch(body.chat, 'chat');
      const refused = await refusal(ctx, request, patch.muted === undefined ? 'chat:view' : 'chat:reply');
      if (refused) return refused;
      const chat = findChat(id);
      if (!chat) return null;
      Object.assign(chat, patch);
      ctx.commit();
      return withMessages(chat);
    }),
    // The chat with a contact: the existing one, or a new empty one (listed first, as it is the newest).
    route(
      'post',
      `${BASE}/chat`,
      needs('chat:reply', async (request) => {
        const body = await readBody(request);
        const contactId = bodyId(body, 'contactId');
        if (contactId === undefined) throw new BadRequest('contactId is required');
        if (!summary(contactId)) return null;
        const existing = ctx.db.chat.chats.find((chat) => chat.contactId === contactId);
        if (existing) return withMessages(existing);
        const chat: Chat = {
          id: uuid(),
          contactId,
          unreadCount: 0,
          muted: false,
          lastMessage: '',
          lastMessageAt: new Date().toISOString(),
        };
        ctx.db.chat.chats.push(chat);
        ctx.commit();
        return withMessages(chat);
      }),
    ),
    route(
      'delete',
      `${BASE}/chat`,
      needs('chat:reply', (_request, url) => {
        const id = query(url, 'id');
        const index = ctx.db.chat.chats.findIndex((chat) => chat.id === id);
        if (index === -1) return false;
        ctx.db.chat.chats.splice(index, 1);
        ctx.db.chat.messages = ctx.db.chat.messages.filter((message) => message.chatId !== id);
        ctx.commit();
        return true;
      }),
    ),
    // A message from the signed-in person: stored as sent (plain text), and it becomes the chat's last.
    route(
      'post',
      `${BASE}/message`,
      needs('chat:reply', async (request): Promise<ChatMessage | null> => {
        const body = await readBody(request);
        const chatId = bodyId(body, 'chatId');
        const value = messageText(body.value, 'value');
        const chat = findChat(chatId);
        if (!chat) return null;
        const sender = (await profileOf(request)).id;
        const message = appendChatMessage(ctx.db, chat, { contactId: sender, value, isMine: true });
        ctx.commit();
        return message;
      }),
    ),
    // Clears the conversation; the chat stays in the list, with no last message.
    route(
      'delete',
      `${BASE}/messages`,
      needs('chat:reply', (_request, url) => {
        const chat = findChat(query(url, 'chatId'));
        if (!chat) return null;
        ctx.db.chat.messages = ctx.db.chat.messages.filter((message) => message.chatId !== chat.id);
        chat.lastMessage = '';
        chat.unreadCount = 0;
        ctx.commit();
        return withMessages(chat);
      }),
    ),
    route(
      'get',
      `${BASE}/contacts`,
      needs('chat:view', () =>
        chatContacts.map((contact) => summary(contact.id)!).sort((a, b) => collator.compare(a.name, b.name)),
      ),
    ),
    route(
      'get',
      `${BASE}/contact`,
      needs('chat:view', (_request, url) => chatContacts.find((contact) => contact.id === query(url, 'id')) ?? null),
    ),
    // The signed-in person's own chat profile: anyone who reads the chat keeps their own.
    route(
      'get',
      `${BASE}/profile`,
      needs('chat:view', (request) => profileOf(request)),
    ),
    route(
      'patch',
      `${BASE}/profile`,
      needs('chat:view', async (request): Promise<ChatProfile> => {
        const body = await readBody(request);
        const patch = profilePatch(body.profile, 'profile');
        const profile = await profileOf(request);
        Object.assign(profile, patch);
        const id = await callerId(request);
        if (id !== null) ctx.db.chat.profiles = { ...ctx.db.chat.profiles, [id]: profile };
        ctx.commit();
        return profile;
      }),
    ),
  ];
}
