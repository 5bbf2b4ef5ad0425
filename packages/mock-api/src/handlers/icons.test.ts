import { describe, expect, it } from 'vitest';
import type { ApiAnswer, ApiCallKey, IconSetCall } from '../contract/calls.ts';
import type { IconSet, IconSetId } from '../contract/icons.ts';
import { call, ok, useMockServer } from '../test/server.ts';

const SETS: IconSetId[] = [
  'feather',
  'heroicons-outline',
  'heroicons-solid',
  'heroicons-mini',
  'material-solid',
  'material-outline',
  'material-twotone',
];

// Every icon-set call is part of the contract (a compile-time check).
const _everyCallListed: IconSetCall extends ApiCallKey ? true : false = true;

describe('icon sets', () => {
  useMockServer({ actor: 'owner' });

  it.each(SETS)('answers the %s descriptor: namespace, name, grid and a sorted list of names', async (id) => {
    const set = await ok<ApiAnswer<'GET api/ui/icons/feather'>>('GET', `ui/icons/${id}`);
    expect(Object.keys(set).sort()).toEqual(['grid', 'list', 'name', 'namespace']);
    expect(set.list.length).toBeGreaterThan(100);
    expect(set.list).toEqual([...new Set(set.list)].sort());
    const spelling = id.startsWith('material') ? /^[a-z0-9]+(_[a-z0-9]+)*$/ : /^[a-z0-9]+(-[a-z0-9]+)*$/;
    for (const name of set.list) expect(name).toMatch(spelling);
  });

  it("follows the spec's namespaces and grid sizes", async () => {
    const sets = Object.fromEntries(
      await Promise.all(SETS.map(async (id) => [id, await ok<IconSet>('GET', `ui/icons/${id}`)] as const)),
    );
    expect(sets.feather).toMatchObject({ namespace: 'feather', name: 'Feather', grid: 'icon-size-6' });
    expect(sets.feather!.list).toHaveLength(287);
    expect(sets.feather!.list).toEqual(expect.arrayContaining(['activity', 'feather', 'zap-off']));
    for (const variant of ['outline', 'solid', 'mini']) {
      expect(sets[`heroicons-${variant}`]).toMatchObject({ namespace: `heroicons_${variant}`, grid: 'icon-size-5' });
    }
    for (const variant of ['solid', 'outline', 'twotone']) {
      expect(sets[`material-${variant}`]).toMatchObject({ namespace: '', grid: 'icon-size-6' });
    }
    expect(new Set(SETS.map((id) => sets[id]!.name)).size).toBe(SETS.length);
  });

  it('answers 404 NOT FOUND for an unknown set or another method', async () => {
    expect(await call('GET', 'ui/icons/fontawesome')).toMatchObject({ status: 404, body: 'NOT FOUND' });
    expect(await call('GET', 'ui/icons')).toMatchObject({ status: 404, body: 'NOT FOUND' });
    expect(await call('POST', 'ui/icons/feather', { body: {} })).toMatchObject({ status: 404, body: 'NOT FOUND' });
  });
});
