import { describe, expect, it } from 'vitest';
import type { NoteWithLabels } from '@atrium/mock-api';
import { imageProblem, listNotes, move, visibleNotes } from './model';

const note = (id: string, fields: Partial<NoteWithLabels> = {}): NoteWithLabels => ({
  id,
  title: '',
  content: '',
  tasks: null,
  image: null,
  reminder: null,
  labels: [],
  archived: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: null,
  ...fields,
});

describe('notes model', () => {
  it('keys two notes that share an id apart, the later one read-only', () => {
    const listed = listNotes([note('a'), note('dup', { archived: true }), note('dup', { archived: true, title: 'B' })]);
    expect(listed.map((entry) => entry.key)).toEqual(['a', 'dup', 'dup.2']);
    expect(listed.map((entry) => entry.shadowed)).toEqual([false, false, true]);
  });

  it('filters by notes, archive and label, and searches title, text and checklist', () => {
    const work = { id: 'w', title: 'Work' };
    const listed = listNotes([
      note('1', { title: 'Groceries', tasks: [{ id: 't', content: 'Basil', completed: false }] }),
      note('2', { content: 'Call the landlord', labels: [work] }),
      note('3', { title: 'Old', archived: true, labels: [work] }),
    ]);
    const keys = (...args: Parameters<typeof visibleNotes>) => visibleNotes(...args).map((entry) => entry.key);
    expect(keys(listed, { kind: 'notes' }, '')).toEqual(['1', '2']);
    expect(keys(listed, { kind: 'archive' }, '')).toEqual(['3']);
    expect(keys(listed, { kind: 'label', labelId: 'w' }, '')).toEqual(['2']);
    expect(keys(listed, { kind: 'notes' }, 'BASIL')).toEqual(['1']);
    expect(keys(listed, { kind: 'notes' }, 'landlord')).toEqual(['2']);
  });

  it('takes images up to 1 MB and refuses anything else', () => {
    expect(imageProblem({ name: 'a.png', type: 'image/png', size: 1000 })).toBeNull();
    expect(imageProblem({ name: 'a.txt', type: 'text/plain', size: 10 })).toEqual({ kind: 'notImage', name: 'a.txt' });
    expect(imageProblem({ name: 'big.jpg', type: 'image/jpeg', size: 2 * 1024 * 1024 })).toMatchObject({
      kind: 'tooLarge',
      maxMb: 1,
    });
  });

  it('moves a checklist item', () => {
    expect(move(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(move(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
  });
});
