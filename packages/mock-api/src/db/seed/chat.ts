/**
 * Chat seed: 15 chats with contacts taken from the address book, about 25 messages, and the profile.
 * Message times are relative to now.
 */
import type { Chat, ChatContact, ChatMessage, ChatProfile } from '../../contract/chat.ts';
import { contacts } from './contacts.ts';
import { avatar, background } from './images.ts';

const abouts = [
  'Hi there! I am using the messenger.',
  'Out of office until Monday.',
  'Coffee first, questions later.',
  'Working from Valencia this month.',
  'Happy to help with anything design related.',
];

export const chatContacts: readonly ChatContact[] = contacts.slice(0, 20).map((contact, index) => ({
  id: contact.id,
  avatar: contact.avatar,
  name: contact.name,
  about: abouts[index % abouts.length]!,
  details: {
    emails: contact.emails,
    phoneNumbers: contact.phoneNumbers,
    title: contact.title,
    company: contact.company,
    birthday: contact.birthday,
    address: contact.address,
  },
  attachments: {
    media: index % 3 === 0 ? [background(index * 37), background(index * 37 + 90)] : [],
    docs: index % 4 === 0 ? ['Agenda.pdf', 'Budget.xls'] : [],
    links: index % 5 === 0 ? ['https://example.com/shared-notes'] : [],
  },
}));

export const chatProfile: ChatProfile = {
  id: 'c2714999-cd7e-46b2-9672-3e22429804f5',
  name: 'Lucía Navarro',
  email: 'admin@atrium.dev',
  avatar: avatar('LN', 262),
  about: 'Back-office lead. Ask me about the dashboard.',
};

const chatIds = [
  'cacda942-5042-4ac4-82b1-5172165e753e',
  'b6fa3e07-acf5-4b6c-bcbb-3e1fdc6dee14',
  '015fd192-42d6-40c4-88eb-63134e88978d',
  '87fae80b-c7fa-4a58-a9f3-5bb5b9b25d38',
  '8b8c5f6d-1f5c-4a51-b74c-5b903c43ba2b',
  'b93b903a-3cd0-488b-8d4c-989e827de99d',
  '6724794c-908d-4184-9fb1-361a52d00276',
  '58d9c892-b427-48e6-873c-6b302c50ccb7',
  'be64f3c4-ceca-47c5-8563-43c134da7c53',
  'e7e2fde2-3d6e-4988-81f4-5b2f84e4306f',
  'b8b6a94d-dae0-481b-84ce-8c632cdab8ad',
  '415dbf7e-a1e2-4b36-bcd2-70921492e985',
  '61bcacb5-bc5e-4b1b-b534-931b6bc96e95',
  '455a6feb-c540-4861-9ee5-a9d911dca991',
  'b902a6fe-6bff-4f6c-97eb-1e39b7c94d9b',
];

/** [chat index, from me, text, minutes ago] — about 25 messages. */
const messageRows: [number, boolean, string, number][] = [
  [0, false, 'Morning! Did you see the new layout?', 190],
  [0, true, 'Yes, the compact one looks great.', 185],
  [0, false, 'Can we ship it on Thursday?', 30],
  [1, true, 'The invoice is approved.', 300],
  [1, false, 'Thanks, sending it now.', 290],
  [2, false, 'Lunch on Friday?', 600],
  [2, true, 'Sure, one o’clock works.', 590],
  [2, false, 'Booked a table for four.', 120],
  [3, false, 'The build is green again.', 1440],
  [3, true, 'Nice, thanks for fixing it.', 1430],
  [4, false, 'Could you review my pull request?', 2000],
  [5, true, 'Here are the slides for tomorrow.', 2900],
  [5, false, 'Got them, thanks!', 2890],
  [6, false, 'Where is the offsite this year?', 4300],
  [7, true, 'Happy birthday!', 5800],
  [7, false, 'Thank you so much!', 5700],
  [8, false, 'The client loved the demo.', 7200],
  [9, false, 'Reminder: retro at four.', 8600],
  [10, true, 'Can you share the analytics dashboard?', 10100],
  [10, false, 'Done, you have access now.', 10000],
  [11, false, 'New guide is up in the help center.', 11500],
  [12, true, 'Are we still on for the call?', 13000],
  [12, false, 'Yes, in five minutes.', 12990],
  [13, false, 'I moved the cards to Done.', 14400],
  [14, false, 'See you at the conference!', 15800],
];

const unread = [2, 0, 1, 0, 1, 0, 1, 0, 0, 3, 0, 1, 0, 0, 0];

export interface ChatSeed {
  chats: Chat[];
  messages: ChatMessage[];
  profile: ChatProfile;
}

export function seedChat(now: number): ChatSeed {
  const messages: ChatMessage[] = messageRows.map(([chat, isMine, value, minutesAgo], index) => ({
    id: `${chatIds[chat]!.slice(0, 24)}${String(index).padStart(12, '0')}`,
    chatId: chatIds[chat]!,
    contactId: isMine ? chatProfile.id : chatContacts[chat]!.id,
    value,
    createdAt: new Date(now - minutesAgo * 60_000).toISOString(),
    isMine,
  }));
  const chats: Chat[] = chatIds.map((id, index) => {
    const last = messages.filter((message) => message.chatId === id).at(-1)!;
    return {
      id,
      contactId: chatContacts[index]!.id,
      unreadCount: unread[index]!,
      muted: index === 6 || index === 11,
      lastMessage: last.value,
      lastMessageAt: last.createdAt,
    };
  });
  return { chats, messages, profile: { ...chatProfile } };
}
