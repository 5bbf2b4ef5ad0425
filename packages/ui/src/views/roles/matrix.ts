/**
 * The permission matrix's rules (spec 4 §5), kept apart from React so they are tested alone: any action of
 * a resource implies its `:view`, so ticking one ticks view and unticking view unticks the rest; rows and
 * columns select all at once, with a "some" state; and what a draft changes against the saved role.
 */
import type { Permission, PermissionInfo } from '@atrium/mock-api';

/** The matrix's fixed columns; every other action of a resource shows as a chip beside them. */
export const MATRIX_COLUMNS = ['view', 'create', 'edit', 'delete'] as const;
export type MatrixColumn = (typeof MATRIX_COLUMNS)[number];

/** One row of the matrix: a resource and its actions in catalogue order. */
export interface ResourceRow {
  resource: string;
  permissions: PermissionInfo[];
  /** The permission in each fixed column, when the resource has that action. */
  columns: Partial<Record<MatrixColumn, PermissionInfo>>;
  /** The resource's other actions (shown as chips). */
  specials: PermissionInfo[];
}

export function resourceRows(catalogue: readonly PermissionInfo[]): ResourceRow[] {
  const rows = new Map<string, ResourceRow>();
  for (const info of catalogue) {
    let row = rows.get(info.resource);
    if (!row) {
      row = { resource: info.resource, permissions: [], columns: {}, specials: [] };
      rows.set(info.resource, row);
    }
    row.permissions.push(info);
    if ((MATRIX_COLUMNS as readonly string[]).includes(info.action)) row.columns[info.action as MatrixColumn] = info;
    else row.specials.push(info);
  }
  return [...rows.values()];
}

const resourceOf = (permission: Permission) => permission.split(':')[0]!;
const viewOf = (resource: string) => `${resource}:view` as Permission;
const isView = (permission: Permission) => permission.endsWith(':view');

/**
 * Ticks or unticks several permissions at once, keeping the `:view` rule: ticking any action ticks its
 * resource's view (when the catalogue has one); unticking a view unticks every action of its resource.
 * The answer keeps the catalogue's order.
 */
export function setPermissions(
  catalogue: readonly PermissionInfo[],
  current: readonly Permission[],
  changed: readonly Permission[],
  on: boolean,
): Permission[] {
  const known = new Set(catalogue.map((info) => info.id));
  const next = new Set(current);
  if (on) {
    for (const permission of changed) {
      next.add(permission);
      const view = viewOf(resourceOf(permission));
      if (known.has(view)) next.add(view);
    }
  } else {
    const cleared = new Set(changed.filter(isView).map(resourceOf));
    for (const permission of changed) next.delete(permission);
    for (const permission of [...next]) if (cleared.has(resourceOf(permission))) next.delete(permission);
  }
  return catalogue.map((info) => info.id).filter((id) => next.has(id));
}

/** Whether a view is held only because another action of its resource needs it. */
export function impliedView(permissions: readonly Permission[], permission: Permission): boolean {
  if (!isView(permission)) return false;
  const resource = resourceOf(permission);
  return permissions.some((other) => other !== permission && resourceOf(other) === resource);
}

export type Selection = 'all' | 'some' | 'none';

/** How many of `permissions` are in `held`: all, some or none (none also for an empty list). */
export function selectionOf(held: readonly Permission[], permissions: readonly Permission[]): Selection {
  const count = permissions.filter((permission) => held.includes(permission)).length;
  if (count === 0) return 'none';
  return count === permissions.length ? 'all' : 'some';
}

/** The permissions of a fixed column, over every resource that has that action. */
export function columnPermissions(rows: readonly ResourceRow[], column: MatrixColumn): Permission[] {
  return rows.flatMap((row) => (row.columns[column] ? [row.columns[column].id] : []));
}

export interface PermissionChange {
  added: Permission[];
  removed: Permission[];
}

/** What a draft adds to and removes from the saved permissions. */
export function changeOf(saved: readonly Permission[], draft: readonly Permission[]): PermissionChange {
  return {
    added: draft.filter((permission) => !saved.includes(permission)),
    removed: saved.filter((permission) => !draft.includes(permission)),
  };
}
