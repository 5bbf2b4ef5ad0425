/**
 * Fixed sample data for the toolbar stories: the seed's times are relative to now, so the stories
 * that are shot use these instead (fixed ISO times, the same picture every run).
 */
import type { Message, Notification, Shortcut } from '@atrium/mock-api';

/** A small generated avatar (no network image). */
export function avatarImage(initials: string, hue: number): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="hsl(${hue} 55% 40%)"/>` +
    `<text x="32" y="41" font-family="Liberation Sans, Arial, Helvetica, sans-serif" font-size="24" font-weight="600" text-anchor="middle" fill="white">${initials}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const base = { icon: null, image: null, link: null, useRouter: false, seen: false };

export const notificationFixtures: Notification[] = [
  {
    ...base,
    id: 'n1',
    icon: 'party-popper',
    title: 'Daily challenges',
    description: 'Your submission has been accepted',
    time: '2026-03-05T14:07:00.000Z',
    read: false,
  },
  {
    ...base,
    id: 'n2',
    image: avatarImage('MO', 24),
    title: 'Mateo Okafor',
    description: 'Sent you a message: <em>can we move the review to Thursday?</em><img src=x onerror="window.__xss=1">',
    time: '2026-03-05T11:30:00.000Z',
    link: '/apps/chat',
    useRouter: true,
    read: false,
  },
  {
    ...base,
    id: 'n3',
    icon: 'rocket',
    title: 'Release 2.4 is live',
    description: 'The changelog lists <strong>12 new features</strong> and 30 fixes',
    time: '2026-03-04T09:15:00.000Z',
    link: 'https://example.com/changelog',
    useRouter: false,
    read: true,
    seen: true,
  },
  {
    ...base,
    id: 'n4',
    icon: 'shield-check',
    title: 'Security check',
    description: 'A new sign-in to your account from Valencia was confirmed',
    time: '2026-03-02T18:45:00.000Z',
    read: true,
    seen: true,
  },
];

export const messageFixtures: Message[] = [
  {
    id: 'm1',
    image: avatarImage('AT', 330),
    title: 'Aiko Tanaka',
    description: 'The slides for tomorrow are in the shared folder',
    time: '2026-03-05T13:50:00.000Z',
    link: null,
    useRouter: false,
    read: false,
    seen: false,
  },
  {
    id: 'm2',
    image: avatarImage('RM', 200),
    title: 'Rafael Morales',
    description: 'Lunch on Friday? I found a new place near the office',
    time: '2026-03-05T10:05:00.000Z',
    link: '/apps/chat',
    useRouter: true,
    read: true,
    seen: true,
  },
];

export const shortcutFixtures: Shortcut[] = [
  {
    id: 's1',
    label: 'Calendar',
    description: 'Events and meetings',
    icon: 'calendar',
    link: '/apps/calendar',
    useRouter: true,
  },
  { id: 's2', label: 'Mailbox', description: '5 new e-mails', icon: 'mail', link: '/apps/mailbox', useRouter: true },
  {
    id: 's3',
    label: 'Contacts',
    description: 'Your address book',
    icon: 'users',
    link: '/apps/contacts',
    useRouter: true,
  },
  { id: 's4', label: 'Docs', description: null, icon: 'book-open', link: 'https://example.com/docs', useRouter: false },
];
