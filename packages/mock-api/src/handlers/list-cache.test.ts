import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SortedView, TextIndex } from './list-cache.ts';

const text = fc.string({ unit: fc.constantFrom('a', 'B', 'c', ' ', 'é', 'İ', '\u0000', 'x'), maxLength: 8 });

describe('TextIndex', () => {
  it('finds exactly the texts a case-insensitive includes() finds, in order', () => {
    fc.assert(
      fc.property(fc.array(text, { maxLength: 30 }), text, (texts, needle) => {
        const expected = texts.flatMap((item, position) =>
          item.toLowerCase().includes(needle.toLowerCase()) ? [position] : [],
        );
        expect(new TextIndex(texts).find(needle)).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('finds each text once however often it matches, and nothing in an empty list', () => {
    expect(new TextIndex(['aaa', 'b', 'Aa']).find('a')).toEqual([0, 2]);
    expect(new TextIndex([]).find('a')).toEqual([]);
    expect(new TextIndex(['x', 'y']).find('')).toEqual([0, 1]);
  });
});

interface Item {
  key: number;
}

type Change =
  | { kind: 'add' | 'push'; key: number }
  | { kind: 'edit'; at: number; key: number }
  | { kind: 'remove'; at: number }
  | { kind: 'reverse' };

const change: fc.Arbitrary<Change> = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), key: fc.integer({ min: 0, max: 9 }) }),
  fc.record({ kind: fc.constant('edit' as const), at: fc.nat(), key: fc.integer({ min: 0, max: 9 }) }),
  fc.record({ kind: fc.constant('remove' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('push' as const), key: fc.integer({ min: 0, max: 9 }) }),
  fc.record({ kind: fc.constant('reverse' as const) }),
);

describe('SortedView', () => {
  it('after any changes, lists the same items as a fresh sort, in key order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 9 })),
        fc.array(fc.array(change, { maxLength: 4 })),
        (keys, rounds) => {
          const source: Item[] = keys.map((key) => ({ key }));
          const view = new SortedView(
            (item: Item) => item.key,
            (a: number, b: number) => a - b,
          );
          let revision = 0;
          view.list(source, revision);
          for (const changes of rounds) {
            for (const step of changes) {
              if (step.kind === 'add') source.unshift({ key: step.key });
              else if (step.kind === 'push') source.push({ key: step.key });
              else if (step.kind === 'reverse') source.reverse();
              else if (step.kind === 'edit') {
                if (source.length > 0) source[step.at % source.length]!.key = step.key;
              } else if (step.kind === 'remove' && source.length > 0) source.splice(step.at % source.length, 1);
            }
            revision += 1;
            const listed = view.list(source, revision);
            expect(listed.map((item) => item.key)).toEqual(source.map((item) => item.key).sort((a, b) => a - b));
            expect(new Set(listed)).toEqual(new Set(source));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keeps its list until the revision or the collection changes', () => {
    const source: Item[] = [{ key: 2 }, { key: 1 }];
    const view = new SortedView(
      (item: Item) => item.key,
      (a: number, b: number) => b - a,
    );
    const first = view.list(source, 1);
    expect(first.map((item) => item.key)).toEqual([2, 1]);
    source[0]!.key = 0;
    expect(view.list(source, 1)).toBe(first);
    expect(view.list(source, 2).map((item) => item.key)).toEqual([1, 0]);
    expect(view.list([{ key: 5 }], 2).map((item) => item.key)).toEqual([5]);
  });

  it('searches the sorted items by their text', () => {
    const view = new SortedView(
      (name: { name: string }) => name.name,
      (a: string, b: string) => a.localeCompare(b),
    );
    const source = [{ name: 'Zoe Park' }, { name: 'ana Parra' }, { name: 'Luis' }];
    expect(view.search(source, 0, (item) => item.name, 'PAR').map((item) => item.name)).toEqual([
      'ana Parra',
      'Zoe Park',
    ]);
  });
});
