import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LiveEvent } from '../contract/live.ts';
import type { Notification } from '../contract/common.ts';
import { createScenarioStore } from '../scenarios.ts';
import { ORIGIN, ok, useMockServer } from '../test/server.ts';
import { LIVE_TIMING } from './liveStream.ts';

const scenario = createScenarioStore({ defaults: { live: true } });

/** Opens the stream and answers a reader of its events, and the way to drop it. */
async function open(): Promise<{ next: () => Promise<LiveEvent>; close: () => void; status: number }> {
  const controller = new AbortController();
  const response = await fetch(new URL('/api/common/live', ORIGIN), { signal: controller.signal });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const next = async (): Promise<LiveEvent> => {
    for (;;) {
      const end = buffer.indexOf('\n');
      if (end >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 1);
        return JSON.parse(line) as LiveEvent;
      }
      const chunk = await reader.read();
      if (chunk.done) throw new Error('The stream ended');
      buffer += decoder.decode(chunk.value, { stream: true });
    }
  };
  return { next, close: () => controller.abort(), status: response.status };
}

/** The next events until one of `type`. */
async function until<T extends LiveEvent['type']>(
  next: () => Promise<LiveEvent>,
  type: T,
): Promise<Extract<LiveEvent, { type: T }>> {
  for (;;) {
    const event = await next();
    if (event.type === type) return event as Extract<LiveEvent, { type: T }>;
  }
}

describe('live updates', () => {
  const state = useMockServer({ actor: 'owner', scenario });
  const saved = { ...LIVE_TIMING };
  beforeEach(() => {
    Object.assign(LIVE_TIMING, { first: 20, every: 40, jitter: 0, check: 10 });
    scenario.set({ live: true });
  });
  afterEach(() => Object.assign(LIVE_TIMING, saved));

  it('tells the unread chat count first, then pushes a chat message that the chat and its count answer with', async () => {
    const stream = await open();
    expect(stream.status).toBe(200);
    const before = state.api.db.chat.chats.reduce((sum, chat) => sum + chat.unreadCount, 0);
    expect(await stream.next()).toEqual({ type: 'unread', chats: before });
    const pushed = await until(stream.next, 'message');
    expect(pushed.message).toMatchObject({ chatId: pushed.chatId, isMine: false });
    expect(pushed.contactName).not.toBe('');
    expect(await until(stream.next, 'unread')).toEqual({ type: 'unread', chats: before + 1 });
    const chat = await ok<{ messages: { id: string }[]; lastMessage: string; unreadCount: number }>(
      'GET',
      'apps/chat/chat',
      { query: { id: pushed.chatId } },
    );
    expect(chat.messages.at(-1)!.id).toBe(pushed.message.id);
    expect(chat.lastMessage).toBe(pushed.message.value);
    stream.close();
  });

  it('pushes notifications on top of the list, and tells the count again once a chat is read', async () => {
    const stream = await open();
    await until(stream.next, 'message');
    const { notification } = await until(stream.next, 'notification');
    const listed = await ok<Notification[]>('GET', 'common/notifications');
    expect(listed[0]).toEqual(notification);
    expect(notification).toMatchObject({ read: false, seen: false });
    const chat = state.api.db.chat.chats.find((candidate) => candidate.unreadCount > 0)!;
    const left = state.api.db.chat.chats.reduce((sum, each) => sum + each.unreadCount, 0) - chat.unreadCount;
    await ok('PATCH', 'apps/chat/chat', { body: { id: chat.id, chat: { unreadCount: 0 } } });
    // A push may land first and raise it again; the count told is the chats' count at that moment.
    const told = await until(stream.next, 'unread');
    expect(told.chats).toBeGreaterThanOrEqual(left);
    expect(told.chats).toBeLessThanOrEqual(left + 1);
    stream.close();
  });

  it('pushes nothing while the scenario has live updates off', async () => {
    scenario.set({ live: false });
    const count = state.api.db.notifications.length;
    const stream = await open();
    await stream.next();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(state.api.db.notifications).toHaveLength(count);
    stream.close();
  });

  it('sends no chat events to a caller without chat:view', async () => {
    for (const role of state.api.db.backOffice.roles) {
      role.permissions = role.permissions.filter((permission) => permission !== 'chat:view');
    }
    const stream = await open();
    const first = await stream.next();
    expect(first.type).toBe('notification');
    expect((await stream.next()).type).toBe('notification');
    stream.close();
  });

  it('answers 401 to a call with a token it did not sign', async () => {
    const response = await fetch(new URL('/api/common/live', ORIGIN), { headers: { Authorization: 'Bearer nope' } });
    expect(response.status).toBe(401);
  });
});
