/** Chat (spec 2, sections 3 and 7, base api/apps/chat). */

export interface ChatContactDetails {
  emails: { email: string; label: string }[];
  phoneNumbers: { country: string; phoneNumber: string; label: string }[];
  title: string;
  company: string;
  birthday: string | null;
  address: string | null;
}

export interface ChatContact {
  id: string;
  avatar: string | null;
  name: string;
  about: string;
  details: ChatContactDetails;
  attachments: { media: string[]; docs: string[]; links: string[] };
}

/** A contact in the contacts list: without details and attachments. */
export type ChatContactSummary = Omit<ChatContact, 'details' | 'attachments'>;

export interface ChatMessage {
  id: string;
  chatId: string;
  contactId: string;
  value: string;
  /** ISO date-time. */
  createdAt: string;
  isMine: boolean;
}

/** A chat as stored. */
export interface Chat {
  id: string;
  contactId: string;
  unreadCount: number;
  muted: boolean;
  lastMessage: string;
  lastMessageAt: string;
}

/** A chat in the list: with its contact (summary). */
export interface ChatWithContact extends Chat {
  contact: ChatContactSummary;
}

/** One chat: with its full contact and its messages, oldest first. */
export interface ChatWithMessages extends Chat {
  contact: ChatContact;
  messages: ChatMessage[];
}

export interface ChatProfile {
  id: string;
  name: string;
  email: string;
  avatar: string | null;
  about: string;
}

export interface UpdateChatRequest {
  id: string;
  chat: Partial<Pick<Chat, 'muted' | 'unreadCount'>>;
}

/** POST api/apps/chat/message: a message from the signed-in person; answers the stored message. */
export interface SendChatMessageRequest {
  chatId: string;
  /** Plain text, not blank; at most 4,000 characters. */
  value: string;
}

/** POST api/apps/chat/chat: the chat with that contact, created (empty) when there is none. */
export interface CreateChatRequest {
  contactId: string;
}

/** PATCH api/apps/chat/profile: merges the given fields and answers the profile. */
export interface UpdateChatProfileRequest {
  profile: Partial<Pick<ChatProfile, 'name' | 'about' | 'avatar'>>;
}
