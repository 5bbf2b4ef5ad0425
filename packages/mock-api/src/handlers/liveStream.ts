/**
 * Pushed updates (a chunk of its own, loaded with the first opening of the live call): `GET api/common/live` streams, as NDJSON ({@link LiveEvent}), the notifications and chat
 * messages the mock makes up over time while the scenario's `live` is on, and the count of unread chat
 * messages whenever it changes (by a pushed message, or by the caller reading a chat). The stream stays
 * open until the caller drops it.
 *
 * What it makes up is stored as any other change is, so the lists and the chat answer with it too. Chat
 * events go only to a caller who holds `chat:view`.
 */
import { HttpResponse } from 'msw';
import type { Notification } from '../contract/common.ts';
import type { LiveEvent } from '../contract/live.ts';
import type { ScenarioStore } from '../scenarios.ts';
import type { Context } from './http.ts';
import { uuid } from './http.ts';
import { refusal } from './permission.ts';
import { appendChatMessage } from './chat.ts';

/** When the mock pushes, in milliseconds: the first push soon after opening, then about every `every`. */
export const LIVE_TIMING = {
  first: 4000,
  every: 30_000,
  /** Each wait after the first is `every` give or take up to this much. */
  jitter: 10_000,
  /** How often the unread count is looked at (it changes when a chat is read, by another call). */
  check: 2000,
};

const MESSAGES = [
  'Do you have a minute for the quarterly numbers?',
  'The client signed. Drinks on me on Friday!',
  'Can you look at order #1042 when you can?',
  'I moved the review to Thursday at 10.',
  'Thanks, that fixed it.',
  'Are we still on for lunch?',
];

const NOTIFICATIONS: readonly Pick<Notification, 'icon' | 'title' | 'description' | 'link'>[] = [
  {
    icon: 'shopping-cart',
    title: 'New order',
    description: 'An order for <strong>3 items</strong> is waiting to be processed',
    link: '/orders',
  },
  { icon: 'user-plus', title: 'New sign-up', description: 'A new customer created an account', link: null },
  {
    icon: 'triangle-alert',
    title: 'Low stock',
    description: 'Two products in the inventory are <em>running low</em>',
    link: '/apps/ecommerce/inventory',
  },
  { icon: 'star', title: 'New review', description: 'A customer left a five-star review', link: null },
];

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** Answers one opening of the live call: the stream of what happens from now on. */
export async function openLive(ctx: Context, scenario: ScenarioStore, request: Request): Promise<Response> {
  const unreadChats = () => ctx.db.chat.chats.reduce((sum, chat) => sum + chat.unreadCount, 0);

  const pushNotification = (): LiveEvent => {
    const notification: Notification = {
      id: uuid(),
      image: null,
      time: new Date().toISOString(),
      useRouter: true,
      read: false,
      seen: false,
      ...pick(NOTIFICATIONS),
    };
    notification.useRouter = notification.link !== null;
    ctx.db.notifications.unshift(notification);
    ctx.commit();
    return { type: 'notification', notification };
  };

  /** A message from the other side of a chat that is not muted; null when there is none. */
  const pushMessage = (): LiveEvent | null => {
    const open = ctx.db.chat.chats.filter((chat) => !chat.muted);
    if (open.length === 0) return null;
    const chat = pick(open);
    const message = appendChatMessage(ctx.db, chat, {
      contactId: chat.contactId,
      value: pick(MESSAGES),
      isMine: false,
    });
    chat.unreadCount += 1;
    ctx.commit('chat');
    const contactName = ctx.db.contacts.find((contact) => contact.id === chat.contactId)?.name ?? '';
    return { type: 'message', chatId: chat.id, contactName, message };
  };

  const chats = (await refusal(ctx, request, 'chat:view')) === null;
  if (chats) await ctx.need('chat', 'contacts');
  const encoder = new TextEncoder();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let closed = false;
  let pushes = 0;
  let unread = -1;

  const stop = () => {
    closed = true;
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  };
  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!closed) run();
    }, ms);
    timers.add(timer);
  };

  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (event: LiveEvent) => {
        if (!closed) controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
      };
      const tellUnread = () => {
        if (!chats) return;
        const now = unreadChats();
        if (now !== unread) send({ type: 'unread', chats: now });
        unread = now;
      };
      const watch = () => {
        tellUnread();
        later(LIVE_TIMING.check, watch);
      };
      const push = () => {
        if (scenario.get().live) {
          // Messages and notifications take turns (a caller without the chat gets notifications only).
          const event = chats && pushes % 2 === 0 ? pushMessage() : null;
          send(event ?? pushNotification());
          tellUnread();
          pushes += 1;
        }
        const wait = LIVE_TIMING.every + (Math.random() * 2 - 1) * LIVE_TIMING.jitter;
        later(Math.max(LIVE_TIMING.check, wait), push);
      };
      watch();
      later(LIVE_TIMING.first, push);
    },
    cancel: stop,
  });
  request.signal.addEventListener('abort', stop);
  return new HttpResponse(body, { headers: { 'content-type': 'application/x-ndjson; charset=utf-8' } });
}
