/** Chat: chats and their messages; contacts and the profile come with the handlers. */
import { array, nullable, object, optional, record, string } from '../schema.ts';
import type { ChatProfile } from '../contract/chat.ts';
import { seedChat } from '../db/seed/chat.ts';
import { chatMessageShape, chatShape } from '../db/shapes-chat.ts';
import { chatHandlers } from '../handlers/chat.ts';
import type { Database } from '../db/database.ts';
import { defineDomain } from './domain.ts';

type Data = Pick<Database, 'chat'>;

const profileCheck = object<ChatProfile>({
  id: string,
  name: string,
  email: string,
  avatar: nullable(string),
  about: string,
});

export const domain = defineDomain<Data>({
  name: 'chat',
  seed: (now) => structuredClone({ chat: seedChat(now) }),
  check: object<Data>({
    chat: object<Database['chat']>({
      chats: array(object(chatShape)),
      messages: array(object(chatMessageShape)),
      profile: profileCheck,
      profiles: optional(record(profileCheck)),
    }),
  }),
  handlers: chatHandlers,
});
