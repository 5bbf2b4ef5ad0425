/** Runtime shapes of every stored entity: they check patches in handlers and stored data on load. */
import type { Message, Notification, Shortcut, User } from '../contract/common.ts';
import type { Chat, ChatMessage } from '../contract/chat.ts';
import type { Contact, ContactTag } from '../contract/contacts.ts';
import type { InventoryBrand, InventoryCategory, InventoryProduct, InventoryTag } from '../contract/inventory.ts';
import type { Mail, MailAttachment, MailLabel, MailLabelColor, MailSettings } from '../contract/mailbox.ts';
import type { Note, NoteLabel, NoteTask } from '../contract/notes.ts';
import type { ScrumboardBoard, ScrumboardCard, ScrumboardLabel, ScrumboardList } from '../contract/scrumboard.ts';
import type { SubTask, Task, TaskTag } from '../contract/tasks.ts';
import type { Shape } from '../schema.ts';
import {
  array,
  boolean,
  integer,
  isoDate,
  nullable,
  number,
  object,
  oneOf,
  optional,
  string,
  text,
} from '../schema.ts';

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

export const contactShape: Shape<Contact> = {
  id: string,
  avatar: nullable(string),
  background: nullable(string),
  name: string,
  emails: array(object({ email: string, label: string })),
  phoneNumbers: array(object({ country: string, phoneNumber: string, label: string })),
  title: string,
  company: string,
  birthday: nullable(isoDate),
  address: nullable(string),
  notes: nullable(string),
  tags: array(string),
};

export const tagShape: Shape<ContactTag> = { id: string, title: string };

export const inventoryCategoryShape: Shape<InventoryCategory> = {
  id: string,
  parentId: nullable(string),
  name: string,
  slug: string,
};

export const inventoryBrandShape: Shape<InventoryBrand> = { id: string, name: string, slug: string };

export const inventoryTagShape: Shape<InventoryTag> = tagShape;

export const productShape: Shape<InventoryProduct> = {
  id: string,
  category: string,
  name: string,
  description: string,
  tags: array(string),
  sku: string,
  barcode: string,
  brand: string,
  vendor: string,
  stock: number,
  reserved: number,
  cost: number,
  basePrice: number,
  taxPercent: number,
  price: number,
  weight: number,
  thumbnail: nullable(string),
  images: array(string),
  active: boolean,
};

export const subTaskShape: Shape<SubTask> = { id: string, title: string, completed: boolean };

export const taskShape: Shape<Task> = {
  id: string,
  type: oneOf(['task', 'section'] as const),
  title: string,
  notes: nullable(string),
  completed: boolean,
  dueDate: nullable(isoDate),
  priority: oneOf([0, 1, 2] as const),
  tags: array(string),
  assignedTo: nullable(string),
  subTasks: array(object(subTaskShape)),
  order: integer,
};

export const taskTagShape: Shape<TaskTag> = tagShape;

export const MAIL_LABEL_COLORS: readonly MailLabelColor[] = [
  'blue',
  'indigo',
  'red',
  'teal',
  'purple',
  'green',
  'amber',
  'pink',
  'gray',
];

export const mailLabelShape: Shape<MailLabel> = {
  id: string,
  title: text,
  slug: string,
  color: oneOf(MAIL_LABEL_COLORS),
};

export const mailSettingsShape: Shape<MailSettings> = { messageLayout: oneOf(['right', 'full'] as const) };

export const mailAttachmentShape: Shape<MailAttachment> = {
  type: string,
  name: string,
  size: number,
  preview: string,
  downloadUrl: string,
};

export const mailShape: Shape<Mail> = {
  id: string,
  type: oneOf(['mail'] as const),
  from: object({ avatar: nullable(string), contact: string }),
  to: string,
  cc: array(string),
  bcc: array(string),
  date: isoDate,
  subject: string,
  content: string,
  contentType: optional(oneOf(['text', 'html'] as const)),
  attachments: array(object(mailAttachmentShape)),
  starred: boolean,
  important: boolean,
  unread: boolean,
  folder: string,
  labels: array(string),
};

export const noteTaskShape: Shape<NoteTask> = { id: string, content: string, completed: boolean };

export const noteLabelShape: Shape<NoteLabel> = { id: string, title: text };

export const noteShape: Shape<Note> = {
  id: string,
  title: string,
  content: string,
  tasks: nullable(array(object(noteTaskShape))),
  image: nullable(string),
  reminder: nullable(isoDate),
  labels: array(string),
  archived: boolean,
  createdAt: isoDate,
  updatedAt: nullable(isoDate),
};

export const scrumboardBoardShape: Shape<ScrumboardBoard> = {
  id: string,
  title: string,
  description: string,
  icon: string,
  lastActivity: isoDate,
  members: array(string),
};

export const scrumboardListShape: Shape<ScrumboardList> = {
  id: string,
  boardId: string,
  position: number,
  title: string,
};

export const scrumboardCardShape: Shape<ScrumboardCard> = {
  id: string,
  boardId: string,
  listId: string,
  position: number,
  title: string,
  description: string,
  labels: array(string),
  dueDate: nullable(isoDate),
};

export const scrumboardLabelShape: Shape<ScrumboardLabel> = { id: string, boardId: string, title: text };

export const chatShape: Shape<Chat> = {
  id: string,
  contactId: string,
  unreadCount: integer,
  muted: boolean,
  lastMessage: string,
  lastMessageAt: isoDate,
};

export const chatMessageShape: Shape<ChatMessage> = {
  id: string,
  chatId: string,
  contactId: string,
  value: string,
  createdAt: isoDate,
  isMine: boolean,
};
