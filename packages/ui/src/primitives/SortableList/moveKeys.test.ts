import { describe, expect, it } from 'vitest';
import { moveKeys } from './SortableList';

const rows = ['a', 'b', 'c', 'd'].map((id) => ({ id }));
const ids = (list: { id: string }[]) => list.map((row) => row.id).join('');

describe('moveKeys', () => {
  it('moves rows before or after another, keeping the order of the moved keys', () => {
    expect(ids(moveKeys(rows, ['a'], { key: 'c', dropPosition: 'after' }))).toBe('bcad');
    expect(ids(moveKeys(rows, ['d'], { key: 'a', dropPosition: 'before' }))).toBe('dabc');
    expect(ids(moveKeys(rows, ['d', 'b'], { key: 'a', dropPosition: 'after' }))).toBe('adbc');
  });

  it('takes rows from another list, and puts them last with no target or an unknown one', () => {
    expect(ids(moveKeys(rows, ['x'], { key: 'b', dropPosition: 'before' }, [{ id: 'x' }]))).toBe('axbcd');
    expect(ids(moveKeys(rows, ['x'], null, [{ id: 'x' }]))).toBe('abcdx');
    expect(ids(moveKeys(rows, ['a'], { key: 'zz', dropPosition: 'before' }))).toBe('bcda');
    expect(ids(moveKeys(rows, ['missing'], null))).toBe('abcd');
  });
});
