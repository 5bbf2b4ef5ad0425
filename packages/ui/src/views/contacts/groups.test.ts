import { describe, expect, it } from 'vitest';
import type { Contact } from '@atrium/mock-api';
import { groupByInitial, initialOf } from './groups';

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
