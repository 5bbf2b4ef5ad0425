import { describe, expect, it } from 'vitest';
import type {
  ChatContact,
  ChatContactSummary,
  ChatProfile,
  ChatWithContact,
  ChatWithMessages,
} from '../contract/chat.ts';
import { call, ok, useMockServer } from '../test/server.ts';

const BASE = 'apps/chat';

describe('chat', () => {
  const state = useMockServer();
  const db = () => state.api.db.chat;

  it('lists the 15 chats, newest first, each with its contact', async () => {
    const chats = await ok<ChatWithContact[]>('GET', `${BASE}/chats`);
    expect(chats).toHaveLength(15);
    const times = chats.map((chat) => Date.parse(chat.lastMessageAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const chat of chats) expect(chat.contact.id).toBe(chat.contactId);
    expect(db().messages.length).toBeGreaterThanOrEqual(20);
    expect(db().messages.length).toBeLessThanOrEqual(30);
  });

  it('answers one chat with its full contact and messages, oldest first; null when unknown', async () => {
    const first = db().chats[0]!;
    const chat = await ok<ChatWithMessages>('GET', `${BASE}/chat`, { query: { id: first.id } });
    expect(chat.contact.details).toBeDefined();
    expect(chat.messages.length).toBeGreaterThan(1);
    expect(chat.messages.every((message) => message.chatId === first.id)).toBe(true);
    const times = chat.messages.map((message) => Date.parse(message.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(chat.lastMessage).toBe(chat.messages.at(-1)!.value);
    expect(await ok('GET', `${BASE}/chat`, { query: { id: 'nope' } })).toBeNull();
  });

  it('merges a chat patch (muted, unreadCount)', async () => {
    const first = db().chats[0]!;
    const chat = await ok<ChatWithMessages>('PATCH', `${BASE}/chat`, {
      body: { id: first.id, chat: { muted: true, unreadCount: 0 } },
    });
    expect(chat).toMatchObject({ id: first.id, muted: true, unreadCount: 0, lastMessage: first.lastMessage });
    expect(await ok('PATCH', `${BASE}/chat`, { body: { id: 'nope', chat: { muted: true } } })).toBeNull();
    for (const patch of [null, { unreadCount: -1 }, { unreadCount: 1.5 }, { muted: 'yes' }]) {
      expect((await call('PATCH', `${BASE}/chat`, { body: { id: first.id, chat: patch } })).status).toBe(400);
    }
    expect(db().chats[0]).toMatchObject({ muted: true, unreadCount: 0 });
  });

  it('lists contacts sorted by name without details and attachments; one contact in full', async () => {
    const contacts = await ok<ChatContactSummary[]>('GET', `${BASE}/contacts`);
    const names = contacts.map((contact) => contact.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    for (const contact of contacts) {
      expect(contact).not.toHaveProperty('details');
      expect(contact).not.toHaveProperty('attachments');
    }
    const full = await ok<ChatContact>('GET', `${BASE}/contact`, { query: { id: contacts[0]!.id } });
    expect(full).toMatchObject({
      ...contacts[0],
      details: expect.any(Object) as object,
      attachments: expect.any(Object) as object,
    });
    expect(await ok('GET', `${BASE}/contact`, { query: { id: 'nope' } })).toBeNull();
  });

  it('answers the profile', async () => {
    expect(await ok<ChatProfile>('GET', `${BASE}/profile`)).toMatchObject({
      name: 'Lucía Navarro',
      email: 'admin@atrium.dev',
    });
  });
});
