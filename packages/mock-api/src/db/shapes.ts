/**
 * Runtime shapes of the shell's stored entities (user, notifications, messages, shortcuts): they check
 * patches in handlers and stored data on load. Each sample app's are in its own `shapes-<app>.ts`, and
 * the back office's in `shapes-back-office.ts`, so they load with their domain.
 */
import type { Message, Notification, Shortcut, User } from '../contract/common.ts';
import type { Shape } from '../schema.ts';
import { boolean, isoDate, nullable, oneOf, string, text } from '../schema.ts';

export const userShape: Shape<User> = {
  id: string,
  name: string,
  email: string,
  avatar: nullable(string),
  status: oneOf(['online', 'away', 'busy', 'not-visible'] as const),
};

export const notificationShape: Shape<Notification> = {
  id: string,
  icon: nullable(string),
  image: nullable(string),
  title: nullable(string),
  description: string,
  time: isoDate,
  link: nullable(string),
  useRouter: boolean,
  read: boolean,
  seen: boolean,
};

export const messageShape: Shape<Message> = {
  id: string,
  image: nullable(string),
  title: string,
  description: string,
  time: isoDate,
  link: nullable(string),
  useRouter: boolean,
  read: boolean,
  seen: boolean,
};

export const shortcutShape: Shape<Shortcut> = {
  id: string,
  label: text,
  description: nullable(string),
  icon: text,
  link: text,
  useRouter: boolean,
};
