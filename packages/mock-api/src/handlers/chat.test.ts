import { describe, expect, it } from 'vitest';
import type {
  ChatContact,
  ChatContactSummary,
  ChatMessage,
  ChatProfile,
  ChatWithContact,
  ChatWithMessages,
} from '../contract/chat.ts';
import { call, ok, useMockServer } from '../test/server.ts';

const BASE = 'apps/chat';

describe('chat', () => {
  const state = useMockServer({ actor: 'owner' });
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

  it('sends a message: stored as plain text, mine, newest; it becomes the chat last message and the chat comes first', async () => {
    const chats = await ok<ChatWithContact[]>('GET', `${BASE}/chats`);
    const oldest = chats.at(-1)!;
    const payload = '<img src=x onerror="alert(1)"> hi';
    const message = await ok<ChatMessage>('POST', `${BASE}/message`, { body: { chatId: oldest.id, value: payload } });
    expect(message).toMatchObject({ chatId: oldest.id, value: payload, isMine: true, contactId: db().profile.id });
    const chat = await ok<ChatWithMessages>('GET', `${BASE}/chat`, { query: { id: oldest.id } });
    expect(chat.messages.at(-1)).toEqual(message);
    expect(chat.lastMessage).toBe(payload);
    expect(chat.lastMessageAt).toBe(message.createdAt);
    expect((await ok<ChatWithContact[]>('GET', `${BASE}/chats`))[0]!.id).toBe(oldest.id);
  });

  it('refuses a blank, too long or non-text message (400), and answers null for an unknown chat', async () => {
    const chatId = db().chats[0]!.id;
    const before = db().messages.length;
    for (const value of ['', '   \n\t ', 42, undefined, 'x'.repeat(4001)]) {
      expect((await call('POST', `${BASE}/message`, { body: { chatId, value } })).status).toBe(400);
    }
    expect(await ok('POST', `${BASE}/message`, { body: { chatId: 'nope', value: 'hi' } })).toBeNull();
    expect(db().messages).toHaveLength(before);
    expect((await call('POST', `${BASE}/message`, { body: { chatId, value: 'x'.repeat(4000) } })).status).toBe(200);
  });

  it('creates a chat with a contact who has none (empty, first), and answers the existing one otherwise', async () => {
    const taken = new Set(db().chats.map((chat) => chat.contactId));
    const contacts = await ok<ChatContactSummary[]>('GET', `${BASE}/contacts`);
    const free = contacts.find((contact) => !taken.has(contact.id))!;
    const created = await ok<ChatWithMessages>('POST', `${BASE}/chat`, { body: { contactId: free.id } });
    expect(created).toMatchObject({ contactId: free.id, unreadCount: 0, muted: false, lastMessage: '', messages: [] });
    expect(db().chats).toHaveLength(16);
    expect((await ok<ChatWithContact[]>('GET', `${BASE}/chats`))[0]!.id).toBe(created.id);
    const again = await ok<ChatWithMessages>('POST', `${BASE}/chat`, { body: { contactId: free.id } });
    expect(again.id).toBe(created.id);
    const existing = db().chats[0]!;
    expect((await ok<ChatWithMessages>('POST', `${BASE}/chat`, { body: { contactId: existing.contactId } })).id).toBe(
      existing.id,
    );
    expect(db().chats).toHaveLength(16);
    expect(await ok('POST', `${BASE}/chat`, { body: { contactId: 'nope' } })).toBeNull();
    expect((await call('POST', `${BASE}/chat`, { body: {} })).status).toBe(400);
  });

  it('clears a chat: its messages go, the chat stays with no last message and nothing unread', async () => {
    const chat = db().chats.find((candidate) => candidate.unreadCount > 0)!;
    const cleared = await ok<ChatWithMessages>('DELETE', `${BASE}/messages`, { query: { chatId: chat.id } });
    expect(cleared).toMatchObject({ id: chat.id, lastMessage: '', unreadCount: 0, messages: [] });
    expect(db().messages.some((message) => message.chatId === chat.id)).toBe(false);
    expect(db().chats).toHaveLength(15);
    expect(await ok('DELETE', `${BASE}/messages`, { query: { chatId: 'nope' } })).toBeNull();
  });

  it('deletes a chat and its messages; false for an unknown chat', async () => {
    const chat = db().chats[0]!;
    expect(await ok('DELETE', `${BASE}/chat`, { query: { id: chat.id } })).toBe(true);
    expect(db().chats.some((candidate) => candidate.id === chat.id)).toBe(false);
    expect(db().messages.some((message) => message.chatId === chat.id)).toBe(false);
    expect(await ok('GET', `${BASE}/chat`, { query: { id: chat.id } })).toBeNull();
    expect(await ok('DELETE', `${BASE}/chat`, { query: { id: chat.id } })).toBe(false);
  });

  it('merges a profile patch (name, about, avatar) and keeps it; refuses bad fields', async () => {
    const profile = await ok<ChatProfile>('PATCH', `${BASE}/profile`, {
      body: { profile: { name: 'Lucía N.', about: 'On holiday', avatar: null, email: 'x@y.z', id: 'other' } },
    });
    expect(profile).toMatchObject({ name: 'Lucía N.', about: 'On holiday', avatar: null, email: 'admin@atrium.dev' });
    expect(profile.id).not.toBe('other');
    expect(await ok<ChatProfile>('GET', `${BASE}/profile`)).toEqual(profile);
    for (const patch of [
      null,
      { name: '  ' },
      { name: 'x'.repeat(81) },
      { about: 'x'.repeat(281) },
      { avatar: 'javascript:alert(1)' },
    ]) {
      expect((await call('PATCH', `${BASE}/profile`, { body: { profile: patch } })).status).toBe(400);
    }
    expect(db().profile.name).toBe('Lucía N.');
  });
});

describe('chat profile of another account', () => {
  const state = useMockServer({ actor: 'usr-support' });

  it('is the caller’s own, from their account, kept apart from the Owner’s once edited; their messages carry it', async () => {
    const owner = structuredClone(state.api.db.chat.profile);
    expect(await ok<ChatProfile>('GET', `${BASE}/profile`)).toEqual({
      id: 'usr-support',
      name: 'Sergio Lago',
      email: 'support@atrium.dev',
      avatar: null,
      about: '',
    });
    await ok('PATCH', `${BASE}/profile`, { body: { profile: { about: 'On the support line' } } });
    expect(await ok<ChatProfile>('GET', `${BASE}/profile`)).toMatchObject({
      name: 'Sergio Lago',
      about: 'On the support line',
    });
    expect(state.api.db.chat.profile).toEqual(owner);

    const chat = state.api.db.chat.chats[0]!;
    const message = await ok<ChatMessage>('POST', `${BASE}/message`, { body: { chatId: chat.id, value: 'Hola' } });
    expect(message).toMatchObject({ contactId: 'usr-support', isMine: true });
  });
});
