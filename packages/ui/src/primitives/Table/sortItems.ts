import type { Key, SortDescriptor } from 'react-aria-components';

/**
 * Compares two cell values: numbers (and dates) numerically, everything else as text with the
 * locale's collation (so "Álvarez" sorts with the A's and "item 10" after "item 9").
 * Empty values (null, undefined, '') go last whatever the direction.
 */
function compareValues(a: unknown, b: unknown, collator: Intl.Collator): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (typeof value === 'number' && Number.isNaN(value));
}

/**
 * Returns a sorted copy of `items` for a table's `sortDescriptor`: the descriptor's `column` names the
 * item property to sort by. Stable (ties keep their order); empty values last. Without a descriptor,
 * the items come back in their original order.
 */
export function sortItems<T extends object>(
  items: readonly T[],
  descriptor: SortDescriptor | null | undefined,
  locale?: string,
): T[] {
  if (!descriptor) return [...items];
  const column: Key = descriptor.column;
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const direction = descriptor.direction === 'descending' ? -1 : 1;
  const valueOf = (item: T): unknown => (item as Record<Key, unknown>)[column];
  return [...items].sort((first, second) => {
    const a = valueOf(first);
    const b = valueOf(second);
    const aEmpty = isEmpty(a);
    const bEmpty = isEmpty(b);
    if (aEmpty || bEmpty) return Number(aEmpty) - Number(bEmpty);
    return direction * compareValues(a, b, collator);
  });
}
