/**
 * The page `npm run bench chat` measures (built for production, driven by ../chat.mjs): the chat app
 * over the real mock API, opened at one chat whose conversation holds `?n=` messages, nothing else
 * around it. The mock's handlers answer in the page (MSW's `getResponse`, no service worker).
 */
import { createRoot } from 'react-dom/client';
import { createMockApi } from '@atrium/mock-api';
import { ChatApp } from '@atrium/ui/views/chat/ChatView.tsx';
import { benchApp } from '../harness-kit.tsx';

const count = Number(new URLSearchParams(location.search).get('n') ?? '5000');
const mockApi = createMockApi({ delays: false });
await mockApi.load('chat');
const { chats, messages, profile } = mockApi.db.chat;
const chat = chats[0]!;
const lines = [
  'Morning! Did you see the new layout?',
  'Yes, the compact one looks great.',
  'Can we ship it on Thursday? The release notes still need a last pass, and the screenshots are from the old theme.',
  'Sure.',
  'Booked a table for four at one o’clock; tell me if anyone else wants to come along and I will change it.',
  'The build is green again.',
];
// The chat's messages replaced by `count` of them, one every 13 minutes up to now (about 45 days at
// 5,000), in runs of mine and theirs, of varied lengths.
const now = Date.now();
const others = messages.filter((message) => message.chatId !== chat.id);
messages.length = 0;
messages.push(...others);
for (let i = 0; i < count; i += 1) {
  const isMine = i % 7 < 3;
  messages.push({
    id: `bench-message-${i}`,
    chatId: chat.id,
    contactId: isMine ? profile.id : chat.contactId,
    value: `${lines[i % lines.length]!} #${i}`,
    createdAt: new Date(now - (count - i) * 13 * 60_000).toISOString(),
    isMine,
  });
}
chat.lastMessage = messages.at(-1)!.value;
chat.lastMessageAt = messages.at(-1)!.createdAt;
chat.unreadCount = 0;
mockApi.reindex();

const { tree } = await benchApp(mockApi, {
  base: '/apps/chat',
  initialEntry: `/apps/chat/${chat.id}`,
  element: <ChatApp />,
});
const host = document.getElementById('root')!;

const longTasks: { start: number; duration: number }[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) longTasks.push({ start: entry.startTime, duration: entry.duration });
}).observe({ type: 'longtask', buffered: true });
const longestSince = (start: number) =>
  Math.max(0, ...longTasks.filter((task) => task.start + task.duration >= start).map((task) => task.duration));

const scroller = () => host.querySelector<HTMLElement>('[role="log"] [role="grid"]');
/** The message row with that index, when it is drawn and inside the log's view. */
function inView(index: number): boolean {
  const view = scroller();
  const row = host.querySelector(`[role="row"][data-key="bench-message-${index}"]`);
  if (!view || !row) return false;
  const outer = view.getBoundingClientRect();
  const inner = row.getBoundingClientRect();
  return inner.bottom > outer.top && inner.top < outer.bottom && inner.height > 0;
}

/** Resolves at the first frame after `done()` holds (checked after every DOM change and every frame). */
function frameWhen(done: () => boolean): Promise<number> {
  return new Promise((resolve) => {
    const check = () => {
      if (done()) requestAnimationFrame(() => resolve(performance.now()));
      else requestAnimationFrame(check);
    };
    check();
  });
}

interface ScrollResult {
  reached: boolean;
  frames: number;
  medianFrame: number;
  worstFrame: number;
  slowFrames: number;
  longestTask: number;
  total: number;
  rows: number;
}
let recording: { stop(): ScrollResult } | null = null;

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

const bench = {
  count,
  /** Mount until the first frame with the newest message in view; and whether it stays there. */
  async open() {
    const started = performance.now();
    createRoot(host).render(tree);
    const shown = await frameWhen(() => inView(count - 1));
    // Rows are measured as they are drawn: wait a few frames and check the newest is still in view.
    for (let i = 0; i < 10; i += 1) await nextFrame();
    return {
      firstRender: shown - started,
      newestVisible: inView(count - 1),
      longestTask: longestSince(started),
      rows: host.querySelectorAll('[role="log"] [role="row"]').length,
    };
  },
  /** Where the log is on screen (the driver's wheel goes there). */
  logBox() {
    const box = scroller()!.getBoundingClientRect();
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  },
  /** At the top, with the oldest message in view. */
  atOldest: () => scroller()!.scrollTop === 0 && inView(0),
  /** Starts recording frame times (and long tasks) while the driver scrolls. */
  startFrames() {
    const started = performance.now();
    const frames: number[] = [];
    let last = started;
    let running = true;
    const tick = (now: number) => {
      frames.push(now - last);
      last = now;
      if (running) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    recording = {
      stop() {
        running = false;
        // The first delta runs from the start to the first frame: not a frame of scrolling.
        const measured = frames.slice(1);
        const sorted = [...measured].sort((a, b) => a - b);
        return {
          reached: inView(0),
          frames: measured.length,
          medianFrame: sorted[Math.floor(sorted.length / 2)] ?? 0,
          worstFrame: sorted.at(-1) ?? 0,
          slowFrames: measured.filter((frame) => frame > 50).length,
          longestTask: longestSince(started),
          total: performance.now() - started,
          rows: host.querySelectorAll('[role="log"] [role="row"]').length,
        };
      },
    };
  },
  stopFrames: () => recording!.stop(),
};

(window as unknown as { bench: typeof bench }).bench = bench;
document.title = 'ready';
