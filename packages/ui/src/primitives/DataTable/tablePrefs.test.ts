import { describe, expect, it } from 'vitest';
import { emptyPrefs, isColumnVisible, loadPrefs, parsePrefs, prefsStorageKey, savePrefs } from './tablePrefs';

describe('table preferences', () => {
  it('keys the storage by table and user', () => {
    expect(prefsStorageKey('users', 'u-1')).toBe('atrium.dataTable.users.u-1');
    expect(prefsStorageKey('users', undefined)).toBe('atrium.dataTable.users.anonymous');
  });

  it.each([null, '', 'not json', '42', '[]', 'null', '{"hidden":"email"}'])('turns junk into defaults: %s', (raw) => {
    const prefs = parsePrefs(raw);
    expect(prefs.density).toBe('comfortable');
    expect(prefs.hidden).toEqual([]);
  });

  it('keeps the good parts of a half-broken record', () => {
    expect(
      parsePrefs(
        JSON.stringify({ hidden: ['email', 3], widths: { name: 200, bad: 'x', tiny: 1, huge: 1e9 }, density: 'x' }),
      ),
    ).toEqual({ hidden: ['email'], shown: [], widths: { name: 200 }, density: 'comfortable' });
  });

  it('tolerates storage that throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(loadPrefs('k', throwing)).toEqual(emptyPrefs);
    expect(() => savePrefs('k', emptyPrefs, throwing)).not.toThrow();
  });

  it('decides visibility from the default and the choice; the row header always shows', () => {
    const prefs = { ...emptyPrefs, hidden: ['email', 'name'], shown: ['notes'] };
    expect(isColumnVisible({ id: 'email' }, prefs)).toBe(false);
    expect(isColumnVisible({ id: 'name', isRowHeader: true }, prefs)).toBe(true);
    expect(isColumnVisible({ id: 'notes', hiddenByDefault: true }, prefs)).toBe(true);
    expect(isColumnVisible({ id: 'phone', hiddenByDefault: true }, prefs)).toBe(false);
    expect(isColumnVisible({ id: 'email', hideable: false }, prefs)).toBe(true);
  });
});
