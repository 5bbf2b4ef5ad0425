import { describe, expect, it } from 'vitest';
import { sortItems } from './sortItems';

interface Person {
  name: string;
  age: number | null;
}

const people: Person[] = [
  { name: 'Zoe', age: 31 },
  { name: 'álvaro', age: 9 },
  { name: 'Beatriz', age: 100 },
  { name: 'Ana', age: null },
];

describe('sortItems', () => {
  it('returns a copy in the original order without a descriptor', () => {
    const result = sortItems(people, undefined);
    expect(result).toEqual(people);
    expect(result).not.toBe(people);
  });

  it('sorts strings with the locale collation (accents and case do not push a name to the end)', () => {
    const names = sortItems(people, { column: 'name', direction: 'ascending' }, 'es').map((p) => p.name);
    expect(names).toEqual(['álvaro', 'Ana', 'Beatriz', 'Zoe']);
  });

  it('sorts strings descending', () => {
    const names = sortItems(people, { column: 'name', direction: 'descending' }, 'es').map((p) => p.name);
    expect(names).toEqual(['Zoe', 'Beatriz', 'Ana', 'álvaro']);
  });

  it('sorts numbers numerically, not as text, and puts empty values last in both directions', () => {
    expect(sortItems(people, { column: 'age', direction: 'ascending' }).map((p) => p.age)).toEqual([9, 31, 100, null]);
    expect(sortItems(people, { column: 'age', direction: 'descending' }).map((p) => p.age)).toEqual([100, 31, 9, null]);
  });

  it('orders numbers inside strings naturally', () => {
    const items = [{ ref: 'item 10' }, { ref: 'item 9' }, { ref: 'item 1' }];
    expect(sortItems(items, { column: 'ref', direction: 'ascending' }, 'en').map((i) => i.ref)).toEqual([
      'item 1',
      'item 9',
      'item 10',
    ]);
  });

  it('sorts dates by time', () => {
    const items = [{ at: new Date('2026-11-21') }, { at: new Date('2026-01-02') }];
    const sorted = sortItems(items, { column: 'at', direction: 'ascending' });
    expect(sorted.map((i) => i.at.toISOString().slice(0, 10))).toEqual(['2026-01-02', '2026-11-21']);
  });

  it('is stable: equal values keep their original order', () => {
    const items = [
      { id: 1, group: 'b' },
      { id: 2, group: 'a' },
      { id: 3, group: 'b' },
      { id: 4, group: 'a' },
    ];
    expect(sortItems(items, { column: 'group', direction: 'ascending' }).map((i) => i.id)).toEqual([2, 4, 1, 3]);
    expect(sortItems(items, { column: 'group', direction: 'descending' }).map((i) => i.id)).toEqual([1, 3, 2, 4]);
  });

  it('does not mutate the input', () => {
    const copy = [...people];
    sortItems(people, { column: 'name', direction: 'ascending' });
    expect(people).toEqual(copy);
  });
});
