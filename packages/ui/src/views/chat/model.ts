import type { ChatMessage } from '@atrium/mock-api';

/** Messages from one sender less than this far apart make one run (one time under the run). */
export const CHAT_RUN_GAP_MS = 5 * 60_000;

/** A message in the log, placed in its run: the first and last of a run are drawn differently. */
export interface PlacedMessage {
  /** The message's id (the row's key). */
  id: string;
  message: ChatMessage;
  /** First of a run (spacing above). */
  first: boolean;
  /** Last of a run: it carries the tail and the run's time. */
  last: boolean;
}

/** The messages of one local day. */
export interface ChatDay {
  /** The day as YYYY-MM-DD, local time; also the section's key. */
  key: string;
  /** Midnight of the day, local time. */
  date: Date;
  messages: PlacedMessage[];
}

const pad = (n: number) => String(n).padStart(2, '0');
/** The local day of a date, as YYYY-MM-DD. */
export const dayKey = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

const sameRun = (a: ChatMessage, b: ChatMessage) =>
  a.isMine === b.isMine &&
  a.contactId === b.contactId &&
  Math.abs(Date.parse(b.createdAt) - Date.parse(a.createdAt)) < CHAT_RUN_GAP_MS;

/**
 * Messages (oldest first) grouped by local day, each placed in its run: consecutive messages from the
 * same sender, on the same day, each within {@link CHAT_RUN_GAP_MS} of the one before.
 */
export function groupMessages(messages: readonly ChatMessage[]): ChatDay[] {
  const days: ChatDay[] = [];
  let current: ChatDay | undefined;
  for (let index = 0; index < messages.length; index += 1) {
    const message = messages[index]!;
    const at = new Date(message.createdAt);
    const key = dayKey(at);
    if (!current || current.key !== key) {
      current = { key, date: new Date(at.getFullYear(), at.getMonth(), at.getDate()), messages: [] };
      days.push(current);
    }
    const previous = current.messages.at(-1);
    const first = !previous || !sameRun(previous.message, message);
    if (previous && first) previous.last = true;
    current.messages.push({ id: message.id, message, first, last: false });
    const next = messages[index + 1];
    if (!next || dayKey(new Date(next.createdAt)) !== key) current.messages.at(-1)!.last = true;
  }
  return days;
}

const DAY_MS = 86_400_000;

/** Formatters are costly to build (a long conversation formats thousands of times): one per language and kind. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

/**
 * A day separator's label in the given language: today, yesterday (relative names from Intl), the
 * weekday within the last week, else the date (with the year when it is not this year).
 */
export function dayLabel(day: Date, locale: string, now: Date = new Date()): string {
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const days = Math.round((today.getTime() - day.getTime()) / DAY_MS);
  if (days >= 0 && days <= 1) {
    const text = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-days, 'day');
    return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
  }
  if (days > 1 && days < 7) {
    const text = dateFormat(locale, { weekday: 'long' }).format(day);
    return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
  }
  return dateFormat(locale, {
    day: 'numeric',
    month: 'long',
    ...(day.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  }).format(day);
}

/** A message's time of day, in the given language. */
export const messageTime = (iso: string, locale: string) =>
  dateFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

/**
 * When a chat's last message came, for the list: the time today, "yesterday", the weekday this week,
 * else a short date.
 */
export function listTime(iso: string, locale: string, now: Date = new Date()): string {
  const at = new Date(iso);
  const day = new Date(at.getFullYear(), at.getMonth(), at.getDate());
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const days = Math.round((today.getTime() - day.getTime()) / DAY_MS);
  if (days <= 0) return messageTime(iso, locale);
  if (days < 7) return dayLabel(day, locale, now);
  return dateFormat(locale, { day: 'numeric', month: 'short' }).format(at);
}
