import { describe, expect, it } from 'vitest';
import type { Contact } from '@atrium/mock-api';
import { firstContacts, groupByInitial, initialOf } from './groups';

const contact = (name: string): Contact => ({
  id: name,
  avatar: null,
  background: null,
  name,
  emails: [],
  phoneNumbers: [],
  title: '',
  company: '',
  birthday: null,
  address: null,
  notes: null,
  tags: [],
});

describe('initialOf', () => {
  it('takes the first letter without accents, upper case', () => {
    expect(initialOf('álvaro')).toBe('A');
    expect(initialOf('  Éric')).toBe('E');
    expect(initialOf('ñandú')).toBe('N');
    expect(initialOf('zoë')).toBe('Z');
    expect(initialOf('Bruno')).toBe('B');
  });
  it('puts names that do not start with a letter under #', () => {
    expect(initialOf('42 Club')).toBe('#');
    expect(initialOf('')).toBe('#');
  });
});

describe('groupByInitial', () => {
  it('keeps the order and counts each group', () => {
    const groups = groupByInitial(['Ana', 'Álex', 'Bruno', 'Carla', 'Carmen'].map(contact));
    expect(groups.map((group) => [group.letter, group.contacts.length])).toEqual([
      ['A', 2],
      ['B', 1],
      ['C', 2],
    ]);
  });
});

describe('firstContacts', () => {
  const groups = groupByInitial(['Ana', 'Álex', 'Bruno', 'Carla', 'Carmen', 'Dora'].map(contact));

  it('keeps the first contacts in their groups, each group still counting all of its own', () => {
    const first = firstContacts(groups, 4);
    expect(first.map((group) => [group.letter, group.contacts.map((c) => c.name), group.size])).toEqual([
      ['A', ['Ana', 'Álex'], 2],
      ['B', ['Bruno'], 1],
      ['C', ['Carla'], 2],
    ]);
    // The groups that are whole are the same objects, so their rows are not built again.
    expect(first[0]).toBe(groups[0]);
  });

  it('gives the groups themselves when they hold no more than the limit', () => {
    expect(firstContacts(groups, 6)).toBe(groups);
    expect(firstContacts(groups, 100)).toBe(groups);
  });
});
