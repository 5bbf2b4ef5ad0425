import type { Contact } from '@atrium/mock-api';

export interface ContactGroup {
  /** The first letter, upper case ('#' for names that start with anything else). */
  letter: string;
  contacts: Contact[];
}

/** The group a name falls in: its first letter without accents, or '#'. */
export function initialOf(name: string): string {
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
      group = { letter, contacts: [] };
      byLetter.set(letter, group);
      groups.push(group);
    }
    group.contacts.push(contact);
  }
  return groups;
}
