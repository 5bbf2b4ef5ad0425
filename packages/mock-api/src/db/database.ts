/**
 * The in-memory database: every mutable collection of the mock, created from the static seed modules.
 * `createDatabase()` answers the same data on every call (ids and contents), with the dates the spec
 * makes relative to now computed from the given time.
 */
import type { Message, Notification, Shortcut, User } from '../contract/common.ts';
import type { Account, AuditEvent, Customer, Order, Role } from '../contract/back-office.ts';
import type { AcademyCourseWithSteps } from '../contract/academy.ts';
import type { AgentState } from '../contract/agent.ts';
import type { Chat, ChatMessage, ChatProfile } from '../contract/chat.ts';
import type { Contact, ContactTag } from '../contract/contacts.ts';
import type { FileManagerItem } from '../contract/file-manager.ts';
import type { HelpCenterState } from '../contract/help-center.ts';
import type { CryptoWallet } from '../contract/dashboards.ts';
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
import { allDomains } from '../domains/all.ts';
import type { Check } from '../schema.ts';
import { coreCheck, seedCore } from './core.ts';

export { SEED_VERSION } from './persistence.ts';

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
    /** The Owner as the chat shows them (editable from the chat's profile drawer). */
    profile: ChatProfile;
    /** Other accounts' chat profiles, by account id, once edited (until then drawn from the account). */
    profiles?: Record<string, ChatProfile>;
  };
  /** The academy's courses with their steps and each course's progress (the only part that changes). */
  academy: { courses: AcademyCourseWithSteps[] };
  /** The help center's feedback on guides and the support requests sent. */
  helpCenter: HelpCenterState;
  /** The file manager's folders and files (folderId null at the root). */
  fileManager: FileManagerItem[];
  /** The crypto dashboard's wallets, in units of each coin (the only dashboard data that changes). */
  cryptoWallets: Record<CryptoWallet, number>;
  /** The crypto dashboard's cash, USD: buying spends it, selling adds to it. */
  cryptoCash: number;
  /** The back office (spec 4): roles, accounts, customers, orders (oldest first) and the audit trail (newest first). */
  backOffice: {
    roles: Role[];
    accounts: Account[];
    customers: Customer[];
    orders: Order[];
    audit: AuditEvent[];
  };
  /** The assistant (spec 4 §8): configuration versions, runs with their events, approvals, saved tests. */
  agent: AgentState;
}

/** A fresh database from the seed, every domain included (the browser app loads domains on demand). */
export function createDatabase(now: number = Date.now()): Database {
  const db = seedCore(now) as Database;
  for (const domain of allDomains) Object.assign(db, domain.seed(now));
  return db;
}

/** Checks a whole database, every domain included: the shell's part and each domain's. */
export const databaseCheck: Check<Database> = (value, path) => {
  const checked = coreCheck(value, path) as Database;
  for (const domain of allDomains) if (domain.check) Object.assign(checked, domain.check(value, path));
  return checked;
};
