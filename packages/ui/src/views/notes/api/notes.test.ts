import { describe, expect, it } from 'vitest';
import type { NoteWithLabels } from '@atrium/mock-api';
import { applyChanges, byNewestChange, mapFirst } from './notes';

const note = (id: string, title: string, updatedAt: string | null = null): NoteWithLabels => ({
  id,
  title,
  content: '',
  tasks: null,
  image: null,
  reminder: null,
  labels: [],
  archived: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt,
});

describe('optimistic note changes', () => {
  it('change only the first of two notes sharing an id, as the API does', () => {
    const list = [note('a', 'A'), note('dup', 'First'), note('dup', 'Second')];
    const changed = mapFirst(list, 'dup', (current) => ({ ...current, archived: true }));
    expect(changed.map((entry) => entry.archived)).toEqual([false, true, false]);
    expect(mapFirst(list, 'dup', () => null).map((entry) => entry.title)).toEqual(['A', 'Second']);
    expect(mapFirst(list, 'nope', () => null)).toBe(list);
  });

  it('expand label ids from the known labels, dropping unknown ones', () => {
    const labels = [
      { id: 'w', title: 'Work' },
      { id: 'f', title: 'Family' },
    ];
    expect(applyChanges(note('a', 'A'), { labels: ['f', 'gone', 'w'] }, labels).labels).toEqual([labels[1], labels[0]]);
  });

  it('sort the newest change first, as the API answers', () => {
    const list = [note('old', 'Old'), note('new', 'New', '2026-11-20T10:00:00.000Z')];
    expect([...list].sort(byNewestChange).map((entry) => entry.id)).toEqual(['new', 'old']);
  });
});
