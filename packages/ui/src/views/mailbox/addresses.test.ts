import { describe, expect, it } from 'vitest';
import { bareAddress, firstBadAddress, isAddress, splitAddresses } from './addresses';
import { labelSlug, uniqueLabelSlug } from './labels';

describe('mail addresses', () => {
  it('splits on commas and semicolons and drops empty entries', () => {
    expect(splitAddresses(' a@b.es, c@d.com;; ,e@f.org ')).toEqual(['a@b.es', 'c@d.com', 'e@f.org']);
    expect(splitAddresses('   ')).toEqual([]);
  });

  it('accepts bare addresses and "Name <address>"', () => {
    expect(isAddress('ana.lopez+work@mail.example')).toBe(true);
    expect(isAddress('Ana López <ana@mail.example>')).toBe(true);
    expect(bareAddress('Ana <ana@mail.example>')).toBe('ana@mail.example');
    for (const bad of ['ana', 'ana@', '@mail.example', 'ana@mail', 'ana@@mail.example', 'a b@mail.example']) {
      expect(isAddress(bad)).toBe(false);
    }
  });

  it('names the first bad entry', () => {
    expect(firstBadAddress('a@b.es, nope, c@d')).toBe('nope');
    expect(firstBadAddress('a@b.es; Bo <bo@d.com>')).toBeNull();
    expect(firstBadAddress('')).toBeNull();
  });
});

describe('label slugs', () => {
  it('follows the mailbox rules, with a suffix when taken', () => {
    expect(labelSlug('My  Label')).toBe('my-label');
    expect(labelSlug('Q3 -- Plans!')).toBe('q3-plans');
    const labels = [{ id: '1', title: 'Work', slug: 'work', color: 'blue' as const }];
    expect(uniqueLabelSlug('Work', labels)).toBe('work-1');
    expect(uniqueLabelSlug('Work', [...labels, { ...labels[0]!, id: '2', slug: 'work-1' }])).toBe('work-2');
    expect(uniqueLabelSlug('Work', labels, '1')).toBe('work');
  });
});
