import { describe, expect, it } from 'vitest';
import { chatDraftsKey, parseChatDrafts, readChatDraft, writeChatDraft, type DraftStorage } from './drafts';

class MemoryStorage implements DraftStorage {
  items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

describe('chat drafts', () => {
  it('keep each chat’s draft per user in the storage, and drop it when emptied', () => {
    const storage = new MemoryStorage();
    writeChatDraft('usr-1', 'chat-a', 'Hola', storage);
    writeChatDraft('usr-1', 'chat-b', 'Otra', storage);
    writeChatDraft('usr-2', 'chat-a', 'Mine', storage);
    expect(readChatDraft('usr-1', 'chat-a', storage)).toBe('Hola');
    expect(readChatDraft('usr-2', 'chat-a', storage)).toBe('Mine');
    expect(readChatDraft('usr-2', 'chat-b', storage)).toBe('');

    writeChatDraft('usr-1', 'chat-a', '', storage);
    expect(readChatDraft('usr-1', 'chat-a', storage)).toBe('');
    expect(readChatDraft('usr-1', 'chat-b', storage)).toBe('Otra');
    writeChatDraft('usr-1', 'chat-b', '', storage);
    expect(storage.items.has(chatDraftsKey('usr-1'))).toBe(false);
  });

  it('keep nothing before the user is known, where the next person to sign in would find it', () => {
    const storage = new MemoryStorage();
    writeChatDraft(undefined, 'chat-a', 'Early', storage);
    expect(readChatDraft(undefined, 'chat-a', storage)).toBe('');
    expect(storage.items.size).toBe(0);
  });

  it('keep drafts in memory when the storage refuses them', () => {
    const full: DraftStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    writeChatDraft('usr-3', 'chat-a', 'Still here', full);
    expect(readChatDraft('usr-3', 'chat-a', full)).toBe('Still here');
  });

  it('read junk as no drafts', () => {
    for (const raw of [null, '', '{', '[]', '"x"', '3']) expect(parseChatDrafts(raw)).toEqual({});
    expect(parseChatDrafts('{"a":"Hola","b":3,"c":""}')).toEqual({ a: 'Hola' });
  });
});
