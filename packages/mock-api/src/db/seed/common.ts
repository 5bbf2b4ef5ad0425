/** The shell's seed: the one user, notifications, messages and shortcuts. Times are relative to `now`. */
import type { Message, Notification, Shortcut, User } from '../../contract/common.ts';
import { avatar } from './images.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const SIGN_IN_EMAIL = 'admin@atrium.dev';
export const SIGN_IN_PASSWORD = 'admin';

/** One more sign-in pair per seed role (the pair above is the Owner): `[email, password, account id]`. */
export const ROLE_SIGN_INS: readonly (readonly [string, string, string])[] = [
  ['administrator@atrium.dev', 'administrator', 'usr-admin'],
  ['manager@atrium.dev', 'manager', 'usr-manager'],
  ['support@atrium.dev', 'support', 'usr-support'],
  ['viewer@atrium.dev', 'viewer', 'usr-viewer'],
];

export function seedUser(): User {
  return {
    id: '1f7e0fd8-5b6e-45de-8c14-74c55391b375',
    name: 'Lucía Navarro',
    email: SIGN_IN_EMAIL,
    avatar: avatar('LN', 262),
    status: 'online',
  };
}

export function seedNotifications(now: number): Notification[] {
  const at = (ago: number) => new Date(now - ago).toISOString();
  const base = { icon: null, image: null, link: null, useRouter: false };
  return [
    {
      ...base,
      id: 'aec2878c-8276-4248-83dc-7141a5a48b30',
      icon: 'party-popper',
      title: 'Daily challenges',
      description: 'Your submission has been accepted',
      time: at(25 * MINUTE),
      read: false,
      seen: false,
    },
    {
      ...base,
      id: 'e871d629-af26-4657-bc44-72dfe15f32fb',
      image: avatar('MO', 24),
      title: 'Mateo Okafor',
      description: 'Sent you a message: <em>can we move the review to Thursday?</em>',
      time: at(50 * MINUTE),
      link: '/apps/chat/5b7c2a41-6f0e-4d1b-9a3e-2c8d4f6b1e90',
      useRouter: true,
      read: false,
      seen: false,
    },
    {
      ...base,
      id: '6a10c234-2273-4cf4-8547-715a774275db',
      icon: 'rocket',
      title: 'Release 2.4 is live',
      description: 'The changelog lists <strong>12 new features</strong> and 30 fixes',
      time: at(3 * HOUR),
      link: '/docs/changelog',
      useRouter: true,
      read: false,
      seen: false,
    },
    {
      ...base,
      id: '1efe6aa9-2737-48bc-b787-34f91bab882e',
      icon: 'mail',
      title: 'Mailbox',
      description: 'You have 15 unread e-mails across 3 folders',
      time: at(5 * HOUR),
      link: '/apps/mailbox',
      useRouter: true,
      read: true,
      seen: true,
    },
    {
      ...base,
      id: '52ab23da-c249-496b-ba7c-cc867bc914ee',
      icon: 'circle-check',
      title: 'Task completed',
      description: 'Aiko Tanaka completed <em>Prepare the Q3 budget</em>',
      time: at(1 * DAY + 2 * HOUR),
      link: '/apps/tasks',
      useRouter: true,
      read: true,
      seen: true,
    },
    {
      ...base,
      id: 'b92a75c7-5d5a-4565-8f00-54a704b8c436',
      icon: 'shield-check',
      title: 'Security check',
      description: 'A new sign-in to your account from Valencia was confirmed',
      time: at(2 * DAY),
      read: false,
      seen: true,
    },
    {
      ...base,
      id: '835e04b0-eabf-4276-8f9f-46a14531e303',
      image: avatar('GL', 140),
      title: 'Greta Lindqvist',
      description: 'Accepted your invitation to the <strong>Atrium redesign</strong> board',
      time: at(4 * DAY),
      read: true,
      seen: true,
    },
    {
      ...base,
      id: '268d77de-a97e-4181-98be-7fe1bb427b23',
      icon: 'book-open',
      title: 'New guide',
      description: 'Read the getting started guide to set up your workspace',
      time: at(9 * DAY),
      link: '/docs/guides/getting-started/introduction',
      useRouter: true,
      read: true,
      seen: true,
    },
  ];
}

