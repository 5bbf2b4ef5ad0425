import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import type { LiveEvent, Navigation, Notification } from '@atrium/mock-api';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { LiveUpdates, Notifications, VerticalNavigation, useUnreadChats, withChatBadge } from '@atrium/ui';
import { notificationFixtures } from '../toolbar/fixtures';
import { feedScenario } from '../toolbar/handlers';
import { ToolbarFrame } from '../toolbar/ToolbarFrame';

const pushed: Notification = {
  ...notificationFixtures[0]!,
  id: 'pushed',
  icon: 'shopping-cart',
  title: 'New order',
  description: 'An order for <strong>3 items</strong> is waiting',
  read: false,
  seen: false,
};

const message: Extract<LiveEvent, { type: 'message' }> = {
  type: 'message',
  chatId: 'chat-1',
  contactName: 'Bernard Langley',
  message: {
    id: 'm-pushed',
    chatId: 'chat-1',
    contactId: 'contact-1',
    value: 'Do you have a minute for the quarterly numbers?',
    createdAt: '2026-03-05T14:07:00.000Z',
    isMine: false,
  },
};

/** An NDJSON answer that sends `events` one by one, `gap` ms apart, and stays open. */
function streamOf(events: readonly LiveEvent[], gap = 400) {
  return http.get('*/api/common/live', ({ request }) => {
    const encoder = new TextEncoder();
    const timers: ReturnType<typeof setTimeout>[] = [];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        events.forEach((event, index) => {
          timers.push(
            setTimeout(() => controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`)), gap * (index + 1)),
          );
        });
      },
      cancel: () => timers.forEach(clearTimeout),
    });
    request.signal.addEventListener('abort', () => timers.forEach(clearTimeout));
    return new HttpResponse(body, { headers: { 'content-type': 'application/x-ndjson' } });
  });
}

const feed = feedScenario('notifications', notificationFixtures);
// The feed answers with what was pushed too, as the API does once it has pushed it.
const withPushed = http.get('*/api/common/notifications', () => HttpResponse.json([pushed, ...notificationFixtures]));

const navigation: Navigation = {
  default: [
    { id: 'areas.chat', type: 'basic', title: 'Chat', icon: 'message-circle', link: '/chat' },
    { id: 'apps.contacts', type: 'basic', title: 'Contacts', icon: 'contact', link: '/apps/contacts' },
  ],
  compact: [],
  futuristic: [],
  horizontal: [],
};

/** The chat's entry as the shell draws it: with the pushed unread count. */
function ChatEntry() {
  const unread = useUnreadChats();
  return <VerticalNavigation items={withChatBadge(navigation, unread, ['/chat']).default} tone="surface" />;
}

const meta = {
  title: 'Toolbar/LiveUpdates',
  component: LiveUpdates,
  args: { enabled: true },
  render: (args) => (
    <LiveUpdates {...args}>
      <ToolbarFrame>
        <Notifications />
      </ToolbarFrame>
      <div style={{ blockSize: 160, display: 'flex' }}>
        <ChatEntry />
      </div>
    </LiveUpdates>
  ),
  beforeEach: () => feed.reset(),
  parameters: {
    // The Owner's pushed updates.
    msw: {
      handlers: {
        notifications: feed.handlers,
        live: streamOf([
          { type: 'unread', chats: 2 },
          { type: 'notification', notification: pushed },
          message,
          { type: 'unread', chats: 3 },
        ]),
      },
    },
  },
} satisfies Meta<typeof LiveUpdates>;

export default meta;
type Story = StoryObj<typeof meta>;

const bell = (canvasElement: HTMLElement) => within(canvasElement).findByRole('button', { name: 'Notificaciones' });

export const Default: Story = {
  parameters: { msw: { handlers: { notifications: [withPushed, ...feed.handlers.slice(1)] } } },
  play: async ({ canvasElement }) => {
    const nav = within(await within(canvasElement).findByRole('navigation'));
    await waitFor(() => expect(nav.getByRole('link', { name: 'Chat 2' })).toBeVisible());
    // The pushed notification: a toast, on top of the bell's list and in its count.
    const region = await screen.findByRole('region', { name: 'Novedades' }, { timeout: 4000 });
    await waitFor(() => expect(within(region).getByText('New order')).toBeVisible());
    await expect(within(region).getByText('An order for 3 items is waiting')).toBeVisible();
    await waitFor(async () => expect(await bell(canvasElement)).toHaveAccessibleDescription('3 sin leer'));
    // The pushed chat message: a toast naming who wrote, and the chat's badge goes up.
    await waitFor(() => expect(within(region).getByText('Mensaje nuevo de Bernard Langley')).toBeVisible(), {
      timeout: 4000,
    });
    await waitFor(() => expect(nav.getByRole('link', { name: 'Chat 3' })).toBeVisible(), { timeout: 4000 });
    await userEvent.click(await bell(canvasElement));
    const panel = await screen.findByRole('dialog', { name: 'Notificaciones' });
    await expect(within(panel).getAllByRole('listitem')[0]).toHaveTextContent('New order');
  },
};

export const Off: Story = {
  args: { enabled: false },
  play: async ({ canvasElement }) => {
    await waitFor(async () => expect(await bell(canvasElement)).toHaveAccessibleDescription('2 sin leer'));
    // Nothing is listened to: after the pushes would have come, no toast and no count.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await expect(screen.queryByRole('region', { name: 'Novedades' })).toBeNull();
    await expect(within(canvasElement).getByRole('link', { name: 'Chat' })).toBeVisible();
  },
};

/** The stream's first opening fails; later ones tell the count. */
const flakyLive = (() => {
  let calls = 0;
  const failFirst = http.get('*/api/common/live', () => {
    calls += 1;
    return calls === 1 ? HttpResponse.json({ error: 'Server error' }, { status: 500 }) : undefined;
  });
  return { handlers: [failFirst, streamOf([{ type: 'unread', chats: 5 }], 50)], reset: () => (calls = 0) };
})();

export const Reconnects: Story = {
  beforeEach: () => {
    feed.reset();
    flakyLive.reset();
  },
  parameters: { msw: { handlers: { live: flakyLive.handlers } } },
  play: async ({ canvasElement }) => {
    // The first opening fails; the next one, two seconds later, tells the count.
    await waitFor(() => expect(within(canvasElement).getByRole('link', { name: 'Chat 5' })).toBeVisible(), {
      timeout: 6000,
    });
  },
};
