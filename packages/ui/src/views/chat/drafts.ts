/**
 * Unsent messages, one per chat, kept per user in this browser's localStorage (as a table's columns and
 * the orders' saved views are): a half-written message survives switching chats and reloading the page,
 * and is gone once sent. Two people signing in on one browser keep their own. Without a usable storage
 * (private mode, quota) they are kept in memory, until the page is left.
 */

/** Storage that may be missing or throw. */
export interface DraftStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The storage key of a user's drafts. */
export const chatDraftsKey = (userId: string) => `atrium.chat.drafts.${userId}`;

/** Reads a stored set of drafts (chat id → text); junk (bad JSON, other shapes, blank texts) is dropped. */
export function parseChatDrafts(raw: string | null): Record<string, string> {
  if (raw === null) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const drafts: Record<string, string> = {};
  for (const [chatId, text] of Object.entries(value as Record<string, unknown>)) {
    if (typeof text === 'string' && text !== '' && chatId !== '__proto__') drafts[chatId] = text;
  }
  return drafts;
}

function defaultStorage(): DraftStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** Drafts of users whose storage refused them, by storage key. */
const memory = new Map<string, Record<string, string>>();

function load(key: string, storage: DraftStorage | undefined): Record<string, string> {
  const kept = memory.get(key);
  if (kept) return kept;
  try {
    return parseChatDrafts(storage?.getItem(key) ?? null);
  } catch {
    return {};
  }
}

/**
 * The draft of `chatId` for `userId`. Until the user is known there is none: a draft is never kept where
 * the next person to sign in could find it.
 */
export function readChatDraft(userId: string | undefined, chatId: string, storage = defaultStorage()): string {
  return userId === undefined ? '' : (load(chatDraftsKey(userId), storage)[chatId] ?? '');
}

/** Keeps `text` as the draft of `chatId` for `userId`; an empty text (sent, or erased) removes it. */
export function writeChatDraft(
  userId: string | undefined,
  chatId: string,
  text: string,
  storage = defaultStorage(),
): void {
  if (userId === undefined) return;
  const key = chatDraftsKey(userId);
  // Read again before writing: another tab (or the quick chat) may have kept other chats' drafts meanwhile.
  const drafts = { ...load(key, storage) };
  if (text === '') delete drafts[chatId];
  else drafts[chatId] = text;
  try {
    if (!storage) throw new Error('No storage');
    if (Object.keys(drafts).length === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(drafts));
    memory.delete(key);
  } catch {
    memory.set(key, drafts);
  }
}
