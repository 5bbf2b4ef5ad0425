import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ListIndex, order } from './list-cache.ts';

interface Item {
  id: number;
  key: number;
  name: string;
}

const collator = new Intl.Collator();
const name = fc.string({ unit: fc.constantFrom('a', 'B', 'c', ' ', 'é', 'İ', 'x'), maxLength: 6 });
const key = fc.integer({ min: 0, max: 6 });

/** The lists under test: by key both ways (few distinct keys: many ties), and by name as text. */
function makeIndex() {
  return new ListIndex((item: Item) => item.name, {
    'key:asc': order(
      (item: Item) => item.key,
      (a: number, b: number) => a - b,
    ),
    'key:desc': {
      reverseOf: 'key:asc',
      order: order(
        (item: Item) => item.key,
        (a: number, b: number) => b - a,
      ),
    },
    'name:asc': order(
      (item: Item) => item.name,
      (a: string, b: string) => collator.compare(a, b),
      (raw) => raw.toUpperCase(),
    ),
    'name:desc': {
      reverseOf: 'name:asc',
      order: order(
        (item: Item) => item.name,
        (a: string, b: string) => -collator.compare(a, b),
        (raw) => raw.toUpperCase(),
      ),
    },
  });
}

/** What a from-scratch stable sort of the collection answers for each list. */
const expected: Record<string, (source: Item[]) => Item[]> = {
  'key:asc': (source) => [...source].sort((a, b) => a.key - b.key),
  'key:desc': (source) => [...source].sort((a, b) => b.key - a.key),
  'name:asc': (source) => [...source].sort((a, b) => collator.compare(a.name.toUpperCase(), b.name.toUpperCase())),
  'name:desc': (source) => [...source].sort((a, b) => collator.compare(b.name.toUpperCase(), a.name.toUpperCase())),
};

type Change =
  | { kind: 'add'; key: number; name: string }
  | { kind: 'edit'; at: number; key: number; name: string }
  | { kind: 'remove'; at: number }
  /** An edit made straight on the record, that the index is not told about. */
  | { kind: 'unseen-edit'; at: number; key: number; name: string }
  /** A record pushed straight on the collection (as the bench grows it). */
  | { kind: 'unseen-push'; key: number; name: string };

const change: fc.Arbitrary<Change> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('add' as const), key, name }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('edit' as const), at: fc.nat(), key, name }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('remove' as const), at: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('unseen-edit' as const), at: fc.nat(), key, name }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('unseen-push' as const), key, name }) },
);

describe('ListIndex', () => {
  it('after any inserts, edits and removes, answers every list and search as a fresh sort and filter would', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ key, name }), { maxLength: 30 }),
        // Each round makes its changes, then reads some of the lists: a list first read rounds after the
        // load (built late, never told the changes before) answers as one read every round.
        fc.array(
          fc.record({
            changes: fc.array(change, { maxLength: 4 }),
            read: fc.subarray(Object.keys(expected)),
          }),
          { maxLength: 8 },
        ),
        fc.subarray(Object.keys(expected)),
        name,
        (seed, rounds, readFirst, needle) => {
          let nextId = 0;
          const source: Item[] = seed.map((fields) => ({ id: (nextId += 1), ...fields }));
          const index = makeIndex();
          index.load(source);
          let revision = 0;
          const verify = (lists: readonly string[]) => {
            for (const list of lists) {
              const sort = expected[list]!;
              const sorted = sort(source);
              // Same records, same order, ties included (compared by identity).
              expect(index.all(list, source, revision).map((item) => item.id)).toEqual(sorted.map((item) => item.id));
              const window = index.window(list, source, revision);
              expect(window.length).toBe(source.length);
              expect(window.slice(1, 4).map((item) => item.id)).toEqual(sorted.slice(1, 4).map((item) => item.id));
              expect(index.search(list, source, revision, needle).map((item) => item.id)).toEqual(
                sorted.filter((item) => item.name.toLowerCase().includes(needle.toLowerCase())).map((item) => item.id),
              );
            }
          };
          verify(readFirst);
          for (const { changes, read } of rounds) {
            for (const step of changes) {
              if (step.kind === 'add') {
                const item = { id: (nextId += 1), key: step.key, name: step.name };
                source.unshift(item);
                index.added(item);
              } else if (step.kind === 'unseen-push') {
                source.push({ id: (nextId += 1), key: step.key, name: step.name });
              } else if (source.length === 0) {
                continue;
              } else if (step.kind === 'remove') {
                const [item] = source.splice(step.at % source.length, 1);
                index.removed(item!);
              } else {
                const item = source[step.at % source.length]!;
                const edit = () => Object.assign(item, { key: step.key, name: step.name });
                if (step.kind === 'edit') index.update(item, edit);
                else edit();
              }
            }
            revision += 1;
            verify(read);
          }
          verify(Object.keys(expected));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('builds a descending list with ties in collection order, not reversed', () => {
    const source: Item[] = [
      { id: 1, key: 1, name: 'b' },
      { id: 2, key: 2, name: 'a' },
      { id: 3, key: 1, name: 'c' },
      { id: 4, key: 2, name: 'd' },
    ];
    const index = makeIndex();
    index.load(source);
    expect(index.all('key:desc', source, 0).map((item) => item.id)).toEqual([2, 4, 1, 3]);
    expect(index.all('key:asc', source, 0).map((item) => item.id)).toEqual([1, 3, 2, 4]);
  });

  it('keeps its answers until a change, and follows the collection when it is replaced', () => {
    const source: Item[] = [
      { id: 1, key: 2, name: 'Zoe Park' },
      { id: 2, key: 1, name: 'ana Parra' },
      { id: 3, key: 3, name: 'Luis' },
    ];
    const index = makeIndex();
    index.load(source);
    const first = index.all('key:asc', source, 0);
    expect(index.all('key:asc', source, 0)).toBe(first);
    expect(index.search('name:asc', source, 0, 'PAR').map((item) => item.name)).toEqual(['ana Parra', 'Zoe Park']);
    const other: Item[] = [{ id: 9, key: 0, name: 'Other' }];
    expect(index.all('key:asc', other, 0).map((item) => item.id)).toEqual([9]);
    expect(() => index.all('missing', other, 0)).toThrow();
  });

  it('re-places every record when many were edited unseen, and answers an edit that throws', () => {
    const source: Item[] = Array.from({ length: 20 }, (_, i) => ({ id: i, key: i, name: `n${i}` }));
    const index = makeIndex();
    index.load(source);
    for (const item of source) item.key = 20 - item.key;
    expect(index.all('key:asc', source, 1).map((item) => item.id)).toEqual(source.map((item) => item.id).reverse());
    const item = source[0]!;
    expect(() =>
      index.update(item, () => {
        item.key = -1;
        throw new Error('refused');
      }),
    ).toThrow('refused');
    expect(index.all('key:asc', source, 2)[0]).toBe(item);
  });
});
