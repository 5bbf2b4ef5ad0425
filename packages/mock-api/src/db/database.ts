/**
 * The in-memory database: every mutable collection of the mock, created from the static seed modules.
 * `createDatabase()` answers the same data on every call (ids and contents), with the dates the spec
 * makes relative to now computed from the given time.
 */
import type { Message, Notification, Shortcut, User } from '../contract/common.ts';
import type { Chat, ChatMessage } from '../contract/chat.ts';
import type { Contact, ContactTag } from '../contract/contacts.ts';
import type {
  InventoryBrand,
  InventoryCategory,
  InventoryProduct,
  InventoryTag,
  InventoryVendor,
} from '../contract/inventory.ts';
import type { Mail, MailLabel, MailSettings } from '../contract/mailbox.ts';
import type { Note, NoteLabel } from '../contract/notes.ts';
import type { ScrumboardBoard, ScrumboardCard, ScrumboardLabel, ScrumboardList } from '../contract/scrumboard.ts';
import type { Task, TaskTag } from '../contract/tasks.ts';
import type { Check } from '../schema.ts';
import { array, object } from '../schema.ts';
import { seedChat } from './seed/chat.ts';
import { seedMessages, seedNotifications, seedShortcuts, seedUser } from './seed/common.ts';
import { contacts, contactTags } from './seed/contacts.ts';
import {
  inventoryBrands,
  inventoryCategories,
  inventoryProducts,
  inventoryTags,
  inventoryVendors,
} from './seed/inventory.ts';
import { mailLabels, mailSettings, seedMails } from './seed/mailbox.ts';
import { noteLabels, seedNotes } from './seed/notes.ts';
import { seedScrumboard } from './seed/scrumboard.ts';
import { seedTasks, taskTags } from './seed/tasks.ts';
import {
  chatMessageShape,
  chatShape,
  contactShape,
  inventoryBrandShape,
  inventoryCategoryShape,
  inventoryTagShape,
  mailLabelShape,
  mailSettingsShape,
  mailShape,
  noteLabelShape,
  noteShape,
  messageShape,
  notificationShape,
  productShape,
  scrumboardBoardShape,
  scrumboardCardShape,
  scrumboardLabelShape,
  scrumboardListShape,
  shortcutShape,
  tagShape,
  taskShape,
  taskTagShape,
  userShape,
} from './shapes.ts';

/**
 * Bump whenever the seed or the shape of the database changes: a stored database from another
 * version is discarded on load.
 */
export const SEED_VERSION = 5;

export interface Database {
  user: User;
  notifications: Notification[];
  messages: Message[];
  shortcuts: Shortcut[];
  contacts: Contact[];
  contactTags: ContactTag[];
  inventory: {
    categories: InventoryCategory[];
    brands: InventoryBrand[];
    vendors: InventoryVendor[];
    tags: InventoryTag[];
    products: InventoryProduct[];
  };
  tasks: Task[];
  taskTags: TaskTag[];
  mailbox: {
    settings: MailSettings;
    labels: MailLabel[];
    mails: Mail[];
  };
  notes: {
    labels: NoteLabel[];
    notes: Note[];
  };
  scrumboard: {
    boards: ScrumboardBoard[];
    lists: ScrumboardList[];
    cards: ScrumboardCard[];
    labels: ScrumboardLabel[];
  };
  chat: {
    chats: Chat[];
    messages: ChatMessage[];
  };
}

/** A fresh database from the seed. */
export function createDatabase(now: number = Date.now()): Database {
  return structuredClone({
    user: seedUser(),
    notifications: seedNotifications(now),
    messages: seedMessages(now),
    shortcuts: seedShortcuts(),
    contacts: [...contacts],
    contactTags: [...contactTags],
    inventory: {
      categories: [...inventoryCategories],
      brands: [...inventoryBrands],
      vendors: [...inventoryVendors],
      tags: [...inventoryTags],
      products: [...inventoryProducts],
    },
    tasks: seedTasks(now),
    taskTags: [...taskTags],
    mailbox: { settings: { ...mailSettings }, labels: [...mailLabels], mails: seedMails(now) },
    notes: { labels: [...noteLabels], notes: seedNotes(now) },
    scrumboard: seedScrumboard(now),
    chat: seedChat(now),
  });
}

/** Checks a whole database (used on data read back from storage). */
export const databaseCheck: Check<Database> = object<Database>({
  user: object(userShape),
  notifications: array(object(notificationShape)),
  messages: array(object(messageShape)),
  shortcuts: array(object(shortcutShape)),
  contacts: array(object(contactShape)),
  contactTags: array(object(tagShape)),
  inventory: object<Database['inventory']>({
    categories: array(object(inventoryCategoryShape)),
    brands: array(object(inventoryBrandShape)),
    vendors: array(object(inventoryBrandShape)),
    tags: array(object(inventoryTagShape)),
    products: array(object(productShape)),
  }),
  tasks: array(object(taskShape)),
  taskTags: array(object(taskTagShape)),
  mailbox: object<Database['mailbox']>({
    settings: object(mailSettingsShape),
    labels: array(object(mailLabelShape)),
    mails: array(object(mailShape)),
  }),
  notes: object<Database['notes']>({
    labels: array(object(noteLabelShape)),
    notes: array(object(noteShape)),
  }),
  scrumboard: object<Database['scrumboard']>({
    boards: array(object(scrumboardBoardShape)),
    lists: array(object(scrumboardListShape)),
    cards: array(object(scrumboardCardShape)),
    labels: array(object(scrumboardLabelShape)),
  }),
  chat: object<Database['chat']>({
    chats: array(object(chatShape)),
    messages: array(object(chatMessageShape)),
  }),
});
