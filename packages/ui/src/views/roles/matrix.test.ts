import { describe, expect, it } from 'vitest';
import type { Permission, PermissionInfo } from '@atrium/mock-api';
import { changeOf, columnPermissions, impliedView, resourceRows, selectionOf, setPermissions } from './matrix';

const info = (id: Permission, dangerous = false): PermissionInfo => {
  const [resource = '', action = ''] = id.split(':');
  return { id, resource, action, dangerous };
};
const catalogue = [
  info('dashboard:view'),
  info('users:view'),
  info('users:invite'),
  info('users:edit'),
  info('users:delete', true),
  info('roles:view'),
  info('roles:manage', true),
];

describe('resourceRows', () => {
  it('puts view, edit and delete in their columns and the other actions beside them', () => {
    const [dashboard, users, roles] = resourceRows(catalogue);
    expect(dashboard!.columns.view?.id).toBe('dashboard:view');
    expect(users!.columns.edit?.id).toBe('users:edit');
    expect(users!.columns.delete?.id).toBe('users:delete');
    expect(users!.columns.create).toBeUndefined();
    expect(users!.specials.map((special) => special.id)).toEqual(['users:invite']);
    expect(roles!.specials.map((special) => special.id)).toEqual(['roles:manage']);
  });
});

describe('setPermissions', () => {
  it('ticks the view of a resource with any of its actions', () => {
    expect(setPermissions(catalogue, ['dashboard:view'], ['users:edit'], true)).toEqual([
      'dashboard:view',
      'users:view',
      'users:edit',
    ]);
  });

  it('unticks every action of a resource with its view', () => {
    expect(setPermissions(catalogue, ['users:view', 'users:edit', 'roles:view'], ['users:view'], false)).toEqual([
      'roles:view',
    ]);
  });

  it('unticks one action and keeps the view', () => {
    expect(setPermissions(catalogue, ['users:view', 'users:edit'], ['users:edit'], false)).toEqual(['users:view']);
  });

  it('keeps the catalogue order', () => {
    expect(setPermissions(catalogue, ['roles:view'], ['dashboard:view'], true)).toEqual([
      'dashboard:view',
      'roles:view',
    ]);
  });
});

describe('selections', () => {
  it('says all, some or none', () => {
    expect(selectionOf(['users:view'], ['users:view', 'users:edit'])).toBe('some');
    expect(selectionOf(['users:view', 'users:edit'], ['users:view', 'users:edit'])).toBe('all');
    expect(selectionOf([], ['users:view'])).toBe('none');
    expect(selectionOf(['users:view'], [])).toBe('none');
  });

  it('reads a column over the resources that have its action', () => {
    expect(columnPermissions(resourceRows(catalogue), 'delete')).toEqual(['users:delete']);
  });

  it('knows a view that another action needs', () => {
    expect(impliedView(['users:view', 'users:edit'], 'users:view')).toBe(true);
    expect(impliedView(['users:view'], 'users:view')).toBe(false);
  });
});

describe('changeOf', () => {
  it('lists what a draft adds and removes', () => {
    expect(changeOf(['users:view', 'roles:view'], ['users:view', 'users:edit'])).toEqual({
      added: ['users:edit'],
      removed: ['roles:view'],
    });
  });
});