export function seedMessages(now: number): Message[] {
  const at = (ago: number) => new Date(now - ago).toISOString();
  return [
    {
      id: '17b3b9b6-0126-4ed3-99d9-402d5b5a07b6',
      image: avatar('AT', 330),
      title: 'Aiko Tanaka',
      description: 'The slides for tomorrow are in the shared folder',
      time: at(15 * MINUTE),
      link: null,
      useRouter: false,
      read: false,
      seen: false,
    },
    {
      id: 'fbc41858-cc76-4fb2-aef6-67270dc4a75a',
      image: avatar('RM', 200),
      title: 'Rafael Morales',
      description: 'Lunch on Friday? I found a new place near the office',
      time: at(2 * HOUR),
      link: null,
      useRouter: false,
      read: false,
      seen: false,
    },
    {
      id: 'f3fd8473-4668-4165-83a1-bc9ed37276d2',
      image: avatar('PR', 95),
      title: 'Priya Raman',
      description: 'Invoice #4821 is approved and ready to send',
      time: at(6 * HOUR),
      link: '/dashboards/project',
      useRouter: true,
      read: true,
      seen: true,
    },
    {
      id: '463c774c-4739-4d6e-9603-98b06ceb7748',
      image: avatar('TK', 12),
      title: 'Tomasz Kowalski',
      description: 'Thanks for the quick review, merging now',
      time: at(1 * DAY + 4 * HOUR),
      link: null,
      useRouter: false,
      read: true,
      seen: true,
    },
    {
      id: '94911cce-ff5d-4997-9631-21d0803bc0bc',
      image: avatar('NH', 175),
      title: 'Nadia Haddad',
      description: 'Can you share the analytics dashboard with the new team?',
      time: at(3 * DAY),
      link: '/dashboards/analytics',
      useRouter: true,
      read: false,
      seen: true,
    },
  ];
}

export function seedShortcuts(): Shortcut[] {
  return [
    {
      id: 'a51c4c1e-5f21-452a-ac82-906a1288f491',
      label: 'Changelog',
      description: 'List of changes',
      icon: 'list-checks',
      link: '/docs/changelog',
      useRouter: true,
    },
    {
      id: '82b7a0cf-c1b3-4d88-a27a-1171813e9e87',
      label: 'Documentation',
      description: 'Getting started',
      icon: 'book-open',
      link: '/docs/guides/getting-started/introduction',
      useRouter: true,
    },
    {
      id: '65cdc5f1-ffdb-4e79-9fd0-abb40d985ab4',
      label: 'Help center',
      description: 'FAQs and guides',
      icon: 'life-buoy',
      link: '/apps/help-center',
      useRouter: true,
    },
    {
      id: '51137827-b2dc-489f-9596-cecc3c7f1677',
      label: 'Mailbox',
      description: '5 new e-mails',
      icon: 'mail',
      link: '/apps/mailbox',
      useRouter: true,
    },
    {
      id: 'f92dd621-3983-46fe-b9e3-abbe053524d3',
      label: 'Tasks',
      description: '12 unfinished tasks',
      icon: 'square-check',
      link: '/apps/tasks',
      useRouter: true,
    },
    {
      id: '29f8dfef-4fc8-4a75-83f7-4ad2ab719eda',
      label: 'Contacts',
      description: 'Address book',
      icon: 'users',
      link: '/apps/contacts',
      useRouter: true,
    },
    {
      id: '88ceb6a2-5563-4850-ba24-ef9ef96c2a4a',
      label: 'Status page',
      description: 'Service health',
      icon: 'activity',
      link: 'https://status.example.com',
      useRouter: false,
    },
  ];
}
