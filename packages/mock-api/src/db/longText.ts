/**
 * The seed with its human text lengthened: a long unbroken word appended to every name, title, subject,
 * description, address, note and message, the text a person types and the screens must lay out whatever
 * its length. Ids, emails, dates, enums, urls, slugs and tags keep their seed values, so every link, filter
 * and lookup still works. Stories ask for it with `parameters: { mockData: 'long-text' }` (see the
 * Storybook preview); it is how a view is checked not to scroll sideways or push a control out of view.
 */
import type { Database } from './database.ts';

/** 89 letters and no place to break: longer than any word a layout could give room to. */
export const LONG_WORD =
  'Supercalifragilisticoespialidosamente' + 'anticonstitucionalisimamente' + 'electroencefalografistas';

/** The keys whose string values are text a person wrote (at any depth of the collections below). */
const TEXT_KEYS = new Set([
  'about',
  'address',
  'answer',
  'city',
  'company',
  'content',
  'description',
  'lastMessage',
  'line1',
  'message',
  'name',
  'note',
  'notes',
  'preview',
  'question',
  'subject',
  'subtitle',
  'text',
  'title',
  // A chat message's text.
  'value',
]);

/** The parts of the database with such text (the dashboards' figures and the icons' names are left alone). */
const COLLECTIONS = [
  'user',
  'notifications',
  'messages',
  'contacts',
  'contactTags',
  'inventory',
  'tasks',
  'taskTags',
  'mailbox',
  'notes',
  'scrumboard',
  'chat',
  'academy',
  'helpCenter',
  'fileManager',
  'backOffice',
] as const satisfies readonly (keyof Database)[];

/** A file's name keeps its extension last (its type is read from it): the word goes before the dot. */
function lengthen(key: string, text: string): string {
  if (text.trim() === '') return text;
  const extension = key === 'name' ? /\.[a-z0-9]{1,5}$/i.exec(text) : null;
  if (extension) return `${text.slice(0, extension.index)} ${LONG_WORD}${extension[0]}`;
  return `${text} ${LONG_WORD}`;
}

function visit(value: unknown): void {
  if (Array.isArray(value)) {
    for (const item of value) visit(item);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  for (const [key, field] of Object.entries(record)) {
    if (TEXT_KEYS.has(key) && typeof field === 'string') {
      record[key] = lengthen(key, field);
    } else if (TEXT_KEYS.has(key) && isLocalized(field)) {
      // A text kept in both languages (a seed role's description): both grow.
      record[key] = { es: lengthen(key, field.es), en: lengthen(key, field.en) };
    } else {
      visit(field);
    }
  }
}

const isLocalized = (value: unknown): value is { es: string; en: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { es?: unknown }).es === 'string' &&
  typeof (value as { en?: unknown }).en === 'string';

/**
 * Appends {@link LONG_WORD} to the human text of `db` in place. Call it once on a freshly seeded
 * database, then `reindex()` the mock so its sorted lists and search texts follow.
 */
export function lengthenText(db: Database): void {
  for (const collection of COLLECTIONS) visit(db[collection]);
}
