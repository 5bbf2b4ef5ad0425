import type { Contact } from '@atrium/mock-api';

export interface ContactGroup {
  /** The first letter, upper case ('#' for names that start with anything else). */
  letter: string;
  contacts: Contact[];
  /** How many contacts the whole group holds (more than `contacts` in a list's first rows). */
  size: number;
}

/** The group a name falls in: its first letter without accents, or '#'. */
export function initialOf(name: string): string {
  // Most names start with a plain ASCII letter: the answer without building strings (the list
  // groups every contact before it shows any).
  const code = name.charCodeAt(0);
  if (code >= 65 && code <= 90) return name[0]!;
  if (code >= 97 && code <= 122) return String.fromCharCode(code - 32);
  const first = Array.from(name.trim())[0] ?? '';
  const base = first.normalize('NFD').replace(/\p{M}/gu, '').toLocaleUpperCase();
  return /\p{L}/u.test(base) ? base : '#';
}

/**
 * Groups a list already sorted by name under its first letters, in one pass (linear in the
 * number of contacts; the order of the list is kept).
 */
export function groupByInitial(contacts: readonly Contact[]): ContactGroup[] {
  const groups: ContactGroup[] = [];
  const byLetter = new Map<string, ContactGroup>();
  for (const contact of contacts) {
    const letter = initialOf(contact.name);
    let group = byLetter.get(letter);
    if (!group) {
      group = { letter, contacts: [], size: 0 };
      byLetter.set(letter, group);
      groups.push(group);
    }
    group.contacts.push(contact);
    group.size += 1;
  }
  return groups;
}

/**
 * The first `limit` contacts of the groups, in their groups, each group still counting all its
 * contacts; the groups themselves when they hold no more than that.
 */
export function firstContacts(groups: ContactGroup[], limit: number): ContactGroup[] {
  const first: ContactGroup[] = [];
  let left = limit;
  for (const group of groups) {
    if (left <= 0) return first;
    first.push(group.contacts.length <= left ? group : { ...group, contacts: group.contacts.slice(0, left) });
    left -= group.contacts.length;
  }
  return groups;
}
