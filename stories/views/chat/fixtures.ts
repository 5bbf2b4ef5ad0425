/** Chats of the mock's seed the stories open (see packages/mock-api/src/db/seed/chat.ts). */
export const FARID_CHAT = 'cacda942-5042-4ac4-82b1-5172165e753e';
export const FARID = 'Farid Garrido';
/** Muted, one unread. */
export const PABLO_CHAT = '6724794c-908d-4184-9fb1-361a52d00276';

export const CHATS = '*/api/apps/chat/chats';
export const CHAT = '*/api/apps/chat/chat';
export const MESSAGE = '*/api/apps/chat/message';
export const CONTACTS = '*/api/apps/chat/contacts';
export const PROFILE = '*/api/apps/chat/profile';
